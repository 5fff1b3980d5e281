import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Banknote, CalendarClock, Check, ChevronLeft, DoorClosed, Hourglass, MapPinOff } from 'lucide';
import { memo, useEffect, useId, useState } from 'react';
import {
  attentionThresholds,
  type AttentionFlag,
  type AttentionItem,
  type AttentionReason,
} from '@/api/schemas/delivery-attention';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { Icon, type IconNode } from '@/components/ui/icons';
import { formatLagosDateTime, formatLagosTime } from '@/components/ui/lagos-time';
import { pageCountOf, Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useDetailInUrl } from '@/components/ui/use-detail-in-url';
import { attentionQueries } from '@/queries/delivery-attention';
import { PriorityBadge, StatusBadge } from '../badges';
import { ListError, ListSkeleton } from '../deliveries-pending';
import { OpenDeliveryDetail, ViewDetailsLink } from '../detail-link';
import { codMethodPhrases, codShortOf } from '../detail/cod-words';
import { useActionRow } from '../use-action-row';

/*
 * ?view=attention (issue 15): the deliveries a dispatcher must look at now — pending for over
 * 30 minutes, past their ETA and not delivered, on the road with no location for 2 hours, a
 * failed attempt, or delivered with cash on delivery short and not handed in (issue 28) —
 * the longest waiting first, each with how long it has been waiting (ticking), its actions and
 * its detail. The server decides what needs attention (it knows every location report); the
 * page refetches every 30 s while visible and after every action.
 */

const section = getRouteApi('/_authenticated/dashboard/deliveries');

const MINUTE_MS = 60_000;

