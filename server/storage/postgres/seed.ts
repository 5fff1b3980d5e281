import { type Kysely, sql } from 'kysely';
import type { ServerSeed } from '../../seed';
import type { Database } from './schema';
import { deliveryRow, eventRow, riderRow } from './repos/delivery-rows';
import { postgresTx } from './store';

/** Rows written a statement at a time (a seed with thousands of extra deliveries). */
const BATCH = 500;

async function insertAll<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
}

/*
 * The demo data into PostgreSQL: every table emptied, then the seed's records written through
 * the same repositories the rules use (so a seeded row is a row the rules could have written).
 */

/** Empties every table, and starts the references' sequence after `references` (none given: at 1). */
async function empty(db: Kysely<Database>, references = 0): Promise<void> {
  // Every table of the schema but the migrator's own: a table a migration adds is emptied too.
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'
  `.execute(db);
  await sql`truncate ${sql.join(rows.map((row) => sql.table(row.tablename)))} restart identity cascade`.execute(db);
  await sql`select setval('transaction_reference_seq', ${Math.max(references, 1)}, ${references > 0})`.execute(db);
}

/** PostgreSQL's "deadlock detected": one of the transactions in the cycle was rolled back. */
const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01';

/**
 * Runs `work` again when PostgreSQL chose it to break a deadlock: emptying every table takes
 * their locks one by one while the server's workers (the outbox relay, settlement, webhooks) may
 * hold some of them in a short transaction of their own — a reset (`/__dev/reset`, a test's) then
 * waits its turn instead of failing.
 */
async function retryingDeadlocks(work: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await work();
      return;
    } catch (error) {
      if (attempt >= tries || !isDeadlock(error)) throw error;
    }
  }
}

export const emptyDatabase = (db: Kysely<Database>): Promise<void> => retryingDeadlocks(() => empty(db));

export const seedDatabase = (db: Kysely<Database>, seed: ServerSeed): Promise<void> =>
  retryingDeadlocks(() => writeSeed(db, seed));

async function writeSeed(db: Kysely<Database>, seed: ServerSeed): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The seeded references are 1…n of the one sequence (server/seed/wallet.ts): the next is n + 1.
    await empty(trx, seed.transactions.length);
    const tx = postgresTx(trx);
    for (const user of seed.users) await tx.users.insert(user);
    for (const session of seed.sessions) await tx.sessions.insert(session);
    for (const profile of seed.profiles) await tx.profiles.insert(profile);
    for (const settings of seed.settings) await tx.settings.insert(settings);
    for (const billing of seed.billing) await tx.billing.insert(billing);
    for (const method of seed.paymentMethods) await tx.paymentMethods.insert(method);
    for (const wallet of seed.wallets) await tx.wallets.open(wallet.partnerId, wallet.balance);
    for (const account of seed.payoutAccounts) await tx.payoutAccounts.insert(account);
    for (const record of seed.transactions) await tx.transactions.insert(record);
    for (const route of seed.deliveryRoutes) await tx.deliveryRoutes.insert(route);
    for (const invoice of seed.invoices) await tx.invoices.insert(invoice);
    for (const request of seed.apiAccessRequests) await tx.apiAccessRequests.insert(request);
    for (const key of seed.apiKeys) await tx.apiKeys.insert(key);
    for (const log of seed.requestLogs) await tx.requestLogs.insert(log, Number.MAX_SAFE_INTEGER);
    // The deliveries' rows as the repositories write them (deliveries.insert, trackingEvents.add), many a statement.
    await insertAll(seed.riders.map(riderRow), (rows) => trx.insertInto('riders').values(rows).execute());
    await insertAll(seed.deliveries.map(deliveryRow), (rows) => trx.insertInto('deliveries').values(rows).execute());
    await insertAll(seed.trackingEvents.map(eventRow), (rows) =>
      trx.insertInto('tracking_events').values(rows).execute(),
    );
    for (const counter of seed.counters) await trx.insertInto('counters').values(counter).execute();
    for (const images of seed.proofImages) await tx.proofImages.insert(images);
    for (const endpoint of seed.webhookEndpoints) await tx.webhookEndpoints.insert(endpoint);
    for (const event of seed.webhookEvents) await tx.webhookEvents.insert(event);
    for (const delivery of seed.webhookDeliveries) await tx.webhookDeliveries.insert(delivery);
  });
}

/** Whether the database holds no account yet (a first start). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
}
