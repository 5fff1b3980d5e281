import { X } from 'lucide';
import { lazy, Suspense, useRef, useState } from 'react';
import { refusalMessage, type ApiError } from '@/api/errors';
import {
  assignableStatuses,
  deliveryActions,
  type Delivery,
  type DeliveryListQuery,
  type DeliveryStatus,
  type StatusUpdateTarget,
} from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { plural } from '@/components/ui/plural';
import { inPool } from '@/queries/pool';
import { useAcceptDelivery, useRejectDelivery, useUpdateDeliveryStatus } from '@/queries/deliveries';
import type { AssignDeliveryVariables } from '@/queries/riders';
import { deliveryStatusLabels } from '../badges';
import { Summary } from './bulk-summary';

/*
 * Bulk actions on the table's selected deliveries (issue 15): accept, reject with one reason,
 * or move each one step along its workflow. Each delivery goes through the same mutation as
 * its own button (optimistic in every cached list and detail, rolled back on refusal), three
 * at a time; a delivery not in the status an action needs is skipped, not sent. Afterwards a
 * summary of what happened to each, the failures left selected with the server's reasons.
 */

// The reason form (react-hook-form) loads with the first click on Reject…, as on a card.
// Which rider, for several at once: loaded with the first click on Assign rider… (./fleet-parts.ts).
const BulkAssignForm = lazy(() => import('./fleet-parts').then(({ BulkAssignForm }) => ({ default: BulkAssignForm })));
const RejectDeliveryForm = lazy(() =>
  import('../forms/reject-delivery-form').then(({ RejectDeliveryForm }) => ({ default: RejectDeliveryForm })),
);

export type BulkAction = 'accept' | 'reject' | 'advance' | 'assign';

/** The one step forward each status has (accepted → picked up → in transit → delivered). */
const advanceFrom: Partial<Record<DeliveryStatus, StatusUpdateTarget>> = {
  accepted: deliveryActions.pickUp.to,
  'picked-up': deliveryActions.startDelivery.to,
  'in-transit': deliveryActions.markDelivered.to,
};

export interface Outcome {
  delivery: Delivery;
  result: 'done' | 'failed' | 'skipped';
  reason?: string;
}

/** The selection: deliveries by id (kept across pages), or every delivery matching the filter. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Delivery>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const anchor = useRef<number | null>(null);

  /** `deliveries` selected (`on`) or not, the rest as it was. */
  const set = (deliveries: Delivery[], on: boolean) => {
    const next = new Map(selected);
    for (const delivery of deliveries) {
      if (on) next.set(delivery.id, delivery);
      else next.delete(delivery.id);
    }
    setAllMatching(false);
    setSelected(next);
  };
  /** A row's checkbox; with Shift, every row from the last one clicked takes its new state. */
  const toggle = (items: Delivery[], index: number, range: boolean) => {
    const target = items[index];
    if (!target) return;
    const from = range && anchor.current !== null ? Math.min(anchor.current, index) : index;
    const to = range && anchor.current !== null ? Math.max(anchor.current, index) : index;
    anchor.current = index;
    set(items.slice(from, to + 1), !selected.has(target.id));
  };
  const replace = (deliveries: Delivery[]) => {
    setAllMatching(false);
    setSelected(new Map(deliveries.map((delivery) => [delivery.id, delivery])));
  };
  const clear = () => replace([]);
  return { selected, allMatching, setAllMatching, toggle, setPage: set, replace, clear };
}
export type Selection = ReturnType<typeof useSelection>;

/** What an action over several needs besides the deliveries: a reject's reason; an assignment's rider (and reason for a reassignment). */
interface BulkDetail {
  reason: string;
  riderId: string;
  /** The assign mutation, from the form that asked (it loads with the riders' data layer). */
  assign?: (variables: AssignDeliveryVariables) => Promise<unknown>;
}

/** Runs an action over deliveries, three at a time, reporting progress; resolves to each one's outcome. */
function useBulkRunner() {
  const accept = useAcceptDelivery();
  const reject = useRejectDelivery();
  const update = useUpdateDeliveryStatus();

  const one = (action: BulkAction, delivery: Delivery, { reason, riderId, assign }: BulkDetail) => {
    const { id, status } = delivery;
    if (action === 'accept') return status === 'pending' ? accept.mutateAsync({ id }) : undefined;
    if (action === 'reject') return status === 'pending' ? reject.mutateAsync({ id, reason }) : undefined;
    if (action === 'assign') {
      // Another rider's delivery goes with the reason given (the server asks for one).
      const moving = delivery.rider ? { reason } : {};
      return assign && assignableStatuses.includes(status) && delivery.rider?.id !== riderId
        ? assign({ id, riderId, ...moving })
        : undefined;
    }
    const next = advanceFrom[status];
    // Cash to collect is said in the deliver dialog (PUT …/status would be refused).
    return next && !(next === 'delivered' && delivery.cashOnDelivery)
      ? update.mutateAsync({ id, status: next })
      : undefined;
  };
  const whySkipped = (action: BulkAction, delivery: Delivery) => {
    const status = deliveryStatusLabels[delivery.status];
    if (action === 'advance') {
      return delivery.cashOnDelivery && delivery.status === 'in-transit'
        ? 'it has cash to collect: deliver it with Mark as Delivered'
        : `it is ${status}, with no next step`;
    }
    if (action !== 'assign') return `it is ${status}, not Pending`;
    return assignableStatuses.includes(delivery.status)
      ? `${delivery.rider?.name ?? 'that rider'} has it already`
      : `it is ${status}`;
  };

  return async (
    action: BulkAction,
    deliveries: Delivery[],
    detail: BulkDetail,
    onProgress: (done: number) => void,
  ): Promise<Outcome[]> => {
    // In the order they were selected, not the order they finished.
    const outcomes: Outcome[] = [];
    const outcome = async (delivery: Delivery): Promise<Outcome> => {
      const call = one(action, delivery, detail);
      if (!call) return { delivery, result: 'skipped', reason: whySkipped(action, delivery) };
      try {
        await call;
        return { delivery, result: 'done' };
      } catch (error) {
        const apiError = error as ApiError;
        return { delivery, result: 'failed', reason: refusalMessage(apiError) ?? apiError.message };
      }
    };
    // The last action to settle refetches every list showing them (src/queries/deliveries.ts).
    await inPool(
      deliveries,
      3,
      async (delivery, index) => {
        outcomes[index] = await outcome(delivery);
      },
      { onDone: onProgress },
    );
    return outcomes;
  };
}

