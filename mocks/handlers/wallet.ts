import { endpoints } from '@/api/endpoints';
import type { Transaction } from '@/api/schemas';
import { db, nextId, type DbState } from '../db';
import { findOwned, handle, MockError, newestFirst, notFound, paginate, roundMoney } from '../http';

type WalletRecord = DbState['wallets'][number];
type TransactionRecord = DbState['transactions'][number];

const DAY_MS = 24 * 3_600_000;

/**
 * The statistics windows are rolling, not calendar-based: `week` = the last 7 days,
 * `month` = the last 30 days, `year` = the last 365 days, `all` = everything.
 */
export const periodDays = { week: 7, month: 30, year: 365, all: Number.POSITIVE_INFINITY } as const;

export function periodStartMs(period: keyof typeof periodDays, now = Date.now()): number {
  return now - periodDays[period] * DAY_MS;
}

const referencePrefixes: Record<Transaction['category'], string> = {
  earning: 'EARN',
  fee: 'FEE',
  'top-up': 'TOP',
  withdrawal: 'WDR',
  transfer: 'TRF',
};

/** The partner's wallet, opened with a zero balance the first time it is needed. */
export function walletOf(partnerId: string): WalletRecord {
  let wallet = db.state.wallets.find((w) => w.partnerId === partnerId);
  if (!wallet) {
    wallet = { partnerId, balance: 0 };
    db.state.wallets.push(wallet);
  }
  return wallet;
}

/** Moves money on a wallet and records the completed transaction that explains it. */
export function recordTransaction(
  partnerId: string,
  entry: Pick<Transaction, 'type' | 'amount' | 'description' | 'category'>,
): TransactionRecord {
  const wallet = walletOf(partnerId);
  const amount = roundMoney(entry.amount);
  wallet.balance = roundMoney(wallet.balance + (entry.type === 'credit' ? amount : -amount));
  const id = nextId('txn');
  const record: TransactionRecord = {
    partnerId,
    id,
    type: entry.type,
    amount,
    description: entry.description,
    date: new Date().toISOString(),
    status: 'completed',
    category: entry.category,
    reference: `${referencePrefixes[entry.category]}-${String(db.state.sequence).padStart(6, '0')}`,
  };
  db.state.transactions.push(record);
  return record;
}

const insufficientBalance = () => new MockError(400, 'Insufficient balance', 'INSUFFICIENT_BALANCE');

export const walletHandlers = [
  handle(endpoints.getWallet, ({ user }) => ({ balance: walletOf(user.id).balance, currency: 'NGN' as const })),

  handle(endpoints.listTransactions, ({ user, query }) => {
    const matching = db.state.transactions.filter(
      (t) =>
        t.partnerId === user.id &&
        (!query.type || t.type === query.type) &&
        (!query.status || t.status === query.status),
    );
    const items = newestFirst(matching, (t) => t.date);
    return paginate(items, query);
  }),

  handle(endpoints.getTransaction, ({ user, params }) =>
    findOwned(db.state.transactions, params.id, user.id, 'Transaction'),
  ),

  handle(endpoints.topUp, ({ user, body }) => {
    const transaction = recordTransaction(user.id, {
      type: 'credit',
      amount: body.amount,
      category: 'top-up',
      description: body.paymentMethod === 'card' ? 'Wallet top-up by card' : 'Wallet top-up by bank transfer',
    });
    return { newBalance: walletOf(user.id).balance, transaction };
  }),

  handle(endpoints.withdraw, ({ user, body }) => {
    if (roundMoney(body.amount) > walletOf(user.id).balance) throw insufficientBalance();
    const transaction = recordTransaction(user.id, {
      type: 'debit',
      amount: body.amount,
      category: 'withdrawal',
      description: `Withdrawal to ${body.bankDetails.accountName} ••${body.bankDetails.accountNumber.slice(-4)}`,
    });
    return { newBalance: walletOf(user.id).balance, transaction };
  }),

  handle(endpoints.transfer, ({ user, body }) => {
    const email = body.recipientEmail.trim().toLowerCase();
    const recipient = db.state.users.find((u) => u.email === email);
    if (!recipient) throw notFound('Recipient');
    if (recipient.id === user.id)
      throw new MockError(400, 'You cannot transfer money to your own wallet', 'INVALID_RECIPIENT');
    if (roundMoney(body.amount) > walletOf(user.id).balance) throw insufficientBalance();
    const note = body.description?.trim();
    const transaction = recordTransaction(user.id, {
      type: 'debit',
      amount: body.amount,
      category: 'transfer',
      description: `Transfer to ${recipient.firstName} ${recipient.lastName}${note ? ` — ${note}` : ''}`,
    });
    recordTransaction(recipient.id, {
      type: 'credit',
      amount: body.amount,
      category: 'transfer',
      description: `Transfer from ${user.firstName} ${user.lastName}${note ? ` — ${note}` : ''}`,
    });
    return { newBalance: walletOf(user.id).balance, transaction };
  }),

  handle(endpoints.getWalletStatistics, ({ user, query }) => {
    const since = periodStartMs(query.period);
    const inPeriod = db.state.transactions.filter((t) => t.partnerId === user.id && Date.parse(t.date) >= since);
    const sum = (type: Transaction['type'], category: Transaction['category']) =>
      roundMoney(
        inPeriod
          .filter((t) => t.status === 'completed' && t.type === type && t.category === category)
          .reduce((total, t) => total + t.amount, 0),
      );
    return {
      period: query.period,
      totalEarnings: sum('credit', 'earning'),
      platformFees: sum('debit', 'fee'),
      transactionCount: inPeriod.length,
    };
  }),
];
