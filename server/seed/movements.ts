import type { Counterpart, Transaction } from '@/api/schemas';
import { DAY_MS as DAY, HOUR_MS as HOUR } from '../domain/calendar';
import { trackingNumber } from '../domain/references';
import { maskedAccount } from '../domain/wallet/banks';
import { DEMO_USER_ID, SECOND_PARTNER } from './accounts';
import { DEMO_PAYOUT_ACCOUNT } from './payout-accounts';

/* The demo's movements, as data: amounts in naira, times before now. */

/**
 * The deliveries the demo partner's earnings came from. Deliveries are still the mock's
 * (mocks/seed/deliveries.ts): here they are plain data, their tracking numbers as the mock's seed
 * numbers them (a test holds the two together: mocks/__tests__/wallet-seed.test.ts).
 */
export const EARNING_DELIVERIES = {
  dlv_0007: { sequence: 6, customer: 'Zainab Bello' },
  dlv_0009: { sequence: 4, customer: 'Ngozi Okeke' },
  dlv_0010: { sequence: 3, customer: 'Yusuf Abdullahi' },
} as const;

const deliveredIn =
  (year: number) =>
  (id: keyof typeof EARNING_DELIVERIES): Counterpart => ({
    kind: 'delivery',
    name: trackingNumber(EARNING_DELIVERIES[id].sequence, year),
    detail: EARNING_DELIVERIES[id].customer,
  });

export interface TransactionSeed {
  partnerId: string;
  id: string;
  type: Transaction['type'];
  /** Naira. */
  amount: number;
  category: Transaction['category'];
  description: string;
  /** Before now, in ms. */
  ago: number;
  status: Transaction['status'];
  counterpart?: Counterpart;
  failureReason?: string;
}

const platform: Counterpart = { kind: 'platform', name: 'DeliverOS', detail: 'Platform fee (10%)' };
const demoBankAccount: Counterpart = {
  kind: 'bank-account',
  name: DEMO_PAYOUT_ACCOUNT.accountName,
  detail: maskedAccount('GTBank', DEMO_PAYOUT_ACCOUNT.accountNumber),
};

/**
 * The demo partner's 10 movements (and the second partner's top-up). Their meaning is what
 * the tests count: completed earnings 18,000 + 9,500 + 22,500 and fees 1,800 + 950 + 2,250,
 * all within 14 days; one pending earning; one failed withdrawal. (What each partner held
 * before them is an opening entry: server/seed/wallet.ts.)
 */
export function transactionSeeds(year: number): TransactionSeed[] {
  const delivered = deliveredIn(year);
  const partnerId = DEMO_USER_ID;
  return [
    {
      partnerId,
      id: 'txn_01',
      type: 'credit',
      amount: 18_000,
      description: 'Delivery earnings — DOS textbooks run',
      ago: 3 * DAY,
      status: 'completed',
      category: 'earning',
      counterpart: delivered('dlv_0009'),
    },
    {
      partnerId,
      id: 'txn_02',
      type: 'debit',
      amount: 1_800,
      description: 'Platform fee (10%)',
      ago: 3 * DAY - HOUR,
      status: 'completed',
      category: 'fee',
      counterpart: platform,
    },
    {
      partnerId,
      id: 'txn_03',
      type: 'credit',
      amount: 9_500,
      description: 'Delivery earnings — medical samples',
      ago: 4 * DAY,
      status: 'completed',
      category: 'earning',
      counterpart: delivered('dlv_0010'),
    },
    {
      partnerId,
      id: 'txn_04',
      type: 'debit',
      amount: 950,
      description: 'Platform fee (10%)',
      ago: 4 * DAY - HOUR,
      status: 'completed',
      category: 'fee',
      counterpart: platform,
    },
    {
      partnerId,
      id: 'txn_05',
      type: 'credit',
      amount: 50_000,
      description: 'Wallet top-up by card',
      ago: 6 * DAY,
      status: 'completed',
      category: 'top-up',
      counterpart: { kind: 'card', name: 'Card ••••4242' },
    },
    {
      partnerId,
      id: 'txn_06',
      type: 'debit',
      amount: 30_000,
      description: 'Withdrawal to GTBank ••6789',
      ago: 8 * DAY,
      status: 'completed',
      category: 'withdrawal',
      counterpart: demoBankAccount,
    },
    {
      partnerId,
      id: 'txn_07',
      type: 'credit',
      amount: 12_000,
      description: 'Delivery earnings — wedding cake',
      ago: 10 * DAY,
      status: 'pending',
      category: 'earning',
      counterpart: delivered('dlv_0007'),
    },
    {
      partnerId,
      id: 'txn_08',
      type: 'credit',
      amount: 22_500,
      description: 'Delivery earnings — weekly settlement',
      ago: 12 * DAY,
      status: 'completed',
      category: 'earning',
      counterpart: { kind: 'platform', name: 'DeliverOS', detail: 'Weekly settlement' },
    },
    {
      partnerId,
      id: 'txn_09',
      type: 'debit',
      amount: 2_250,
      description: 'Platform fee (10%)',
      ago: 12 * DAY - HOUR,
      status: 'completed',
      category: 'fee',
      counterpart: platform,
    },
    {
      partnerId,
      id: 'txn_10',
      type: 'debit',
      amount: 5_000,
      description: 'Withdrawal to GTBank ••6789',
      ago: 14 * DAY,
      status: 'failed',
      category: 'withdrawal',
      counterpart: demoBankAccount,
      failureReason: 'The bank did not confirm the transfer in time',
    },
    {
      partnerId: SECOND_PARTNER.id,
      id: 'txn_chidi_01',
      type: 'credit',
      amount: 20_000,
      description: 'Wallet top-up by card',
      ago: 20 * DAY,
      status: 'completed',
      category: 'top-up',
      counterpart: { kind: 'card', name: 'Card ••••4242' },
    },
  ];
}
