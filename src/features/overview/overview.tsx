import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Building2, Map, Package, Wallet } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { BillingInfo, DeliveryRoute, DeliveryStatistics, Wallet as WalletData } from '@/api/schemas';
import { maskedAmount, useBalanceHidden } from '@/components/ui/balance-visibility';
import { Skeleton } from '@/components/ui/card';
import { formatNaira } from '@/components/ui/format';

const unavailable = <span className="text-sm font-medium text-slate-400">Unavailable</span>;

/** One figure of the overview: its query's data as `children` says, "Unavailable" when it failed. */
function Tile<T>({
  label,
  icon,
  query,
  children,
  footer,
  testId,
}: {
  label: string;
  icon: IconNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** A second line, its room kept while loading. */
  footer?: ReactNode;
  testId: string;
}) {
  const loading = query.isPending;
  return (
    <div
      className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
      data-testid={testId}
      aria-busy={loading}
    >
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
        <Icon node={icon} className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="text-[0.6875rem] font-medium tracking-wide text-slate-500 uppercase sm:text-xs">{label}</p>
        {/* One height for the skeleton and the value: nothing moves when the value arrives. */}
        <div className="flex min-h-6 items-center sm:min-h-7">
          {loading ? (
            <Skeleton className="h-5 w-24" />
          ) : (
            <div className="text-base leading-snug font-bold break-words text-slate-900 sm:text-lg">
              {query.data !== undefined ? children(query.data) : unavailable}
            </div>
          )}
        </div>
        {footer !== undefined && <div className="min-h-5 text-xs sm:text-sm">{footer}</div>}
      </div>
    </div>
  );
}

/** The dashboard at a glance: what docs/product.md#the-core-calls reads on load (overview-page.tsx). */
export function Overview({
  queries: [wallet, deliveryRoutes, billing, statistics],
}: {
  queries: readonly [
    UseQueryResult<WalletData>,
    UseQueryResult<DeliveryRoute[]>,
    UseQueryResult<BillingInfo>,
    UseQueryResult<DeliveryStatistics>,
  ];
}) {
  const [balanceHidden] = useBalanceHidden();
  return (
    <section aria-label="Overview" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        testId="overview-deliveries"
        label="Awaiting action"
        icon={Package}
        query={statistics}
        footer={
          statistics.data?.needsAttention ? (
            <Link to="/dashboard/deliveries" search={{ view: 'attention' }} className="font-semibold text-red-700">
              {statistics.data.needsAttention} need attention
            </Link>
          ) : null
        }
      >
        {({ pending }) => `${pending} pending`}
      </Tile>
      <Tile testId="overview-wallet" label="Wallet balance" icon={Wallet} query={wallet}>
        {({ balance }) =>
          balanceHidden ? <span aria-label="Balance hidden">{maskedAmount}</span> : formatNaira(balance)
        }
      </Tile>
      <Tile testId="overview-routes" label="Active routes" icon={Map} query={deliveryRoutes}>
        {(routes) => `${routes.filter((route) => route.isActive).length} of ${routes.length}`}
      </Tile>
      <Tile testId="overview-billing" label="Billing account" icon={Building2} query={billing}>
        {({ companyName }) =>
          companyName || (
            // Never a person's name as the company (issue 24): the onboarding step asks for it.
            <Link to="/dashboard/welcome" className="text-sm font-semibold text-brand-700 underline">
              Add your company name
            </Link>
          )
        }
      </Tile>
    </section>
  );
}
