import { PendingSection } from '@/components/feedback/pending-section';

/** The wallet section's shape: balance, this month's two figures, recent transactions. */
export function WalletPending() {
  return (
    <PendingSection
      label="your wallet"
      className="grid grid-cols-2 gap-3 sm:gap-6 xl:grid-cols-3"
      blocks={['col-span-2 h-56 xl:col-span-1', 'h-32 xl:h-56', 'h-32 xl:h-56', 'col-span-2 h-80 xl:col-span-3']}
    />
  );
}
