import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Banknote, FileDown } from 'lucide';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CodReport } from '@/api/schemas/cash-on-delivery';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, EmptyState, Skeleton } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { lagosDay } from '@/components/ui/lagos-time';
import { Notice } from '@/components/ui/notice';
import { codQueries } from '@/queries/cash-on-delivery';
import { touchHeight } from '../rider-parts';
import { CodTotalsTiles } from './cod-totals';
import { codMessages, dayLabel, heldBeforeNote } from './cod-words';
import { CollectionsTable } from './collections-table';
import { DayNav } from './day-nav';
import { FeeCard } from './fee-card';
import { RiderCashTable } from './rider-cash-table';
import type { Remitting } from './remit-dialog';
import { QueryStates } from '@/components/feedback/list-states';

// The confirmation (radix) loads with the first Mark remitted.
const RemitDialog = lazy(() => import('./remit-dialog').then(({ RemitDialog }) => ({ default: RemitDialog })));

const route = getRouteApi('/_authenticated/dashboard/riders');

/** The CSV writer loads with the first export. */
const exportCsv = (report: CodReport) => void import('./cod-csv').then(({ saveCodCsv }) => saveCodCsv(report));

/**
 * Cash on delivery (`?view=cash`, issue 28): one Lagos day (`?day=`, today when absent) — what
 * the riders were to collect at the door, what they collected, still hold or handed in, per rider
 * (Mark remitted) and per delivery (Export CSV) — and the partner's cash-handling fee.
 */
export function CashView() {
  const searchDay = route.useSearch({ select: (search) => search.day });
  const today = lagosDay();
  const day = searchDay || today;
  const report = useQuery(codQueries.report(searchDay || undefined));
  const [remitting, setRemitting] = useState<Remitting | null>(null);
  const remitted = useRef(false);
  useEffect(() => {
    if (remitting || !remitted.current) return;
    remitted.current = false;
    // The dialog gives the focus back to its Mark remitted button (radix, in a timeout), which
    // left with the cash it held: the keyboard goes on from the riders' heading instead.
    const timer = setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const heading = document.getElementById('cod-riders-heading');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [remitting]);
  const data = report.data;
  const collections = data?.collections ?? [];

  return (
    <div className="space-y-4 sm:space-y-6">
      <Card>
        <section aria-labelledby="cod-day-heading" className="space-y-4">
          <CardHeader
            id="cod-day-heading"
            title={`Cash collected on ${dayLabel(day)}`}
            description="What your riders collected at the door that day (Lagos time), and what they still hold."
            action={
              data && collections.length > 0 ? (
                <Button variant="secondary" className={touchHeight} onClick={() => exportCsv(data)}>
                  <Icon node={FileDown} className="size-4" aria-hidden="true" />
                  Export CSV
                </Button>
              ) : null
            }
          />
          <DayNav day={day} today={today} />
          <QueryStates
            query={report}
            skeleton={
              <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                {[0, 1, 2, 3].map((index) => (
                  <Skeleton key={index} className="h-16 rounded-xl" />
                ))}
              </div>
            }
            failed={codMessages.loadFailed}
          >
            {(shown) =>
              collections.length === 0 ? (
                <EmptyState
                  icon={<Icon node={Banknote} className="size-8" aria-hidden="true" />}
                  title={`No cash on delivery was collected on ${dayLabel(shown.day)}.`}
                >
                  {shown.heldBefore > 0 ? heldBeforeNote(shown.heldBefore) : null}
                </EmptyState>
              ) : (
                <>
                  <CodTotalsTiles totals={shown.totals} />
                  {shown.heldBefore > 0 ? <Notice tone="warning">{heldBeforeNote(shown.heldBefore)}</Notice> : null}
                </>
              )
            }
          </QueryStates>
        </section>
      </Card>
      {data && collections.length > 0 ? (
        <>
          <Card>
            <section aria-labelledby="cod-riders-heading">
              <CardHeader
                id="cod-riders-heading"
                title="By rider"
                description="Mark a rider’s cash remitted once they have handed it in: it goes into your wallet."
              />
              <RiderCashTable
                riders={data.riders}
                onRemit={(line) => setRemitting({ line, day: data.day, feePercent: data.cashHandlingFeePercent })}
              />
            </section>
          </Card>
          <Card>
            <section aria-labelledby="cod-collections-heading">
              <CardHeader
                id="cod-collections-heading"
                title="Collections"
                description="Each delivery’s cash, the latest first. A tracking number opens the delivery."
              />
              <CollectionsTable collections={collections} day={data.day} />
            </section>
          </Card>
        </>
      ) : null}
      <FeeCard />
      {remitting ? (
        <Suspense fallback={null}>
          <RemitDialog
            remitting={remitting}
            onClose={(done) => {
              remitted.current = done;
              setRemitting(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
