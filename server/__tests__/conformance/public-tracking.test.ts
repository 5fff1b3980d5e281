import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LOOKUP_LIMIT } from '../../domain/lookup-limits';
import { MODE_HEADER } from '@/api/mode';
import { codeOf, detail, list, newDelivery, ok, RIDERS, SEEDED, type WireDelivery } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';

/*
 * The customers' tracking page (GET /api/track/:code) on every store: no sign-in, no personal
 * data, one 404 for every code that opens nothing, and a limit per client.
 */

onEveryStore('public tracking', (api) => {
  it('shows a parcel on the road without a token: cities, steps, the recipient by first name and initial', async () => {
    const session = await signIn(api());
    const segun = await detail(api(), session, SEEDED.inTransitCod);
    const reply = await api().call(`/api/track/${codeOf(segun)}`);
    expect(reply.status).toBe(200);
    expect(reply.json).not.toHaveProperty('livemode');
    expect(reply.json.data).toEqual({
      partner_name: 'Swift Riders Ltd',
      tracking_number: segun.tracking_number,
      status: 'in-transit',
      estimated_delivery: segun.estimated_delivery,
      from_city: 'Ogun',
      to_city: 'Ibadan',
      recipient: 'Segun A.',
      events: [
        expect.objectContaining({ step: 'pending', city: 'Ogun' }),
        expect.objectContaining({ step: 'accepted', city: 'Ogun' }),
        expect.objectContaining({ step: 'picked-up', city: 'Ogun' }),
        expect.objectContaining({ step: 'in-transit', city: 'Ibadan' }),
      ],
      last_location: { lat: 6.82, lng: 3.44 },
      test: false,
    });
  });

  it('says a delivery made in test mode is a test, and a live one is not', async () => {
    const session = await signIn(api());
    const made = async (mode?: 'test') =>
      ok<WireDelivery>(
        await api().call('/api/deliveries', {
          ...as(session, { body: newDelivery() }),
          ...(mode ? { headers: { [MODE_HEADER]: mode } } : {}),
        }),
        201,
      );
    const sandbox = await api().call(`/api/track/${codeOf(await made('test'))}`);
    const live = await api().call(`/api/track/${codeOf(await made())}`);
    expect({ sandbox: sandbox.status, live: live.status }).toEqual({ sandbox: 200, live: 200 });
    expect(sandbox.json.data).toMatchObject({ test: true, partner_name: 'Swift Riders Ltd' });
    expect(live.json.data).toMatchObject({ test: false, partner_name: 'Swift Riders Ltd' });
    // Nobody's credentials answered it: the envelope says no mode either way.
    expect(sandbox.json).not.toHaveProperty('livemode');
  });

  it('tells no e-mail, phone, address, price, description or rider of any delivery', async () => {
    const session = await signIn(api());
    for (const delivery of (await list(api(), session)).items) {
      const full = await detail(api(), session, delivery.id);
      const text = JSON.stringify((await api().call(`/api/track/${codeOf(full)}`)).json);
      const secrets = [
        full.customer.email,
        full.customer.phone,
        full.customer.name,
        full.id,
        ...(full.rider ? [full.rider.name] : []),
      ];
      expect({ id: full.id, leaked: secrets.filter((secret) => text.includes(secret)) }).toEqual({
        id: full.id,
        leaked: [],
      });
      expect(text).not.toMatch(new RegExp(`"price"|(?<![\\d.])${full.price}(?!\\d)`));
    }
  });

  it('answers one 404 for every code that opens nothing, and holds a client to its look-ups', async () => {
    const session = await signIn(api());
    const code = codeOf(await detail(api(), session, SEEDED.inTransitCod));
    const wrongs = ['0000000000000000', 'DOS-2026-0005', code.toUpperCase(), `${code}a`, SEEDED.inTransitCod];
    const replies = await Promise.all(wrongs.map((wrong) => api().call(`/api/track/${wrong}`, { client: 'guesser' })));
    expect(new Set(replies.map((reply) => JSON.stringify({ status: reply.status, body: reply.json }))).size).toBe(1);
    expect(replies[0]?.json).toEqual({
      success: false,
      data: null,
      message: 'No delivery has this tracking link',
      code: 'NOT_FOUND',
    });
    for (let i = wrongs.length; i < LOOKUP_LIMIT; i += 1)
      await api().call(`/api/track/nothing${i}`, { client: 'guesser' });
    const limited = await api().call(`/api/track/${code}`, { client: 'guesser' });
    expect(outcome(limited)).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await api().call(`/api/track/${code}`, { client: 'customer' })).status).toBe(200);
  });
});

