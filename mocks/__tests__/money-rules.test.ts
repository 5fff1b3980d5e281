import { beforeEach, describe, expect, it } from 'vitest';
import { listDeliveries } from '@/api/deliveries';
import { createDeliveryRoute, listDeliveryRoutes, updateDeliveryRoute } from '@/api/delivery-routes';
import { toKobo } from '@/api/money';
import { snakeizeKeys } from '@/api/schemas';
import { getWallet } from '@/api/wallet';
import { topUp, transfer, withdraw } from '@/api/wallet-movements';
import { db } from '../db';
import { server } from '../node';
import { DEMO_PAYOUT_ACCOUNT, DEMO_USER_ID, SECOND_PARTNER } from '../seed';
import { newDelivery } from './deliveries-fixtures';
import { failure, mockState, raw, signInDemo } from './helpers';
import { expectWalletAsSeeded } from './wallet-fixtures';
import { createDelivery } from '@/api/delivery-writes';

/*
 * The amount rules of the contract (src/api/money.ts, src/api/schemas/money.ts), as the mock
 * enforces them: per movement ₦100 to ₦5,000,000 with at most 2 decimals; a delivery price or
 * a route's base price ₦1 to ₦10,000,000. A refusal is a 400 with a field message that
 * changes nothing; nothing answers 5xx to any amount.
 */

const SEED_BALANCE = 125_000;
let keyCount = 0;
const key = () => `money-rules-${++keyCount}`;

const SMALLEST = 'amount: The smallest amount you can move at once is ₦100';
const LARGEST = 'amount: The largest amount you can move at once is ₦5,000,000';
const DECIMALS = 'amount: Use at most 2 decimal places (kobo)';
const NOT_A_NUMBER = 'amount: Enter an amount in naira';

/** The amount as it is written in the JSON body (so 1e307 reaches the mock as is), and the 400's message. */
const badAmounts: Array<[label: string, json: string, message: string]> = [
  ['1e307', '1e307', LARGEST],
  ['0.004', '0.004', SMALLEST],
  ['10.123', '10.123', SMALLEST],
  ['100.001', '100.001', DECIMALS],
  ['-5', '-5', SMALLEST],
  ['0', '0', SMALLEST],
  ['5_000_000.01', '5000000.01', LARGEST],
  ['1.7e306', '1.7e306', LARGEST],
  ['a string', '"5000"', NOT_A_NUMBER],
  ['NaN (null in JSON)', 'null', NOT_A_NUMBER],
  ['true', 'true', NOT_A_NUMBER],
];

const movements = [
  { path: '/api/wallet/top-up', rest: '"payment_method":"card"' },
  { path: '/api/wallet/withdraw', rest: `"payout_account_id":"${DEMO_PAYOUT_ACCOUNT.id}"` },
  { path: '/api/wallet/transfer', rest: `"recipient_email":"${SECOND_PARTNER.email}"` },
];

describe('amounts of a movement', () => {
  beforeEach(signInDemo);

  describe.each(movements)('$path', ({ path, rest }) => {
    it.each(badAmounts)('refuses %s with a 400 naming the field, changing nothing', async (_, amount, message) => {
      const before = mockState();
      const { status, json } = await raw(path, {
        method: 'POST',
        headers: { 'Idempotency-Key': key() },
        body: `{"amount":${amount},${rest}}`,
      });
      expect(status).toBe(400);
      expect(json).toMatchObject({ success: false, data: null, code: 'VALIDATION_ERROR', message });
      await expectWalletAsSeeded(before);
    });

    it('refuses a body without an amount', async () => {
      const before = mockState();
      const { status, json } = await raw(path, {
        method: 'POST',
        headers: { 'Idempotency-Key': key() },
        body: `{${rest}}`,
      });
      expect({ status, message: json.message }).toEqual({ status: 400, message: NOT_A_NUMBER });
      expect(mockState()).toEqual(before);
    });
  });

  it('accepts exactly ₦100 and ₦5,000,000 on each movement', async () => {
    expect((await topUp({ amount: 100, paymentMethod: 'card' }, key())).transaction.amount).toBe(100);
    expect((await topUp({ amount: 5_000_000, paymentMethod: 'card' }, key())).newBalance).toBe(5_125_100);
    expect((await withdraw({ amount: 100, payoutAccountId: DEMO_PAYOUT_ACCOUNT.id }, key())).newBalance).toBe(
      5_124_990,
    );
    expect((await withdraw({ amount: 5_000_000, payoutAccountId: DEMO_PAYOUT_ACCOUNT.id }, key())).newBalance).toBe(
      124_940,
    );
    await topUp({ amount: 5_000_000, paymentMethod: 'card' }, key());
    expect((await transfer({ amount: 100, recipientEmail: SECOND_PARTNER.email }, key())).newBalance).toBe(5_124_840);
    expect((await transfer({ amount: 5_000_000, recipientEmail: SECOND_PARTNER.email }, key())).newBalance).toBe(
      124_840,
    );
    expect(db.state.wallets.find((w) => w.partnerId === SECOND_PARTNER.id)?.balance).toBe(toKobo(5_020_100));
  });

  it('keeps kobo exact: amounts with 2 decimals add up without floating-point dust', async () => {
    for (let i = 0; i < 10; i += 1) await topUp({ amount: 100.1, paymentMethod: 'card' }, key());
    await topUp({ amount: 1_234.56, paymentMethod: 'card' }, key());
    expect((await getWallet()).balance).toBe(SEED_BALANCE + 1_001 + 1_234.56);
    expect(db.state.wallets.find((w) => w.partnerId === DEMO_USER_ID)?.balance).toBe(12_500_000 + 100_100 + 123_456);
    expect(db.state.transactions.every((t) => Number.isInteger(t.amount) && Number.isInteger(t.fee))).toBe(true);
  });

  it('the client refuses 1e307 before sending: an invalid-request ApiError that names the problem', async () => {
    let requests = 0;
    const count = () => void (requests += 1);
    server.events.on('request:start', count);
    const before = mockState();
    const error = await failure(topUp({ amount: 1e307, paymentMethod: 'card' }, key()));
    expect(error).toMatchObject({
      kind: 'invalid-request',
      code: 'INVALID_REQUEST',
      message: 'The largest amount you can move at once is ₦5,000,000',
    });
    expect(await failure(withdraw({ amount: 0.004, payoutAccountId: DEMO_PAYOUT_ACCOUNT.id }, key()))).toMatchObject({
      kind: 'invalid-request',
      message: 'The smallest amount you can move at once is ₦100',
    });
    expect(await failure(transfer({ amount: 100.001, recipientEmail: SECOND_PARTNER.email }, key()))).toMatchObject({
      kind: 'invalid-request',
      message: 'Use at most 2 decimal places (kobo)',
    });
    expect(requests).toBe(0);
    server.events.removeListener('request:start', count);
    expect(mockState()).toEqual(before);
  });
});

