import type { Transaction } from '@/api/schemas';
import type { transactionCategories, transactionStatuses, transactionTypes } from '@/api/constants';
import type { TransactionsSearch } from './search';

// The zod-free lists (validateSearch is in the entry: no zod there) are exactly the contract's.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ListsMatchContract = [
  Assert<Exactly<(typeof transactionTypes)[number], Transaction['type']>>,
  Assert<Exactly<(typeof transactionStatuses)[number], Transaction['status']>>,
  Assert<Exactly<(typeof transactionCategories)[number], Transaction['category']>>,
];

/** Whether any filter narrows the list (the page does not count). */
export const hasFilters = (search: TransactionsSearch): boolean =>
  search.type !== 'all' ||
  search.status !== 'all' ||
  search.category !== 'all' ||
  search.from !== '' ||
  search.to !== '' ||
  search.q !== '';
