import { expect, it } from 'vitest';
import { MAX_RIDERS } from '@/api/schemas/riders';
import { newDelivery, ok, RIDERS, SEEDED } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Reply, Target } from '../support/target';

/*
 * Riders and dispatch on every store (server/domain/riders, server/domain/deliveries/dispatch.ts):
 * the demo partner's roster (server/seed/riders.ts: eight on it, Tayo archived), each rider's
 * status and load, adding (the roster's limit, a phone no other rider on it has), changing,
 * archiving and restoring, assigning, a rider's page and the fleet map. Every refusal changes
 * nothing; another partner's riders are as absent as missing ones.
 */

interface WireRider {
  id: string;
  name: string;
  phone: string;
  vehicle: string;
  plate?: string;
  status: string;
  open_deliveries: number;
  completed_today: number;
}

interface WireRiderPage {
  rider: WireRider;
  open: { id: string; status: string }[];
  completed_today: { id: string; status: string }[];
}

const { available: SADE, busy: BOLA, offDuty: NGOZI, archived: TAYO } = RIDERS;
const FEMI = { name: 'Femi Ajayi', phone: '+234 816 555 0300', vehicle: 'bike' } as const;

const roster = async (api: Target, s: Session, archived = false) =>
  ok<{ items: WireRider[]; total: number }>(await api.call(`/api/riders${archived ? '?archived=true' : ''}`, as(s)));
const riderPage = async (api: Target, s: Session, id: string) =>
  ok<WireRiderPage>(await api.call(`/api/riders/${id}`, as(s)));
const create = (api: Target, s: Session, body: object) => api.call('/api/riders', as(s, { body }));
const patch = (api: Target, s: Session, id: string, body: object) =>
  api.call(`/api/riders/${id}`, as(s, { method: 'PATCH', body }));
const post = (api: Target, s: Session, path: string, body: object = {}) => api.call(path, as(s, { body }));
const assign = (api: Target, s: Session, id: string, body: object) =>
  post(api, s, `/api/deliveries/${id}/assign`, body);

/** What a partner reads of its riders and their deliveries (and, on SQL stores, every row of every table). */
async function readable(api: Target, s: Session) {
  const riders = [...(await roster(api, s)).items, ...(await roster(api, s, true)).items];
  const deliveries = ok<unknown>(await api.call('/api/deliveries?limit=100', as(s)));
  return { riders, deliveries, rows: await api.dump?.() };
}

/** The refusal `status`/`code` of `request`, which changes nothing the partner can read. */
async function refused(api: Target, s: Session, request: () => Promise<Reply>, expected: object) {
  const before = await readable(api, s);
  expect(outcome(await request())).toEqual(expected);
  expect(await readable(api, s)).toEqual(before);
}

