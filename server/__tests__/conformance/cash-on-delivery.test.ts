import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifySignature } from '../../domain/webhooks/signature';
import {
  attentionOf,
  COD,
  deliverCod,
  KUNLE,
  refused,
  remit,
  report,
  SADE,
  sadeDayOf,
  today,
  type WireCodDelivery,
} from '../support/cash';
import { detail, newDelivery, ok, SEEDED, type WireDelivery } from '../support/deliveries';
import { PHOTO } from '../support/images';
import { eventually, startReceiver, type Receiver } from '../support/receiver';
import { as, onEveryStore, outcome, refusalOf, signIn, signInNewPartner, type Session } from '../support/suite';
import { balance, expectLedgerMatchesBalance, transactions } from '../support/wallet';

/*
 * Cash on delivery on every store (docs/api-contract.md), once collected (cash-collection.test.ts):
 * reported by Lagos day and rider, handed in once into the wallet less the partner's
 * cash-handling fee (1.5 % for the demo partner), the fee's settings. Seed: support/cash.ts.
 */

onEveryStore('cash on delivery: handing it in', (api) => {
  it('credits the wallet once, less the fee; a second remittance of the day is refused; the ledger adds up', async () => {
    const session = await signIn(api());
    const sadeDay = await sadeDayOf(api(), session);
    expect(sadeDay < today()).toBe(true);
    const before = await balance(api(), session);
    const remittance = ok<{ amount: number; fee: number; deliveries: number; transaction: { reference: string } }>(
      await remit(api(), session, SADE, sadeDay),
    );
    expect(remittance).toMatchObject({
      rider: { id: SADE, name: 'Sade Ogunleye' },
      day: sadeDay,
      deliveries: 1,
      amount: 96_000,
      fee: 1_440,
      transaction: { type: 'credit', category: 'cod-remittance', status: 'completed', amount: 96_000, fee: 1_440 },
    });
    expect(await balance(api(), session)).toBe(before + 96_000 - 1_440);
    expect(await refused(api(), session, sadeDay, () => remit(api(), session, SADE, sadeDay))).toEqual({
      status: 409,
      code: 'NOTHING_TO_REMIT',
      message: `Sade Ogunleye holds no cash on delivery from ${sadeDay}`,
    });
    expect(await balance(api(), session)).toBe(before + 96_000 - 1_440);
    expect((await transactions(api(), session, 'category=cod-remittance')).items).toHaveLength(1);
    await expectLedgerMatchesBalance(api(), session);

    expect(await report(api(), session, sadeDay)).toMatchObject({
      totals: { collected: 96_000, remitted: 96_000, held: 0 },
      riders: [{ rider: { id: SADE }, remitted: 96_000, held: 0, fee: 0 }],
    });
    expect((await report(api(), session)).held_before).toBe(0);
    const tracking = (await api().call(`/api/deliveries/${SEEDED.delivered}/tracking`, as(session))).json.data as {
      events: Array<{ note: string }>;
    };
    expect(tracking.events.at(-1)?.note).toBe(
      `Cash on delivery handed in by Sade Ogunleye (${remittance.transaction.reference})`,
    );
  });

  it('keeps the fee back to the kobo, marks the collection handed in and clears its attention', async () => {
    const session = await signIn(api());
    // 1.5 % of ₦40,000.50 is ₦600.0075: ₦600.01 is kept back.
    ok(await deliverCod(api(), session, { method: 'cash', amount: 40_000.5 }));
    const before = await balance(api(), session);
    const remittance = ok<{ remitted_at: string; transaction: { reference: string } }>(
      await remit(api(), session, KUNLE, today()),
    );
    expect(remittance).toMatchObject({
      rider: { id: KUNLE, name: 'Kunle Balogun' },
      day: today(),
      deliveries: 1,
      amount: 40_000.5,
      fee: 600.01,
      transaction: { category: 'cod-remittance', amount: 40_000.5, fee: 600.01, counterpart: { kind: 'rider' } },
    });
    expect(Math.round((await balance(api(), session)) * 100) - Math.round(before * 100)).toBe(4_000_050 - 60_001);
    const delivery = (await detail(api(), session, COD)) as WireCodDelivery;
    expect(delivery.cash_on_delivery?.remitted_at).toBe(remittance.remitted_at);
    const now = await report(api(), session);
    expect(now.totals).toMatchObject({ collected: 40_000.5, remitted: 40_000.5, held: 0, short: 8_499.5 });
    expect(now.collections[0]).toMatchObject({ delivery_id: COD, remitted_at: remittance.remitted_at });
    expect(await attentionOf(api(), session, COD)).toBeUndefined();
  });

  it('reports Sade’s cash on its own day, held before on today’s page, and nothing of hers today', async () => {
    const session = await signIn(api());
    const sadeDay = await sadeDayOf(api(), session);
    expect(await report(api(), session)).toMatchObject({
      totals: { deliveries: 0, held: 0 },
      riders: [],
      held_before: 96_000,
    });
    const ofDay = await report(api(), session, sadeDay);
    expect(ofDay).toMatchObject({
      day: sadeDay,
      totals: { deliveries: 1, collected: 96_000, held: 96_000 },
      held_before: 0,
    });
    expect(ofDay.riders).toMatchObject([{ rider: { id: SADE }, held: 96_000, fee: 1_440 }]);
    expect(ofDay.collections.map((c) => c.delivery_id)).toEqual([SEEDED.delivered]);
    expect(await refused(api(), session, sadeDay, () => remit(api(), session, SADE, today()))).toMatchObject({
      status: 409,
      code: 'NOTHING_TO_REMIT',
    });
  });

  it('hands in today’s cash of a rider once: nothing is left to hand in after', async () => {
    const session = await signIn(api());
    ok(await deliverCod(api(), session, { method: 'pos', amount: 48_500 }));
    ok(await remit(api(), session, KUNLE, today()));
    expect(outcome(await remit(api(), session, KUNLE, today()))).toEqual({ status: 409, code: 'NOTHING_TO_REMIT' });
    expect((await report(api(), session)).riders).toMatchObject([{ rider: { id: KUNLE }, remitted: 48_500, held: 0 }]);
    await expectLedgerMatchesBalance(api(), session);
  });

  it('hands in what a rider collects after handing the day in as the day’s next remittance', async () => {
    const session = await signIn(api());
    ok(await deliverCod(api(), session, { method: 'pos', amount: 48_500 }));
    const before = await balance(api(), session);
    expect(ok<{ amount: number }>(await remit(api(), session, KUNLE, today())).amount).toBe(48_500);
    // Another parcel with cash, delivered by Kunle later the same day.
    const created = ok<WireDelivery>(
      await api().call('/api/deliveries', as(session, { body: newDelivery({ cash_on_delivery: { amount: 7_500 } }) })),
      201,
    );
    const step = (path: string, body: object) =>
      api().call(`/api/deliveries/${created.id}/${path}`, as(session, { body }));
    ok(await step('accept', { rider_id: KUNLE }));
    const status = (value: string) =>
      api().call(
        `/api/deliveries/${created.id}/status`,
        as(session, { method: 'PUT', body: { status: value, timestamp: new Date().toISOString() } }),
      );
    ok(await status('picked-up'));
    const code = /code (\d{4})\b/.exec((await api().outbox()).find((m) => m.kind === 'sms')?.text ?? '')?.[1] ?? '';
    ok(await status('in-transit'));
    ok(await step('verify-code', { code }));
    ok(
      await step('deliver', {
        recipient_name: 'Bisi Ade',
        signature: { kind: 'typed', text: 'Bisi Ade' },
        photo: PHOTO,
        collection: { method: 'cash', amount: 7_500 },
      }),
    );
    const second = ok<{ amount: number; deliveries: number }>(await remit(api(), session, KUNLE, today()));
    expect(second).toMatchObject({ amount: 7_500, deliveries: 1 });
    // The two remittances less their 1.5 % fees, and the new delivery's earning (₦4,200 less 10 %).
    expect(await balance(api(), session)).toBe(before + 48_500 - 727.5 + 7_500 - 112.5 + 4_200 - 420);
    expect((await transactions(api(), session, 'category=cod-remittance')).items).toHaveLength(2);
    expect((await report(api(), session)).riders).toMatchObject([{ rider: { id: KUNLE }, remitted: 56_000, held: 0 }]);
    await expectLedgerMatchesBalance(api(), session);
  });

  it('refuses an unknown or another partner’s rider (404) and a day that does not exist (400), changing nothing', async () => {
    const session = await signIn(api());
    const sadeDay = await sadeDayOf(api(), session);
    expect(await refused(api(), session, sadeDay, () => remit(api(), session, 'rdr_nobody', sadeDay))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(outcome(await remit(api(), chidi, SADE, sadeDay))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await refused(api(), session, sadeDay, () => remit(api(), session, SADE, '2026-02-30'))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'day: That day does not exist',
    });
    for (const day of ['2026-02-30', '2026-13-01']) {
      expect(refusalOf(await api().call(`/api/cash-on-delivery/report?day=${day}`, as(session)))).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'day: That day does not exist',
      });
    }
    // Not a day at all: refused by the contract.
    expect(await refused(api(), session, sadeDay, () => remit(api(), session, SADE, 'yesterday'))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses a remittance that would take the wallet past its limit (422), marking nothing', async () => {
    const session = await signIn(api());
    const sadeDay = await sadeDayOf(api(), session);
    await api().setBalance('usr_demo', 100_000_000_000 - 9_000_000);
    expect(await refused(api(), session, sadeDay, () => remit(api(), session, SADE, sadeDay))).toMatchObject({
      status: 422,
      code: 'WALLET_LIMIT',
    });
  });
});

