import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateDeliveryStatus } from '@/api/deliveries';
import { toKobo, toNaira } from '@/api/money';
import { getTransaction, getWallet, getWalletStatistics, listTransactions } from '@/api/wallet';
import { topUp, transfer, withdraw } from '@/api/wallet-movements';
import { db } from '../db';
import { HELD_EARNING_REASON, HELD_FEE_REASON, MAX_BALANCE_KOBO, setSettleDelay, settlePendingNow } from '../ledger';
import { DEMO_USER_ID, SECOND_PARTNER } from '../seed';
import { IN_TRANSIT, PICKED_UP } from './deliveries-fixtures';
import { expectFailure, signInDemo, deliverWithProof } from './helpers';
import { balanceOf, DEMO_ACCOUNT, key } from './wallet-fixtures';

/*
 * Issue 25: a delivery's earning that would take the wallet past its ₦1,000,000,000 limit is
 * held — recorded `held` with its reason, the balance untouched — and released into the
 * wallet once money leaving it makes room (a transfer out, a withdrawal the bank paid).
 */

const MAX_NAIRA = toNaira(MAX_BALANCE_KOBO);
const PRICE = 10_000_000;
const NET = PRICE * 0.9;

const setBalance = (naira: number) => {
  db.state.wallets.find((w) => w.partnerId === DEMO_USER_ID)!.balance = toKobo(naira);
};

/** A seed delivery (in transit, or picked up), priced at ₦10,000,000 and marked delivered. */
async function deliverBigOne(id = IN_TRANSIT) {
  db.state.deliveries.find((d) => d.id === id)!.price = toKobo(PRICE);
  if (id === PICKED_UP) await updateDeliveryStatus(id, 'in-transit');
  return deliverWithProof(id);
}

const heldOnes = async () => (await listTransactions({ status: 'held' })).items;

afterEach(() => setSettleDelay(4_000));

describe('an earning at the wallet limit', () => {
  beforeEach(signInDemo);

  it('is held at a full wallet: the balance stays at the limit, earning and fee say held and why', async () => {
    setBalance(MAX_NAIRA);
    const before = (await listTransactions()).total;
    expect((await deliverBigOne()).status).toBe('delivered');

    expect((await getWallet()).balance).toBe(MAX_NAIRA);
    expect((await listTransactions()).total).toBe(before + 2);
    const [fee, earning] = await heldOnes();
    expect(earning).toMatchObject({
      category: 'earning',
      type: 'credit',
      amount: PRICE,
      status: 'held',
      heldReason: HELD_EARNING_REASON,
      timeline: [{ status: 'held', note: HELD_EARNING_REASON }],
    });
    expect(fee).toMatchObject({ category: 'fee', type: 'debit', amount: PRICE * 0.1, heldReason: HELD_FEE_REASON });
    expect(await getTransaction(earning!.id)).toEqual(earning);
    // Not earned yet, as far as the statistics go.
    expect((await getWalletStatistics({ period: 'month' })).platformFees).toBe(1_800 + 950 + 2_250);
  });

  it('is held when the price less the fee does not fit; credited when it just fits', async () => {
    setBalance(MAX_NAIRA - NET + 0.01);
    await deliverBigOne();
    expect((await getWallet()).balance).toBe(MAX_NAIRA - NET + 0.01);
    expect(await heldOnes()).toHaveLength(2);

    setBalance(MAX_NAIRA - NET);
    await deliverBigOne(PICKED_UP);
    expect((await getWallet()).balance).toBe(MAX_NAIRA);
    expect(await heldOnes()).toHaveLength(2);
  });

  it('counts a bank transfer on its way: an earning it leaves no room for is held', async () => {
    setBalance(MAX_NAIRA - NET - 1_000);
    await topUp({ amount: 5_000, paymentMethod: 'bank_transfer' }, key());
    await deliverBigOne();
    expect(await heldOnes()).toHaveLength(2);
    await settlePendingNow();
    expect(balanceOf(DEMO_USER_ID)).toBe(MAX_BALANCE_KOBO - toKobo(NET + 1_000 - 5_000));
    expect(balanceOf(DEMO_USER_ID)).toBeLessThanOrEqual(MAX_BALANCE_KOBO);
  });

  it('is released by a transfer out that makes room, in the same step: both completed, the balance within the limit', async () => {
    setBalance(MAX_NAIRA);
    await deliverBigOne();
    const [fee, earning] = await heldOnes();

    // ₦5,000,000 out is not room enough for ₦9,000,000: still held.
    expect((await transfer({ amount: 5_000_000, recipientEmail: SECOND_PARTNER.email }, key())).newBalance).toBe(
      MAX_NAIRA - 5_000_000,
    );
    expect(await heldOnes()).toHaveLength(2);

    const second = await transfer({ amount: 5_000_000, recipientEmail: SECOND_PARTNER.email }, key());
    expect(second.newBalance).toBe(MAX_NAIRA - 10_000_000 + NET);
    expect(await heldOnes()).toHaveLength(0);
    const released = await getTransaction(earning!.id);
    expect(released.status).toBe('completed');
    expect(released.heldReason).toBeUndefined();
    expect(released.timeline.map((e) => e.status)).toEqual(['held', 'completed']);
    expect((await getTransaction(fee!.id)).status).toBe('completed');
    expect((await getWallet()).balance).toBe(MAX_NAIRA - 1_000_000);
  });

  it('waits for a withdrawal to be paid: money that may come back makes no room until then', async () => {
    setSettleDelay(60_000);
    setBalance(MAX_NAIRA);
    await deliverBigOne();
    await withdraw({ amount: 5_000_000, payoutAccountId: DEMO_ACCOUNT }, key());
    await withdraw({ amount: 5_000_000, payoutAccountId: DEMO_ACCOUNT }, key());
    expect((await getWallet()).balance).toBe(MAX_NAIRA - 10_000_100);
    expect(await heldOnes()).toHaveLength(2);
    // The room a pending withdrawal seems to leave is not there for a top-up either.
    await expectFailure(topUp({ amount: 100, paymentMethod: 'card' }, key()), { status: 422, code: 'WALLET_LIMIT' });

    expect(await settlePendingNow()).toBe(2);
    expect(await heldOnes()).toHaveLength(0);
    expect((await getWallet()).balance).toBe(MAX_NAIRA - 10_000_100 + NET);
  });
});