onEveryStore('riders: the roster', (api) => {
  it('lists the riders on the roster by name with status and load, the archived one apart', async () => {
    const s = await signIn(api());
    const list = await roster(api(), s);
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
    expect(byId.get(BOLA)).toMatchObject({ status: 'on-delivery', open_deliveries: 1, plate: 'LND-482-KJ' });
    expect(byId.get('rdr_aisha')).toMatchObject({ status: 'available', open_deliveries: 1 });
    expect(byId.get(NGOZI)).toMatchObject({ status: 'off-duty', open_deliveries: 0 });
    expect(byId.get(SADE)).toMatchObject({ status: 'available', open_deliveries: 0, completed_today: 0 });
    const archived = await roster(api(), s, true);
    expect(archived).toEqual({ items: [expect.objectContaining({ id: TAYO, status: 'archived' })], total: 1 });
  });

  it('adds a rider (201), available, its plate in upper case, on the roster', async () => {
    const s = await signIn(api());
    const created = ok<WireRider>(await create(api(), s, { ...FEMI, plate: ' lnd-123  ab ' }), 201);
    expect(created).toMatchObject({
      ...FEMI,
      plate: 'LND-123 AB',
      status: 'available',
      open_deliveries: 0,
      completed_today: 0,
    });
    expect(created.id).toMatch(/^rdr_/);
    expect((await roster(api(), s)).items.find((r) => r.id === created.id)).toEqual(created);
    expect((await riderPage(api(), s, created.id)).rider).toEqual(created);
  });

  it('refuses a phone another rider on the roster has, however written, changing nothing', async () => {
    const s = await signIn(api());
    const taken = { status: 409, code: 'RIDER_PHONE_TAKEN' };
    // Bola's number, written the local way.
    await refused(api(), s, () => create(api(), s, { ...FEMI, phone: '0803 555 0201' }), taken);
    await refused(api(), s, () => patch(api(), s, SADE, { phone: '+2348035550201', name: 'Sade O.' }), taken);
    await refused(api(), s, () => create(api(), s, { ...FEMI, phone: '+44 20 7946 0958' }), {
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it(`holds at most ${MAX_RIDERS} riders, archived ones included`, async () => {
    const s = await signIn(api());
    const seeded = (await roster(api(), s)).total + (await roster(api(), s, true)).total;
    for (let n = seeded; n < MAX_RIDERS; n += 1) {
      const phone = `+234 70${String(n).padStart(8, '0')}`;
      ok(await create(api(), s, { name: `Rider ${n}`, phone, vehicle: 'bike' }), 201);
    }
    expect((await roster(api(), s)).total).toBe(MAX_RIDERS - 1);
    await refused(api(), s, () => create(api(), s, FEMI), { status: 409, code: 'RIDER_LIMIT' });
  });

  it("keeps each partner's riders to itself", async () => {
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(await roster(api(), chidi)).toEqual({ items: [], total: 0 });
    const absent = { status: 404, code: 'NOT_FOUND' };
    await refused(api(), chidi, () => api().call(`/api/riders/${BOLA}`, as(chidi)), absent);
    await refused(api(), chidi, () => patch(api(), chidi, BOLA, { name: 'Taken over' }), absent);
    await refused(api(), chidi, () => post(api(), chidi, `/api/riders/${SADE}/archive`), absent);
    await refused(api(), chidi, () => post(api(), chidi, `/api/riders/${TAYO}/restore`), absent);
    const own = ok<{ id: string }>(await post(api(), chidi, '/api/deliveries', newDelivery()), 201);
    ok(await post(api(), chidi, `/api/deliveries/${own.id}/accept`));
    await refused(api(), chidi, () => assign(api(), chidi, own.id, { rider_id: SADE }), absent);
    // The demo's delivery is as absent to another partner, whoever the rider.
    await refused(api(), chidi, () => assign(api(), chidi, SEEDED.acceptedWithoutRider, { rider_id: SADE }), absent);
    // Another partner's roster may have the same phone.
    ok(await create(api(), chidi, { ...FEMI, phone: '+234 803 555 0201' }), 201);
    const demo = await signIn(api());
    expect((await riderPage(api(), demo, BOLA)).rider.phone).toBe('+234 803 555 0201');
  });

  it('renames a rider and takes one off duty; an archived rider must be restored first', async () => {
    const s = await signIn(api());
    expect(ok<WireRider>(await patch(api(), s, 'rdr_musa', { name: 'Musa Ibrahim Jr', plate: '' }))).toMatchObject({
      name: 'Musa Ibrahim Jr',
    });
    const musa = (await riderPage(api(), s, 'rdr_musa')).rider;
    expect(musa.name).toBe('Musa Ibrahim Jr');
    expect(musa.plate).toBeUndefined();
    expect(ok<WireRider>(await patch(api(), s, SADE, { on_duty: false })).status).toBe('off-duty');
    expect((await roster(api(), s)).items.find((r) => r.id === SADE)?.status).toBe('off-duty');
    expect(ok<WireRider>(await patch(api(), s, SADE, { on_duty: true })).status).toBe('available');
    await refused(api(), s, () => patch(api(), s, TAYO, { name: 'Tayo A.' }), { status: 409, code: 'RIDER_ARCHIVED' });
  });

  it('archives a rider only once its open deliveries went to others, and restores it', async () => {
    const s = await signIn(api());
    const busy = { status: 409, code: 'RIDER_BUSY' };
    await refused(api(), s, () => post(api(), s, `/api/riders/${BOLA}/archive`), busy);
    // An accepted delivery waiting at the pickup counts too.
    await refused(api(), s, () => post(api(), s, `/api/riders/rdr_aisha/archive`), busy);

    ok(await assign(api(), s, SEEDED.pickedUp, { rider_id: SADE, reason: "Bola's bike broke down" }));
    const archived = ok<WireRider>(await post(api(), s, `/api/riders/${BOLA}/archive`));
    expect(archived).toMatchObject({ id: BOLA, status: 'archived', open_deliveries: 0 });
    expect(ok<WireRider>(await post(api(), s, `/api/riders/${BOLA}/archive`))).toEqual(archived);
    expect((await roster(api(), s)).items.map((r) => r.id)).not.toContain(BOLA);
    expect((await roster(api(), s, true)).items.map((r) => r.id)).toEqual([BOLA, TAYO]);
    await refused(api(), s, () => assign(api(), s, SEEDED.acceptedWithoutRider, { rider_id: BOLA }), {
      status: 409,
      code: 'RIDER_ARCHIVED',
    });

    expect(ok<WireRider>(await post(api(), s, `/api/riders/${BOLA}/restore`))).toMatchObject({ status: 'available' });
    expect((await roster(api(), s, true)).items.map((r) => r.id)).toEqual([TAYO]);
  });

  it("frees an archived rider's phone for the roster, and then refuses to restore that rider", async () => {
    const s = await signIn(api());
    // Tayo (archived) had +234 814 555 0209.
    const newcomer = ok<WireRider>(await create(api(), s, { ...FEMI, phone: '08145550209' }), 201);
    await refused(api(), s, () => post(api(), s, `/api/riders/${TAYO}/restore`), {
      status: 409,
      code: 'RIDER_PHONE_TAKEN',
    });
    ok(await patch(api(), s, newcomer.id, { phone: FEMI.phone }));
    expect(ok<WireRider>(await post(api(), s, `/api/riders/${TAYO}/restore`))).toMatchObject({ status: 'available' });
  });
});