onEveryStore('cash on delivery: the fee', (api) => {
  it('is 1.5 % for the demo partner and what the partner sets; more than 10 % is refused (400)', async () => {
    const session = await signIn(api());
    const settings = '/api/cash-on-delivery/settings';
    expect(ok(await api().call(settings, as(session)))).toEqual({ cash_handling_fee_percent: 1.5 });
    for (const [percent, message] of [
      [10.5, 'cash_handling_fee_percent: The fee can be at most 10%'],
      [1.25, 'cash_handling_fee_percent: Use at most one decimal place'],
      [-1, 'cash_handling_fee_percent: The fee cannot be negative'],
    ] as const) {
      const put = () =>
        api().call(settings, as(session, { method: 'PUT', body: { cash_handling_fee_percent: percent } }));
      expect(refusalOf(await put())).toEqual({ status: 400, code: 'VALIDATION_ERROR', message });
    }
    expect(ok(await api().call(settings, as(session)))).toEqual({ cash_handling_fee_percent: 1.5 });
    expect(
      ok(await api().call(settings, as(session, { method: 'PUT', body: { cash_handling_fee_percent: 10 } }))),
    ).toEqual({ cash_handling_fee_percent: 10 });
    expect(ok(await api().call(settings, as(session)))).toEqual({ cash_handling_fee_percent: 10 });
    const sadeDay = await sadeDayOf(api(), session);
    expect((await report(api(), session, sadeDay)).riders[0]?.fee).toBe(9_600);
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(ok(await api().call(settings, as(chidi)))).toEqual({ cash_handling_fee_percent: 0 });
    const fresh = await signInNewPartner(api());
    expect(await report(api(), fresh)).toMatchObject({
      cash_handling_fee_percent: 0,
      riders: [],
      collections: [],
      held_before: 0,
    });
  });
});