const deliveryJson = (price: string) => {
  const { price: _price, ...rest } = snakeizeKeys(newDelivery) as Record<string, unknown>;
  return `{"price":${price},${JSON.stringify(rest).slice(1)}`;
};
const routeJson = (price: string) => `{"from":"Yaba","to":"Ajah","estimated_time":"2 hours","base_price":${price}}`;

const badPrices: Array<[label: string, json: string, message: string]> = [
  ['1e307', '1e307', 'The largest price is ₦10,000,000'],
  ['10_000_000.01', '10000000.01', 'The largest price is ₦10,000,000'],
  ['0', '0', 'The smallest price is ₦1'],
  ['99.999', '99.999', 'Use at most 2 decimal places (kobo)'],
  ['NaN (null in JSON)', 'null', 'Enter an amount in naira'],
];

describe('prices: a delivery’s price and a route’s base price', () => {
  beforeEach(signInDemo);

  it.each(badPrices)('refuses a delivery price of %s (400), changing nothing', async (_, price, message) => {
    const before = mockState();
    const { status, json } = await raw('/api/deliveries', { method: 'POST', body: deliveryJson(price) });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'VALIDATION_ERROR', message: `price: ${message}` });
    expect(mockState()).toEqual(before);
    expect((await raw('/api/deliveries')).status).toBe(200);
  });

  it.each(badPrices)('refuses a route base price of %s (400), on create and update', async (_, price, message) => {
    const before = mockState();
    const created = await raw('/api/routes', { method: 'POST', body: routeJson(price) });
    expect(created).toMatchObject({ status: 400, json: { message: `base_price: ${message}` } });
    const updated = await raw('/api/routes/rte_lekki_ikeja', { method: 'PUT', body: `{"base_price":${price}}` });
    expect(updated).toMatchObject({ status: 400, json: { message: `base_price: ${message}` } });
    expect(mockState()).toEqual(before);
    expect((await raw('/api/routes')).status).toBe(200);
  });

  it('accepts ₦10,000,000 and kobo, stores kobo, answers naira', async () => {
    const delivery = await createDelivery({ ...newDelivery, price: 10_000_000 });
    expect(delivery.price).toBe(10_000_000);
    expect(db.state.deliveries.find((d) => d.id === delivery.id)?.price).toBe(1_000_000_000);
    expect((await listDeliveries({ search: 'Birthday gift' })).items[0]?.price).toBe(10_000_000);

    const route = await createDeliveryRoute({
      from: 'Yaba',
      to: 'Ajah',
      estimatedTime: '2 hours',
      basePrice: 10_000_000,
    });
    expect(route.basePrice).toBe(10_000_000);
    expect(db.state.deliveryRoutes.find((r) => r.id === route.id)?.basePrice).toBe(1_000_000_000);
    expect((await updateDeliveryRoute(route.id, { basePrice: 3_499.99 })).basePrice).toBe(3_499.99);
    expect((await listDeliveryRoutes()).find((r) => r.id === route.id)?.basePrice).toBe(3_499.99);
  });
});
