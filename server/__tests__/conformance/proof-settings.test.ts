import { expect, it } from 'vitest';
import { detail, newDelivery, ok, type WireDelivery } from '../support/deliveries';
import { PHOTO } from '../support/images';
import { as, onEveryStore, outcome, refusedUnchanged, signInNewPartner } from '../support/suite';
import type { Target } from '../support/target';

/*
 * Proof of delivery as the partner's settings ask for it, on every store (docs/api-contract.md):
 * a new partner asks for none; a photo, or the recipient's code sent at pickup, once its settings
 * say so. The demo partner, who asks for every proof: proof.test.ts.
 */

/** A new partner's delivery with its new rider, picked up and on the road, once the partner asks for `proof`. */
async function onTheRoad(api: Target, proof?: object) {
  const session = await signInNewPartner(api);
  if (proof) {
    const body = { proof_of_delivery: proof };
    ok(await api.call('/api/delivery-partners/settings', as(session, { method: 'PUT', body })));
  }
  const body = { name: 'Femi Ajayi', phone: '+234 816 555 0300', vehicle: 'bike' };
  const rider = ok<{ id: string }>(await api.call('/api/riders', as(session, { body })), 201);
  const road = async () => {
    const { id } = ok<WireDelivery>(await api.call('/api/deliveries', as(session, { body: newDelivery() })), 201);
    ok(await api.call(`/api/deliveries/${id}/accept`, as(session, { body: { rider_id: rider.id } })));
    const status = (value: string) => ({ method: 'PUT', body: { status: value, timestamp: new Date().toISOString() } });
    ok(await api.call(`/api/deliveries/${id}/status`, as(session, status('picked-up'))));
    return ok<WireDelivery>(await api.call(`/api/deliveries/${id}/status`, as(session, status('in-transit'))));
  };
  const to = (id: string, path: string, body: object = {}) =>
    api.call(`/api/deliveries/${id}/${path}`, as(session, { body }));
  const delivered = (id: string) =>
    api.call(
      `/api/deliveries/${id}/status`,
      as(session, { method: 'PUT', body: { status: 'delivered', timestamp: new Date().toISOString() } }),
    );
  return { session, road, to, delivered };
}

onEveryStore("proof of delivery: the partner's settings decide", (api) => {
  it('asks for nothing by default: no code is sent, PUT delivered and an empty POST …/deliver both deliver, paid', async () => {
    const { session, road, to, delivered } = await onTheRoad(api());
    const first = await road();
    expect(first.delivery_code).toBeUndefined();
    expect((await api().outbox()).filter((m) => m.kind === 'sms')).toEqual([]);
    expect(ok<WireDelivery>(await delivered(first.id)).status).toBe('delivered');
    const second = await road();
    const done = ok<WireDelivery & { proof: object }>(await to(second.id, 'deliver'));
    expect(done).toMatchObject({ status: 'delivered' });
    expect(done.proof).toEqual({ photo: false, captured_at: expect.any(String) as string });
    const earnings = ok<{ items: unknown[] }>(
      await api().call(`/api/wallet/transactions?category=earning&search=${second.tracking_number}`, as(session)),
    );
    expect(earnings.items).toHaveLength(1);
  });

  it('asks for a photo once the settings say so: PUT delivered 409, POST …/deliver without one 400', async () => {
    const { session, road, to, delivered } = await onTheRoad(api(), { code: false, signature: false, photo: true });
    const delivery = await road();
    expect(delivery.delivery_code).toBeUndefined();
    const read = () => detail(api(), session, delivery.id);
    expect(await refusedUnchanged(read, () => delivered(delivery.id))).toMatchObject({
      status: 409,
      code: 'PROOF_REQUIRED',
    });
    expect(await refusedUnchanged(read, () => to(delivery.id, 'deliver', { recipient_name: 'Bisi' }))).toMatchObject({
      status: 400,
      code: 'PROOF_REQUIRED',
      message: expect.stringMatching(/a photo/) as string,
    });
    const done = ok<{ proof: { photo: boolean; code?: string } }>(await to(delivery.id, 'deliver', { photo: PHOTO }));
    expect(done.proof).toMatchObject({ photo: true });
    expect(done.proof.code).toBeUndefined();
    expect(ok(await api().call(`/api/deliveries/${delivery.id}/proof`, as(session)))).toMatchObject({
      photo: true,
      photo_image: PHOTO,
    });
  });

  it('sends a code at pickup once the settings ask for one, and asks for it at the door', async () => {
    const { road, to } = await onTheRoad(api(), { code: true, signature: false, photo: false });
    const delivery = await road();
    expect(delivery.delivery_code).toEqual({ verified: false, tries_left: 3 });
    const sms = (await api().outbox()).filter((m) => m.kind === 'sms');
    expect(sms.map((m) => m.to)).toEqual([delivery.customer.phone]);
    expect(outcome(await to(delivery.id, 'deliver'))).toEqual({ status: 409, code: 'CODE_NOT_VERIFIED' });
    const code = /the code (\d{4})\b/.exec(sms[0]?.text ?? '')?.[1] ?? '';
    expect(ok(await to(delivery.id, 'verify-code', { code }))).toEqual({ verified: true, tries_left: 3 });
    expect(ok<{ proof: object }>(await to(delivery.id, 'deliver')).proof).toMatchObject({
      code: 'verified',
      photo: false,
    });
  });
});
