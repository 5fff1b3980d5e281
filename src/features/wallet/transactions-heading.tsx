import type { Ref } from 'react';
import { BackLink } from '@/components/ui/back-link';

/** The page's heading with the way back to the wallet (the skeleton shows it too); the pager scrolls back to it. */
export function TransactionsHeading({ ref }: { ref?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="min-w-0">
      <BackLink to="/dashboard/wallet">Back to wallet</BackLink>
      <h2 id="transactions-heading" ref={ref} className="mt-2 scroll-mt-24 text-lg font-semibold text-slate-900">
        Transactions
      </h2>
      <p className="text-sm text-slate-600">
        Every movement of your wallet: earnings, fees, top-ups, withdrawals and transfers.
      </p>
    </div>
  );
}
