import { toNaira } from '@/api/money';
import type { Counterpart, Transaction } from '@/api/schemas';
import { DomainError } from '../errors';
import { newId } from '../ids';
import type { Tx } from '../ports';
import { formatReference } from '../references';
import { kobo, type TransactionRecord } from './records';

/*
 * The ledger: every movement of a wallet is a record (append-only: its status and timeline
 * change as it settles), and a wallet's balance is what its records add up to
 * (`ledgerBalance`). The use-cases (movements.ts, held.ts, settlement.ts) check first, then move
 * the balance by a conditional write and record what explains it, in one transaction; a
 * movement that completes or fails is announced to the partner's webhooks through the outbox.
 */

/**
 * The most a wallet may hold: ₦1,000,000,000. A movement that would take a wallet past it is
 * refused (422), and a delivery's earning is held (held.ts), so a balance can never grow towards
 * numbers JavaScript cannot count exactly (PostgreSQL's CHECK holds the same bound).
 */
export const MAX_BALANCE_KOBO = 100_000_000_000;

/** The refusal of a movement that would take a wallet past MAX_BALANCE_KOBO (422, nothing changed). */
export const walletLimit = (whose: 'your' | 'the recipient’s') =>
  new DomainError(
    422,
    `That would take ${whose} wallet past its limit of ₦${toNaira(MAX_BALANCE_KOBO).toLocaleString('en-NG')}`,
    'WALLET_LIMIT',
  );

export const insufficientBalance = () => new DomainError(400, 'Insufficient balance', 'INSUFFICIENT_BALANCE');

export const platformCounterpart = (detail?: string): Counterpart => ({
  kind: 'platform',
  name: 'DeliverOS',
  ...(detail ? { detail } : {}),
});

/** What a wallet holds before any movement (the sandbox's test money, a seeded partner's history) is one entry too. */
const OPENING_BALANCE = 'Opening balance';

/** The entry of money a wallet starts with (a credit counted like a top-up: not an earning). */
export const openingEntry = (partnerId: string, amount: number, detail?: string): NewEntry => ({
  partnerId,
  type: 'credit',
  amount,
  fee: 0,
  category: 'top-up',
  status: 'completed',
  description: OPENING_BALANCE,
  counterpart: platformCounterpart(detail),
});

/** The partner's balance in kobo (0 for a partner without a wallet). */
export const balanceOf = async (tx: Tx, partnerId: string): Promise<number> =>
  (await tx.wallets.balanceOf(partnerId)) ?? 0;

/**
 * What a ledger's entries add up to, in kobo: completed credits less their fee (a cash
 * remittance's fee is kept back), less completed debits and their fees; a pending debit counts at
 * once (a withdrawal leaves the balance when it is made, and comes back if it fails), a pending
 * credit only once it has arrived; failed and held entries count nothing. Every wallet's balance
 * is this sum of its own entries.
 */
export function ledgerBalance(entries: ReadonlyArray<Pick<TransactionRecord, 'type' | 'status' | 'amount' | 'fee'>>) {
  let balance = 0;
  for (const { type, status, amount, fee } of entries) {
    if (type === 'credit' && status === 'completed') balance += amount - fee;
    if (type === 'debit' && (status === 'completed' || status === 'pending')) balance -= amount + fee;
  }
  return balance;
}

/**
 * What may still come in, in kobo: credits on their way (bank transfers not yet received), and
 * pending withdrawals, whose amount and fee come back if the bank refuses them.
 */
async function pendingInflowsOf(tx: Tx, partnerId: string): Promise<number> {
  const pending = await tx.transactions.awaitingBank(partnerId);
  return pending.reduce((total, t) => total + (t.type === 'credit' ? t.amount : t.amount + t.fee), 0);
}

/** How much more (kobo) the wallet may receive, what may still come in included. */
export const headroomOf = async (tx: Tx, partnerId: string): Promise<number> =>
  MAX_BALANCE_KOBO - (await balanceOf(tx, partnerId)) - (await pendingInflowsOf(tx, partnerId));

/** The next reference: take it only once the movement is accepted (it advances the sequence). */
export const nextReference = async (tx: Tx, ms: number): Promise<string> =>
  formatReference(ms, await tx.references.next());

export type NewEntry = Omit<TransactionRecord, 'id' | 'reference' | 'date' | 'timeline'> & {
  /** Made here unless given (a held earning names its fee's id first). */
  id?: string;
  /** Defaults to now. */
  date?: string;
  /** Defaults to one event: the status, at the date. */
  timeline?: TransactionRecord['timeline'];
  /** Shared by both sides of a transfer; the next one otherwise. */
  reference?: string;
};

/**
 * Records a movement (its balance already moved by the caller, in the same transaction) and
 * announces it if it is completed or failed. An amount that is not whole kobo is a bug in the
 * use-case (it should have refused the request first), never a half-recorded movement.
 */
export async function recordEntry(
  tx: Tx,
  entry: NewEntry,
  now: number,
  { announce: announced = true } = {},
): Promise<TransactionRecord> {
  if (!kobo.safeParse(entry.amount).success || !kobo.safeParse(entry.fee).success) {
    throw new Error(`Refusing to record ${entry.amount} + ${entry.fee} kobo`);
  }
  const date = entry.date ?? new Date(now).toISOString();
  const record: TransactionRecord = {
    ...entry,
    id: entry.id ?? newId('txn'),
    reference: entry.reference ?? (await nextReference(tx, Date.parse(date))),
    date,
    timeline: entry.timeline ?? [{ status: entry.status, at: date }],
  };
  await tx.transactions.insert(record);
  if (announced) await announce(tx, record);
  return record;
}

/**
 * Money received now, completed (a card top-up, cash on delivery handed in): what it adds — its
 * amount less its fee — must fit under the wallet's limit, what may still come in counted (422
 * otherwise, nothing changed); then the balance and the record, together.
 */
export async function receive(tx: Tx, entry: NewEntry, now: number): Promise<TransactionRecord> {
  const { partnerId } = entry;
  await tx.wallets.lock([partnerId]);
  const net = entry.amount - entry.fee;
  if (net > (await headroomOf(tx, partnerId)) || (await tx.wallets.credit(partnerId, net)) === null) {
    throw walletLimit('your');
  }
  return recordEntry(tx, entry, now);
}

/** The contract's view of a record: naira, no owner, no settlement plan, no link to a held fee. */
export function publicTransaction(record: TransactionRecord): Transaction {
  const { partnerId: _partnerId, settlement: _settlement, heldFeeId: _heldFeeId, amount, fee, ...rest } = record;
  return { ...rest, amount: toNaira(amount), fee: toNaira(fee) };
}

/** A movement that completed or failed, to the partner's webhooks (a failed withdrawal is a failed payout too). */
export async function announce(tx: Tx, record: TransactionRecord): Promise<void> {
  const event = (type: 'wallet.transaction.completed' | 'wallet.transaction.failed' | 'payout.failed') =>
    tx.outbox.add({ kind: 'event', partnerId: record.partnerId, type, data: publicTransaction(record) });
  if (record.status === 'completed') await event('wallet.transaction.completed');
  if (record.status !== 'failed') return;
  await event('wallet.transaction.failed');
  if (record.category === 'withdrawal') await event('payout.failed');
}

/** A movement's reply: the wallet's balance now (naira) and the movement. */
export const movementReply = async (tx: Tx, partnerId: string, record: TransactionRecord) => ({
  newBalance: toNaira(await balanceOf(tx, partnerId)),
  transaction: publicTransaction(record),
});
