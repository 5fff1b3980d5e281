import { expect, it } from 'vitest';
import { lagosDay } from '../../domain/calendar';
import { DEMO_RIDERS } from '../../seed/riders';
import { detail, newDelivery, ok, readable, SEEDED, type WireDelivery } from '../support/deliveries';
import { PHOTO } from '../support/images';
import { as, onEveryStore, outcome, refusedUnchanged, signIn, type Session } from '../support/suite';
import type { Reply, Target } from '../support/target';
import { balance, expectLedgerMatchesBalance, transactions } from '../support/wallet';

/*
 * Cash on delivery on every store (docs/api-contract.md): collected at the door with POST …/deliver,
 * reported by Lagos day and rider, handed in once into the wallet less the partner's
 * cash-handling fee (1.5 % for the demo partner), the fee's settings. Seed: dlv_0008 on the road
 * with Kunle, ₦48,500 to collect; dlv_0009 delivered days ago, its ₦96,000 still held by Sade.
 */

const COD = SEEDED.inTransitCod;
const KUNLE = 'rdr_kunle';
const SADE = DEMO_RIDERS.available;
const today = () => lagosDay(Date.now());
const REMIT = '/api/cash-on-delivery/remittances';

interface WireReport {
  day: string;
  cash_handling_fee_percent: number;
  totals: Record<string, number>;
  riders: Array<{ rider: { id: string; name: string }; held: number; remitted: number; fee: number; short: number }>;
  collections: Array<{ delivery_id: string; collected: number; remitted_at?: string }>;
  held_before: number;
}

const report = async (api: Target, session: Session, day?: string) =>
  ok<WireReport>(await api.call(`/api/cash-on-delivery/report${day ? `?day=${day}` : ''}`, as(session)));
const remit = (api: Target, session: Session, riderId: string, day: string) =>
  api.call(REMIT, as(session, { body: { rider_id: riderId, day } }));

/** Delivers dlv_0008 with every proof the demo partner asks for and `collection`. */
async function deliverCod(api: Target, session: Session, collection: object | undefined) {
  ok(await api.call(`/api/deliveries/${COD}/verify-code`, as(session, { body: { code: DEMO_RIDERS.deliveryCode } })));
  return api.call(
    `/api/deliveries/${COD}/deliver`,
    as(session, {
      body: {
        recipient_name: 'Tolu Adebayo',
        signature: { kind: 'typed', text: 'Tolu Adebayo' },
        photo: PHOTO,
        ...(collection ? { collection } : {}),
      },
    }),
  );
}

/** What the partner can read of its cash: deliveries, balance and ledger, today's report and Sade's day's. */
async function everything(api: Target, session: Session, sadeDay: string) {
  return {
    ...(await readable(api, session)),
    balance: await balance(api, session),
    ledger: await transactions(api, session, 'limit=100'),
    today: await report(api, session),
    sade: await report(api, session, sadeDay),
  };
}

const refused = (api: Target, session: Session, sadeDay: string, request: () => Promise<Reply>) =>
  refusedUnchanged(() => everything(api, session, sadeDay), request);

const sadeDayOf = async (api: Target, session: Session) => {
  const held = (await detail(api, session, SEEDED.delivered)) as WireDelivery & {
    cash_on_delivery: { collected: { at: string } };
  };
  return lagosDay(Date.parse(held.cash_on_delivery.collected.at));
};

onEveryStore('cash on delivery: collecting', (api) => {
  it('refuses a delivery without its collection, and one over the amount (400), changing nothing', async () => {
    const session = await signIn(api());
    const sadeDay = await sadeDayOf(api(), session);
    ok(
      await api().call(`/api/deliveries/${COD}/verify-code`, as(session, { body: { code: DEMO_RIDERS.deliveryCode } })),
    );
    const deliver = (collection?: object) => () =>
      api().call(
        `/api/deliveries/${COD}/deliver`,
        as(session, {
          body: {
            recipient_name: 'Tolu',
            signature: { kind: 'typed', text: 'Tolu' },
            photo: PHOTO,
            ...(collection ? { collection } : {}),
          },
        }),
      );
    expect(await refused(api(), session, sadeDay, deliver())).toMatchObject({
      status: 400,
      code: 'COLLECTION_REQUIRED',
    });
    expect(await refused(api(), session, sadeDay, deliver({ method: 'cash', amount: 48_500.01 }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'collection.amount: More than the ₦48,500 to collect',
    });
  });

  it('reports a short collection on today’s page, by rider, with Sade’s earlier cash held before', async () => {
    const session = await signIn(api());
    const delivered = ok<WireDelivery & { cash_on_delivery: object }>(
      await deliverCod(api(), session, { method: 'cash', amount: 40_000 }),
    );
    expect(delivered.cash_on_delivery).toEqual({
      amount: 48_500,
      collected: { method: 'cash', amount: 40_000, at: expect.any(String) as string },
    });
    const now = await report(api(), session);
    expect(now).toMatchObject({
      day: today(),
      cash_handling_fee_percent: 1.5,
      totals: { deliveries: 1, expected: 48_500, collected: 40_000, remitted: 0, held: 40_000, short: 8_500 },
      held_before: 96_000,
    });
    expect(now.riders).toMatchObject([{ rider: { id: KUNLE, name: 'Kunle Balogun' }, held: 40_000, fee: 600 }]);
    expect(now.collections.map((c) => c.delivery_id)).toEqual([COD]);
  });
});

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
    expect(outcome(await api().call('/api/cash-on-delivery/report?day=2026-13-01', as(session)))).toEqual({
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
    expect(
      outcome(await api().call(settings, as(session, { method: 'PUT', body: { cash_handling_fee_percent: 10.5 } }))),
    ).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(
      ok(await api().call(settings, as(session, { method: 'PUT', body: { cash_handling_fee_percent: 10 } }))),
    ).toEqual({ cash_handling_fee_percent: 10 });
    expect(ok(await api().call(settings, as(session)))).toEqual({ cash_handling_fee_percent: 10 });
    const sadeDay = await sadeDayOf(api(), session);
    expect((await report(api(), session, sadeDay)).riders[0]?.fee).toBe(9_600);
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(ok(await api().call(settings, as(chidi)))).toEqual({ cash_handling_fee_percent: 0 });
  });
});
