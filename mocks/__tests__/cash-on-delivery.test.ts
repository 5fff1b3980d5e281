import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCodReport, getCodSettings, remitCod, updateCodSettings } from '@/api/cash-on-delivery';
import { acceptDelivery, getDelivery, getDeliveryTracking, updateDeliveryStatus } from '@/api/deliveries';
import { listAttention } from '@/api/delivery-attention';
import { completeDelivery, verifyDeliveryCode } from '@/api/delivery-proof';
import { createDelivery } from '@/api/delivery-writes';
import { toKobo } from '@/api/money';
import { snakeizeKeys } from '@/api/schemas/common';
import { createRider } from '@/api/riders';
import { getWallet, listTransactions } from '@/api/wallet';
import { createWebhookEndpoint, listWebhookDeliveries, sendTestWebhook } from '@/api/webhooks';
import { db } from '../db';
import { lagosDay } from '../format';
import { MAX_BALANCE_KOBO } from '../ledger';
import { DEMO_RIDERS, DEMO_USER_ID } from '../seed';
import { clearReceivedWebhooks, receivedWebhooks } from '../webhooks/receiver';
import { newDelivery } from './deliveries-fixtures';
import {
  deliverWithProof,
  expectFailure,
  mockState,
  raw,
  signInDemo,
  signInNewPartner,
  signInSecondPartner,
  TINY_PHOTO,
} from './helpers';

/*
 * Cash on delivery (issue 28). The demo partner keeps a 1.5% cash-handling fee; its dlv_0008
 * (in transit with Kunle, code 2468) has ₦48,500 to collect, and Sade still holds the ₦96,000 she
 * collected in cash for dlv_0009, delivered 50 hours ago (server/seed/riders.ts).
 */

const COD = 'dlv_0008';
const NOT_COD = 'dlv_0007';
const HELD_BY_SADE = 'dlv_0009';
const KUNLE = 'rdr_kunle';
const SADE = DEMO_RIDERS.available;
const REMITTANCES = '/api/cash-on-delivery/remittances';
const SETTINGS = '/api/cash-on-delivery/settings';
const today = () => lagosDay(Date.now());
const proof = {
  recipientName: 'Segun Alade',
  signature: { kind: 'typed', text: 'Segun Alade' },
  photo: TINY_PHOTO,
} as const;
const attentionOf = async (id: string) => (await listAttention({ limit: 100 })).items.find((i) => i.delivery.id === id);
const kobo = async () => toKobo((await getWallet()).balance);

