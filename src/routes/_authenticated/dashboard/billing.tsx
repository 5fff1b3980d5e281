import { createFileRoute } from '@tanstack/react-router';
import { BillingPending } from '@/features/billing/billing-pending';
import { loadBilling } from '@/features/billing/billing-queries';
import { BillingSection } from '@/features/billing/billing-section';

/** Billing: what the partner pays DeliverOS — plan, invoices, payment methods, billing information. */
export const Route = createFileRoute('/_authenticated/dashboard/billing')({
  loader: ({ context }) => loadBilling(context.queryClient),
  pendingComponent: BillingPending,
  component: BillingSection,
});
