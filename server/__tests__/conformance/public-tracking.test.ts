import { expect, it } from 'vitest';
import { LOOKUP_LIMIT } from '../../domain/lookup-limits';
import { MODE_HEADER } from '@/api/mode';
import { codeOf, detail, list, newDelivery, ok, SEEDED, type WireDelivery } from '../support/deliveries';
import { as, onEveryStore, outcome, signIn } from '../support/suite';

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
