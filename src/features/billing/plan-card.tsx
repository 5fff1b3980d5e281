import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BillingPlanUsage } from '@/api/schemas/invoices';
import { Skeleton } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { plural } from '@/components/ui/plural';
import { invoiceQueries } from '@/queries/invoices';
import { periodLabel } from './invoice-format';
import { QueryStates } from '@/components/feedback/list-states';

/** GET /api/billing/plan: what the partner pays DeliverOS, and this period's usage so far. */
export function PlanCard() {
  const plan = useQuery(invoiceQueries.plan());
  return (
    <SectionCard id="billing-plan-heading" title="Plan and usage" description="What you pay DeliverOS each month.">
      <QueryStates
        query={plan}
        skeleton={
          <div aria-hidden="true" className="space-y-3">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-3 w-full rounded-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        }
        failed="Couldn't load your plan."
      >
        {(usage) => <PlanUsage usage={usage} />}
      </QueryStates>
    </SectionCard>
  );
}

function PlanUsage({ usage }: { usage: BillingPlanUsage }) {
  const { plan, deliveries } = usage;
  const overage = Math.max(0, deliveries - plan.includedDeliveries);
  const vat = `${(plan.vatRate * 100).toLocaleString('en-NG')}% VAT`;
  return (
    <div className="space-y-5">
      <div>
        <p className="text-lg font-semibold text-slate-900">
          {plan.name} — {formatNaira(plan.monthlyFee)} a month
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          Includes {plural(plan.includedDeliveries, 'delivery', 'deliveries')}, then {formatNaira(plan.overagePrice)} a
          delivery. Plus {vat}.
        </p>
      </div>
      <UsageMeter usage={usage} />
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure term="Current period">{periodLabel(usage.periodStart, usage.periodEnd)}</Figure>
        <Figure term="Past the included ones">
          {overage > 0
            ? `${plural(overage, 'delivery', 'deliveries')} · ${formatNaira(overage * plan.overagePrice)}`
            : 'None'}
        </Figure>
        <Figure term="Projected charge" note={`At today's usage, ${vat} included`}>
          {formatNaira(usage.projectedCharge)}
        </Figure>
      </dl>
    </div>
  );
}

/** The deliveries counted this period against the included ones; full (and amber) once past them. */
function UsageMeter({ usage }: { usage: BillingPlanUsage }) {
  const included = usage.plan.includedDeliveries;
  const used = usage.deliveries;
  const share = included > 0 ? Math.min(1, used / included) : 1;
  const over = used > included;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id="billing-usage-label" className="font-medium text-slate-700">
          Deliveries this period
        </span>
        <span className="text-slate-600 tabular-nums">
          {used.toLocaleString('en-NG')} of {included.toLocaleString('en-NG')} included
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="billing-usage-label"
        aria-valuemin={0}
        aria-valuemax={included}
        aria-valuenow={Math.min(used, included)}
        aria-valuetext={`${used.toLocaleString('en-NG')} of ${plural(included, 'included delivery', 'included deliveries')}`}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200 ring-inset"
      >
        <div
          className={cn('h-full rounded-full', over ? 'bg-amber-500' : 'bg-brand-600')}
          style={{ width: `${(share * 100).toFixed(1)}%` }}
        />
      </div>
    </div>
  );
}

function Figure({ term, note, children }: { term: string; note?: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 font-semibold text-slate-900 tabular-nums">{children}</dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}
