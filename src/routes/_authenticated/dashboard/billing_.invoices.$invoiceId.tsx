import { createFileRoute } from '@tanstack/react-router';
import { InvoiceReceiptPage } from '@/features/billing/invoice-receipt';
import { loadInvoice } from '@/features/billing/billing-queries';

/**
 * One invoice's receipt, /dashboard/billing/invoices/$invoiceId. `billing_` un-nests it from the
 * billing section's route: it renders in the dashboard's frame in the section's place.
 */
export const Route = createFileRoute('/_authenticated/dashboard/billing_/invoices/$invoiceId')({
  loader: ({ context, params }) => loadInvoice(context.queryClient, params.invoiceId),
  component: function InvoiceRoute() {
    const { invoiceId } = Route.useParams();
    return <InvoiceReceiptPage invoiceId={invoiceId} />;
  },
});
