import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ReceiptText } from 'lucide';
import type { InvoiceSummary } from '@/api/schemas/invoices';
import { EmptyState, Skeleton } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate, formatNaira } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { invoiceQueries } from '@/queries/invoices';
import { chargedMethodLabel, InvoiceStatusBadge, periodLabel } from './invoice-format';
import { QueryStates } from '@/components/feedback/list-states';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase first:pl-0 last:pr-0';
const td = 'px-3 py-3 align-top first:pl-0 last:pr-0';

/**
 * The billing history: DeliverOS's invoices, newest first, each opening its receipt. Below
 * `sm` the period folds under the number and the method under the amount, so it fits 390 px.
 */
export function InvoicesCard() {
  const invoices = useQuery(invoiceQueries.list());
  return (
    <SectionCard
      id="billing-history-heading"
      title="Billing history"
      description="Invoices from DeliverOS for your plan and deliveries."
    >
      <QueryStates
        query={invoices}
        skeleton={
          <div aria-hidden="true" className="space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        }
        failed="Couldn't load your invoices."
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon={<Icon node={ReceiptText} className="size-8" aria-hidden="true" />}
              title="No invoices yet"
            >
              Your first invoice is issued when your first billing period ends.
            </EmptyState>
          ) : (
            <InvoiceTable invoices={data.items} total={data.total} />
          )
        }
      </QueryStates>
    </SectionCard>
  );
}

function InvoiceTable({ invoices, total }: { invoices: InvoiceSummary[]; total: number }) {
  return (
    <div
      role="region"
      aria-label="Invoices"
      tabIndex={0}
      className="-mx-1 overflow-x-auto px-1 focus-visible:rounded-md"
    >
      <table className="w-full min-w-[18rem] text-sm">
        <caption className="sr-only">
          Invoices{total > invoices.length ? `, the ${invoices.length} most recent of ${total}` : ''}
        </caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Invoice
            </th>
            <th scope="col" className={`${th} max-sm:hidden`}>
              Period
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${th} max-sm:hidden`}>
              Status
            </th>
            <th scope="col" className={`${th} max-md:hidden`}>
              Paid with
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const period = periodLabel(invoice.periodStart, invoice.periodEnd);
  const method = invoice.paidWith ? chargedMethodLabel(invoice.paidWith) : '—';
  return (
    <tr>
      <td className={td}>
        <Link
          to="/dashboard/billing/invoices/$invoiceId"
          params={{ invoiceId: invoice.id }}
          className="rounded-sm font-semibold text-brand-700 tabular-nums hover:text-brand-800 hover:underline"
        >
          {invoice.number}
        </Link>
        <p className="mt-0.5 text-xs text-slate-500">Issued {formatDate(invoice.issuedAt)}</p>
        <p className="mt-0.5 text-xs text-slate-600 sm:hidden">{period}</p>
      </td>
      <td className={`${td} text-slate-700 max-sm:hidden`}>{period}</td>
      <td className={`${td} text-right font-semibold text-slate-900 tabular-nums`}>
        {formatNaira(invoice.total)}
        <span className="mt-1 block sm:hidden">
          <InvoiceStatusBadge status={invoice.status} />
        </span>
      </td>
      <td className={`${td} max-sm:hidden`}>
        <InvoiceStatusBadge status={invoice.status} />
      </td>
      <td className={`${td} text-slate-700 max-md:hidden`}>{method}</td>
    </tr>
  );
}
