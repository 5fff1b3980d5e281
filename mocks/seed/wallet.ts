import { toKobo, withdrawalFee } from '@/api/money';
import type { Counterpart, Transaction } from '@/api/schemas';
import { bankNamed, namedAccounts } from '../banks';
import type { DbState, TransactionRecord } from '../db';
import { DAY_MS as DAY, formatReference, HOUR_MS as HOUR, maskedAccount } from '../format';
import { DEMO_USER_ID, SECOND_PARTNER } from '@server/seed/accounts';

/*
 * The money side of the demo: wallets, the partners' saved bank accounts (payout accounts)
 * and the demo partner's movements. Money is in kobo here, as in the database.
 */

/**
 * The partners' saved bank accounts. The demo partner's GTBank account is its default payout
 * account and resolves to "SWIFT RIDERS LTD" in the name enquiry (mocks/banks.ts).
 */
export const DEMO_PAYOUT_ACCOUNT = {
  id: 'pa_demo_gtbank',
  partnerId: DEMO_USER_ID,
  ...namedAccounts.swiftRiders,
  daysAgo: 60,
} as const;
export const SECOND_PARTNER_PAYOUT_ACCOUNT = {
  id: 'pa_chidi_access',
  partnerId: SECOND_PARTNER.id,
  ...namedAccounts.chidiOkeke,
  daysAgo: 30,
} as const;
const seededPayoutAccounts = [DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER_PAYOUT_ACCOUNT] as const;

export function seedPayoutAccounts(at: (offsetMs: number) => string): DbState['payoutAccounts'] {
  return seededPayoutAccounts.map(({ daysAgo, ...account }) => ({
    ...account,
    bankName: bankNamed(account.bankCode)?.name ?? account.bankCode,
    isDefault: true,
    createdAt: at(-daysAgo * DAY),
  }));
}

/**
 * The seeded movements as the database keeps them, oldest first, their references in that
 * order (as the sequence would have given them); `deliveries` names the ones earnings came from.
 */
export function seedTransactions(deliveries: DbState['deliveries'], now: number): TransactionRecord[] {
  const delivered = (id: string): Counterpart => {
    const delivery = deliveries.find((d) => d.id === id);
    return {
      kind: 'delivery',
      name: delivery?.trackingNumber ?? id,
      ...(delivery ? { detail: delivery.customer.name } : {}),
    };
  };
  const records = transactionSeeds(delivered)
    .map((seed) => transactionRecord(seed, now))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  records.forEach((record, index) => {
    record.reference = formatReference(Date.parse(record.date), index + 1);
  });
  return records;
}

interface TransactionSeed {
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
 * all within 14 days; one pending earning; one failed withdrawal.
 */
function transactionSeeds(delivered: (deliveryId: string) => Counterpart): TransactionSeed[] {
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

/** A seeded movement as the database keeps it: kobo, the withdrawal fee, its timeline (reference set later). */
function transactionRecord(seed: TransactionSeed, now: number): TransactionRecord {
  const { ago, amount, failureReason, counterpart, ...rest } = seed;
  const date = new Date(now - ago).toISOString();
  const bankAnswered = new Date(now - ago + 2 * 60_000).toISOString();
  const isWithdrawal = seed.category === 'withdrawal';
  let timeline: TransactionRecord['timeline'] = [{ status: seed.status, at: date }];
  if (isWithdrawal && seed.status === 'completed') {
    timeline = [
      { status: 'pending', at: date, note: 'Sent to the bank' },
      { status: 'completed', at: bankAnswered, note: `Paid into ${counterpart?.detail ?? 'your bank account'}` },
    ];
  } else if (isWithdrawal && seed.status === 'failed') {
    timeline = [
      { status: 'pending', at: date, note: 'Sent to the bank' },
      { status: 'failed', at: bankAnswered, note: 'Money returned to your wallet' },
    ];
  }
  return {
    ...rest,
    amount: toKobo(amount),
    fee: isWithdrawal ? toKobo(withdrawalFee(amount)) : 0,
    date,
    reference: '',
    timeline,
    ...(counterpart ? { counterpart } : {}),
    ...(failureReason ? { failureReason } : {}),
  };
}
