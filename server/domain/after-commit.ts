import type { Store } from './ports';

/*
 * What a use-case asks to do once its request's transaction has committed, the reply being its
 * result: work that must not hold a transaction open (a webhook sent now, whose attempt the reply
 * shows). server/http/app.ts runs it with the store, outside the request's transaction; it opens
 * transactions of its own.
 */
export class AfterCommit<T> {
  constructor(readonly run: (store: Store) => Promise<T>) {}
}
