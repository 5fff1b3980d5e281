import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChartColumn, ChevronRight } from 'lucide';
import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Performance, PerformanceDay } from '@/api/schemas';
import { Skeleton } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { formatCalendarDay } from '@/components/ui/lagos-time';
import { plural } from '@/components/ui/plural';
import { LoadError } from '@/components/feedback/load-error';
import { statisticsQueries } from '@/queries/statistics';
import { earningsDefaultQuery, earningsPeriods, type EarningsPeriod } from './wallet-queries';

const daysOf = (period: EarningsPeriod) => earningsPeriods.find((p) => p.period === period)!.days;
const shortDay = (day: string) => formatCalendarDay(day, { day: 'numeric', month: 'short' });
const longDay = (day: string) =>
  formatCalendarDay(day, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Earnings over the last 7, 30 or 90 days: the totals, a bar a day (plain SVG), and the same
 * numbers as a table for screen readers and keyboards ("Show as a table").
 */
export function EarningsCard() {
  const [period, setPeriod] = useState<EarningsPeriod>(earningsDefaultQuery.period);
  const performance = useQuery({ ...statisticsQueries.performance({ period }), placeholderData: keepPreviousData });
  const data = performance.data;
  const switching = performance.isPlaceholderData;
  const days = daysOf(period);

  let body;
  if (performance.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading your earnings…
        </p>
        <div className="grid grid-cols-2 gap-4">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
        <Skeleton className="mt-5 h-40" />
      </div>
    );
  } else if (performance.isError && !data) {
    body = <LoadError message="Couldn't load your earnings." query={performance} />;
  } else if (data) {
    const active = data.series.some((day) => day.earnings > 0 || day.deliveries > 0);
    body = (
      <div aria-busy={switching} className={cn('transition-opacity', switching && 'opacity-60')}>
        <EarningsTotals data={data} days={days} />
        {active ? (
          <>
            <EarningsChart series={data.series} days={days} />
            <EarningsTable series={data.series} days={days} />
          </>
        ) : (
          <div className="mt-5 flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
            <Icon node={ChartColumn} className="size-8 text-slate-400" aria-hidden="true" />
            <p className="mt-2 font-semibold text-slate-900">No earnings in the last {days} days</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              What your completed deliveries earn shows here, day by day.
            </p>
          </div>
        )}
      </div>
    );
  }

  return (
    <SectionCard
      id="earnings-chart-heading"
      title="Earnings"
      description="What your deliveries earned, day by day"
      action={<PeriodToggle period={period} onChange={setPeriod} />}
    >
      {body}
    </SectionCard>
  );
}

const figureLink =
  'mt-1 inline-flex items-center gap-0.5 rounded text-xs font-semibold text-brand-700 hover:text-brand-800 hover:underline';

/**
 * The window's two totals, each saying what it sums and linking to the rows behind it: the
 * completed earning credits (a settlement may pay for several deliveries, or for deliveries
 * completed before the window), and the deliveries completed with their prices.
 */
function EarningsTotals({ data, days }: { data: Performance; days: number }) {
  const from = data.series[0]?.date ?? '';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4">
      <div className="min-w-0 rounded-xl bg-brand-50 px-3 py-2.5 sm:px-4">
        <dt className="text-xs font-medium text-brand-800">Earned, last {days} days</dt>
        <dd className="mt-0.5 text-xl font-bold tracking-tight break-all text-slate-900 tabular-nums sm:text-2xl">
          {formatNaira(data.earnings)}
        </dd>
        <dd>
          <Link
            to="/dashboard/wallet/transactions"
            search={{ category: 'earning', status: 'completed', from }}
            className={figureLink}
          >
            {plural(data.earningsCount, 'completed earning', 'completed earnings')}
            <Icon node={ChevronRight} className="size-3.5" aria-hidden="true" />
          </Link>
        </dd>
      </div>
      <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 sm:px-4">
        <dt className="text-xs font-medium text-slate-600">Deliveries completed</dt>
        <dd className="mt-0.5 text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
          {data.completedDeliveries.toLocaleString('en-NG')}
        </dd>
        <dd>
          <Link to="/dashboard/deliveries" search={{ status: 'delivered' }} className={figureLink}>
            {formatNaira(data.completedValue)} in delivery prices
            <Icon node={ChevronRight} className="size-3.5" aria-hidden="true" />
          </Link>
        </dd>
      </div>
    </dl>
  );
}

