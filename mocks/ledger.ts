import type { Counterpart, Transaction } from '@/api/schemas';
import { toNaira } from '@/api/money';
import { db, kobo, nextId, saveDb, type TransactionRecord, type WalletRecord } from './db';
import { MockError } from './errors';
import { formatReference } from './format';
import { PAYOUTS_FAILING_REASON } from './constants';
import { emitWebhookEvent } from './webhooks/engine';

/*
 * The mock's ledger: wallets and transactions in integer kobo, the one reference format,
 * and the settlement of pending movements. Handlers validate everything first, then build
 * the records and call `commit` once: every balance and record of a movement changes
 * together, or nothing does.
 */

/**
 * The most a wallet may hold: ₦1,000,000,000. A movement that would take a wallet past it is
 * refused (422), and a delivery's earning is held (`payEarning`), so a balance can never grow
 * towards numbers JavaScript cannot count exactly.
 */
export const MAX_BALANCE_KOBO = 100_000_000_000;

/** The partner's balance in kobo (0 for a partner without a wallet yet); reads only. */
export function balanceOf(partnerId: string): number {
  return db.state.wallets.find((w) => w.partnerId === partnerId)?.balance ?? 0;
}

/**
 * What may still come in, in kobo: credits on their way (bank transfers not yet received), and
 * pending withdrawals, whose amount and fee come back if the bank refuses them.
 */
export function pendingInflowsOf(partnerId: string): number {
  return db.state.transactions
    .filter((t) => t.partnerId === partnerId && t.status === 'pending' && t.settlement)
    .reduce((total, t) => total + (t.type === 'credit' ? t.amount : t.amount + t.fee), 0);
}

/** The refusal of a movement that would take a wallet past MAX_BALANCE_KOBO (422, nothing changed). */
export const walletLimit = (whose: 'your' | 'the recipient’s') =>
  new MockError(
    422,
    `That would take ${whose} wallet past its limit of ₦${toNaira(MAX_BALANCE_KOBO).toLocaleString('en-NG')}`,
    'WALLET_LIMIT',
  );

/** How much more (kobo) the wallet may receive, what may still come in included. */
export const headroomOf = (partnerId: string): number =>
  MAX_BALANCE_KOBO - balanceOf(partnerId) - pendingInflowsOf(partnerId);

function walletOf(partnerId: string): WalletRecord {
  let wallet = db.state.wallets.find((w) => w.partnerId === partnerId);
  if (!wallet) {
    wallet = { partnerId, balance: 0 };
    db.state.wallets.push(wallet);
  }
  return wallet;
}

/** The next reference: call it only once the movement is accepted (it advances the sequence). */
export function nextReference(ms = Date.now()): string {
  db.state.referenceSequence += 1;
  return formatReference(ms, db.state.referenceSequence);
}

export type NewTransaction = Omit<TransactionRecord, 'id' | 'reference' | 'date' | 'timeline'> & {
  /** Defaults to now. */
  date?: string;
  /** Defaults to one event: the status, at the date. */
  timeline?: TransactionRecord['timeline'];
  /** Shared by both sides of a transfer; a new one otherwise. */
  reference?: string;
};

/** A transaction record with its id and reference (advances the sequences: build it after validating). */
export function buildTransaction(entry: NewTransaction): TransactionRecord {
  const date = entry.date ?? new Date().toISOString();
  return {
    ...entry,
    id: nextId('txn'),
    reference: entry.reference ?? nextReference(Date.parse(date)),
    date,
    timeline: entry.timeline ?? [{ status: entry.status, at: date }],
  };
}

/**
 * Applies a movement: the new balances (kobo) and the records that explain them, together.
 * Everything is checked before anything changes; a value that does not fit is a bug in the
 * handler (it should have refused the request with a 4xx first), not a half-applied movement.
 */
