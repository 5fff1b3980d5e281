import { expect, it } from 'vitest';
import { HELD_EARNING_REASON, HELD_FEE_REASON } from '../../domain/wallet/held';
import { MAX_BALANCE_KOBO } from '../../domain/wallet/ledger';
import { detail, ok, SEEDED } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';
import { balance, move, movement, transactions } from '../support/wallet';

/*
 * An earning that would take the wallet past its ₦1,000,000,000 limit is held, on every store:
 * recorded `held` with its reason, the balance untouched, and released into the wallet once
 * money leaving it makes room (a transfer out, a withdrawal the bank paid).
 */

const MAX_NAIRA = MAX_BALANCE_KOBO / 100;
/** The seed's in-transit delivery: ₦12,000, so ₦10,800 once the 10 % fee is taken. */
const PRICE = 12_000;
const NET = PRICE * 0.9;

const setBalance = (api: Target, naira: number) => api.setBalance('usr_demo', Math.round(naira * 100));
const heldOnes = async (api: Target, session: Session) => (await transactions(api, session, 'status=held')).items;

/** Marks a seeded delivery delivered (the partner asks no proof); a picked-up one goes on the road first. */
async function deliver(api: Target, session: Session, id: string = SEEDED.inTransit) {
  const settings = { proof_of_delivery: { code: false, signature: false, photo: false } };
  ok(await api.call('/api/delivery-partners/settings', as(session, { method: 'PUT', body: settings })));
  const statuses = id === SEEDED.pickedUp ? ['in-transit', 'delivered'] : ['delivered'];
  for (const status of statuses) {
    const body = { status, timestamp: new Date().toISOString() };
    ok(await api.call(`/api/deliveries/${id}/status`, as(session, { method: 'PUT', body })));
  }
}

onEveryStore('an earning at the wallet limit', (api) => {
  it('is held at a full wallet: the balance stays at the limit, earning and fee say held and why', async () => {
    const session = await signIn(api());
    await setBalance(api(), MAX_NAIRA);
    const before = (await transactions(api(), session)).total;
    await deliver(api(), session);
    expect(await balance(api(), session)).toBe(MAX_NAIRA);
    expect((await transactions(api(), session)).total).toBe(before + 2);
    const held = await heldOnes(api(), session);
    const earning = held.find((t) => t.category === 'earning');
    expect(earning).toMatchObject({
      type: 'credit',
      amount: PRICE,
      status: 'held',
      held_reason: HELD_EARNING_REASON,
      timeline: [{ status: 'held', note: HELD_EARNING_REASON }],
    });
    expect(held.find((t) => t.category === 'fee')).toMatchObject({
      type: 'debit',
      amount: PRICE * 0.1,
      held_reason: HELD_FEE_REASON,
    });
    expect((await api().call(`/api/wallet/transactions/${earning!.id}`, as(session))).json.data).toEqual(earning);
    // Not earned yet, as far as the statistics go.
    const statistics = (await api().call('/api/wallet/statistics?period=month', as(session))).json.data;
    expect(statistics).toMatchObject({ total_earnings: 50_000, platform_fees: 5_000 });
  });

  it('is held when the price less the fee does not fit; credited when it just fits', async () => {
    const session = await signIn(api());
    await setBalance(api(), MAX_NAIRA - NET + 0.01);
    await deliver(api(), session);
    expect(await balance(api(), session)).toBe(MAX_NAIRA - NET + 0.01);
    expect(await heldOnes(api(), session)).toHaveLength(2);

    const { price } = await detail(api(), session, SEEDED.pickedUp);
    await setBalance(api(), MAX_NAIRA - price * 0.9);
    await deliver(api(), session, SEEDED.pickedUp);
    expect(await balance(api(), session)).toBe(MAX_NAIRA);
    expect(await heldOnes(api(), session)).toHaveLength(2);
  });

  it('counts a bank transfer on its way: an earning it leaves no room for is held', async () => {
    const session = await signIn(api());
    await setBalance(api(), MAX_NAIRA - NET - 1_000);
    await move(api(), session, '/api/wallet/top-up', { amount: 5_000, payment_method: 'bank_transfer' });
    await deliver(api(), session);
    expect(await heldOnes(api(), session)).toHaveLength(2);
    await api().settle();
    expect(await balance(api(), session)).toBe(MAX_NAIRA - NET - 1_000 + 5_000);
  });

  it('is released by a transfer out that makes room, in the same step: both completed, the balance within the limit', async () => {
    const session = await signIn(api());
    await setBalance(api(), MAX_NAIRA);
    await deliver(api(), session);
    const [first, second] = await heldOnes(api(), session);
    const transfer = (amount: number) =>
      move(api(), session, '/api/wallet/transfer', { amount, recipient_email: 'chidi@riders.ng' });

    // ₦5,000 out is not room enough for ₦10,800: still held.
    expect(movement(await transfer(5_000)).new_balance).toBe(MAX_NAIRA - 5_000);
    expect(await heldOnes(api(), session)).toHaveLength(2);

    expect(movement(await transfer(6_000)).new_balance).toBe(MAX_NAIRA - 11_000 + NET);
    expect(await heldOnes(api(), session)).toHaveLength(0);
    for (const held of [first!, second!]) {
      const released = (await api().call(`/api/wallet/transactions/${held.id}`, as(session))).json.data;
      expect(released).toMatchObject({ status: 'completed', timeline: [{ status: 'held' }, { status: 'completed' }] });
      expect(released).not.toHaveProperty('held_reason');
    }
    expect(await balance(api(), session)).toBe(MAX_NAIRA - 11_000 + NET);
  });

  it('waits for a withdrawal to be paid: money that may come back makes no room until then', async () => {
    const session = await signIn(api());
    await setBalance(api(), MAX_NAIRA);
    await deliver(api(), session);
    const withdraw = () =>
      move(api(), session, '/api/wallet/withdraw', { amount: 6_000, payout_account_id: 'pa_demo_gtbank' });
    await withdraw();
    await withdraw();
    expect(await balance(api(), session)).toBe(MAX_NAIRA - 12_050);
    expect(await heldOnes(api(), session)).toHaveLength(2);
    // The room a pending withdrawal seems to leave is not there for a top-up either.
    const topUp = await move(api(), session, '/api/wallet/top-up', { amount: 100, payment_method: 'card' });
    expect(outcome(topUp)).toEqual({ status: 422, code: 'WALLET_LIMIT' });

    expect(await api().settle()).toBe(2);
    expect(await heldOnes(api(), session)).toHaveLength(0);
    expect(await balance(api(), session)).toBe(MAX_NAIRA - 12_050 + NET);
  });
});
