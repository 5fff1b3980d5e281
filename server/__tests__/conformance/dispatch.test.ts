import { expect, it } from 'vitest';
import { detail, list, ok, RIDERS, SEEDED } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Reply, Target } from '../support/target';

/*
 * Dispatch on every store (server/domain/deliveries/dispatch.ts, server/domain/riders): assigning
 * a delivery (accepted, picked up or in transit; the rider on duty and on the roster; to another
 * rider only with a reason, kept in its history), a rider's page (its open deliveries, what it
 * delivered today) and the fleet map. Every refusal changes nothing.
 */

interface WireRider {
  id: string;
  status: string;
  open_deliveries: number;
  completed_today: number;
}

interface WireFleet {
  items: {
    delivery_id: string;
    tracking_number: string;
    status: string;
    recipient_name: string;
    to_city: string;
    rider?: { id: string; name: string; phone: string; vehicle: string };
    position?: { coordinates: { lat: number; lng: number }; address?: string; at: string };
  }[];
  total: number;
}

const { available: SADE, busy: BOLA, offDuty: NGOZI, archived: TAYO } = RIDERS;
const EMEKA = 'rdr_emeka';

const assign = (api: Target, s: Session, id: string, body: object) =>
  api.call(`/api/deliveries/${id}/assign`, as(s, { body }));
const setStatus = async (api: Target, s: Session, id: string, status: string) =>
  ok(
    await api.call(
      `/api/deliveries/${id}/status`,
      as(s, { method: 'PUT', body: { status, timestamp: new Date().toISOString() } }),
    ),
  );
const riderPage = async (api: Target, s: Session, id: string) =>
  ok<{ rider: WireRider; open: { id: string }[]; completed_today: { id: string; status: string }[] }>(
    await api.call(`/api/riders/${id}`, as(s)),
  );
const fleet = async (api: Target, s: Session) => ok<WireFleet>(await api.call('/api/fleet', as(s)));
const notes = async (api: Target, s: Session, id: string) =>
  ok<{ events: { note: string }[] }>(await api.call(`/api/deliveries/${id}/tracking`, as(s))).events.map((e) => e.note);

/** The refusal of `request`, after which the deliveries, the roster and (SQL stores) every row are as they were. */
async function refused(api: Target, s: Session, request: () => Promise<Reply>, expected: object) {
  const readable = async () => ({
    deliveries: ok<unknown>(await api.call('/api/deliveries?limit=100', as(s))),
    riders: ok<unknown>(await api.call('/api/riders', as(s))),
    rows: await api.dump?.(),
  });
  const before = await readable();
  expect(outcome(await request())).toEqual(expected);
  expect(await readable()).toEqual(before);
}

