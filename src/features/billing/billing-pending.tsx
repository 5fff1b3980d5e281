import { PendingSection } from '@/components/feedback/pending-section';

/** The billing section's shape: plan, invoices, payment methods, billing information. */
export function BillingPending() {
  return (
    <PendingSection label="your billing" className="space-y-4 sm:space-y-6" blocks={['h-64', 'h-72', 'h-48', 'h-96']} />
  );
}