onEveryStore('public tracking: HEAD', (api) => {
  it('answers HEAD like GET for each client: the same statuses, each HEAD counted against its own client', async () => {
    const session = await signIn(api());
    const code = codeOf(await detail(api(), session, SEEDED.inTransitCod));
    const track = (client: string, method: 'GET' | 'HEAD') => api().call(`/api/track/${code}`, { client, method });
    // The first client has one look-up left; the second has all of its own.
    for (let i = 1; i < LOOKUP_LIMIT; i += 1) await api().call(`/api/track/nothing${i}`, { client: 'first-phone' });
    const statuses = [];
    for (const [client, method] of [
      ['first-phone', 'HEAD'],
      ['first-phone', 'GET'],
      ['second-phone', 'HEAD'],
      ['second-phone', 'GET'],
    ] as const)
      statuses.push(`${client} ${method} ${(await track(client, method)).status}`);
    expect(statuses).toEqual([
      'first-phone HEAD 200',
      'first-phone GET 429',
      'second-phone HEAD 200',
      'second-phone GET 200',
    ]);
    // HEADs of many clients are not one bucket: each is one look-up of its own client.
    const heads = [];
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) heads.push((await track(`phone-${i}`, 'HEAD')).status);
    expect(heads).toEqual(Array.from({ length: LOOKUP_LIMIT }, () => 200));
  });
});

interface WirePublicPage {
  status: string;
  events: Array<{ step: string; at: string; city?: string }>;
  last_location?: { lat: number; lng: number };
  delivered?: { at: string; to: string };
}

/** The suite's new delivery from Lagos, taken to Ibadan: each step's city says which end it happened at. */
const lagosToIbadan = newDelivery({
  customer: { name: 'Halima Sani Bello', email: 'halima.bello@example.com', phone: '+234 803 555 0177' },
  to: { address: '7 Bodija Estate Road', city: 'Ibadan' },
  special_instructions: 'Gate code 4417, ask for Mrs Bello',
});

/** The public page of a code (200 expected), and its text as sent. */
async function publicPage(api: Target, code: string) {
  const reply = await api.call(`/api/track/${code}`);
  return { page: ok<WirePublicPage>(reply), text: JSON.stringify(reply.json) };
}
/** The page's steps as `step city` lines: what the customer reads. */
const stepsOf = (page: WirePublicPage) => page.events.map((event) => `${event.step} ${event.city ?? '—'}`);
const post = (api: Target, session: Session, path: string, body: object = {}) => api.call(path, as(session, { body }));