describe('cash on delivery: creating and delivering', () => {
  beforeEach(signInDemo);

  it('creates a delivery with an amount to collect; ₦0 or over ₦10,000,000 is refused (400), changing nothing', async () => {
    const created = await createDelivery({ ...newDelivery, cashOnDelivery: { amount: 12_345.67 } });
    expect(created.cashOnDelivery).toEqual({ amount: 12_345.67 });
    expect((await getDelivery(created.id)).cashOnDelivery).toEqual({ amount: 12_345.67 });
    expect((await createDelivery({ ...newDelivery, cashOnDelivery: { amount: 10_000_000 } })).cashOnDelivery).toEqual({
      amount: 10_000_000,
    });
    expect((await createDelivery(newDelivery)).cashOnDelivery).toBeUndefined();

    // The client checks a body before sending it: these are what another caller might send.
    const before = mockState();
    for (const amount of [0, 10_000_000.01, 500.001]) {
      const refused = await raw('/api/deliveries', {
        method: 'POST',
        body: snakeizeKeys({ ...newDelivery, cashOnDelivery: { amount } }),
      });
      expect({ status: refused.status, code: refused.json.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
      expect(refused.json.message).toMatch(/^cash_on_delivery\.amount: /);
    }
    expect(mockState()).toEqual(before);
  });

  it('refuses a missing collection, one on a delivery without cash and one over the amount (400), changing nothing', async () => {
    await verifyDeliveryCode(COD, { code: DEMO_RIDERS.deliveryCode });
    await verifyDeliveryCode(NOT_COD, { code: DEMO_RIDERS.deliveryCode });
    const before = mockState();
    await expectFailure(completeDelivery(COD, proof), {
      status: 400,
      code: 'COLLECTION_REQUIRED',
      message: /^collection: This delivery has ₦48,500 to collect/,
    });
    await expectFailure(completeDelivery(COD, { ...proof, collection: { method: 'cash', amount: 48_500.01 } }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'collection.amount: More than the ₦48,500 to collect',
    });
    // Nothing paid is a refusal at the door (a failed attempt), not a delivery: the client would not send it.
    const nothing = await raw(`/api/deliveries/${COD}/deliver`, {
      method: 'POST',
      body: snakeizeKeys({ ...proof, collection: { method: 'cash', amount: 0 } }),
    });
    expect(nothing).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION_ERROR', message: 'collection.amount: The smallest amount collected is ₦1' },
    });
    await expectFailure(completeDelivery(NOT_COD, { ...proof, collection: { method: 'pos', amount: 100 } }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'collection: This delivery has no cash to collect',
    });
    // PUT …/status cannot say what was collected (the demo partner's proof is asked for first).
    await expectFailure(updateDeliveryStatus(COD, 'delivered'), { status: 409, code: 'PROOF_REQUIRED' });
    expect(mockState()).toEqual(before);
    expect(await getDelivery(COD)).toMatchObject({
      status: 'in-transit',
      deliveryCode: { verified: true, triesLeft: 3 },
      cashOnDelivery: { amount: 48_500 },
    });
    expect((await getDelivery(COD)).cashOnDelivery?.collected).toBeUndefined();
  });

  it('refuses PUT …/status delivered for a delivery with cash to collect (409 COLLECTION_REQUIRED), changing nothing', async () => {
    // A new partner asks for no proof: PUT delivered would deliver, but for the cash.
    await signInNewPartner();
    const rider = await createRider({ name: 'Femi Ajayi', phone: '+234 816 555 0300', vehicle: 'bike' });
    const { id } = await createDelivery({ ...newDelivery, cashOnDelivery: { amount: 7_500 } });
    await acceptDelivery(id, { riderId: rider.id });
    await updateDeliveryStatus(id, 'picked-up');
    await updateDeliveryStatus(id, 'in-transit');
    const before = mockState();
    await expectFailure(updateDeliveryStatus(id, 'delivered'), {
      status: 409,
      code: 'COLLECTION_REQUIRED',
      message: /₦7,500 to collect: deliver it with POST \/api\/deliveries\/:id\/deliver/,
    });
    expect(mockState()).toEqual(before);

    const delivered = await completeDelivery(id, { collection: { method: 'pos', amount: 7_500 } });
    expect(delivered).toMatchObject({ status: 'delivered', cashOnDelivery: { collected: { method: 'pos' } } });
    expect(await getCodSettings()).toEqual({ cashHandlingFeePercent: 0 });
    expect((await getCodReport()).riders).toMatchObject([{ rider: { id: rider.id }, held: 7_500, fee: 0 }]);
  });

  it('delivers with the whole amount: the collection on the delivery, in today’s report, needing no attention', async () => {
    const balance = await kobo();
    const delivered = await deliverWithProof(COD, { method: 'transfer', amount: 48_500 });
    expect(delivered.status).toBe('delivered');
    expect(delivered.cashOnDelivery).toEqual({
      amount: 48_500,
      collected: { method: 'transfer', amount: 48_500, at: expect.any(String) as string },
    });
    expect((await getDeliveryTracking(COD)).events.map((e) => e.note)).toContain(
      'Cash on delivery: ₦48,500 collected by transfer',
    );
    // The earning is paid as for any delivery; the cash is not in the wallet before it is handed in.
    expect((await kobo()) - balance).toBe(toKobo(delivered.price * 0.9));

    const report = await getCodReport();
    expect(report).toMatchObject({
      day: today(),
      cashHandlingFeePercent: 1.5,
      totals: { deliveries: 1, expected: 48_500, collected: 48_500, remitted: 0, held: 48_500, short: 0 },
      heldBefore: 96_000,
    });
    expect(report.riders).toMatchObject([{ rider: { id: KUNLE, name: 'Kunle Balogun' }, fee: 727.5 }]);
    expect(report.collections).toEqual([
      {
        deliveryId: COD,
        trackingNumber: delivered.trackingNumber,
        customerName: delivered.customer.name,
        rider: expect.objectContaining({ id: KUNLE }) as object,
        expected: 48_500,
        method: 'transfer',
        collected: 48_500,
        collectedAt: delivered.cashOnDelivery?.collected?.at,
      },
    ]);
    expect(await attentionOf(COD)).toBeUndefined();
  });

  it('flags a short collection (short-collection, since it was collected) and shows it short in the report', async () => {
    const delivered = await deliverWithProof(COD, { method: 'cash', amount: 40_000 });
    const at = delivered.cashOnDelivery?.collected?.at;
    expect((await getDeliveryTracking(COD)).events.map((e) => e.note)).toContain(
      'Cash on delivery: ₦40,000 collected in cash (₦8,500 short)',
    );
    expect(await attentionOf(COD)).toEqual({
      delivery: expect.objectContaining({ id: COD, status: 'delivered' }) as object,
      reasons: [{ reason: 'short-collection', since: at }],
    });
    expect((await listAttention()).counts['short-collection']).toBe(1);
    const report = await getCodReport();
    expect(report.totals).toMatchObject({ expected: 48_500, collected: 40_000, held: 40_000, short: 8_500 });
    expect(report.riders[0]).toMatchObject({ short: 8_500, held: 40_000, fee: 600 });
  });
});

