import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Building2, Map, Package, Wallet } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { BillingInfo, DeliveryRoute, DeliveryStatistics, Wallet as WalletData } from '@/api/schemas';
import { maskedAmount, useBalanceHidden } from '@/components/ui/balance-visibility';
import { Skeleton } from '@/components/ui/card';
import { formatNaira } from '@/components/ui/format';

function Tile({
  label,
  icon,
  loading,
  children,
  footer,
  testId,
}: {
  label: string;
  icon: ReactNode;
  loading: boolean;
  children: ReactNode;
  /** A second line, its room kept while loading. */
  footer?: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
      data-testid={testId}
      aria-busy={loading}
    >
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-[0.6875rem] font-medium tracking-wide text-slate-500 uppercase sm:text-xs">{label}</p>
        {/* One height for the skeleton and the value: nothing moves when the value arrives. */}
        <div className="flex min-h-6 items-center sm:min-h-7">
          {loading ? (
            <Skeleton className="h-5 w-24" />
          ) : (
            <div className="text-base leading-snug font-bold break-words text-slate-900 sm:text-lg">{children}</div>
          )}
        </div>
        {footer !== undefined && <div className="min-h-5 text-xs sm:text-sm">{footer}</div>}
      </div>
    </div>
  );
}

const unavailable = <span className="text-sm font-medium text-slate-400">Unavailable</span>;

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
  const active = deliveryRoutes.data?.filter((route) => route.isActive).length;
  return (
    <section aria-label="Overview" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        testId="overview-deliveries"
        label="Awaiting action"
        icon={<Icon node={Package} className="size-5" aria-hidden="true" />}
        loading={statistics.isPending}
        footer={
          statistics.data?.needsAttention ? (
            <Link to="/dashboard/deliveries" search={{ view: 'attention' }} className="font-semibold text-red-700">
              {statistics.data.needsAttention} need attention
            </Link>
          ) : null
        }
      >
        {statistics.data ? `${statistics.data.pending} pending` : unavailable}
      </Tile>
      <Tile
        testId="overview-wallet"
        label="Wallet balance"
        icon={<Icon node={Wallet} className="size-5" aria-hidden="true" />}
        loading={wallet.isPending}
      >
        {wallet.data ? (
          balanceHidden ? (
            <span aria-label="Balance hidden">{maskedAmount}</span>
          ) : (
            formatNaira(wallet.data.balance)
          )
        ) : (
          unavailable
        )}
      </Tile>
      <Tile
        testId="overview-routes"
        label="Active routes"
        icon={<Icon node={Map} className="size-5" aria-hidden="true" />}
        loading={deliveryRoutes.isPending}
      >
        {deliveryRoutes.data ? `${active} of ${deliveryRoutes.data.length}` : unavailable}
      </Tile>
      <Tile
        testId="overview-billing"
        label="Billing account"
        icon={<Icon node={Building2} className="size-5" aria-hidden="true" />}
        loading={billing.isPending}
      >
        {billing.data
          ? billing.data.companyName || (
              // Never a person's name as the company (issue 24): the onboarding step asks for it.
              <Link to="/dashboard/welcome" className="text-sm font-semibold text-brand-700 underline">
                Add your company name
              </Link>
            )
          : unavailable}
      </Tile>
    </section>
  );
}
