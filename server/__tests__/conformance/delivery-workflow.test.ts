import { expect, it } from 'vitest';
import { lagosDay } from '../../domain/calendar';
import { detail, list, newDelivery, ok, readable, RIDERS, SEEDED, type WireDelivery } from '../support/deliveries';
import { as, onEveryStore, refusalOf, refusedUnchanged, signIn, type Session } from '../support/suite';
import type { Reply, Target } from '../support/target';

/*
 * A delivery's workflow on every store (docs/api-contract.md, Deliveries: the status workflow):
 * each move with its event, message and refusals — and a refusal changes nothing. Delivering pays
 * the partner through the wallet, in the same transaction (server/domain/deliveries/earnings.ts).
 */

const move = (api: Target, session: Session, id: string, action: string, body: object = {}) =>
  api.call(`/api/deliveries/${id}/${action}`, as(session, { body }));
const setStatus = (api: Target, session: Session, id: string, status: string) =>
  api.call(
    `/api/deliveries/${id}/status`,
    as(session, { method: 'PUT', body: { status, timestamp: new Date().toISOString() } }),
  );
const events = async (api: Target, session: Session, id: string) =>
  ((await api.call(`/api/deliveries/${id}/tracking`, as(session))).json.data as { events: Array<{ note: string }> })
    .events;

/** The refusal's status and code, and that the partner's deliveries read the same after it. */
const refused = (api: Target, session: Session, request: () => Promise<Reply>) =>
  refusedUnchanged(() => readable(api, session), request);

