import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptDelivery,
  getDelivery,
  getDeliveryTracking,
  listDeliveries,
  updateDeliveryStatus,
} from '@/api/deliveries';
import { createDelivery } from '@/api/delivery-writes';
import {
  archiveRider,
  assignDelivery,
  createRider,
  getFleet,
  getRider,
  listRiders,
  restoreRider,
  updateRider,
} from '@/api/riders';
import { outboxMessages } from '../control/outbox';
import { db } from '../db';
import { DEMO_RIDERS } from '../seed';
import { ACCEPTED, DELIVERED, IN_TRANSIT, newDelivery, PENDING, PICKED_UP } from './deliveries-fixtures';
import { deliverWithProof, expectFailure, mockState, raw, signInDemo, signInSecondPartner } from './helpers';

/*
 * Riders and dispatch (issue 27): the demo partner's roster (server/seed/riders.ts) — eight on it,
 * Tayo archived — who carries which delivery, and the rules of assigning, picking up and archiving.
 */

/** The demo's accepted delivery no rider carries yet. */
const UNASSIGNED = 'dlv_0005';
const { available: SADE, busy: BOLA, offDuty: NGOZI, archived: TAYO } = DEMO_RIDERS;
const EMEKA = 'rdr_emeka';
const femi = { name: 'Femi Ajayi', phone: '+234 816 555 0300', vehicle: 'bike' } as const;

const roster = async () => new Map((await listRiders()).items.map((r) => [r.id, r]));

