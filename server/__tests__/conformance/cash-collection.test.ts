import { expect, it } from 'vitest';
import { DEMO_RIDERS } from '../../seed/riders';
import {
  attentionOf,
  COD,
  deliverCod,
  deliverWith,
  KUNLE,
  refused,
  report,
  sadeDayOf,
  today,
  type WireCodDelivery,
} from '../support/cash';
import { detail, newDelivery, ok, SEEDED } from '../support/deliveries';
import { as, onEveryStore, refusedUnchanged, signIn, signInNewPartner } from '../support/suite';
import type { Target } from '../support/target';

/*
 * Cash on delivery on every store (docs/api-contract.md), at the door: an amount to collect on a
 * new delivery, collected with POST …/deliver (never PUT …/status), what a short collection
 * flags, and today's report of it. Handing the cash in: cash-on-delivery.test.ts. Seed: support/cash.ts.
 */

const notes = async (api: Target, token: string, id: string) =>
  (
    (await api.call(`/api/deliveries/${id}/tracking`, { token })).json.data as { events: Array<{ note: string }> }
  ).events.map((e) => e.note);

onEveryStore('cash on delivery: a delivery with cash to collect', (api) => {
  it('takes an amount to the kobo up to ₦10,000,000; ₦0, more, or finer than a kobo is refused (400)', async () => {
    const session = await signIn(api());
    const create = (cash?: object) =>
      api().call('/api/deliveries', as(session, { body: newDelivery(cash ? { cash_on_delivery: cash } : {}) }));
    const created = ok<WireCodDelivery>(await create({ amount: 12_345.67 }), 201);
    expect(created.cash_on_delivery).toEqual({ amount: 12_345.67 });
    expect(((await detail(api(), session, created.id)) as WireCodDelivery).cash_on_delivery).toEqual({
      amount: 12_345.67,
    });
    expect(ok<WireCodDelivery>(await create({ amount: 10_000_000 }), 201).cash_on_delivery).toEqual({
      amount: 10_000_000,
    });
    expect(ok<WireCodDelivery>(await create(), 201).cash_on_delivery).toBeUndefined();
    const sadeDay = await sadeDayOf(api(), session);
    for (const amount of [0, 10_000_000.01, 500.001]) {
      const refusal = await refused(api(), session, sadeDay, () => create({ amount }));
      expect({ amount, ...refusal, message: undefined }).toEqual({
        amount,
        status: 400,
        code: 'VALIDATION_ERROR',
        message: undefined,
      });
      expect(refusal.message).toMatch(/^cash_on_delivery\.amount: /);
    }
  });

  it('is delivered by PUT …/status never, even where no proof is asked: POST …/deliver with its collection', async () => {
    // A new partner asks for no proof and keeps no cash-handling fee.
    const session = await signInNewPartner(api());
    const rider = ok<{ id: string }>(
      await api().call(
        '/api/riders',
        as(session, { body: { name: 'Femi Ajayi', phone: '+234 816 555 0300', vehicle: 'bike' } }),
      ),
      201,
    );
    const { id } = ok<{ id: string }>(
      await api().call('/api/deliveries', as(session, { body: newDelivery({ cash_on_delivery: { amount: 7_500 } }) })),
      201,
    );
    const status = (value: string) =>
      api().call(
        `/api/deliveries/${id}/status`,
        as(session, { method: 'PUT', body: { status: value, timestamp: new Date().toISOString() } }),
      );
    ok(await api().call(`/api/deliveries/${id}/accept`, as(session, { body: { rider_id: rider.id } })));
    ok(await status('picked-up'));
    ok(await status('in-transit'));
    const read = () => detail(api(), session, id);
    expect((await refusedUnchanged(read, () => status('delivered'))).message).toMatch(
      /₦7,500 to collect: deliver it with POST \/api\/deliveries\/:id\/deliver/,
    );
    const collection = { method: 'pos', amount: 7_500 };
    const delivered = ok<WireCodDelivery>(
      await api().call(`/api/deliveries/${id}/deliver`, as(session, { body: { collection } })),
    );
    expect(delivered).toMatchObject({ status: 'delivered', cash_on_delivery: { collected: { method: 'pos' } } });
    expect((await report(api(), session)).riders).toMatchObject([{ rider: { id: rider.id }, held: 7_500, fee: 0 }]);
  });
});

