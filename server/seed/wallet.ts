import { toKobo, withdrawalFee } from '@/api/money';
import { formatReference } from '../domain/references';
import type { TransactionRecord, WalletRecord } from '../domain/wallet/records';
import { DEMO_USER_ID, NEW_USER_ID, SECOND_PARTNER } from './accounts';
import { type TransactionSeed, transactionSeeds } from './movements';

/* The money side of the demo: the partners' movements and wallets. Money is in kobo here, as in the database. */

/** What each partner holds at the start of the demo (naira). */
export const SEEDED_WALLETS = [
  { partnerId: DEMO_USER_ID, balance: 125_000 },
  { partnerId: NEW_USER_ID, balance: 0 },
  { partnerId: SECOND_PARTNER.id, balance: 20_000 },
] as const;

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

/**
 * The seeded movements as the database keeps them, oldest first, their references in that order
 * (as the sequence would have given them).
 */
export function seedTransactions(now: number): TransactionRecord[] {
  const records = transactionSeeds(new Date(now).getFullYear()).map((seed) => transactionRecord(seed, now));
  records.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  records.forEach((record, index) => {
    record.reference = formatReference(Date.parse(record.date), index + 1);
  });
  return records;
}

/** The seeded partners' wallets (the demo partner's with `demoBalance` naira if given). */
export const seedWallets = (demoBalance?: number): WalletRecord[] =>
  SEEDED_WALLETS.map(({ partnerId, balance }) => ({
    partnerId,
    balance: toKobo(partnerId === DEMO_USER_ID ? (demoBalance ?? balance) : balance),
  }));
