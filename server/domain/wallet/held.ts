import type { Tx } from '../ports';
import { announce, headroomOf, type NewEntry, recordEntry } from './ledger';
import { newId } from '../ids';

/*
 * Earnings held at the wallet limit (issue 25): a delivery's earning that would take the wallet
 * past MAX_BALANCE_KOBO is recorded `held` with its fee, the balance untouched, and released
 * once money leaving the wallet makes room.
 */

export const HELD_EARNING_REASON = 'Wallet limit reached: withdraw to receive it';
export const HELD_FEE_REASON = 'Taken when the earning it belongs to is released';

/**
 * Pays a delivery's earning and its platform fee together: credited (the price less the fee)
 * when that fits under the limit, what may still come in counted; else both recorded `held` with
 * their reason and the balance untouched, until `releaseHeld` finds room.
 */
export async function payEarning(tx: Tx, earning: NewEntry, fee: NewEntry, now: number): Promise<void> {
  const { partnerId } = earning;
  await tx.wallets.lock([partnerId]);
  const net = earning.amount - fee.amount;
  if (net <= (await headroomOf(tx, partnerId)) && (await tx.wallets.credit(partnerId, net)) !== null) {
    await recordEntry(tx, earning, now);
    await recordEntry(tx, fee, now);
    return;
  }
  const date = new Date(now).toISOString();
  const held = (reason: string) => ({
    status: 'held' as const,
    heldReason: reason,
    date,
    timeline: [{ status: 'held' as const, at: date, note: reason }],
  });
  const feeId = newId('txn');
  await recordEntry(tx, { ...earning, ...held(HELD_EARNING_REASON), heldFeeId: feeId }, now);
  await recordEntry(tx, { ...fee, ...held(HELD_FEE_REASON), id: feeId }, now);
}

/**
 * Credits the partner's held earnings that fit now, oldest first (one too large for the room
 * left is skipped, a smaller later one may still fit): each with its fee, both `completed`.
 * Runs whenever room may have appeared: money left by a transfer, a withdrawal paid. Returns
 * how many it released.
 */
export async function releaseHeld(tx: Tx, partnerId: string, now: number): Promise<number> {
  await tx.wallets.lock([partnerId]);
  let released = 0;
  const at = new Date(now).toISOString();
  for (const earning of await tx.transactions.heldEarnings(partnerId)) {
    const fee = earning.heldFeeId ? await tx.transactions.byId(partnerId, earning.heldFeeId) : undefined;
    const heldFee = fee?.status === 'held' ? fee : undefined;
    const net = earning.amount - (heldFee?.amount ?? 0);
    if (net > (await headroomOf(tx, partnerId))) continue;
    const event = { status: 'completed' as const, at, note: 'Released into your wallet' };
    // Still held (a conditional update, as settlement does), then the money: never credited twice.
    const stillHeld = await tx.transactions.update(partnerId, earning.id, 'held', {
      status: 'completed',
      event,
      clear: ['heldReason', 'heldFeeId'],
    });
    if (!stillHeld) continue;
    if ((await tx.wallets.credit(partnerId, net)) === null) {
      // Cannot happen (the room was counted under the wallet's lock): never half-apply.
      throw new Error(`Releasing ${earning.id} would take ${partnerId}'s wallet past its limit`);
    }
    if (heldFee)
      await tx.transactions.update(partnerId, heldFee.id, 'held', {
        status: 'completed',
        event,
        clear: ['heldReason'],
      });
    for (const record of heldFee ? [earning, heldFee] : [earning]) {
      const { heldReason: _reason, heldFeeId: _fee, ...rest } = record;
      await announce(tx, { ...rest, status: 'completed', timeline: [...record.timeline, event] });
    }
    released += 1;
  }
  return released;
}
