import { endpoints } from '@/api/endpoints';
import { toKobo, toNaira, withdrawalFee } from '@/api/money';
import type { Counterpart, Transaction } from '@/api/schemas';
import { DORMANT_ACCOUNT_REASON, isDormantAccount } from '../banks';
import { db, type TransactionRecord } from '../db';
import { DAY_MS, lagosDayStart, maskedAccount } from '../format';
import { findOwned, handle, newestFirst, paginate, type UserRecord } from '../http';
import { MockError } from '../errors';
import { isSandboxId, sandboxTwin } from '../sandbox';
import { limitedLookup } from '../lookup-limits';
import {
  balanceOf,
  buildTransaction,
  commit,
  getSettleDelay,
  headroomOf,
  walletLimit,
  nextReference,
  toTransaction,
} from '../ledger';

/**
 * The wallet statistics' windows are rolling, not calendar-based: `week` = the last 7 days,
 * `month` = the last 30 days, `quarter` = 90, `year` = the last 365 days, `all` = everything.
 */
export const periodDays = { week: 7, month: 30, quarter: 90, year: 365, all: Number.POSITIVE_INFINITY } as const;

export function periodStartMs(period: keyof typeof periodDays, now = Date.now()): number {
  return now - periodDays[period] * DAY_MS;
}

const insufficientBalance = () => new MockError(400, 'Insufficient balance', 'INSUFFICIENT_BALANCE');
const badQuery = (field: string, message: string) => new MockError(400, `${field}: ${message}`, 'VALIDATION_ERROR');

const fullName = (user: UserRecord) => `${user.firstName} ${user.lastName}`;

/** Whose wallet a transfer to `email` reaches: another partner's, never the caller's own. */
function recipientFor(user: UserRecord, email: string): UserRecord {
  const address = email.trim().toLowerCase();
  if (address === user.email) throw new MockError(400, 'You cannot send money to yourself', 'SELF_TRANSFER');
  const recipient = db.state.users.find((u) => u.email === address);
  if (!recipient) throw new MockError(404, 'No DeliverOS partner uses that e-mail', 'RECIPIENT_NOT_FOUND');
  // Test money stays in the sandbox: a twin's transfer reaches the recipient's twin (mocks/sandbox.ts).
  return isSandboxId(user.id) ? sandboxTwin(recipient) : recipient;
}

/** A card top-up is charged to the partner's saved card (the default one first), else the demo card. */
function cardCounterpart(partnerId: string): Counterpart {
  const cards = db.state.paymentMethods.filter((m) => m.partnerId === partnerId && m.type === 'card');
  const card = cards.find((m) => m.isDefault) ?? cards[0];
  return card
    ? { kind: 'card', name: `${card.provider} ••••${card.last4}`, detail: card.accountName }
    : { kind: 'card', name: 'Card ••••4242' };
}

/** A bank-transfer top-up comes from the partner's default bank account when they saved one. */
function bankTransferCounterpart(partnerId: string): Counterpart {
  const account = db.state.payoutAccounts.find((a) => a.partnerId === partnerId && a.isDefault);
  return account
    ? {
        kind: 'bank-transfer',
        name: account.accountName,
        detail: maskedAccount(account.bankName, account.accountNumber),
      }
    : { kind: 'bank-transfer', name: 'Bank transfer' };
}

