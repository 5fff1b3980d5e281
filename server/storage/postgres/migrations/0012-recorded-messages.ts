import { type Kysely, sql } from 'kysely';

/*
 * The recording provider's outbox (issue 39): the messages it "sent", for the development
 * controls and the tests (server/platform/recorded-messages.ts).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recorded_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms', 'whatsapp')`))
    // The kinds grow with the product (server/domain/messages.ts): not frozen in a check.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recorded_messages').execute();
}