/**
 * The bar over the table while something is selected: how many, the actions, and after a run
 * what happened to each delivery.
 */
export function BulkBar({
  selection,
  pageItems,
  total,
  query,
}: {
  selection: Selection;
  pageItems: Delivery[];
  /** How many deliveries match the filter. */
  total: number;
  /** The list query of the filter, for "all matching". */
  query: DeliveryListQuery;
}) {
  const run = useBulkRunner();
  const [asking, setAsking] = useState<'reject' | 'assign' | null>(null);
  const [running, setRunning] = useState<{ action: BulkAction; done: number; of: number } | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ action: BulkAction; outcomes: Outcome[] } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [exported, setExported] = useState<string | null>(null);

  const count = selection.allMatching ? total : selection.selected.size;
  const pageAllSelected = pageItems.length > 0 && pageItems.every((delivery) => selection.selected.has(delivery.id));

  /** The selected deliveries; all matching: fetched page by page (the CSV module pages through them). */
  const targets = async (): Promise<Delivery[]> => {
    if (!selection.allMatching) return [...selection.selected.values()];
    setLoading('Finding the matching deliveries…');
    try {
      const { matchingDeliveries } = await import('../csv/delivery-csv');
      return await matchingDeliveries(query, {
        onProgress: ({ done, total: pages }) => setLoading(`Finding the matching deliveries… page ${done} of ${pages}`),
      });
    } finally {
      setLoading(null);
    }
  };

  /** The selection as a CSV file. */
  const exportSelection = async () => {
    setSummary(null);
    setExported(null);
    try {
      const rows = await targets();
      const { saveDeliveries } = await import('../csv/delivery-csv');
      const count = saveDeliveries(rows);
      setExported(`Exported ${plural(count, 'delivery', 'deliveries')}.`);
    } catch (error) {
      setExported(`Export failed: ${(error as ApiError).message}`);
    }
  };

  const start = async (action: BulkAction, detail: BulkDetail = { reason: '', riderId: '' }) => {
    setSummary(null);
    setExported(null);
    let deliveries: Delivery[];
    try {
      deliveries = await targets();
    } catch (error) {
      setSummary({ action, outcomes: [] });
      setLoadError((error as ApiError).message);
      return false;
    }
    setLoadError(null);
    setRunning({ action, done: 0, of: deliveries.length });
    const outcomes = await run(action, deliveries, detail, (done) =>
      setRunning({ action, done, of: deliveries.length }),
    );
    setRunning(null);
    setSummary({ action, outcomes });
    // What failed stays selected, to try again; the rest is done or had nothing to do.
    selection.replace(outcomes.filter((outcome) => outcome.result === 'failed').map((outcome) => outcome.delivery));
    return true;
  };
  const busy = running !== null || loading !== null;
  // Stays while a run is on, though its refetched list may already match nothing.
  if (count === 0 && !summary && !busy && !exported) return null;

  return (
    <div
      role="region"
      aria-label="Selected deliveries"
      className="space-y-3 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-200 sm:p-4"
    >
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="mr-auto text-sm font-semibold text-slate-900" aria-live="polite">
            {selection.allMatching
              ? `All ${plural(total, 'delivery', 'deliveries')} matching selected`
              : `${count} selected`}
            {pageAllSelected && !selection.allMatching && total > count ? (
              <Button variant="ghost" size="sm" className="ml-1" onClick={() => selection.setAllMatching(true)}>
                Select all {total} matching
              </Button>
            ) : null}
          </p>
          <Button size="sm" disabled={busy} onClick={() => void start('accept')}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void start('advance')}>
            Move to next status
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking('assign')}>
            Assign rider…
          </Button>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => setAsking('reject')}>
            Reject…
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void exportSelection()}>
            Export
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={selection.clear}>
            <Icon node={X} className="size-4" aria-hidden="true" />
            Clear selection
          </Button>
        </div>
      ) : null}

      {asking && count > 0 ? (
        <Suspense fallback={null}>
          {asking === 'reject' ? (
            <RejectDeliveryForm
              many={plural(count, 'request')}
              onReject={(reason) => start('reject', { reason, riderId: '' })}
              onDone={() => setAsking(null)}
              onDismiss={() => setAsking(null)}
            />
          ) : (
            <BulkAssignForm
              many={plural(count, 'delivery', 'deliveries')}
              onAssign={(riderId, reason, assign) => start('assign', { riderId, reason, assign })}
              onDone={() => setAsking(null)}
              onDismiss={() => setAsking(null)}
            />
          )}
        </Suspense>
      ) : null}

      <div role="status" className="text-sm text-slate-800 empty:-mt-3">
        {loading ?? (running ? `${running.done} of ${running.of} done…` : exported)}
        {summary && !busy ? <Summary {...summary} loadError={loadError} onDismiss={() => setSummary(null)} /> : null}
      </div>
    </div>
  );
}