onEveryStore('cash on delivery: collecting', (api) => {
  it('refuses a delivery without its collection, one over or under the amount, or cash where none is due (400), changing nothing', async () => {
    const session = await signIn(api());
    const sadeDay = await sadeDayOf(api(), session);
    for (const id of [COD, SEEDED.inTransit]) {
      const body = { code: DEMO_RIDERS.deliveryCode };
      ok(await api().call(`/api/deliveries/${id}/verify-code`, as(session, { body })));
    }
    const deliver =
      (collection?: object, id: string = COD) =>
      () =>
        deliverWith(api(), session, id, collection);
    expect(await refused(api(), session, sadeDay, deliver())).toMatchObject({
      status: 400,
      code: 'COLLECTION_REQUIRED',
      message: expect.stringMatching(/^collection: This delivery has ₦48,500 to collect/) as string,
    });
    expect(await refused(api(), session, sadeDay, deliver({ method: 'cash', amount: 48_500.01 }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'collection.amount: More than the ₦48,500 to collect',
    });
    // Nothing paid is a refusal at the door (a failed attempt), not a delivery.
    expect(await refused(api(), session, sadeDay, deliver({ method: 'cash', amount: 0 }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'collection.amount: The smallest amount collected is ₦1',
    });
    expect(await refused(api(), session, sadeDay, deliver({ method: 'pos', amount: 100 }, SEEDED.inTransit))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'collection: This delivery has no cash to collect',
    });
    expect(await detail(api(), session, COD)).toMatchObject({
      status: 'in-transit',
      delivery_code: { verified: true, tries_left: 3 },
      cash_on_delivery: { amount: 48_500 },
    });
  });

  it('delivers with the whole amount: on the delivery and in its history, today’s report, the earning paid, no attention', async () => {
    const session = await signIn(api());
    const before = await api().call('/api/wallet', as(session));
    const delivered = ok<WireCodDelivery>(await deliverCod(api(), session, { method: 'transfer', amount: 48_500 }));
    const collected = { method: 'transfer', amount: 48_500, at: expect.any(String) as string };
    expect(delivered).toMatchObject({ status: 'delivered', cash_on_delivery: { amount: 48_500, collected } });
    expect(await notes(api(), session.token, COD)).toContain('Cash on delivery: ₦48,500 collected by transfer');
    // The earning is paid as for any delivery; the cash is not in the wallet before it is handed in.
    const balanceOf = (reply: typeof before) => Math.round((reply.json.data as { balance: number }).balance * 100);
    expect(balanceOf(await api().call('/api/wallet', as(session))) - balanceOf(before)).toBe(
      Math.round(delivered.price * 90),
    );
    const now = await report(api(), session);
    expect(now).toMatchObject({
      day: today(),
      totals: { deliveries: 1, expected: 48_500, collected: 48_500, remitted: 0, held: 48_500, short: 0 },
    });
    expect(now.riders).toMatchObject([{ rider: { id: KUNLE }, fee: 727.5 }]);
    expect(now.collections).toEqual([
      {
        delivery_id: COD,
        tracking_number: delivered.tracking_number,
        customer_name: delivered.customer.name,
        rider: expect.objectContaining({ id: KUNLE }) as object,
        expected: 48_500,
        method: 'transfer',
        collected: 48_500,
        collected_at: delivered.cash_on_delivery?.collected?.at,
      },
    ]);
    expect(await attentionOf(api(), session, COD)).toBeUndefined();
  });

  it('flags a short collection for attention since it was collected, and reports it short', async () => {
    const session = await signIn(api());
    const delivered = ok<WireCodDelivery>(await deliverCod(api(), session, { method: 'cash', amount: 40_000 }));
    expect(delivered.cash_on_delivery).toEqual({
      amount: 48_500,
      collected: { method: 'cash', amount: 40_000, at: expect.any(String) as string },
    });
    expect(await notes(api(), session.token, COD)).toContain(
      'Cash on delivery: ₦40,000 collected in cash (₦8,500 short)',
    );
    expect(await attentionOf(api(), session, COD)).toEqual({
      delivery: expect.objectContaining({ id: COD, status: 'delivered' }) as object,
      reasons: [{ reason: 'short-collection', since: delivered.cash_on_delivery?.collected?.at }],
    });
    const now = await report(api(), session);
    expect(now).toMatchObject({
      day: today(),
      cash_handling_fee_percent: 1.5,
      totals: { deliveries: 1, expected: 48_500, collected: 40_000, remitted: 0, held: 40_000, short: 8_500 },
      held_before: 96_000,
    });
    expect(now.riders).toMatchObject([
      { rider: { id: KUNLE, name: 'Kunle Balogun' }, held: 40_000, short: 8_500, fee: 600 },
    ]);
    expect(now.collections.map((c) => c.delivery_id)).toEqual([COD]);
  });
});
