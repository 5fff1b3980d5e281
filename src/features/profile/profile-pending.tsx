import { PendingSection } from '@/components/feedback/pending-section';

/** The profile section's shape: profile and statistics, then settings. */
export function ProfilePending() {
  return (
    <PendingSection
      label="your profile"
      className="grid gap-6 lg:grid-cols-3"
      blocks={['h-80', 'h-80 lg:col-span-2', 'h-72 lg:col-span-3']}
    />
  );
}
