import { createFileRoute } from '@tanstack/react-router';
import { WalletPending } from '@/features/wallet/wallet-pending';
import { loadWallet } from '@/features/wallet/wallet-queries';
import { WalletSection } from '@/features/wallet/wallet-section';

export const Route = createFileRoute('/_authenticated/dashboard/wallet')({
  loader: ({ context }) => loadWallet(context.queryClient),
  pendingComponent: WalletPending,
  component: WalletSection,
});
