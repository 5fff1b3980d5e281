import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { TransactionsPage } from '@/features/wallet/transactions-page';
import { TransactionsPending } from '@/features/wallet/transactions-pending';
import { loadTransactions } from '@/features/wallet/transactions-queries';
import { transactionsSearchDefaults, validateTransactionsSearch } from '@/features/wallet/search';

/**
 * The wallet's full history, /dashboard/wallet/transactions: filters, pages and the open
 * transaction in the URL. `wallet_` un-nests it from the wallet section's route, so it renders
 * in the dashboard's frame in the section's place (the Wallet link stays current).
 */
export const Route = createFileRoute('/_authenticated/dashboard/wallet_/transactions')({
  validateSearch: validateTransactionsSearch,
  search: { middlewares: [stripSearchParams(transactionsSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadTransactions(context.queryClient, deps, cause),
  pendingComponent: TransactionsPending,
  component: TransactionsPage,
});