describe('cash on delivery: handing the cash in', () => {
  beforeEach(signInDemo);

  it('credits the wallet less the fee (to the kobo), marks the collections and clears the attention', async () => {
    // 1.5% of ₦40,000.50 is ₦600.0075: ₦600.01 is kept back.
    const delivered = await deliverWithProof(COD, { method: 'cash', amount: 40_000.5 });
    const balance = await kobo();
    const remittance = await remitCod({ riderId: KUNLE, day: today() });
    expect(remittance).toMatchObject({
      rider: { id: KUNLE, name: 'Kunle Balogun' },
      day: today(),
      deliveries: 1,
      amount: 40_000.5,
      fee: 600.01,
      transaction: {
        type: 'credit',
        category: 'cod-remittance',
        status: 'completed',
        amount: 40_000.5,
        fee: 600.01,
        counterpart: { kind: 'rider', name: 'Kunle Balogun' },
      },
    });
    expect((await kobo()) - balance).toBe(4_000_050 - 60_001);
    expect((await listTransactions({ category: 'cod-remittance' })).items).toEqual([remittance.transaction]);
    expect((await getDelivery(COD)).cashOnDelivery?.remittedAt).toBe(remittance.remittedAt);
    expect((await getDeliveryTracking(COD)).events.at(-1)?.note).toBe(
      `Cash on delivery handed in by Kunle Balogun (${remittance.transaction.reference})`,
    );

    const report = await getCodReport();
    expect(report.totals).toMatchObject({ collected: 40_000.5, remitted: 40_000.5, held: 0, short: 8_499.5 });
    expect(report.riders[0]).toMatchObject({ remitted: 40_000.5, held: 0, fee: 0 });
    expect(report.collections[0]).toMatchObject({ deliveryId: delivered.id, remittedAt: remittance.remittedAt });
    expect(await attentionOf(COD)).toBeUndefined();

    // Nothing is held any more: a second "Mark remitted" changes nothing.
    const before = mockState();
    await expectFailure(remitCod({ riderId: KUNLE, day: today() }), {
      status: 409,
      code: 'NOTHING_TO_REMIT',
      message: `Kunle Balogun holds no cash on delivery from ${today()}`,
    });
    expect(mockState()).toEqual(before);
  });

  it('reports the seeded cash Sade holds as held before today, and on its own day until she hands it in', async () => {
    const seeded = (await getDelivery(HELD_BY_SADE)).cashOnDelivery;
    expect(seeded).toMatchObject({ amount: 96_000, collected: { method: 'cash', amount: 96_000 } });
    const day = lagosDay(Date.parse(seeded!.collected!.at));
    expect(day < today()).toBe(true);
    expect(await getCodReport()).toMatchObject({ totals: { deliveries: 0, held: 0 }, riders: [], heldBefore: 96_000 });

    const ofDay = await getCodReport({ day });
    expect(ofDay).toMatchObject({ day, totals: { deliveries: 1, collected: 96_000, held: 96_000 }, heldBefore: 0 });
    expect(ofDay.riders).toMatchObject([{ rider: { id: SADE }, held: 96_000, fee: 1_440 }]);
    expect(ofDay.collections.map((c) => c.deliveryId)).toEqual([HELD_BY_SADE]);
    // Nothing on another day of hers.
    await expectFailure(remitCod({ riderId: SADE, day: today() }), { status: 409, code: 'NOTHING_TO_REMIT' });

    const balance = await kobo();
    expect(await remitCod({ riderId: SADE, day })).toMatchObject({ deliveries: 1, amount: 96_000, fee: 1_440 });
    expect((await kobo()) - balance).toBe(9_600_000 - 144_000);
    expect((await getCodReport()).heldBefore).toBe(0);
    expect((await getCodReport({ day })).totals).toMatchObject({ remitted: 96_000, held: 0 });
  });

  it('refuses another partner’s or an unknown rider (404), a day that does not exist (400) and a full wallet (409)', async () => {
    await signInSecondPartner();
    const theirs = await createRider({ name: 'Obinna Eze', phone: '+234 816 555 0399', vehicle: 'car' });
    await signInDemo();
    const before = mockState();
    await expectFailure(remitCod({ riderId: theirs.id, day: today() }), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(remitCod({ riderId: 'rdr_nobody', day: today() }), { status: 404, code: 'NOT_FOUND' });
    for (const day of ['2026-02-30', '2026-13-01']) {
      const refused = { status: 400, code: 'VALIDATION_ERROR', message: 'day: That day does not exist' };
      await expectFailure(remitCod({ riderId: SADE, day }), refused);
      await expectFailure(getCodReport({ day }), refused);
    }
    // Not a day at all: refused by the contract (the client would not send it).
    const notADay = await raw(REMITTANCES, { method: 'POST', body: { rider_id: SADE, day: 'yesterday' } });
    expect({ status: notADay.status, code: notADay.json.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(mockState()).toEqual(before);

    const day = lagosDay(Date.parse((await getDelivery(HELD_BY_SADE)).cashOnDelivery!.collected!.at));
    db.state.wallets.find((w) => w.partnerId === DEMO_USER_ID)!.balance = MAX_BALANCE_KOBO - 9_000_000;
    const full = mockState();
    await expectFailure(remitCod({ riderId: SADE, day }), { status: 422, code: 'WALLET_LIMIT' });
    expect(mockState()).toEqual(full);
  });
});

describe('cash on delivery: the cash-handling fee', () => {
  it('is 1.5% for the demo partner and 0 for a new one; more than 10% or finer than a tenth is refused (400)', async () => {
    await signInDemo();
    expect(await getCodSettings()).toEqual({ cashHandlingFeePercent: 1.5 });
    const before = mockState();
    for (const [percent, message] of [
      [10.5, 'cash_handling_fee_percent: The fee can be at most 10%'],
      [1.25, 'cash_handling_fee_percent: Use at most one decimal place'],
      [-1, 'cash_handling_fee_percent: The fee cannot be negative'],
    ] as const) {
      const refused = await raw(SETTINGS, { method: 'PUT', body: { cash_handling_fee_percent: percent } });
      expect(refused).toMatchObject({ status: 400, json: { code: 'VALIDATION_ERROR', message } });
    }
    expect(mockState()).toEqual(before);

    expect(await updateCodSettings({ cashHandlingFeePercent: 10 })).toEqual({ cashHandlingFeePercent: 10 });
    expect(await getCodSettings()).toEqual({ cashHandlingFeePercent: 10 });
    const day = lagosDay(Date.parse((await getDelivery(HELD_BY_SADE)).cashOnDelivery!.collected!.at));
    const report = await getCodReport({ day });
    expect(report.cashHandlingFeePercent).toBe(10);
    expect(report.riders[0]?.fee).toBe(9_600);

    await signInNewPartner();
    expect(await getCodSettings()).toEqual({ cashHandlingFeePercent: 0 });
    expect(await getCodReport()).toMatchObject({
      cashHandlingFeePercent: 0,
      riders: [],
      collections: [],
      heldBefore: 0,
    });
  });
});

describe('cash on delivery: webhooks', () => {
  beforeEach(async () => {
    clearReceivedWebhooks();
    await signInDemo();
  });
  afterEach(clearReceivedWebhooks);

  it('sends delivery.cash_collected with the delivery and cod.remitted with the remittance', async () => {
    const endpoint = await createWebhookEndpoint({
      url: 'http://localhost/__mock/webhook-receiver/cash',
      description: 'Cash office',
      events: ['delivery.cash_collected', 'cod.remitted'],
    });
    await deliverWithProof(COD, { method: 'cash', amount: 45_000 });
    const remittance = await remitCod({ riderId: KUNLE, day: today() });
    // Sent after the replies, one at a time per endpoint, in the order they happened.
    await vi.waitFor(async () => {
      const { items } = await listWebhookDeliveries(endpoint.id);
      expect(items.map((d) => [d.event.type, d.outcome])).toEqual([
        ['cod.remitted', 'succeeded'],
        ['delivery.cash_collected', 'succeeded'],
      ]);
    });

    // The built-in receiver, oldest first (the demo's own endpoint hears the status change too).
    const received = receivedWebhooks()
      .filter((r) => r.path.endsWith('/cash'))
      .reverse();
    expect(received.map((r) => ({ type: r.type, verified: r.verified, status: r.status }))).toEqual([
      { type: 'delivery.cash_collected', verified: true, status: 200 },
      { type: 'cod.remitted', verified: true, status: 200 },
    ]);
    const [collected, remitted] = received.map((r) => JSON.parse(r.body) as { data: { object: unknown } });
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
      remitted_at: remittance.remittedAt,
      transaction: { id: remittance.transaction.id, category: 'cod-remittance', amount: 45_000, fee: 675 },
    });
  });

  it('sends a test cod.remitted with the last remittance (a sample before the first)', async () => {
    const endpoint = await createWebhookEndpoint({
      url: 'http://localhost/__mock/webhook-receiver/cash',
      events: ['cod.remitted'],
    });
    const sample = await sendTestWebhook(endpoint.id, 'cod.remitted');
    expect(sample.event.data.object).toMatchObject({
      rider: { id: 'rdr_sample' },
      transaction: { category: 'cod-remittance' },
    });

    const day = lagosDay(Date.parse((await getDelivery(HELD_BY_SADE)).cashOnDelivery!.collected!.at));
    const remittance = await remitCod({ riderId: SADE, day });
    const test = await sendTestWebhook(endpoint.id, 'cod.remitted');
    expect(test.event.data.object).toEqual(JSON.parse(JSON.stringify(remittance)));
  });
});
