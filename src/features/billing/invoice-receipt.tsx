import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide';
import type { BillingParty, Invoice } from '@/api/schemas/invoices';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatDateTime, formatNaira } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { LoadError } from '@/components/feedback/load-error';
import { PendingSection } from '@/components/feedback/pending-section';
import { invoiceQueries } from '@/queries/invoices';
import { chargedMethodLabel, InvoiceStatusBadge, periodLabel } from './invoice-format';
import { ReceiptLines } from './receipt-lines';

/*
 * Printing shows the receipt alone: every element that neither holds the receipt nor sits in it
 * is dropped, and the ones that hold it lose their frame (padding, grid, shadow).
 */
const printStyles = `@media print {
  @page { margin: 16mm; }
  body *:not(:has(#invoice-receipt)):not(#invoice-receipt):not(#invoice-receipt *) { display: none !important; }
  *:has(#invoice-receipt) { display: block !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; background: #fff !important; min-height: 0 !important; }
  #invoice-receipt { box-shadow: none !important; --tw-ring-shadow: 0 0 #0000 !important; padding: 0 !important; }
  #invoice-receipt .print-hidden { display: none !important; }
}`;

/** /dashboard/billing/invoices/$invoiceId: one invoice as a receipt, with a Print button. */
export function InvoiceReceiptPage({ invoiceId }: { invoiceId: string }) {
  const invoice = useQuery(invoiceQueries.detail(invoiceId));
  return (
    <div className="space-y-4">
      <div className="print-hidden">
        <BackLink to="/dashboard/billing">Back to billing</BackLink>
      </div>
      {invoice.isPending ? (
        <PendingSection label="the receipt" blocks={['h-[36rem]']} />
      ) : invoice.isError ? (
        <LoadError
          message="Couldn't load this invoice."
          detail={invoice.error.status === 404 ? invoice.error.message : undefined}
          query={invoice}
        />
      ) : (
        <InvoiceReceipt invoice={invoice.data} />
      )}
    </div>
  );
}

export function InvoiceReceipt({ invoice }: { invoice: Invoice }) {
  return (
    <Card className="mx-auto max-w-3xl">
      <style>{printStyles}</style>
      <article id="invoice-receipt" aria-labelledby="receipt-heading" className="space-y-6">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold text-brand-700">DeliverOS</p>
            <h1 id="receipt-heading" className="mt-1 text-xl font-bold text-slate-900 tabular-nums">
              Receipt for {invoice.number}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {periodLabel(invoice.periodStart, invoice.periodEnd)} · issued {formatDate(invoice.issuedAt)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <InvoiceStatusBadge status={invoice.status} />
            <Button variant="secondary" size="sm" className="print-hidden" onClick={() => window.print()}>
              <Icon node={Printer} className="size-4" aria-hidden="true" />
              Print
            </Button>
          </div>
        </header>
        <div className="grid gap-4 sm:grid-cols-2">
          <Party title="From" party={invoice.seller} />
          <Party title="Billed to" party={invoice.billedTo} />
        </div>
        <ReceiptLines invoice={invoice} />
        <Payments invoice={invoice} />
      </article>
    </Card>
  );
}

function Party({ title, party }: { title: string; party: BillingParty }) {
  const place = [party.city, party.country].filter(Boolean).join(', ');
  return (
    <section aria-label={title} className="rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
      <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      <p className="mt-1 font-semibold text-slate-900">{party.name || '—'}</p>
      {party.address ? <p className="text-slate-700">{party.address}</p> : null}
      {place ? <p className="text-slate-700">{place}</p> : null}
      <p className="text-slate-700">{party.email}</p>
      {party.taxId ? <p className="text-slate-700">Tax ID {party.taxId}</p> : null}
    </section>
  );
}

/** How the invoice was collected: each attempt, a declined one with its reason. */
function Payments({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0) {
    return <p className="text-sm text-slate-600">Not paid yet: it is charged to your default payment method.</p>;
  }
  return (
    <section aria-labelledby="receipt-payments-heading">
      <h2 id="receipt-payments-heading" className="text-sm font-semibold text-slate-900">
        Payment
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm">
        {invoice.payments.map((payment) => (
          <li key={payment.at} className="text-slate-700">
            <span
              className={payment.outcome === 'paid' ? 'font-semibold text-green-700' : 'font-semibold text-red-700'}
            >
              {payment.outcome === 'paid' ? 'Paid' : 'Declined'}
            </span>{' '}
            {formatDateTime(payment.at)} · {chargedMethodLabel(payment.method)}
            {payment.failureReason ? ` — ${payment.failureReason}` : ''}
            {payment.outcome === 'paid' ? ` · ${formatNaira(invoice.total)}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
