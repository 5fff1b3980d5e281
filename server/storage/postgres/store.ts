import { type Kysely, sql, type Transaction } from 'kysely';
import type { Store, Tx } from '../../domain/ports';
import type { Database } from './schema';
import { postgresAuthRepos } from './repos/auth';
import { postgresDeliveryRepos } from './repos/deliveries';
import { postgresDeliveryRouteRepos } from './repos/delivery-routes';
import { postgresInvoiceRepos } from './repos/invoices';
import { postgresPartnerRepos } from './repos/partners';
import { postgresCodRepos, postgresProofRepos } from './repos/proof';
import { postgresRequestRepos } from './repos/requests';
import { postgresRiderRepos } from './repos/riders';
import { postgresApiAccessRepo } from './repos/api-access';
import { postgresApiKeyRepos } from './repos/api-keys';
import { postgresWalletRepos } from './repos/wallet';
import { postgresWebhookRepos } from './repos/webhooks';
import { recordOutboxEvent } from '../../domain/webhooks/events';

/*
 * The storage port on PostgreSQL: a request is one transaction (READ COMMITTED: money moves by
 * conditional updates and row locks, each statement seeing what committed before it), its
 * outbox rows written in it. A savepoint undoes its own writes only.
 */

export class PostgresStore implements Store {
  constructor(readonly db: Kysely<Database>) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(postgresTx(trx)));
  }
}

let savepoints = 0;

export function postgresTx(trx: Transaction<Database>): Tx {
  const tx: Tx = {
    ...postgresAuthRepos(trx),
    ...postgresPartnerRepos(trx),
    ...postgresWalletRepos(trx),
    ...postgresRequestRepos(trx),
    ...postgresDeliveryRepos(trx),
    ...postgresDeliveryRouteRepos(trx),
    apiAccessRequests: postgresApiAccessRepo(trx),
    ...postgresApiKeyRepos(trx),
    ...postgresInvoiceRepos(trx),
    ...postgresProofRepos(trx),
    ...postgresCodRepos(trx),
    ...postgresRiderRepos(trx),
    ...postgresWebhookRepos(trx),
    outbox: {
      add: async (entry) => {
        // An event: its row and its deliveries' rows, in this transaction (the webhooks' worker sends them).
        if (entry.kind === 'event') return recordOutboxEvent(tx, entry);
        await trx
          .insertInto('outbox')
          .values({
            kind: 'message',
            partner_id: null,
            type: entry.message.kind,
            payload: JSON.stringify(entry.message),
            sent_at: null,
          })
          .execute();
      },
    },
    lockPartner: async (partnerId) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`partner:${partnerId}`}, 0))`.execute(trx);
    },
    savepoint: async (work) => {
      savepoints += 1;
      const name = sql.id(`sp_${savepoints}`);
      await sql`savepoint ${name}`.execute(trx);
      try {
        const result = await work();
        await sql`release savepoint ${name}`.execute(trx);
        return result;
      } catch (error) {
        await sql`rollback to savepoint ${name}`.execute(trx);
        throw error;
      }
    },
  };
  return tx;
}