onEveryStore('cash on delivery: webhooks', (api) => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  /** A new endpoint for the cash office, on the receiver: its id and signing secret. */
  async function cashOffice(session: Session) {
    receiver.received.length = 0;
    const body = { url: `${receiver.origin}/cash`, events: ['delivery.cash_collected', 'cod.remitted'] };
    return ok<{ id: string; secret: string }>(await api().call('/api/webhook-endpoints', as(session, { body })), 201);
  }

  it('sends delivery.cash_collected with the delivery and cod.remitted with the remittance, signed, in order', async () => {
    const session = await signIn(api());
    const endpoint = await cashOffice(session);
    ok(await deliverCod(api(), session, { method: 'cash', amount: 45_000 }));
    const remittance = ok<{ remitted_at: string; transaction: { id: string } }>(
      await remit(api(), session, KUNLE, today()),
    );
    await api().deliverWebhooks();
    const received = await eventually(
      () => receiver.received,
      (all) => all.length >= 2,
    );
    for (const hit of received) {
      const checked = await verifySignature({ header: hit.signature, body: hit.body, secret: endpoint.secret });
      expect(checked).toMatchObject({ ok: true });
    }
    const [collected, remitted] = received.map(
      (r) => JSON.parse(r.body) as { type: string; data: { object: unknown } },
    );
    expect([collected?.type, remitted?.type]).toEqual(['delivery.cash_collected', 'cod.remitted']);
    expect(collected?.data.object).toMatchObject({
      id: COD,
      status: 'delivered',
      cash_on_delivery: { amount: 48_500, collected: { method: 'cash', amount: 45_000 } },
    });
    expect(remitted?.data.object).toMatchObject({
      rider: { id: KUNLE },
      day: today(),
      deliveries: 1,
      amount: 45_000,
      fee: 675,
      remitted_at: remittance.remitted_at,
      transaction: { id: remittance.transaction.id, category: 'cod-remittance', amount: 45_000, fee: 675 },
    });
  });

  it('sends a test cod.remitted with the last remittance (a sample before the first)', async () => {
    const session = await signIn(api());
    const endpoint = await cashOffice(session);
    const test = async () =>
      ok<{ event: { data: { object: unknown } } }>(
        await api().call(`/api/webhook-endpoints/${endpoint.id}/test`, as(session, { body: { type: 'cod.remitted' } })),
        201,
      ).event.data.object;
    expect(await test()).toMatchObject({ rider: { id: 'rdr_sample' }, transaction: { category: 'cod-remittance' } });
    const remittance = ok(await remit(api(), session, SADE, await sadeDayOf(api(), session)));
    expect(await test()).toEqual(remittance);
  });
});
