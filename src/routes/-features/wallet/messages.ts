import { formatNaira } from '@/components/ui/format';

/** The wallet texts of SPEC.md §8, and the toasts that confirm a quick action. */
export const walletMessages = {
  topUpFailed: 'Failed to add wallet. Please try again.',
  withdrawFailed: 'Failed to withdraw wallet. Please try again.',
  toppedUp: (amount: number) => `${formatNaira(amount)} added to your wallet`,
  withdrawn: (amount: number) => `${formatNaira(amount)} withdrawn from your wallet`,
} as const;
