import type { Tx } from '../ports';
import { releaseHeld } from './held';
import { announce } from './ledger';
import type { SettlementPlan, TransactionRecord } from './records';

/*
 * Settlement: a pending movement (a withdrawal, a top-up by bank transfer) becomes what the
 * bank answered once its time has come — its status, its timeline and the balance in one step.
 * Nothing waits on a timer: the server's worker (server/workers/settlement.ts) runs this every
 * few seconds; the mock, before each request it answers (mocks/ledger.ts), so a movement settles
 * after a reload of the page as well.
 */

/** Why the bank refuses every withdrawal in the mock's `payouts-failing` scenario (the money and the fee come back). */
export const PAYOUTS_FAILING_REASON = 'The bank refused the transfer: its payout service is unavailable';

export interface SettleOptions {
  /** Every pending movement, due or not (tests: the bank answers now). */
  everything?: boolean;
  /** The bank refuses every withdrawal (the mock's `payouts-failing` scenario). */
  withdrawalsFail?: boolean;
  /** At most this many (the server settles one per transaction). */
  limit?: number;
}

const settledNote = (record: TransactionRecord): string => {
  if (record.category === 'withdrawal') {
    return record.counterpart?.detail ? `Paid into ${record.counterpart.detail}` : 'Paid into your bank account';
  }
  return 'Bank transfer received';
};

/** What a pending movement's settlement will be: its plan, unless the bank refuses every withdrawal. */
function planOf(record: TransactionRecord, plan: SettlementPlan, withdrawalsFail: boolean): SettlementPlan {
  if (withdrawalsFail && record.category === 'withdrawal' && plan.outcome === 'completed') {
    return { at: plan.at, outcome: 'failed', failureReason: PAYOUTS_FAILING_REASON };
  }
  return plan;
}

/** Settles one pending movement: its status, timeline and the balance together; whether it did. */
async function settle(tx: Tx, record: TransactionRecord, now: number, withdrawalsFail: boolean): Promise<boolean> {
  if (!record.settlement || record.status !== 'pending') return false;
  const plan = planOf(record, record.settlement, withdrawalsFail);
  const at = new Date(Math.min(now, plan.at)).toISOString();
  const failed = plan.outcome === 'failed';
  const event = failed
    ? { status: 'failed' as const, at, note: 'Money returned to your wallet' }
    : { status: 'completed' as const, at, note: settledNote(record) };
  const failureReason = failed ? (plan.failureReason ?? 'The bank refused the transfer') : undefined;
  await tx.wallets.lock([record.partnerId]);
  const changed = await tx.transactions.update(record.partnerId, record.id, 'pending', {
    status: plan.outcome,
    event,
    ...(failureReason ? { failureReason } : {}),
    clear: ['settlement'],
  });
  if (!changed) return false;
  // A credit counts once it has arrived; a failed debit gives back what it took (amount + fee).
  const back =
    !failed && record.type === 'credit'
      ? record.amount
      : failed && record.type === 'debit'
        ? record.amount + record.fee
        : 0;
  if (back > 0 && (await tx.wallets.credit(record.partnerId, back)) === null) {
    // Cannot happen (what may come in is counted before a movement is accepted): never half-apply.
    throw new Error(`Settling ${record.id} would take ${record.partnerId}'s wallet past its limit`);
  }
  const { settlement: _plan, ...rest } = record;
  await announce(tx, {
    ...rest,
    status: plan.outcome,
    timeline: [...record.timeline, event],
    ...(failureReason ? { failureReason } : {}),
  });
  // A withdrawal paid no longer counts as money that may come back: room for a held earning.
  await releaseHeld(tx, record.partnerId, Date.parse(at));
  return true;
}

/**
 * Settles the pending movements whose time has come by `now` (all of them with `everything`),
 * soonest first; how many settled.
 */
export async function settleDue(tx: Tx, now: number, options: SettleOptions = {}): Promise<number> {
  const { everything = false, withdrawalsFail = false, limit = Number.POSITIVE_INFINITY } = options;
  let settled = 0;
  for (const record of await tx.transactions.due(everything ? Number.POSITIVE_INFINITY : now, limit)) {
    if (await settle(tx, record, now, withdrawalsFail)) settled += 1;
  }
  return settled;
}