export function commit(change: { balances?: Record<string, number>; transactions?: TransactionRecord[] }): void {
  const balances = Object.entries(change.balances ?? {});
  for (const [partnerId, balance] of balances) {
    if (!kobo.safeParse(balance).success) throw new Error(`Refusing to set ${partnerId}'s balance to ${balance} kobo`);
  }
  for (const record of change.transactions ?? []) {
    if (!kobo.safeParse(record.amount).success || !kobo.safeParse(record.fee).success) {
      throw new Error(`Refusing to record ${record.amount} + ${record.fee} kobo`);
    }
  }
  for (const [partnerId, balance] of balances) walletOf(partnerId).balance = balance;
  db.state.transactions.push(...(change.transactions ?? []));
  for (const record of change.transactions ?? []) if (record.status === 'completed') announce(record);
  // Money that left (a transfer) may make room for a held earning.
  for (const [partnerId] of balances) releaseHeld(partnerId);
}

/* Earnings held at the wallet limit */

export const HELD_EARNING_REASON = 'Wallet limit reached: withdraw to receive it';
export const HELD_FEE_REASON = 'Taken when the earning it belongs to is released';

/**
 * Pays a delivery's earning and its platform fee together: credited (the price less the fee)
 * when that fits under MAX_BALANCE_KOBO, else both recorded `held` with their reason and the
 * balance untouched, until `releaseHeld` finds room.
 */
export function payEarning(earning: NewTransaction, fee: NewTransaction): void {
  const { partnerId } = earning;
  const net = earning.amount - fee.amount;
  if (net <= headroomOf(partnerId)) {
    commit({
      balances: { [partnerId]: balanceOf(partnerId) + net },
      transactions: [buildTransaction(earning), buildTransaction(fee)],
    });
    return;
  }
  const date = new Date().toISOString();
  const held = (reason: string) => ({
    status: 'held' as const,
    heldReason: reason,
    date,
    timeline: [{ status: 'held' as const, at: date, note: reason }],
  });
  const earningRecord = buildTransaction({ ...earning, ...held(HELD_EARNING_REASON) });
  const feeRecord = buildTransaction({ ...fee, ...held(HELD_FEE_REASON) });
  commit({ transactions: [{ ...earningRecord, heldFeeId: feeRecord.id }, feeRecord] });
}

/**
 * Credits the partner's held earnings that fit now, oldest first (one too large for the room
 * left is skipped, a smaller later one may still fit): each with its fee, both `completed`.
 * Runs whenever room may have appeared: money left by a transfer (`commit`), a withdrawal paid
 * (`settle`). Returns how many it released.
 */
export function releaseHeld(partnerId: string, now = Date.now()): number {
  let released = 0;
  const held = db.state.transactions.filter(
    (t) => t.partnerId === partnerId && t.status === 'held' && t.category === 'earning',
  );
  for (const earning of held) {
    const fee = db.state.transactions.find((t) => t.id === earning.heldFeeId && t.status === 'held');
    const net = earning.amount - (fee?.amount ?? 0);
    if (net > headroomOf(partnerId)) continue;
    walletOf(partnerId).balance = balanceOf(partnerId) + net;
    const at = new Date(now).toISOString();
    for (const record of fee ? [earning, fee] : [earning]) {
      record.status = 'completed';
      delete record.heldReason;
      record.timeline.push({ status: 'completed', at, note: 'Released into your wallet' });
      announce(record);
    }
    delete earning.heldFeeId;
    released += 1;
  }
  return released;
}

/** A movement that completed or failed, to the partner's webhooks (a failed withdrawal is a failed payout too). */
function announce(record: TransactionRecord): void {
  const transaction = toTransaction(record);
  if (record.status === 'completed') emitWebhookEvent(record.partnerId, 'wallet.transaction.completed', transaction);
  if (record.status !== 'failed') return;
  emitWebhookEvent(record.partnerId, 'wallet.transaction.failed', transaction);
  if (record.category === 'withdrawal') emitWebhookEvent(record.partnerId, 'payout.failed', transaction);
}