describe('riders: the roster', () => {
  beforeEach(signInDemo);

  it('lists the riders on the roster by name with their status and load, the archived one apart', async () => {
    const list = await listRiders();
    expect(list.items.map((r) => r.name)).toEqual([
      'Aisha Bello',
      'Bola Adeyemi',
      'Emeka Okafor',
      'Kunle Balogun',
      'Musa Ibrahim',
      'Ngozi Eze',
      'Sade Ogunleye',
      'Yakubu Danjuma',
    ]);
    expect(list.total).toBe(8);
    const byId = new Map(list.items.map((r) => [r.id, r]));
    // Bola carries the picked-up delivery; Aisha's accepted one still waits at the pickup.
    expect(byId.get(BOLA)).toMatchObject({ status: 'on-delivery', openDeliveries: 1 });
    expect(byId.get('rdr_aisha')).toMatchObject({ status: 'available', openDeliveries: 1 });
    expect(byId.get(EMEKA)).toMatchObject({ status: 'on-delivery', openDeliveries: 1 });
    expect(byId.get(NGOZI)).toMatchObject({ status: 'off-duty', openDeliveries: 0 });
    expect(byId.get(SADE)).toMatchObject({ status: 'available', openDeliveries: 0 });

    const archived = await listRiders({ archived: 'true' });
    expect(archived.items.map((r) => [r.id, r.name, r.status])).toEqual([[TAYO, 'Tayo Adebayo', 'archived']]);
    expect(archived.total).toBe(1);
  });

  it('adds a rider (201), available, its plate in upper case', async () => {
    const created = await raw('/api/riders', { method: 'POST', body: { ...femi, plate: ' lnd-123-ab ' } });
    expect(created.status).toBe(201);
    // The wire is snake_case (src/api/schemas/common.ts).
    expect(created.json.data).toMatchObject({
      ...femi,
      plate: 'LND-123-AB',
      status: 'available',
      open_deliveries: 0,
      completed_today: 0,
    });
    const other = await createRider({
      name: 'Ada Nwachukwu',
      phone: '08165550301',
      vehicle: 'van',
      plate: 'kja  9 xy',
    });
    expect(other).toMatchObject({ status: 'available', plate: 'KJA 9 XY' });
    const list = await listRiders();
    expect(list.total).toBe(10);
    expect(list.items.map((r) => r.name)).toContain('Femi Ajayi');
  });

  it('refuses a phone that is not Nigerian (400) or already on the roster (409), changing nothing', async () => {
    const before = mockState();
    const foreign = await raw('/api/riders', { method: 'POST', body: { ...femi, phone: '+44 20 7946 0958' } });
    expect(foreign.status).toBe(400);
    expect(foreign.json.code).toBe('VALIDATION_ERROR');
    // Bola's number, written the local way.
    await expectFailure(createRider({ ...femi, phone: '0803 555 0201' }), { status: 409, code: 'RIDER_PHONE_TAKEN' });
    await expectFailure(updateRider(SADE, { phone: '+234 803 555 0201' }), { status: 409, code: 'RIDER_PHONE_TAKEN' });
    expect(mockState()).toEqual(before);
  });

  it("keeps each partner's riders to itself", async () => {
    await signInSecondPartner();
    expect(await listRiders()).toEqual({ items: [], total: 0 });
    await expectFailure(getRider(BOLA), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(updateRider(BOLA, { name: 'Taken over' }), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(archiveRider(SADE), { status: 404, code: 'NOT_FOUND' });
    const own = await createDelivery(newDelivery);
    await acceptDelivery(own.id);
    const before = mockState();
    await expectFailure(assignDelivery(own.id, { riderId: SADE }), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(acceptDelivery(PENDING, { riderId: SADE }), { status: 404, code: 'NOT_FOUND' });
    expect(mockState()).toEqual(before);
    // Another partner's roster may have the same phone.
    expect(await createRider({ ...femi, phone: '+234 803 555 0201' })).toMatchObject({ status: 'available' });
    await signInDemo();
    expect((await getRider(BOLA)).rider.name).toBe('Bola Adeyemi');
  });

  it('renames a rider and takes one off duty; an archived rider must be restored first', async () => {
    expect(await updateRider('rdr_musa', { name: 'Musa Ibrahim Jr' })).toMatchObject({ name: 'Musa Ibrahim Jr' });
    expect((await getRider('rdr_musa')).rider.name).toBe('Musa Ibrahim Jr');
    expect(await updateRider(SADE, { onDuty: false })).toMatchObject({ status: 'off-duty' });
    expect((await roster()).get(SADE)?.status).toBe('off-duty');
    expect(await updateRider(SADE, { onDuty: true })).toMatchObject({ status: 'available' });

    const before = mockState();
    await expectFailure(updateRider(TAYO, { name: 'Tayo A.' }), { status: 409, code: 'RIDER_ARCHIVED' });
    expect(mockState()).toEqual(before);
  });

  it('archives a rider only once its open deliveries went to others, and restores it', async () => {
    const before = mockState();
    await expectFailure(archiveRider(BOLA), { status: 409, code: 'RIDER_BUSY' });
    // An accepted delivery waiting at the pickup counts too.
    await expectFailure(archiveRider('rdr_aisha'), { status: 409, code: 'RIDER_BUSY' });
    expect(mockState()).toEqual(before);

    await assignDelivery(PICKED_UP, { riderId: SADE, reason: "Bola's bike broke down" });
    expect(await archiveRider(BOLA)).toMatchObject({ id: BOLA, status: 'archived', openDeliveries: 0 });
    expect((await roster()).has(BOLA)).toBe(false);
    expect((await listRiders({ archived: 'true' })).items.map((r) => r.id)).toEqual([BOLA, TAYO]);
    await expectFailure(assignDelivery(UNASSIGNED, { riderId: BOLA }), { status: 409, code: 'RIDER_ARCHIVED' });

    expect(await restoreRider(BOLA)).toMatchObject({ id: BOLA, status: 'available' });
    expect((await roster()).get(BOLA)?.status).toBe('available');
    expect((await listRiders({ archived: 'true' })).items.map((r) => r.id)).toEqual([TAYO]);
  });

  it("frees an archived rider's phone for the roster, and then refuses to restore that rider", async () => {
    // Tayo (archived) had +234 814 555 0209.
    const newcomer = await createRider({ ...femi, phone: '+234 814 555 0209' });
    const before = mockState();
    await expectFailure(restoreRider(TAYO), { status: 409, code: 'RIDER_PHONE_TAKEN' });
    expect(mockState()).toEqual(before);
    await updateRider(newcomer.id, { phone: femi.phone });
    expect(await restoreRider(TAYO)).toMatchObject({ id: TAYO, status: 'available' });
  });
});

describe('riders: dispatch', () => {
  beforeEach(signInDemo);

  it('refuses to assign a pending delivery, or to a rider off duty or archived, changing nothing', async () => {
    const before = mockState();
    await expectFailure(assignDelivery(PENDING, { riderId: SADE }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    await expectFailure(assignDelivery(DELIVERED, { riderId: SADE }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    await expectFailure(assignDelivery(UNASSIGNED, { riderId: NGOZI }), { status: 409, code: 'RIDER_OFF_DUTY' });
    await expectFailure(assignDelivery(UNASSIGNED, { riderId: TAYO }), { status: 409, code: 'RIDER_ARCHIVED' });
    await expectFailure(assignDelivery(UNASSIGNED, { riderId: 'rdr_nobody' }), { status: 404, code: 'NOT_FOUND' });
    expect(mockState()).toEqual(before);
    expect((await getDelivery(UNASSIGNED)).rider).toBeUndefined();
  });

  it('assigns, gives a delivery to another rider only with a reason kept in its history, and repeats as a no-op', async () => {
    const assigned = await assignDelivery(UNASSIGNED, { riderId: SADE });
    expect(assigned.rider).toMatchObject({ id: SADE, name: 'Sade Ogunleye', vehicle: 'bike' });
    expect((await getDeliveryTracking(UNASSIGNED)).events.at(-1)?.note).toContain('Sade Ogunleye');

    const before = mockState();
    await expectFailure(assignDelivery(IN_TRANSIT, { riderId: SADE }), { status: 400, code: 'VALIDATION_ERROR' });
    expect(mockState()).toEqual(before);
    expect((await getDelivery(IN_TRANSIT)).rider?.id).toBe(EMEKA);

    const reason = 'Emeka is stuck at the Kano depot';
    const reassigned = await assignDelivery(IN_TRANSIT, { riderId: SADE, reason });
    expect(reassigned).toMatchObject({ status: 'in-transit', rider: { id: SADE } });
    const tracking = await getDeliveryTracking(IN_TRANSIT);
    expect(tracking.events.at(-1)?.note).toContain(reason);
    expect((await getRider(EMEKA)).open).toEqual([]);
    expect((await getRider(SADE)).open.map((d) => d.id).sort()).toEqual([UNASSIGNED, IN_TRANSIT]);

    const unchanged = mockState();
    expect((await assignDelivery(IN_TRANSIT, { riderId: SADE })).rider?.id).toBe(SADE);
    expect(mockState()).toEqual(unchanged);
    expect((await getDeliveryTracking(IN_TRANSIT)).events).toHaveLength(tracking.events.length);
  });

  it('accepts and assigns in one call, and refuses both when the rider cannot take it', async () => {
    const before = mockState();
    await expectFailure(acceptDelivery(PENDING, { riderId: NGOZI }), { status: 409, code: 'RIDER_OFF_DUTY' });
    await expectFailure(acceptDelivery(PENDING, { riderId: TAYO }), { status: 409, code: 'RIDER_ARCHIVED' });
    expect(mockState()).toEqual(before);
    expect(await getDelivery(PENDING)).toMatchObject({ status: 'pending' });

    const accepted = await acceptDelivery(PENDING, { riderId: SADE });
    expect(accepted).toMatchObject({ id: PENDING, status: 'accepted', rider: { id: SADE } });
    expect((await getDeliveryTracking(PENDING)).events.map((e) => e.status)).toEqual([
      'pending',
      'accepted',
      'accepted',
    ]);
    expect((await roster()).get(SADE)).toMatchObject({ status: 'available', openDeliveries: 1 });
  });

  it('picks up only with a rider, then texts the recipient a code the replies never show', async () => {
    const before = mockState();
    await expectFailure(updateDeliveryStatus(UNASSIGNED, 'picked-up'), { status: 409, code: 'RIDER_REQUIRED' });
    expect(mockState()).toEqual(before);
    expect(outboxMessages().filter((m) => m.kind === 'sms')).toEqual([]);

    await assignDelivery(UNASSIGNED, { riderId: SADE });
    const picked = await updateDeliveryStatus(UNASSIGNED, 'picked-up');
    expect(picked).toMatchObject({ status: 'picked-up', deliveryCode: { verified: false, triesLeft: 3 } });
    expect(JSON.stringify(picked)).not.toContain('"value"');
    expect(JSON.stringify(await getDelivery(UNASSIGNED))).not.toContain('"value"');

    const code = db.state.deliveries.find((d) => d.id === UNASSIGNED)?.code?.value;
    expect(code).toMatch(/^\d{4}$/);
    const sms = outboxMessages().filter((m) => m.kind === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to).toBe(picked.customer.phone);
    expect(sms[0]?.text).toContain(picked.trackingNumber);
    expect(sms[0]?.text.match(/the code (\d{4})\b/)?.[1]).toBe(code);
    expect((await roster()).get(SADE)).toMatchObject({ status: 'on-delivery', openDeliveries: 1 });
  });

  it('lists the deliveries of one rider, or the unassigned ones, with counts that follow the filter', async () => {
    const unassigned = await listDeliveries({ rider: 'unassigned' });
    expect(unassigned.items.every((d) => d.rider === undefined)).toBe(true);
    expect(unassigned.items.map((d) => d.id)).toContain(UNASSIGNED);
    expect(unassigned.total).toBe(6);
    expect(unassigned.counts).toMatchObject({ pending: 3, accepted: 1, 'picked-up': 0, rejected: 1, cancelled: 1 });

    const bola = await listDeliveries({ rider: BOLA });
    expect(bola.items.map((d) => d.id)).toEqual([PICKED_UP]);
    expect(bola.total).toBe(1);
    expect(bola.counts).toMatchObject({ 'picked-up': 1, accepted: 0, pending: 0, delivered: 0 });

    await assignDelivery(UNASSIGNED, { riderId: BOLA });
    expect((await listDeliveries({ rider: BOLA })).counts).toMatchObject({ 'picked-up': 1, accepted: 1 });
    expect((await listDeliveries({ rider: 'unassigned' })).counts).toMatchObject({ accepted: 0, pending: 3 });
    expect((await listDeliveries({ rider: BOLA, status: 'accepted' })).items.map((d) => d.id)).toEqual([UNASSIGNED]);
  });

  it('maps the open deliveries with their riders and last known positions, not the finished ones', async () => {
    const fleet = await getFleet();
    const byId = new Map(fleet.items.map((entry) => [entry.deliveryId, entry]));
    expect([...byId.keys()].sort()).toEqual([ACCEPTED, UNASSIGNED, PICKED_UP, IN_TRANSIT, 'dlv_0008']);
    expect(fleet.total).toBe(5);
    expect(fleet.items.every((entry) => ['accepted', 'picked-up', 'in-transit'].includes(entry.status))).toBe(true);
    expect(byId.get(PICKED_UP)?.rider?.id).toBe(BOLA);
    expect(byId.get(IN_TRANSIT)?.rider?.id).toBe(EMEKA);
    expect(byId.get(UNASSIGNED)?.rider).toBeUndefined();
    for (const id of [PICKED_UP, IN_TRANSIT]) {
      expect(byId.get(id)?.position?.coordinates).toEqual({
        lat: expect.any(Number) as number,
        lng: expect.any(Number) as number,
      });
    }

    await deliverWithProof(IN_TRANSIT);
    const after = await getFleet();
    expect(after.items.map((entry) => entry.deliveryId)).not.toContain(IN_TRANSIT);
    expect(after.total).toBe(4);
  });

  it("shows a rider's open deliveries and what it delivered today", async () => {
    const bola = await getRider(BOLA);
    expect(bola.rider).toMatchObject({ id: BOLA, status: 'on-delivery', openDeliveries: 1 });
    expect(bola.open.map((d) => d.id)).toEqual([PICKED_UP]);
    expect(bola.completedToday).toEqual([]);

    await assignDelivery(UNASSIGNED, { riderId: SADE });
    await updateDeliveryStatus(UNASSIGNED, 'picked-up');
    await updateDeliveryStatus(UNASSIGNED, 'in-transit');
    expect((await getRider(SADE)).open.map((d) => d.id)).toEqual([UNASSIGNED]);
    await deliverWithProof(UNASSIGNED);

    const sade = await getRider(SADE);
    expect(sade.open).toEqual([]);
    expect(sade.completedToday.map((d) => [d.id, d.status])).toEqual([[UNASSIGNED, 'delivered']]);
    expect(sade.rider).toMatchObject({ status: 'available', openDeliveries: 0, completedToday: 1 });
    expect((await roster()).get(SADE)?.completedToday).toBe(1);
  });
});
