import { toKobo, toNaira, withdrawalFee } from '@/api/money';
import { DAY_MS as DAY, HOUR_MS as HOUR } from '../domain/calendar';
import { formatReference } from '../domain/references';
import { maskedAccount } from '../domain/wallet/banks';
import { ledgerBalance, openingEntry } from '../domain/wallet/ledger';
import type { TransactionRecord, WalletRecord } from '../domain/wallet/records';
import { DEMO_USER_ID, NEW_USER_ID, SECOND_PARTNER } from './accounts';
import { type TransactionSeed, transactionSeeds } from './movements';
import { DEMO_PAYOUT_ACCOUNT } from './payout-accounts';

/*
 * The money side of the demo: the partners' movements and wallets. Money is in kobo here, as in
 * the database. A wallet's balance is what its movements add up to (server/domain/wallet/ledger.ts,
 * `ledgerBalance`): what a partner held before its seeded history is an opening entry on the day
 * its account was made, and the balances are worked out from the movements, never set beside them.
 */

/** What each partner holds at the start of the demo (naira), and since how many days it has had an account. */
export const SEEDED_WALLETS = [
  { partnerId: DEMO_USER_ID, balance: 125_000, daysAgo: 90 },
  { partnerId: NEW_USER_ID, balance: 0, daysAgo: 1 },
  { partnerId: SECOND_PARTNER.id, balance: 20_000, daysAgo: 45 },
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

/** A withdrawal of `kobo` fee included (the largest amount whose fee makes it up): what took a balance down. */
function withdrawalOf(kobo: number): { amount: number; fee: number } {
  for (const fee of [50, 25, 10].map(toKobo)) {
    const amount = kobo - fee;
    if (amount > 0 && toKobo(withdrawalFee(toNaira(amount))) === fee) return { amount, fee };
  }
  throw new Error(`No withdrawal costs exactly ${kobo} kobo`);
}

/**
 * The movement that brings a partner's history to `balance` (kobo): an opening entry when it
 * held more before its history, a withdrawal an hour ago when it holds less now (the mock's
 * `low-balance` scenario), none when the history adds up already.
 */
function balancingEntry(
  partnerId: string,
  history: readonly TransactionRecord[],
  balance: number,
  { now, daysAgo }: { now: number; daysAgo: number },
): TransactionRecord | undefined {
  const gap = balance - ledgerBalance(history);
  if (gap > 0) {
    const date = new Date(now - daysAgo * DAY).toISOString();
    const entry = openingEntry(partnerId, gap);
    return {
      ...entry,
      id: `txn_open_${partnerId}`,
      date,
      reference: '',
      timeline: [{ status: 'completed', at: date }],
    };
  }
  if (gap === 0) return undefined;
  const withdrawal = transactionRecord(
    {
      partnerId,
      id: `txn_out_${partnerId}`,
      type: 'debit',
      amount: 0,
      category: 'withdrawal',
      description: 'Withdrawal to GTBank ••6789',
      ago: HOUR,
      status: 'completed',
      counterpart: {
        kind: 'bank-account',
        name: DEMO_PAYOUT_ACCOUNT.accountName,
        detail: maskedAccount('GTBank', DEMO_PAYOUT_ACCOUNT.accountNumber),
      },
    },
    now,
  );
  return { ...withdrawal, ...withdrawalOf(-gap) };
}

/**
 * The seeded movements as the database keeps them, oldest first, their references in that order
 * (as the sequence would have given them): the history of the demo, and what brings each
 * partner's to its balance of SEEDED_WALLETS (the demo partner's to `demoBalance` naira if given).
 */
export function seedTransactions(now: number, demoBalance?: number): TransactionRecord[] {
  const history = transactionSeeds(new Date(now).getFullYear()).map((seed) => transactionRecord(seed, now));
  const records = [...history];
  for (const { partnerId, balance, daysAgo } of SEEDED_WALLETS) {
    const target = toKobo(partnerId === DEMO_USER_ID ? (demoBalance ?? balance) : balance);
    const own = history.filter((t) => t.partnerId === partnerId);
    const entry = balancingEntry(partnerId, own, target, { now, daysAgo });
    if (entry) records.push(entry);
  }
  records.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  records.forEach((record, index) => {
    record.reference = formatReference(Date.parse(record.date), index + 1);
  });
  return records;
}

/** The seeded partners' wallets: what their movements add up to. */
export const seedWallets = (transactions: readonly TransactionRecord[]): WalletRecord[] =>
  SEEDED_WALLETS.map(({ partnerId }) => ({
    partnerId,
    balance: ledgerBalance(transactions.filter((t) => t.partnerId === partnerId)),
  }));
