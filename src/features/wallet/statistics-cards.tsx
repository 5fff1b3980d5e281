import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Info, Receipt, RotateCw, TrendingUp } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { TransactionPage } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Card, Skeleton } from '@/components/ui/card';
import { formatNaira } from '@/components/ui/format';
import { lagosDay } from '@/components/ui/lagos-time';
import { walletQueries } from '@/queries/wallet';
import type { TransactionsSearch } from './search';

const MONTH_MS = 30 * 24 * 3_600_000;
/** Enough of the newest transactions to cover a month for the fallback totals. */
const fallbackQuery = { page: 1, limit: 100 };

/**
 * docs/product.md#entities: without the statistics endpoint, earnings and fees are the sums of the
 * completed credits and completed debits, here of the last 30 days (the label says 'This month').
 */
function monthTotals(page: TransactionPage) {
  const since = Date.now() - MONTH_MS;
  const completed = page.items.filter((t) => t.status === 'completed' && Date.parse(t.date) >= since);
  const sum = (type: 'credit' | 'debit') =>
    completed.filter((t) => t.type === type).reduce((total, t) => total + t.amount, 0);
  return { totalEarnings: sum('credit'), platformFees: sum('debit') };
}

/**
 * The rows behind each figure, in the transaction history: what the contract sums
 * (docs/api-contract.md, wallet statistics), the completed credits of category `earning` and
 * the completed debits of category `fee`, from the Lagos day the 30-day window starts on (the
 * list filters by whole days: its first day may add a few hours before the window).
 */
function rowsOf(kind: 'earnings' | 'fees'): Partial<TransactionsSearch> {
  const from = lagosDay(new Date(Date.now() - MONTH_MS));
  return kind === 'earnings'
    ? { type: 'credit', category: 'earning', status: 'completed', from }
    : { type: 'debit', category: 'fee', status: 'completed', from };
}

/** 'Total earnings' and 'Platform fees' of this month, from GET /api/wallet/statistics when it answers. */
export function StatisticsCards() {
  const statistics = useQuery(walletQueries.statistics());
  const fallback = useQuery({
    ...walletQueries.transactions(fallbackQuery),
    select: monthTotals,
    enabled: statistics.isError,
  });

  const totals = statistics.data ?? fallback.data;
  const estimated = !statistics.data && fallback.data !== undefined;
  const loading = statistics.isPending || (statistics.isError && fallback.isPending);
  const failed = statistics.isError && fallback.isError;

  const retry = () => {
    void statistics.refetch();
    void fallback.refetch();
  };

  const value = (amount: number | undefined, what: string) => {
    if (loading) return <Skeleton className="h-8 w-full max-w-32 sm:h-9" />;
    if (failed || amount === undefined) {
      return (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-2xl font-bold text-slate-400 sm:text-3xl" aria-hidden="true">
            —
          </p>
          <p className="text-sm text-slate-600">Couldn't load {what}.</p>
          <Button
            size="sm"
            variant="secondary"
            // Above the card's link (StatCard), which covers the rest of the card.
            className="relative z-10"
            onClick={retry}
            disabled={statistics.isFetching}
            aria-label={`Retry loading ${what}`}
          >
            <Icon node={RotateCw} className="size-3.5" aria-hidden="true" />
            Retry
          </Button>
        </div>
      );
    }
    return (
      <p className="text-2xl font-bold tracking-tight break-all text-slate-900 tabular-nums sm:text-3xl">
        {formatNaira(amount)}
      </p>
    );
  };

  const footer = (text: string) =>
    !loading && !failed && !estimated && totals ? (
      <p className="mt-auto border-t border-slate-100 pt-3 text-xs text-slate-600 max-md:mt-2 sm:text-sm">{text}</p>
    ) : null;
  const feeShare =
    totals && totals.totalEarnings > 0 ? Math.round((totals.platformFees / totals.totalEarnings) * 100) : null;

  const note = estimated ? (
    <p className="flex items-center gap-1.5 text-xs text-slate-500">
      <Icon node={Info} className="size-3.5 shrink-0" aria-hidden="true" />
      Estimated from your recent transactions
    </p>
  ) : null;

  return (
    <>
      <StatCard
        id="wallet-earnings-heading"
        title="Total earnings"
        icon={<Icon node={TrendingUp} className="size-5" aria-hidden="true" />}
        tone="brand"
        rows={rowsOf('earnings')}
      >
        {value(totals?.totalEarnings, 'total earnings')}
        {note}
        {totals ? footer(`Net after fees: ${formatNaira(totals.totalEarnings - totals.platformFees)}`) : null}
      </StatCard>
      <StatCard
        id="wallet-fees-heading"
        title="Platform fees"
        icon={<Icon node={Receipt} className="size-5" aria-hidden="true" />}
        tone="accent"
        rows={rowsOf('fees')}
      >
        {value(totals?.platformFees, 'platform fees')}
        {note}
        {footer(feeShare === null ? 'No earnings yet this month' : `${feeShare}% of this month's earnings`)}
      </StatCard>
    </>
  );
}

function StatCard({
  id,
  title,
  icon,
  tone,
  rows,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  tone: 'brand' | 'accent';
  /** The transaction history's filters for the rows the figure sums: the whole card links there. */
  rows: Partial<TransactionsSearch>;
  children: ReactNode;
}) {
  return (
    <Card className="relative h-full">
      <section aria-labelledby={id} className="flex h-full flex-col">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <span
            className={
              tone === 'brand'
                ? 'rounded-xl bg-brand-50 p-2 text-brand-700 sm:p-2.5'
                : 'rounded-xl bg-amber-50 p-2 text-amber-700 sm:p-2.5'
            }
          >
            {icon}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-600">
            This month
          </span>
        </div>
        <h2 id={id} className="mt-3 text-sm font-medium text-slate-600 sm:mt-4">
          {title}
        </h2>
        <div className="mt-1 flex flex-1 flex-col gap-2">{children}</div>
        {/* Last, so a screen reader reads the figure first; stretched over the card, so the whole
            tile is the link without changing its look (its heading keeps naming the region). */}
        <Link
          to="/dashboard/wallet/transactions"
          search={rows}
          aria-label={`${title} this month: view the transactions`}
          className="absolute inset-0 rounded-2xl ring-slate-300 hover:ring-2"
        />
      </section>
    </Card>
  );
}