/** Filters of GET /api/wallet/transactions: calendar days are Africa/Lagos days, both ends included. */
function transactionFilter(query: {
  type?: Transaction['type'] | undefined;
  status?: Transaction['status'] | undefined;
  category?: Transaction['category'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}): (t: TransactionRecord) => boolean {
  const from = query.from === undefined ? Number.NEGATIVE_INFINITY : lagosDayStart(query.from);
  if (Number.isNaN(from)) throw badQuery('from', 'That day does not exist');
  const to = query.to === undefined ? Number.POSITIVE_INFINITY : lagosDayStart(query.to) + DAY_MS;
  if (Number.isNaN(to)) throw badQuery('to', 'That day does not exist');
  if (from >= to) throw badQuery('to', 'The last day must not be before the first');
  const needle = query.search?.trim().toLowerCase();
  return (t) => {
    if (query.type && t.type !== query.type) return false;
    if (query.status && t.status !== query.status) return false;
    if (query.category && t.category !== query.category) return false;
    const at = Date.parse(t.date);
    if (at < from || at >= to) return false;
    return !needle || t.reference.toLowerCase().includes(needle) || t.description.toLowerCase().includes(needle);
  };
}

const movementReply = (partnerId: string, record: TransactionRecord) => ({
  newBalance: toNaira(balanceOf(partnerId)),
  transaction: toTransaction(record),
});

export const walletHandlers = [
  handle(endpoints.getWallet, ({ user }) => ({ balance: toNaira(balanceOf(user.id)), currency: 'NGN' as const })),

  handle(endpoints.listTransactions, ({ user, query }) => {
    const matches = transactionFilter(query);
    const own = db.state.transactions.filter((t) => t.partnerId === user.id && matches(t));
    const page = paginate(
      newestFirst(own, (t) => t.date),
      query,
    );
    return { ...page, items: page.items.map(toTransaction) };
  }),

  handle(endpoints.getTransaction, ({ user, params }) =>
    toTransaction(findOwned(db.state.transactions, params.id, user.id, 'Transaction')),
  ),

  /*
   * By card: completed at once. By bank transfer: pending until the transfer "arrives"
   * (settles after the settle delay); the credit counts in the balance only then.
   */
  handle(endpoints.topUp, ({ user, body }) => {
    const amount = toKobo(body.amount);
    if (amount > headroomOf(user.id)) throw walletLimit('your');

    if (body.paymentMethod === 'card') {
      const record = buildTransaction({
        partnerId: user.id,
        type: 'credit',
        amount,
        fee: 0,
        category: 'top-up',
        status: 'completed',
        description: 'Wallet top-up by card',
        counterpart: cardCounterpart(user.id),
      });
      commit({ balances: { [user.id]: balanceOf(user.id) + amount }, transactions: [record] });
      return movementReply(user.id, record);
    }

    const now = Date.now();
    const date = new Date(now).toISOString();
    const record = buildTransaction({
      partnerId: user.id,
      type: 'credit',
      amount,
      fee: 0,
      category: 'top-up',
      status: 'pending',
      description: 'Wallet top-up by bank transfer',
      counterpart: bankTransferCounterpart(user.id),
      date,
      timeline: [{ status: 'pending', at: date, note: 'Waiting for the bank transfer' }],
      settlement: { at: now + getSettleDelay(), outcome: 'completed' },
    });
    commit({ transactions: [record] });
    return movementReply(user.id, record);
  }),

  /*
   * To one of the partner's own payout accounts. The amount and the fee leave the balance at
   * once; the withdrawal is pending until the bank answers (the settle delay): completed, or
   * failed for an account number ending in 0000 (the money and the fee come back).
   */
  handle(endpoints.withdraw, ({ user, body }) => {
    const account = findOwned(db.state.payoutAccounts, body.payoutAccountId, user.id, 'Payout account');
    const amount = toKobo(body.amount);
    const fee = toKobo(withdrawalFee(body.amount));
    const balance = balanceOf(user.id);
    if (amount + fee > balance) throw insufficientBalance();

    const now = Date.now();
    const date = new Date(now).toISOString();
    const dormant = isDormantAccount(account.accountNumber);
    const record = buildTransaction({
      partnerId: user.id,
      type: 'debit',
      amount,
      fee,
      category: 'withdrawal',
      status: 'pending',
      description: `Withdrawal to ${account.bankName} ••${account.accountNumber.slice(-4)}`,
      counterpart: {
        kind: 'bank-account',
        name: account.accountName,
        detail: maskedAccount(account.bankName, account.accountNumber),
      },
      date,
      timeline: [{ status: 'pending', at: date, note: 'Sent to the bank' }],
      settlement: dormant
        ? { at: now + getSettleDelay(), outcome: 'failed', failureReason: DORMANT_ACCOUNT_REASON }
        : { at: now + getSettleDelay(), outcome: 'completed' },
    });
    commit({ balances: { [user.id]: balance - amount - fee }, transactions: [record] });
    return movementReply(user.id, record);
  }),

  // Tells a partner's name: a limited number per partner in a window (mocks/lookup-limits.ts).
  handle(endpoints.resolveRecipient, ({ user, query }) =>
    limitedLookup('recipient', user.id, () => {
      const recipient = recipientFor(user, query.email);
      return { name: fullName(recipient), email: recipient.email };
    }),
  ),

  /** To another partner's wallet, free: a debit and a credit with one reference, both completed at once. */
  handle(endpoints.transfer, ({ user, body }) => {
    const recipient = recipientFor(user, body.recipientEmail);
    const amount = toKobo(body.amount);
    const balance = balanceOf(user.id);
    if (amount > balance) throw insufficientBalance();
    if (amount > headroomOf(recipient.id)) throw walletLimit('the recipient’s');

    const note = body.note?.trim();
    const withNote = (text: string) => (note ? `${text} — ${note}` : text);
    const date = new Date().toISOString();
    const reference = nextReference(Date.parse(date));
    const common = { amount, fee: 0, category: 'transfer', status: 'completed', date, reference } as const;
    const sent = buildTransaction({
      ...common,
      partnerId: user.id,
      type: 'debit',
      description: withNote(`Transfer to ${fullName(recipient)}`),
      counterpart: { kind: 'partner', name: fullName(recipient), detail: recipient.email },
    });
    const received = buildTransaction({
      ...common,
      partnerId: recipient.id,
      type: 'credit',
      description: withNote(`Transfer from ${fullName(user)}`),
      counterpart: { kind: 'partner', name: fullName(user), detail: user.email },
    });
    commit({
      balances: { [user.id]: balance - amount, [recipient.id]: balanceOf(recipient.id) + amount },
      transactions: [sent, received],
    });
    return movementReply(user.id, sent);
  }),

  handle(endpoints.getWalletStatistics, ({ user, query }) => {
    const since = periodStartMs(query.period);
    const inPeriod = db.state.transactions.filter((t) => t.partnerId === user.id && Date.parse(t.date) >= since);
    const sum = (type: Transaction['type'], category: Transaction['category']) =>
      toNaira(
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
