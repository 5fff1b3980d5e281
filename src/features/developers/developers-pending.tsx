import { PendingSection } from '@/components/feedback/pending-section';

/** The developers section's shape: the keys, the authentication note. */
export function DevelopersPending() {
  return <PendingSection label="your API keys" className="space-y-4 sm:space-y-6" blocks={['h-64', 'h-40']} />;
}
