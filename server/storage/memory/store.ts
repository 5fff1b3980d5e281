import type { OutboxEntry, Store, Tx } from '../../domain/ports';
import { memoryAuthRepos } from './auth';
import { memoryInvoiceRepos } from './billing';
import { memoryDeliveryRepos } from './deliveries/repos';
import { Collections, Journal } from './journal';
import { memoryPartnerRepos } from './partners';
import { memoryCodRepos, memoryProofRepos } from './proof';
import { memoryRequestRepos } from './requests';
import { memoryRiderRepos } from './riders';
import { memoryApiAccessRepo } from './api-access';
import { memoryApiKeyRepos } from './api-keys';
import { memoryWalletRepos } from './wallet';
import { memoryWebhookRepos } from './webhooks';
import { recordOutboxEvent } from '../../domain/webhooks/events';
import type { MemoryCollections, MemoryState } from './state';

/*
 * The storage port in memory: the mock's store (in the browser, in Vitest, in the HTTP mock),
 * over its state's plain arrays. Transactions run one at a time (a queue, as PGlite runs them);
 * each write is journaled, and a transaction that throws is undone whole. What a transaction adds
 * to the outbox is handed to `committed` once it has committed, never before.
 */

export interface MemoryStoreHooks {
  /** After each commit: the outbox entries it added, and whether it wrote anything. */
  committed?: (entries: OutboxEntry[], wrote: boolean) => void;
}

export class MemoryStore implements Store {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly state: () => MemoryState,
    private readonly hooks: MemoryStoreHooks = {},
  ) {}

  /** Runs `work` when every transaction before it is over, alone (the mock's own steps that touch the state). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const journal = new Journal();
      const outbox: OutboxEntry[] = [];
      const tx = this.tx(journal, outbox);
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        journal.undoTo(0);
        throw error;
      }
      this.hooks.committed?.(outbox, journal.mark() > 0 || outbox.length > 0);
      return result;
    });
  }

  private tx(journal: Journal, outbox: OutboxEntry[]): Tx {
    const collections = new Collections<MemoryCollections>(this.state, journal);
    const tx: Tx = {
      ...memoryAuthRepos(collections),
      ...memoryPartnerRepos(collections),
      ...memoryWalletRepos(collections, this.state, journal),
      ...memoryRequestRepos(collections),
      ...memoryDeliveryRepos(collections),
      apiAccessRequests: memoryApiAccessRepo(collections),
      ...memoryApiKeyRepos(collections),
      ...memoryInvoiceRepos(collections),
      ...memoryProofRepos(collections),
      ...memoryCodRepos(collections),
      ...memoryRiderRepos(collections),
      ...memoryWebhookRepos(collections),
      outbox: {
        // An event is recorded with its webhook deliveries here, in the transaction; the hook hears of it after the commit.
        add: async (entry) => {
          if (entry.kind === 'event') await recordOutboxEvent(tx, entry);
          outbox.push(entry);
          journal.record(() => outbox.splice(outbox.lastIndexOf(entry), 1));
        },
      },
      lockPartner: async () => undefined,
      savepoint: async (work) => {
        const mark = journal.mark();
        try {
          return await work();
        } catch (error) {
          journal.undoTo(mark);
          throw error;
        }
      },
    };
    return tx;
  }
}