onEveryStore('accepting, rejecting, cancelling', (api) => {
  it('accepts a pending delivery with its note, and refuses to accept it twice', async () => {
    const session = await signIn(api());
    const accepted = ok<WireDelivery>(await move(api(), session, SEEDED.pending, 'accept', { note: ' On it ' }));
    expect(accepted).toMatchObject({ id: SEEDED.pending, status: 'accepted' });
    expect((await events(api(), session, SEEDED.pending)).at(-1)).toMatchObject({ note: 'On it' });
    expect(await refused(api(), session, () => move(api(), session, SEEDED.pending, 'accept'))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot accept a delivery that is accepted',
    });
  });

  it('accepts and assigns at once, the rider checked first: off duty, archived, unknown refuse both', async () => {
    const session = await signIn(api());
    for (const [rider, expected] of [
      [RIDERS.offDuty, { status: 409, code: 'RIDER_OFF_DUTY' }],
      [RIDERS.archived, { status: 409, code: 'RIDER_ARCHIVED' }],
      ['rdr_nobody', { status: 404, code: 'NOT_FOUND' }],
    ] as const) {
      const refusal = await refused(api(), session, () =>
        move(api(), session, SEEDED.pending, 'accept', { rider_id: rider }),
      );
      expect({ rider, ...refusal, message: undefined }).toEqual({ rider, ...expected, message: undefined });
    }
    const accepted = ok<WireDelivery>(
      await move(api(), session, SEEDED.pending, 'accept', { rider_id: RIDERS.available }),
    );
    expect(accepted).toMatchObject({ status: 'accepted', rider: { id: RIDERS.available, name: 'Sade Ogunleye' } });
    expect((await events(api(), session, SEEDED.pending)).map((e) => e.note).slice(-2)).toEqual([
      'Accepted by delivery partner',
      'Assigned to Sade Ogunleye',
    ]);
  });

  it('accepts without moving the parcel; refuses to accept one delivered, and a blank reason to reject or cancel (400)', async () => {
    const session = await signIn(api());
    ok(await move(api(), session, SEEDED.pending, 'accept'));
    const tracking = ok<{
      events: Array<{ status: string; note: string; location?: object }>;
      current_location: object;
    }>(await api().call(`/api/deliveries/${SEEDED.pending}/tracking`, as(session)));
    expect(tracking.events.map((e) => [e.status, e.note])).toEqual([
      ['pending', 'Delivery request created'],
      ['accepted', 'Accepted by delivery partner'],
    ]);
    expect(tracking.current_location).toEqual(tracking.events[0]?.location);
    expect(tracking.current_location).toMatchObject({ address: '12 Admiralty Way, Lekki Phase 1' });
    expect(await refused(api(), session, () => move(api(), session, SEEDED.delivered, 'accept'))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot accept a delivery that is delivered',
    });
    for (const [action, body] of [
      ['reject', { reason: '   ' }],
      ['cancel', {}],
    ] as const) {
      const refusal = await refused(api(), session, () => move(api(), session, 'dlv_0002', action, body));
      expect({ action, status: refusal.status, code: refusal.code }).toEqual({
        action,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('rejects a pending delivery with its reason; cancels until it is picked up', async () => {
    const session = await signIn(api());
    const rejected = ok<WireDelivery>(await move(api(), session, 'dlv_0002', 'reject', { reason: 'No bikes free' }));
    expect(rejected.status).toBe('rejected');
    expect((await events(api(), session, 'dlv_0002')).at(-1)).toMatchObject({ note: 'No bikes free' });
    const cancelled = ok<WireDelivery>(await move(api(), session, SEEDED.accepted, 'cancel', { reason: 'Moved' }));
    expect(cancelled.status).toBe('cancelled');
    expect((await events(api(), session, SEEDED.accepted)).at(-1)).toMatchObject({ note: 'Delivery cancelled: Moved' });
    expect(
      await refused(api(), session, () => move(api(), session, SEEDED.pickedUp, 'cancel', { reason: 'x' })),
    ).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot cancel a delivery that is picked-up',
    });
    expect(refusalOf(await move(api(), session, SEEDED.accepted, 'reject', { reason: 'x' }))).toMatchObject({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect(refusalOf(await move(api(), session, SEEDED.acceptedWithoutRider, 'reject', { reason: 'x' }))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot reject a delivery that is accepted',
    });
    // A pending one may be cancelled too.
    const cancelledPending = await move(api(), session, SEEDED.pending, 'cancel', { reason: 'Changed their mind' });
    expect(ok<WireDelivery>(cancelledPending).status).toBe('cancelled');
  });
});

onEveryStore('moving a delivery along', (api) => {
  it('refuses a pickup without a rider, and a step out of order', async () => {
    const session = await signIn(api());
    expect(
      await refused(api(), session, () => setStatus(api(), session, SEEDED.acceptedWithoutRider, 'picked-up')),
    ).toEqual({
      status: 409,
      code: 'RIDER_REQUIRED',
      message: 'Assign a rider before the delivery is picked up',
    });
    expect(await refused(api(), session, () => setStatus(api(), session, SEEDED.pending, 'in-transit'))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot mark a delivery as in-transit while it is pending; it must be picked-up first',
    });
  });

  it('refuses a step skipped or back, a status PUT may not set, and one without its time, changing nothing', async () => {
    const session = await signIn(api());
    expect(await refused(api(), session, () => setStatus(api(), session, SEEDED.accepted, 'delivered'))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot mark a delivery as delivered while it is accepted; it must be in-transit first',
    });
    expect(await refused(api(), session, () => setStatus(api(), session, SEEDED.inTransit, 'picked-up'))).toMatchObject(
      {
        status: 409,
        code: 'INVALID_STATUS_TRANSITION',
      },
    );
    expect(await refused(api(), session, () => setStatus(api(), session, SEEDED.pending, 'accepted'))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    const untimed = () =>
      api().call(
        `/api/deliveries/${SEEDED.accepted}/status`,
        as(session, { method: 'PUT', body: { status: 'picked-up' } }),
      );
    expect(await refused(api(), session, untimed)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('notes each step and where it happened: at the pickup, where last seen, at the drop-off', async () => {
    const session = await signIn(api());
    await proofNotAsked(api(), session);
    const id = SEEDED.pending;
    const delivery = await detail(api(), session, id);
    ok(await move(api(), session, id, 'accept', { rider_id: RIDERS.available }));
    ok(await setStatus(api(), session, id, 'picked-up'));
    ok(await setStatus(api(), session, id, 'in-transit'));
    const body = { address: 'Ozumba Mbadiwe Avenue', note: 'Past the toll gate' };
    ok(await api().call(`/api/tracking/${id}/update`, as(session, { body })));
    expect(ok<WireDelivery>(await setStatus(api(), session, id, 'delivered')).status).toBe('delivered');
    const tracking = ok<{
      status: string;
      events: Array<{ status: string; note: string; location?: { address?: string } }>;
      current_location: { address?: string };
    }>(await api().call(`/api/deliveries/${id}/tracking`, as(session)));
    const { from, to } = delivery as WireDelivery & { from: { address: string }; to: { address: string } };
    expect(tracking.events.map((e) => [e.status, e.note, e.location?.address])).toEqual([
      ['pending', 'Delivery request created', from.address],
      ['accepted', 'Accepted by delivery partner', from.address],
      ['accepted', 'Assigned to Sade Ogunleye', undefined],
      ['picked-up', 'Package picked up from sender', from.address],
      ['in-transit', 'On the way to the recipient', from.address],
      ['in-transit', 'Past the toll gate', 'Ozumba Mbadiwe Avenue'],
      ['delivered', 'Delivered to the recipient', to.address],
    ]);
    expect(tracking.current_location.address).toBe(to.address);
    expect((await list(api(), session)).counts).toMatchObject({ pending: 2, delivered: 3 });
  });

  it('picks up with the recipient’s code in the customer’s message, then starts the delivery', async () => {
    const session = await signIn(api());
    const picked = ok<WireDelivery>(await setStatus(api(), session, SEEDED.accepted, 'picked-up'));
    expect(picked).toMatchObject({ status: 'picked-up', delivery_code: { verified: false, tries_left: 3 } });
    // The code reaches the recipient alone: no reply shows it.
    expect(JSON.stringify(picked)).not.toContain('"value"');
    expect(JSON.stringify(await detail(api(), session, SEEDED.accepted))).not.toContain('"value"');
    const [pickupMessage] = await api().outbox();
    expect(pickupMessage).toMatchObject({ kind: 'sms', to: '+234 809 555 0104' });
    expect(pickupMessage?.text).toMatch(/picked up your parcel .* code \d{4}/i);
    expect(pickupMessage?.text).toContain(picked.tracking_number);
    // Its rider is on the road now.
    const roster = ok<{ items: Array<{ id: string; status: string }> }>(await api().call('/api/riders', as(session)));
    expect(roster.items.find((r) => r.id === 'rdr_aisha')).toMatchObject({ status: 'on-delivery' });
    // The pickup happened at the pickup.
    const tracking = (await api().call(`/api/deliveries/${SEEDED.accepted}/tracking`, as(session))).json.data;
    expect(tracking).toMatchObject({ current_location: { address: 'Wuse Market, Wuse' } });
    const onTheWay = ok<WireDelivery>(await setStatus(api(), session, SEEDED.accepted, 'in-transit'));
    expect(onTheWay.status).toBe('in-transit');
    expect((await api().outbox())[0]?.subject).toMatch(/out for delivery$/);
  });

  it('refuses a plain `delivered` where the partner asks for proof, or cash is to be collected', async () => {
    const session = await signIn(api());
    expect(await refused(api(), session, () => setStatus(api(), session, SEEDED.inTransit, 'delivered'))).toEqual({
      status: 409,
      code: 'PROOF_REQUIRED',
      message: 'This partner requires proof of delivery: send it with POST /api/deliveries/:id/deliver',
    });
    await proofNotAsked(api(), session);
    expect(await refused(api(), session, () => setStatus(api(), session, SEEDED.inTransitCod, 'delivered'))).toEqual({
      status: 409,
      code: 'COLLECTION_REQUIRED',
      message:
        'This delivery has ₦48,500 to collect: deliver it with POST /api/deliveries/:id/deliver and its collection',
    });
  });

  it('delivers without proof where none is asked, and pays the partner the price less the 10 % fee', async () => {
    const session = await signIn(api());
    await proofNotAsked(api(), session);
    const balance = async () => ok<{ balance: number }>(await api().call('/api/wallet', as(session))).balance;
    const before = await balance();
    const delivered = ok<WireDelivery>(await setStatus(api(), session, SEEDED.inTransit, 'delivered'));
    expect(delivered.status).toBe('delivered');
    expect((await events(api(), session, SEEDED.inTransit)).at(-1)).toMatchObject({
      note: 'Delivered to the recipient',
    });
    // The price as an earning, the platform's 10 % as a fee: the balance moves by the difference.
    expect(await balance()).toBe(before + delivered.price - Math.round(delivered.price * 10) / 100);
    const history = ok<{ items: Array<{ category: string; description: string; amount: number; reference: string }> }>(
      await api().call('/api/wallet/transactions?limit=2', as(session)),
    ).items;
    expect(history.map((t) => t.category).sort()).toEqual(['earning', 'fee']);
    expect(history.find((t) => t.category === 'earning')?.description).toBe(
      `Delivery earnings — ${delivered.tracking_number}`,
    );
    // Each with the next reference of today, the earning first; both in the period's statistics.
    const today = lagosDay(Date.now()).replace(/-/g, '');
    const [earning, fee] = ['earning', 'fee'].map((category) => history.find((t) => t.category === category)!);
    expect(earning!.reference).toMatch(new RegExp(`^TRX-${today}-\\d{6}$`));
    expect(Number(fee!.reference.slice(-6))).toBe(Number(earning!.reference.slice(-6)) + 1);
    expect(ok(await api().call('/api/wallet/statistics', as(session)))).toMatchObject({
      total_earnings: 50_000 + delivered.price,
      platform_fees: 5_000 + Math.round(delivered.price * 10) / 100,
    });
  });
});

onEveryStore('reporting where a delivery is', (api) => {
  it('adds an event with the place while it is on the road, and refuses it otherwise', async () => {
    const session = await signIn(api());
    const reply = await api().call(
      `/api/tracking/${SEEDED.inTransit}/update`,
      as(session, { body: { coordinates: { lat: 11.99, lng: 8.53 }, address: ' Kofar Mata ', note: 'Traffic' } }),
    );
    expect(reply.json.data).toMatchObject({
      status: 'in-transit',
      current_location: { address: 'Kofar Mata', coordinates: { lat: 11.99, lng: 8.53 } },
    });
    expect((await events(api(), session, SEEDED.inTransit)).at(-1)).toMatchObject({ note: 'Traffic' });
    const created = ok<WireDelivery>(await api().call('/api/deliveries', as(session, { body: newDelivery() })), 201);
    expect(
      await refused(api(), session, () =>
        api().call(`/api/tracking/${created.id}/update`, as(session, { body: { address: 'Somewhere' } })),
      ),
    ).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot update the location of a delivery that is pending',
    });
    expect((await detail(api(), session, created.id)).status).toBe('pending');
  });
  it('takes coordinates or an address alone; refuses a finished, unknown or empty update, changing nothing', async () => {
    const session = await signIn(api());
    const update = (id: string, body: object) => () => api().call(`/api/tracking/${id}/update`, as(session, { body }));
    const seen = ok<{ current_location: object }>(
      await update(SEEDED.pickedUp, { coordinates: { lat: 6.47, lng: 3.21 } })(),
    );
    expect(seen.current_location).toEqual({ coordinates: { lat: 6.47, lng: 3.21 } });
    const byAddress = ok<{ current_location: object; events: object[] }>(
      await update(SEEDED.inTransit, { address: 'Third Mainland Bridge' })(),
    );
    expect(byAddress.current_location).toEqual({ address: 'Third Mainland Bridge' });
    expect(byAddress.events.at(-1)).toMatchObject({
      note: 'Location updated',
      location: { address: 'Third Mainland Bridge' },
    });
    const there = { coordinates: { lat: 6.4, lng: 3.4 } };
    expect(await refused(api(), session, update(SEEDED.delivered, there))).toMatchObject({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect(refusalOf(await update('dlv_nope', there)())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    for (const body of [
      { coordinates: { lat: 123, lng: 3 } },
      {},
      { address: '   ' },
      { note: 'Somewhere' },
      { address: 'x'.repeat(301) },
    ]) {
      const refusal = await refused(api(), session, update(SEEDED.inTransit, body));
      expect({ body, status: refusal.status }).toEqual({ body, status: 400 });
    }
  });
});

/** The demo partner stops asking for proof of delivery (Profile → Settings). */
async function proofNotAsked(api: Target, session: Session) {
  const saved = await api.call(
    '/api/delivery-partners/settings',
    as(session, { method: 'PUT', body: { proof_of_delivery: { code: false, signature: false, photo: false } } }),
  );
  expect(saved.status).toBe(200);
}