/** "45 min", "1 h 12 min", "3 d 4 h": how long something has lasted, to the minute. */
export function formatWaited(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The clock, moving every `everyMs` (the timers' resolution is a minute). */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const reasons: Record<
  AttentionReason,
  {
    icon: IconNode;
    tone: string;
    summary: string;
    text: (item: AttentionItem, flag: AttentionFlag, now: number) => string;
  }
> = {
  'pending-too-long': {
    icon: Hourglass,
    tone: 'bg-amber-50 text-amber-900 ring-amber-200',
    summary: `pending over ${attentionThresholds.pendingMinutes} min`,
    text: ({ delivery }, _flag, now) =>
      `Waiting for acceptance for ${formatWaited(now - Date.parse(delivery.createdAt))}`,
  },
  'eta-passed': {
    icon: CalendarClock,
    tone: 'bg-red-50 text-red-900 ring-red-200',
    summary: 'past their ETA',
    text: ({ delivery }, _flag, now) => {
      const eta = delivery.estimatedDelivery;
      const sameDay = now - Date.parse(eta) < 12 * 60 * MINUTE_MS;
      return `${formatWaited(now - Date.parse(eta))} past its ETA (${sameDay ? formatLagosTime(eta) : formatLagosDateTime(eta)})`;
    },
  },
  'no-location': {
    icon: MapPinOff,
    tone: 'bg-orange-50 text-orange-900 ring-orange-200',
    summary: `without a location for ${attentionThresholds.silentHours} h`,
    text: (_item, { since }, now) =>
      `No location for ${formatWaited(now - Date.parse(since) + attentionThresholds.silentHours * 60 * MINUTE_MS)}`,
  },
  'failed-attempt': {
    icon: DoorClosed,
    tone: 'bg-red-50 text-red-900 ring-red-200',
    summary: 'with a failed attempt',
    text: ({ delivery }, { since }, now) => {
      const made = delivery.attempts?.length ?? 1;
      return `${made} failed ${made === 1 ? 'attempt' : 'attempts'}, the last ${formatWaited(now - Date.parse(since))} ago`;
    },
  },
  'short-collection': {
    icon: Banknote,
    tone: 'bg-amber-50 text-amber-900 ring-amber-200',
    summary: 'with cash short',
    text: ({ delivery }) => {
      const cod = delivery.cashOnDelivery;
      if (!cod?.collected) return 'Cash on delivery short';
      const { amount, method } = cod.collected;
      return `Collected ${formatNaira(amount)} of ${formatNaira(cod.amount)} ${codMethodPhrases[method]}: ${formatNaira(codShortOf(cod))} short`;
    },
  },
};

/** The section's loader on `?view=attention` (./list-query.ts): the page it shows, with this view's code. */
export const loadAttentionPage = (queryClient: QueryClient, page: number) =>
  queryClient.ensureQueryData(attentionQueries.page({ page }));

export default function AttentionView() {
  const search = section.useSearch();
  const navigate = useNavigate({ from: '/dashboard/deliveries' });
  const detail = useDetailInUrl(
    search.delivery,
    () =>
      void navigate({
        search: (previous) => ({ ...previous, delivery: undefined }),
        replace: true,
        resetScroll: false,
      }),
  );
  const list = useQuery({ ...attentionQueries.page({ page: search.page }), placeholderData: keepPreviousData });
  const now = useNow();
  const data = list.data;
  const busy = list.isPlaceholderData || (list.isFetching && !list.isPending);
  const pageCount = data ? pageCountOf(data.total, data.limit) : 1;
  const onPage = (page: number) => void navigate({ search: (previous) => ({ ...previous, page }) });

  let body;
  if (list.isPending) {
    body = <ListSkeleton />;
  } else if (list.isError && !data) {
    body = <ListError title="Couldn’t check what needs attention" query={list} />;
  } else if (data && data.total === 0) {
    body = (
      <EmptyState icon={<Icon node={Check} className="size-10" aria-hidden="true" />} title="Nothing needs attention">
        No request has waited over {attentionThresholds.pendingMinutes} minutes, no delivery is past its ETA, and every
        parcel on the road has reported where it is in the last {attentionThresholds.silentHours} hours.
      </EmptyState>
    );
  } else if (data) {
    body = <AttentionList items={data.items} now={now} busy={busy} onOpen={detail.onOpen} />;
  }

  return (
    <section aria-labelledby="deliveries-heading" className="space-y-5">
      <div>
        <section.Link to="." search={{}} className={buttonClasses('ghost', 'sm', '-ml-2 text-brand-800')}>
          <Icon node={ChevronLeft} className="size-4" aria-hidden="true" />
          All deliveries
        </section.Link>
        <h2 id="deliveries-heading" className="mt-1 text-lg font-semibold text-slate-900">
          Needs attention
        </h2>
        <p className="text-sm text-slate-600">
          Pending for over {attentionThresholds.pendingMinutes} minutes, past their ETA, on the road with no location
          for {attentionThresholds.silentHours} hours, or delivered with cash short — the longest waiting first.
        </p>
      </div>

      <div className="flex min-h-5 flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p aria-live="polite">
          {data && data.total > 0 ? (
            <>
              <span className="font-semibold text-slate-900">{data.total}</span>{' '}
              {data.total === 1 ? 'delivery needs' : 'deliveries need'} attention:{' '}
              {(Object.keys(reasons) as AttentionReason[])
                .filter((reason) => data.counts[reason] > 0)
                .map((reason) => `${data.counts[reason]} ${reasons[reason].summary}`)
                .join(' · ')}
            </>
          ) : null}
        </p>
        {/* Wraps rather than pushing the page sideways at 390 px while "Updating…" shows. */}
        <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
          {busy ? <Spinner className="size-4" label="Updating…" /> : null}
          {data ? <span>Checked at {formatLagosTime(new Date(list.dataUpdatedAt))}</span> : null}
        </span>
      </div>

      {body}

      {data && data.items.length > 0 ? (
        <Pagination
          label="Needs attention pages"
          page={search.page}
          pageCount={pageCount}
          busy={busy}
          onPage={onPage}
        />
      ) : null}

      <OpenDeliveryDetail id={search.delivery} onClose={detail.close} />
    </section>
  );
}

const AttentionList = memo(function AttentionList({
  items,
  now,
  busy,
  onOpen,
}: {
  items: AttentionItem[];
  now: number;
  busy: boolean;
  onOpen: () => void;
}) {
  return (
    <ul aria-label="Deliveries that need attention" aria-busy={busy} className="space-y-3">
      {items.map((item) => (
        <li key={item.delivery.id}>
          <AttentionRow item={item} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
});

function AttentionRow({ item, now, onOpen }: { item: AttentionItem; now: number; onOpen: () => void }) {
  const { delivery } = item;
  const headingId = useId();
  const { busy, actionsRef, actions } = useActionRow(delivery);
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-mono text-sm font-bold tracking-tight text-slate-900">
              {delivery.trackingNumber}
            </h3>
            <StatusBadge status={delivery.status} />
            <PriorityBadge priority={delivery.priority} />
          </div>
          <p className="mt-1 text-sm break-words text-slate-700">
            <span className="font-medium text-slate-900">{delivery.customer.name}</span> · {delivery.from.city} →{' '}
            {delivery.to.city} · {formatNaira(delivery.price)}
          </p>
        </div>
        <ViewDetailsLink
          delivery={delivery}
          onOpen={onOpen}
          className={buttonClasses('ghost', 'sm', '-mr-2 text-brand-800')}
        />
      </div>

      <ul aria-label="Why" className="mt-3 flex flex-wrap gap-2">
        {item.reasons.map((flag) => {
          const reason = reasons[flag.reason];
          return (
            <li
              key={flag.reason}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-sm font-medium ring-1',
                reason.tone,
              )}
            >
              <Icon node={reason.icon} className="size-4 shrink-0" aria-hidden="true" />
              {reason.text(item, flag, now)}
            </li>
          );
        })}
      </ul>

      <div ref={actionsRef} className="mt-3 empty:hidden">
        {actions}
      </div>
    </article>
  );
}
