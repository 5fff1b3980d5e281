import { transactionCategories, transactionStatuses, transactionTypes } from '@/api/constants';
import { choice, day, orderedRange, openId, pageNumber, searchParams, searchText } from '@/search-params';

/*
 * The transaction history's search params (/dashboard/wallet/transactions): the filters, the
 * page and the transaction whose detail is open. Plain validators (see src/search-params.ts).
 */
export const typeFilters = ['all', ...transactionTypes] as const;
export const statusFilters = ['all', ...transactionStatuses] as const;
export const categoryFilters = ['all', ...transactionCategories] as const;
export type TypeFilter = (typeof typeFilters)[number];
export type TransactionStatusFilter = (typeof statusFilters)[number];
export type CategoryFilter = (typeof categoryFilters)[number];

export interface TransactionsSearch {
  type: TypeFilter;
  status: TransactionStatusFilter;
  category: CategoryFilter;
  /** First day included, YYYY-MM-DD in Lagos; '' for no bound. */
  from: string;
  /** Last day included, YYYY-MM-DD in Lagos; '' for no bound. */
  to: string;
  /** A reference, or part of one (the search box). */
  q: string;
  page: number;
  /** The transaction whose detail is open. */
  transaction: string | undefined;
}

/** The contract's bound on `search` (src/api/schemas/wallet.ts). */
export const searchMaxLength = 64;

const params = searchParams<TransactionsSearch>({
  type: choice<TypeFilter>(typeFilters, 'all'),
  status: choice<TransactionStatusFilter>(statusFilters, 'all'),
  category: choice<CategoryFilter>(categoryFilters, 'all'),
  from: day,
  to: day,
  q: searchText(searchMaxLength),
  page: pageNumber,
  transaction: openId,
});

export const transactionsSearchDefaults = params.defaults;

/** The params, with a date range typed backwards put the right way round. */
export const validateTransactionsSearch = (search: Parameters<typeof params.validate>[0]): TransactionsSearch =>
  orderedRange(params.validate(search));
