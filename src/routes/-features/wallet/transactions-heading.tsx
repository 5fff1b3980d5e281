import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide';
import type { Ref } from 'react';
import { Icon } from '@/components/ui/icons';

/** The page's heading with the way back to the wallet (the skeleton shows it too); the pager scrolls back to it. */
export function TransactionsHeading({ ref }: { ref?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="min-w-0">
      <Link
        to="/dashboard/wallet"
        className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
        Back to wallet
      </Link>
      <h2 id="transactions-heading" ref={ref} className="mt-2 scroll-mt-24 text-lg font-semibold text-slate-900">
        Transactions
      </h2>
      <p className="text-sm text-slate-600">
        Every movement of your wallet: earnings, fees, top-ups, withdrawals and transfers.
      </p>
    </div>
  );
}
