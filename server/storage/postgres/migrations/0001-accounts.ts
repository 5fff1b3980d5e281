import { type Kysely, sql } from 'kysely';
import { createdAt, id, kobo, partnerId, partnerKey, seq } from './columns';
import { createOneDefaultIndex, createPartnerOrderIndex, dropTables } from './tables';

/*
 * Accounts and their sign-ins, partners' profiles, settings and billing details, wallets, and the
 * transactional outbox. Secrets are hashes only (server/domain/auth/secrets.ts).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(id)
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('partner', 'operator')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('verified', 'boolean', (c) => c.notNull())
    .addColumn('verification_code_hash', 'text')
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('sessions')
    .$call(id)
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_refresh_hashes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  // A rotated-away refresh token presented again is looked up among every session's.
  await db.schema
    .createIndex('sessions_rotated_refresh')
    .on('sessions')
    .using('gin')
    .column('rotated_refresh_hashes')
    .execute();

  await db.schema
    .createTable('reset_tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reset_tokens_user').on('reset_tokens').columns(['user_id', 'expires_at']).execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failures_email').on('sign_in_failures').columns(['email', 'at']).execute();
  await db.schema.createIndex('sign_in_failures_client').on('sign_in_failures').columns(['client', 'at']).execute();
  await db.schema.createIndex('sign_in_failures_at').on('sign_in_failures').column('at').execute();

  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_devices_pkey', ['user_id', 'client'])
    .execute();

  // A partner's records are keyed by the partner's id: an account's, or its sandbox twin's (`<id>_test`).
  await db.schema
    .createTable('partner_profiles')
    .$call(partnerKey)
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partner_profiles_email').on('partner_profiles').column('email').execute();

  await db.schema
    .createTable('partner_settings')
    .$call(partnerKey)
    .addColumn('email_notifications', 'boolean', (c) => c.notNull())
    .addColumn('sms_notifications', 'boolean', (c) => c.notNull())
    .addColumn('auto_accept', 'boolean', (c) => c.notNull())
    .addColumn('proof_of_delivery', 'jsonb', (c) => c.notNull())
    .addColumn('customer_messages', 'jsonb')
    .addColumn('cash_handling_fee_permille', 'integer', (c) =>
      c.check(sql`cash_handling_fee_permille between 0 and 100`),
    )
    .execute();

  await db.schema
    .createTable('billing_info')
    .$call(partnerKey)
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('tax_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_methods')
    .$call(id)
    .$call(partnerId)
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('bank_transfer', 'card')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('is_default', 'boolean', (c) => c.notNull())
    .$call(seq)
    .execute();
  await createPartnerOrderIndex(db, 'payment_methods');
  await createOneDefaultIndex(db, 'payment_methods');

  await db.schema
    .createTable('wallets')
    .$call(partnerKey)
    // ₦1,000,000,000 at most (MAX_BALANCE_KOBO): a balance can never leave what JavaScript counts exactly.
    .$call(kobo('balance'))
    .execute();

  // What a request causes besides its writes (a message, a webhook event), written in its transaction.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('message', 'event')`))
    .addColumn('partner_id', 'text')
    .addColumn('type', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_unsent')
    .on('outbox')
    .column('id')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'outbox',
    'wallets',
    'payment_methods',
    'billing_info',
    'partner_settings',
    'partner_profiles',
    'known_devices',
    'sign_in_failures',
    'reset_tokens',
    'sessions',
    'users',
  ]);
}