/** The contract's view of a record: naira, no owner, no settlement plan, no link to a held fee. */
export function toTransaction(record: TransactionRecord): Transaction {
  const { partnerId: _partnerId, settlement: _settlement, heldFeeId: _heldFeeId, amount, fee, ...rest } = record;
  return { ...rest, amount: toNaira(amount), fee: toNaira(fee) };
}

/* Counterparts */

export const platformCounterpart = (detail?: string): Counterpart => ({
  kind: 'platform',
  name: 'DeliverOS',
  ...(detail ? { detail } : {}),
});

/* Settlement of pending movements (withdrawals, top-ups by bank transfer) */

/** How long a pending movement takes to settle: 4 s unless configured (MOCK_SETTLE_MS, VITE_MOCK_SETTLE_MS). */
let settleDelayMs = 4_000;

export function setSettleDelay(ms: number): void {
  settleDelayMs = Number.isFinite(ms) ? Math.max(0, ms) : 4_000;
}

export function getSettleDelay(): number {
  return settleDelayMs;
}

const settledNote = (record: TransactionRecord): string => {
  if (record.category === 'withdrawal') {
    return record.counterpart?.detail ? `Paid into ${record.counterpart.detail}` : 'Paid into your bank account';
  }
  return 'Bank transfer received';
};

/**
 * What a pending movement's settlement will be: its plan, unless the data's scenario has the
 * bank refuse every withdrawal (`payouts-failing`, mocks/control/scenarios.ts).
 */
function planOf(record: TransactionRecord): TransactionRecord['settlement'] {
  const plan = record.settlement;
  if (plan && record.category === 'withdrawal' && db.state.scenario?.withdrawalsFail && plan.outcome === 'completed') {
    return { at: plan.at, outcome: 'failed', failureReason: PAYOUTS_FAILING_REASON };
  }
  return plan;
}

/** Settles one pending movement: its status, timeline and the balance, in one step. */
function settle(record: TransactionRecord, now: number): void {
  const plan = planOf(record);
  if (!plan || record.status !== 'pending') return;
  const at = new Date(Math.min(now, plan.at)).toISOString();
  const balance = balanceOf(record.partnerId);
  let next = balance;
  // A credit counts once it has arrived; a failed debit gives back what it took (amount + fee).
  if (plan.outcome === 'completed' && record.type === 'credit') next = balance + record.amount;
  if (plan.outcome === 'failed' && record.type === 'debit') next = balance + record.amount + record.fee;
  if (!kobo.safeParse(next).success) return; // cannot happen (the amounts are bounded); never half-apply.

  if (next !== balance) walletOf(record.partnerId).balance = next;
  record.status = plan.outcome;
  if (plan.outcome === 'failed') {
    record.failureReason = plan.failureReason ?? 'The bank refused the transfer';
    record.timeline.push({ status: 'failed', at, note: 'Money returned to your wallet' });
  } else {
    record.timeline.push({ status: 'completed', at, note: settledNote(record) });
  }
  delete record.settlement;
  announce(record);
  // A withdrawal paid no longer counts as money that may come back: room for a held earning.
  releaseHeld(record.partnerId, Date.parse(at));
}

/**
 * Settles every pending movement whose time has come (all of them with `everything`).
 * Runs before every request the mock answers, so a movement settles after a reload of the
 * page, or with the HTTP mock idle in between: no timer has to survive. Returns how many settled.
 */
export function settleDue(now = Date.now(), everything = false): number {
  const due = db.state.transactions
    .filter((t) => t.status === 'pending' && t.settlement && (everything || t.settlement.at <= now))
    .sort((a, b) => (a.settlement?.at ?? 0) - (b.settlement?.at ?? 0));
  for (const record of due) settle(record, now);
  return due.length;
}

/** Tests: settles every pending withdrawal and bank-transfer top-up now, as if the bank had answered. */
export function settlePendingNow(): number {
  const settled = settleDue(Date.now(), true);
  if (settled > 0) saveDb();
  return settled;
}