/** 7 / 30 / 90 days: a group of toggle buttons, the pressed one the window shown. */
function PeriodToggle({ period, onChange }: { period: EarningsPeriod; onChange: (period: EarningsPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-slate-100 p-1">
      {earningsPeriods.map((option) => {
        const pressed = option.period === period;
        return (
          <button
            key={option.period}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.period)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
              pressed ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {option.days} days
          </button>
        );
      })}
    </div>
  );
}

/** Units of the chart's drawing: one slot a day, 100 high; the SVG stretches to the card's width. */
const slot = 10;
const chartHeight = 100;

/** A bar a day, oldest on the left; a day without earnings keeps a thin grey stub, so every day shows. */
function EarningsChart({ series, days }: { series: PerformanceDay[]; days: number }) {
  const titleId = useId();
  const max = Math.max(...series.map((day) => day.earnings), 0);
  const best = series.reduce<PerformanceDay | undefined>(
    (top, day) => (day.earnings > (top?.earnings ?? 0) ? day : top),
    undefined,
  );
  const gap = series.length > 45 ? 1.5 : 2.5;
  const first = series[0];
  const last = series.at(-1);

  return (
    <figure className="mt-5">
      <div className="mb-2 flex items-baseline justify-between gap-3 text-xs text-slate-500">
        <span>{best ? `Best day: ${formatNaira(best.earnings)} on ${shortDay(best.date)}` : null}</span>
        <span className="tabular-nums">{formatNaira(max)}</span>
      </div>
      <svg
        viewBox={`0 0 ${series.length * slot} ${chartHeight}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        className="h-36 w-full overflow-visible border-b border-slate-300 sm:h-44"
      >
        <title id={titleId}>
          {`Daily earnings over the last ${days} days, from ${formatNaira(0)} to ${formatNaira(max)} a day. The table below lists every day.`}
        </title>
        {[0.25, 0.5, 0.75].map((line) => (
          <line
            key={line}
            x1={0}
            x2={series.length * slot}
            y1={chartHeight * line}
            y2={chartHeight * line}
            className="stroke-slate-100"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {series.map((day, index) => {
          const height = day.earnings > 0 && max > 0 ? Math.max(2, (day.earnings / max) * (chartHeight - 4)) : 1;
          return (
            <rect
              key={day.date}
              data-day={day.date}
              x={index * slot + gap}
              width={slot - 2 * gap}
              y={chartHeight - height}
              height={height}
              className={day.earnings > 0 ? 'fill-brand-600 hover:fill-brand-700' : 'fill-slate-200'}
            >
              <title>{`${longDay(day.date)}: ${formatNaira(day.earnings)}, ${plural(day.deliveries, 'delivery', 'deliveries')}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1.5 flex justify-between gap-3 text-xs text-slate-500">
        <span>{first ? shortDay(first.date) : null}</span>
        <span>{last ? shortDay(last.date) : null}</span>
      </figcaption>
    </figure>
  );
}

/** The chart's numbers, a row a day, with the totals: what a screen reader or a keyboard reads. */
function EarningsTable({ series, days }: { series: PerformanceDay[]; days: number }) {
  const totalEarnings = series.reduce((sum, day) => sum + day.earnings, 0);
  const totalDeliveries = series.reduce((sum, day) => sum + day.deliveries, 0);
  const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase first:pl-0 last:pr-0';
  const td = 'px-3 py-1.5 first:pl-0 last:pr-0';
  return (
    <details className="group mt-4">
      <summary className="cursor-pointer rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800">
        Show as a table
      </summary>
      <div
        role="region"
        aria-label={`Earnings by day, last ${days} days`}
        tabIndex={0}
        className="mt-3 max-h-72 overflow-y-auto rounded-md"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Earnings and deliveries by day, last {days} days</caption>
          <thead className="sticky top-0 border-b border-slate-200 bg-white">
            <tr>
              <th scope="col" className={th}>
                Day
              </th>
              <th scope="col" className={`${th} text-right`}>
                Earnings
              </th>
              <th scope="col" className={`${th} text-right`}>
                Deliveries
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {series.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={`${td} text-left font-normal text-slate-700`}>
                  <time dateTime={day.date}>{longDay(day.date)}</time>
                </th>
                <td className={`${td} text-right text-slate-900 tabular-nums`}>{formatNaira(day.earnings)}</td>
                <td className={`${td} text-right text-slate-900 tabular-nums`}>{day.deliveries}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
            <tr>
              <th scope="row" className={`${td} text-left`}>
                Total
              </th>
              <td className={`${td} text-right tabular-nums`}>{formatNaira(totalEarnings)}</td>
              <td className={`${td} text-right tabular-nums`}>{totalDeliveries}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </details>
  );
}
