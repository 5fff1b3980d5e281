import { createFileRoute } from '@tanstack/react-router';
import { BillingPending } from '@/features/billing/billing-pending';
import { loadBilling } from '@/features/billing/billing-queries';
import { BillingSection } from '@/features/billing/billing-section';
import { TransactionHistoryCard } from '@/features/wallet/transaction-history-card';
import { loadTransactionHistory } from '@/features/wallet/wallet-queries';

/** Billing: the billing feature's cards, with the wallet's transaction history as its history. */
export const Route = createFileRoute('/_authenticated/dashboard/billing')({
  loader: ({ context }) => Promise.all([loadBilling(context.queryClient), loadTransactionHistory(context.queryClient)]),
  pendingComponent: BillingPending,
  component: () => <BillingSection history={<TransactionHistoryCard />} />,
});