onEveryStore('public tracking: following a delivery', (api) => {
  // Now (the seed's history is before it), to the second: each step a minute after the last.
  let start = 0;
  let minute = 0;
  const later = () => vi.setSystemTime(start + (minute += 1) * 60_000);
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();

  beforeEach(() => {
    start = Math.floor(Date.now() / 1_000) * 1_000;
    minute = 0;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
  });
  afterEach(() => vi.useRealTimers());

  it('from the request to the hand-over: each step once with its city, the position on the road only, the initials at the end', async () => {
    const session = await signIn(api());
    const settings = { proof_of_delivery: { code: false, signature: true, photo: false } };
    ok(await api().call('/api/delivery-partners/settings', as(session, { method: 'PUT', body: settings })));
    const created = ok<WireDelivery>(await post(api(), session, '/api/deliveries', lagosToIbadan), 201);
    const code = codeOf(created);
    const page = async () => (await publicPage(api(), code)).page;
    expect(await page()).toEqual({
      partner_name: 'Swift Riders Ltd',
      tracking_number: created.tracking_number,
      status: 'pending',
      estimated_delivery: created.estimated_delivery,
      from_city: 'Lagos',
      to_city: 'Ibadan',
      recipient: 'Halima B.',
      events: [{ step: 'pending', at: at(0), city: 'Lagos' }],
      test: false,
    });
    const path = `/api/deliveries/${created.id}`;
    const moveTo = (status: string) =>
      api().call(
        `${path}/status`,
        as(session, { method: 'PUT', body: { status, timestamp: new Date().toISOString() } }),
      );

    later();
    ok(await post(api(), session, `${path}/accept`));
    later();
    // An assignment is a history entry of the accepted delivery, not a step of its own.
    ok(await post(api(), session, `${path}/assign`, { rider_id: RIDERS.available }));
    expect(stepsOf(await page())).toEqual(['pending Lagos', 'accepted Lagos']);

    later();
    ok(await moveTo('picked-up'));
    expect(await page()).toMatchObject({ status: 'picked-up' });
    expect((await page()).last_location).toBeUndefined();

    later();
    ok(await moveTo('in-transit'));
    // On the road: where it was last reported (the pickup, until the rider reports), to about a kilometre.
    expect((await page()).last_location).toEqual({ lat: 6.45, lng: 3.39 });
    later();
    const report = {
      coordinates: { lat: 7.0312, lng: 3.6455 },
      address: 'Toll gate, Lagos–Ibadan Expressway',
      note: 'Stuck behind a tanker',
    };
    ok(await post(api(), session, `/api/tracking/${created.id}/update`, report));
    const onTheRoad = await page();
    expect(onTheRoad).toMatchObject({ status: 'in-transit', last_location: { lat: 7.03, lng: 3.65 } });
    // A location report is no new step.
    expect(stepsOf(onTheRoad)).toEqual(['pending Lagos', 'accepted Lagos', 'picked-up Lagos', 'in-transit Ibadan']);

    later();
    const attempt = { reason: 'customer-unavailable', note: 'Nobody at the gate, phone off' };
    ok(await post(api(), session, `${path}/attempts`, attempt));
    expect(stepsOf(await page()).at(-1)).toBe('attempt-failed Ibadan');

    later();
    const proof = { recipient_name: 'Tolu Adebayo', signature: { kind: 'typed', text: 'Tolu Adebayo' } };
    ok(await post(api(), session, `${path}/deliver`, proof));
    const final = await publicPage(api(), code);
    expect(final.page.status).toBe('delivered');
    expect(final.page.last_location).toBeUndefined();
    // Tolu Adebayo signed for it (the proof's name), not the customer.
    expect(final.page.delivered).toEqual({ at: at(7), to: 'T. A.' });
    expect(final.page.events).toEqual([
      { step: 'pending', at: at(0), city: 'Lagos' },
      { step: 'accepted', at: at(1), city: 'Lagos' },
      { step: 'picked-up', at: at(3), city: 'Lagos' },
      { step: 'in-transit', at: at(4), city: 'Ibadan' },
      { step: 'attempt-failed', at: at(6), city: 'Ibadan' },
      { step: 'delivered', at: at(7), city: 'Ibadan' },
    ]);
    const tracking = ok<{ events: Array<{ timestamp: string }> }>(await api().call(`${path}/tracking`, as(session)));
    expect(tracking.events.at(-1)?.timestamp).toBe(final.page.delivered?.at);

    // None of what the partner, the rider and the proof know reached the page on the way.
    const full = await detail(api(), session, created.id);
    const secrets = [
      created.id,
      'halima.bello@example.com',
      '+234 803 555 0177',
      '2348035550177',
      '08035550177',
      'Sani',
      'Bello',
      '1 Marina',
      '7 Bodija Estate Road',
      'Birthday gift hamper',
      'Hamper',
      'Gate code 4417',
      'Toll gate',
      'Stuck behind a tanker',
      'Nobody at the gate',
      'Tolu Adebayo',
      'Adebayo',
      full.rider?.name ?? 'no rider',
    ];
    expect(secrets.filter((secret) => final.text.includes(secret))).toEqual([]);
    expect(final.text).not.toMatch(/"price"|(?<![\d.])4200(?!\d)/);
  });

  it('shows each failed attempt, and a return to the sender in the pickup’s city', async () => {
    const session = await signIn(api());
    const id = SEEDED.inTransitCod;
    const code = codeOf(await detail(api(), session, id));
    const notes = ['First try: no answer', 'Second try: gate locked', 'Third try: wrong flat'];
    for (const note of notes) {
      later();
      ok(await post(api(), session, `/api/deliveries/${id}/attempts`, { reason: 'customer-unavailable', note }));
    }
    later();
    ok(await post(api(), session, `/api/deliveries/${id}/return`, { reason: 'Three attempts failed' }));
    const { page, text } = await publicPage(api(), code);
    expect(page.status).toBe('returned');
    expect(stepsOf(page)).toEqual([
      'pending Ogun',
      'accepted Ogun',
      'picked-up Ogun',
      'in-transit Ibadan',
      'attempt-failed Ibadan',
      'attempt-failed Ibadan',
      'attempt-failed Ibadan',
      'returned Ogun',
    ]);
    // Off the road: no position any more.
    expect(page.last_location).toBeUndefined();
    expect([...notes, 'Three attempts failed'].filter((s) => text.includes(s))).toEqual([]);
  });

  it('gives a cancelled or rejected step no city, and never its reason', async () => {
    const session = await signIn(api());
    const seededCancelled = (await publicPage(api(), codeOf(await detail(api(), session, SEEDED.cancelled)))).page;
    expect(stepsOf(seededCancelled).at(-1)).toBe('cancelled —');

    later();
    const rejected = ok<WireDelivery>(
      await post(api(), session, `/api/deliveries/${SEEDED.pending}/reject`, {
        reason: 'The sender asked us to refuse it: suspected fraud',
      }),
    );
    later();
    const cancelled = ok<WireDelivery>(
      await post(api(), session, `/api/deliveries/${SEEDED.acceptedWithoutRider}/cancel`, {
        reason: 'Customer moved to Abuja last week',
      }),
    );
    for (const [delivery, step, minutes, reason] of [
      [rejected, 'rejected', 1, 'suspected fraud'],
      [cancelled, 'cancelled', 2, 'moved to Abuja'],
    ] as const) {
      const { page, text } = await publicPage(api(), codeOf(delivery));
      expect(page.status).toBe(step);
      expect(page.events.at(-1)).toEqual({ step, at: at(minutes) });
      expect(text).not.toContain(reason);
    }
  });
});
