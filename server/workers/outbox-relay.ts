import type { Kysely } from 'kysely';
import type { Message } from '../domain/messages';
import { providerFor, type MessageProviders } from '../platform/messages';
import type { Database } from '../storage/postgres/schema';
import { startLoop } from './loop';

/*
 * The transactional outbox's relay: the messages a committed request caused go to their channel's
 * provider (server/platform/messages.ts), and their rows are deleted in the same transaction — so
 * the outbox holds a message's text (a reset link, a code) only between its request's commit and
 * its sending (the recording provider, the default, keeps what it "sent" in its own table). Rows are taken with
 * FOR UPDATE SKIP LOCKED: two relays (two processes) never send one message twice; a crash after
 * sending and before the commit sends it again (at least once). Events for webhooks stay for
 * their own worker (issue 39).
 */

const BATCH = 100;

/** Sends what is waiting; how many messages it sent. */
export async function relayOutbox(db: Kysely<Database>, providers: MessageProviders): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const provider = providerFor(providers, trx);
      const rows = await trx
        .selectFrom('outbox')
        .select(['id', 'payload'])
        .where('kind', '=', 'message')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) await provider.send(row.payload as Message);
      if (rows.length > 0) {
        await trx
          .deleteFrom('outbox')
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
      }
      return rows.length;
    });
    sent += batch;
    if (batch < BATCH) return sent;
  }
}

/**
 * Runs the relay after each commit (`poke`) and every `everyMs` for what a crash left: at most one
 * relay at a time in this process; `idle` and `stop` wait for the one under way.
 */
export function startOutboxRelay(db: Kysely<Database>, providers: MessageProviders, everyMs = 1_000) {
  const loop = startLoop('Outbox relay', () => relayOutbox(db, providers), everyMs);
  return { poke: loop.poke, idle: loop.idle, stop: loop.stop };
}
