import type { Kysely, Selectable } from 'kysely';
import type { PartnerRepos } from '../../../domain/partners/port';
import type {
  BillingRecord,
  PaymentMethodRecord,
  ProfileRecord,
  SettingsRecord,
} from '../../../domain/partners/records';
import type { CustomerMessageSettings } from '@/api/schemas/customer-messages';
import type { Database, PartnerSettingsTable, PaymentMethodsTable } from '../schema';
import { deleteOwnedRow, ownedRows, updateOwnedRow } from './owned-rows';
import { recordOf, setColumns } from './values';

/* The partners' repositories on PostgreSQL (server/domain/partners/port.ts). */

const toSettings = (row: Selectable<PartnerSettingsTable>): SettingsRecord => ({
  partnerId: row.partner_id,
  emailNotifications: row.email_notifications,
  smsNotifications: row.sms_notifications,
  autoAccept: row.auto_accept,
  proofOfDelivery: row.proof_of_delivery,
  ...(row.customer_messages === null ? {} : { customerMessages: row.customer_messages as CustomerMessageSettings }),
  ...(row.cash_handling_fee_permille === null ? {} : { cashHandlingFeePercent: row.cash_handling_fee_permille / 10 }),
});

function settingsColumns(patch: Partial<SettingsRecord>) {
  return {
    ...setColumns({
      email_notifications: patch.emailNotifications,
      sms_notifications: patch.smsNotifications,
      auto_accept: patch.autoAccept,
      proof_of_delivery: patch.proofOfDelivery && JSON.stringify(patch.proofOfDelivery),
    }),
    ...(Object.hasOwn(patch, 'customerMessages')
      ? { customer_messages: patch.customerMessages === undefined ? null : JSON.stringify(patch.customerMessages) }
      : {}),
    ...(Object.hasOwn(patch, 'cashHandlingFeePercent')
      ? {
          cash_handling_fee_permille:
            patch.cashHandlingFeePercent === undefined ? null : Math.round(patch.cashHandlingFeePercent * 10),
        }
      : {}),
  };
}

const toMethod = (row: Selectable<PaymentMethodsTable>): PaymentMethodRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  type: row.type,
  provider: row.provider,
  accountName: row.account_name,
  last4: row.last4,
  isDefault: row.is_default,
});

/** A record's fields as columns: camelCase → snake_case, one level, its owner and undefined fields left out. */
function snake<T extends object>(record: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key, value]) => value !== undefined && key !== 'partnerId' && key !== 'id')
      .map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  );
}

/** A row's columns as a record's fields: snake_case → camelCase, one level. */
function camel(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), value]),
  );
}

type PerPartnerTable = 'partner_profiles' | 'partner_settings' | 'billing_info';

/** A table of one row per partner (keyed by `partner_id`): read, add, change it, through its mappers. */
function perPartnerTable<R extends { partnerId: string }>(
  db: Kysely<Database>,
  table: PerPartnerTable,
  toRecord: (row: Record<string, unknown>) => R,
  toColumns: (patch: Partial<R>) => Record<string, unknown>,
) {
  return {
    of: (partnerId: string): Promise<R | undefined> =>
      recordOf(db.selectFrom(table).selectAll().where('partner_id', '=', partnerId).executeTakeFirst(), toRecord),
    insert: async (record: R): Promise<void> => {
      await db
        .insertInto(table)
        .values({ partner_id: record.partnerId, ...toColumns(record) })
        .execute();
    },
    update: async (partnerId: string, patch: Partial<R>): Promise<void> => {
      const columns = toColumns(patch);
      if (Object.keys(columns).length === 0) return;
      await db
        .updateTable(table)
        .set(columns as never)
        .where('partner_id', '=', partnerId)
        .execute();
    },
  };
}

export function postgresPartnerRepos(db: Kysely<Database>): PartnerRepos {
  return {
    profiles: {
      ...perPartnerTable<ProfileRecord>(
        db,
        'partner_profiles',
        (row) => ({ ...(camel(row) as Omit<ProfileRecord, 'id'>), id: String(row.partner_id) }),
        snake,
      ),
      partnersWithEmail: async (email) =>
        (await db.selectFrom('partner_profiles').select('partner_id').where('email', '=', email).execute()).map(
          (row) => row.partner_id,
        ),
    },
    settings: perPartnerTable<SettingsRecord>(
      db,
      'partner_settings',
      (row) => toSettings(row as unknown as Selectable<PartnerSettingsTable>),
      settingsColumns,
    ),
    billing: perPartnerTable<BillingRecord>(db, 'billing_info', (row) => camel(row) as BillingRecord, snake),
    paymentMethods: {
      list: async (partnerId) => (await ownedRows(db, 'payment_methods', partnerId)).map(toMethod),
      insert: async (method) => {
        await db
          .insertInto('payment_methods')
          .values({ id: method.id, partner_id: method.partnerId, ...snake(method) } as never)
          .execute();
      },
      update: async (partnerId, id, patch) => {
        await updateOwnedRow(db, 'payment_methods', partnerId, id, snake(patch));
      },
      delete: async (partnerId, id) => {
        await deleteOwnedRow(db, 'payment_methods', partnerId, id);
      },
    },
  };
}