onEveryStore('dispatch', (api) => {
  it('refuses a pending or finished delivery, or a rider off duty, archived or unknown, changing nothing', async () => {
    const s = await signIn(api());
    const invalid = { status: 409, code: 'INVALID_STATUS_TRANSITION' };
    await refused(api(), s, () => assign(api(), s, SEEDED.pending, { rider_id: SADE }), invalid);
    await refused(api(), s, () => assign(api(), s, SEEDED.delivered, { rider_id: SADE }), invalid);
    const unassigned = SEEDED.acceptedWithoutRider;
    await refused(api(), s, () => assign(api(), s, unassigned, { rider_id: NGOZI }), {
      status: 409,
      code: 'RIDER_OFF_DUTY',
    });
    await refused(api(), s, () => assign(api(), s, unassigned, { rider_id: TAYO }), {
      status: 409,
      code: 'RIDER_ARCHIVED',
    });
    await refused(api(), s, () => assign(api(), s, unassigned, { rider_id: 'rdr_nobody' }), {
      status: 404,
      code: 'NOT_FOUND',
    });
    await refused(api(), s, () => assign(api(), s, 'dlv_nobody', { rider_id: SADE }), {
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await detail(api(), s, unassigned)).rider).toBeUndefined();
  });

  it('assigns, gives a delivery to another rider only with a reason kept in its history, and repeats as a no-op', async () => {
    const s = await signIn(api());
    const assigned = ok<{ rider?: { id: string; name: string } }>(
      await assign(api(), s, SEEDED.acceptedWithoutRider, { rider_id: SADE }),
    );
    expect(assigned.rider).toMatchObject({ id: SADE, name: 'Sade Ogunleye' });
    expect((await notes(api(), s, SEEDED.acceptedWithoutRider)).at(-1)).toBe('Assigned to Sade Ogunleye');

    await refused(api(), s, () => assign(api(), s, SEEDED.inTransit, { rider_id: SADE }), {
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    const reason = 'Emeka is stuck at the Kano depot';
    const reassigned = ok<{ status: string; rider?: { id: string } }>(
      await assign(api(), s, SEEDED.inTransit, { rider_id: SADE, reason }),
    );
    expect(reassigned).toMatchObject({ status: 'in-transit', rider: { id: SADE } });
    const history = await notes(api(), s, SEEDED.inTransit);
    expect(history.at(-1)).toBe(`Reassigned from Emeka Okafor to Sade Ogunleye: ${reason}`);
    expect((await riderPage(api(), s, EMEKA)).open).toEqual([]);
    expect((await riderPage(api(), s, SADE)).open.map((d) => d.id)).toEqual([
      SEEDED.acceptedWithoutRider,
      SEEDED.inTransit,
    ]);

    // The same rider again: nothing happens, nothing is added to the history.
    ok(await assign(api(), s, SEEDED.inTransit, { rider_id: SADE }));
    expect(await notes(api(), s, SEEDED.inTransit)).toEqual(history);
  });

  it("shows a rider's open deliveries and what it delivered today, and counts them on the roster", async () => {
    const s = await signIn(api());
    const bola = await riderPage(api(), s, BOLA);
    expect(bola.rider).toMatchObject({ id: BOLA, status: 'on-delivery', open_deliveries: 1, completed_today: 0 });
    expect(bola.open.map((d) => d.id)).toEqual([SEEDED.pickedUp]);
    expect(bola.completed_today).toEqual([]);

    // Delivered without proof: the partner asks for none here (its settings).
    const none = { code: false, signature: false, photo: false };
    ok(
      await api().call('/api/delivery-partners/settings', as(s, { method: 'PUT', body: { proof_of_delivery: none } })),
    );
    ok(await assign(api(), s, SEEDED.acceptedWithoutRider, { rider_id: SADE }));
    await setStatus(api(), s, SEEDED.acceptedWithoutRider, 'picked-up');
    expect((await riderPage(api(), s, SADE)).rider).toMatchObject({ status: 'on-delivery', open_deliveries: 1 });
    await setStatus(api(), s, SEEDED.acceptedWithoutRider, 'in-transit');
    await setStatus(api(), s, SEEDED.acceptedWithoutRider, 'delivered');

    const sade = await riderPage(api(), s, SADE);
    expect(sade.open).toEqual([]);
    expect(sade.completed_today.map((d) => [d.id, d.status])).toEqual([[SEEDED.acceptedWithoutRider, 'delivered']]);
    expect(sade.rider).toMatchObject({ status: 'available', open_deliveries: 0, completed_today: 1 });
    const onRoster = ok<{ items: WireRider[] }>(await api().call('/api/riders', as(s))).items;
    expect(onRoster.find((r) => r.id === SADE)).toEqual(sade.rider);
  });

  it('maps the open deliveries newest first with their riders and last known positions, not the finished ones', async () => {
    const s = await signIn(api());
    const map = await fleet(api(), s);
    // Newest first: the deliveries list's default order (created, newest first), its open ones.
    const open = ['accepted', 'picked-up', 'in-transit'];
    const listed = (await list(api(), s)).items.filter((d) => open.includes(d.status)).map((d) => d.id);
    expect(map.items.map((e) => e.delivery_id)).toEqual(listed);
    expect(map.total).toBe(5);
    expect([...listed].sort()).toEqual([
      SEEDED.accepted,
      SEEDED.acceptedWithoutRider,
      SEEDED.pickedUp,
      SEEDED.inTransit,
      SEEDED.inTransitCod,
    ]);
    const byId = new Map(map.items.map((entry) => [entry.delivery_id, entry]));
    expect(byId.get(SEEDED.pickedUp)?.rider).toEqual({
      id: BOLA,
      name: 'Bola Adeyemi',
      phone: '+234 803 555 0201',
      vehicle: 'bike',
    });
    expect(byId.get(SEEDED.inTransit)?.rider?.id).toBe(EMEKA);
    expect(byId.get(SEEDED.acceptedWithoutRider)?.rider).toBeUndefined();
    const inTransit = await detail(api(), s, SEEDED.inTransit);
    expect(byId.get(SEEDED.inTransit)).toMatchObject({
      tracking_number: inTransit.tracking_number,
      status: 'in-transit',
      recipient_name: inTransit.customer.name,
    });

    // A location reported: the map shows it as the delivery's position.
    const place = { address: '12 Allen Avenue, Ikeja', coordinates: { lat: 6.6018, lng: 3.3515 } };
    ok(await api().call(`/api/tracking/${SEEDED.inTransit}/update`, as(s, { body: place })));
    expect((await fleet(api(), s)).items.find((e) => e.delivery_id === SEEDED.inTransit)?.position).toMatchObject({
      coordinates: place.coordinates,
      address: place.address,
    });

    ok(
      await api().call(
        `/api/deliveries/${SEEDED.accepted}/cancel`,
        as(s, { body: { reason: 'The customer called it off' } }),
      ),
    );
    const after = await fleet(api(), s);
    expect(after.items.map((e) => e.delivery_id)).not.toContain(SEEDED.accepted);
    expect(after.total).toBe(4);
  });

  it("is empty for a partner without open deliveries, and never shows another partner's", async () => {
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(await fleet(api(), chidi)).toEqual({ items: [], total: 0 });
  });
});
