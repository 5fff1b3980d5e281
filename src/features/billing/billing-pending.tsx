import { PendingSection } from '@/components/feedback/pending-section';

/** The billing section's shape: billing information, payment methods, history. */
export function BillingPending() {
  return <PendingSection label="your billing" className="space-y-4 sm:space-y-6" blocks={['h-96', 'h-48', 'h-80']} />;
}
