import { formatNaira } from '@/components/ui/format';

/** The wallet texts of docs/product.md#error-texts (top-up and withdrawal failures), and the flows' own. */
export const walletMessages = {
  topUpFailed: 'Failed to add wallet. Please try again.',
  withdrawFailed: 'Failed to withdraw wallet. Please try again.',
  transferFailed: 'Failed to send money. Please try again.',
  toppedUp: (amount: number) => `${formatNaira(amount)} added to your wallet`,
  withdrawn: (amount: number) => `${formatNaira(amount)} withdrawn from your wallet`,
} as const;
