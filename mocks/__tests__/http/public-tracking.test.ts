import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '@server/domain/deliveries/records';
import { trackingCodePattern } from '@/api/schemas/public-tracking';
import { CLIENT_HEADER } from '../../client-identity';
import { LOOKUP_LIMIT, LOOKUP_WINDOW_MS } from '@server/domain/lookup-limits';
import { DEMO_PASSWORD } from '../../seed';
import { killChildMocks, requestFrom, startChildMock } from './child-mock';
import { serveMockOverHttp } from './serve';

/*
 * The customers' tracking page (issue 28) over a real socket, as a customer's browser reaches
 * it: no token, from the app's origin (the page calls the API cross-origin), one client per
 * remote address. It tells no secret, tells a wrong code from a tracking number by nothing —
 * not a byte — and holds a guesser to 30 look-ups in 10 minutes whatever its headers say.
 */

const mock = serveMockOverHttp();
const APP_ORIGIN = 'http://localhost:5173';
/** A code with its last character another (the seed's codes are random: it may end in any). */
const oneCharacterOff = (code: string) => `${code.slice(0, -1)}${code.endsWith('k') ? 'm' : 'k'}`;

/** The code of Segun Alade's parcel on its way to Ibadan (dlv_0008, DOS-2026-0005), as this test's seed drew it. */
let segunCode = '';
const segun = () => segunCode;
beforeEach(async () => {
  const row = await mock
    .db()
    .selectFrom('deliveries')
    .where('id', '=', 'dlv_0008')
    .select('tracking_code')
    .executeTakeFirst();
  segunCode = row?.tracking_code ?? '';
});

/** Every delivery of the data, as the server holds it. */
async function deliveries(): Promise<DeliveryRecord[]> {
  const keys = await mock.db().selectFrom('deliveries').select(['partner_id', 'id']).orderBy('id').execute();
  const records = await mock
    .running()
    .store.transaction((tx) => Promise.all(keys.map((key) => tx.deliveries.byId(key.partner_id, key.id))));
  return records.filter((record) => record !== undefined);
}
const NOT_FOUND_TEXT =
  '{"success":false,"data":null,"message":"No delivery has this tracking link","code":"NOT_FOUND"}';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body's bytes as they came. */
  body: Buffer;
}

/** A request from the local address `from` (a client of its own), headers as given: no token unless sent. */
function send(
  from: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; origin?: string } = {},
): Promise<Reply> {
  const url = new URL(path, init.origin ?? mock.origin());
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: { Accept: 'application/json', ...init.headers },
        localAddress: from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const track = (from: string, code: string, headers?: Record<string, string>) =>
  send(from, `/api/track/${encodeURIComponent(code)}`, headers ? { headers } : {});

/** The headers that may differ between two replies to the same question: when, and the request's own id. */
const comparable = (headers: IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

describe('the HTTP mock: GET /api/track/:code', () => {
  it('answers without a token, and tells no e-mail, phone, street address, price or rider of any delivery', async () => {
    for (const record of await deliveries()) {
      const reply = await track('127.0.0.11', record.trackingCode);
      expect({ id: record.id, status: reply.status }).toEqual({ id: record.id, status: 200 });
      const text = reply.body.toString('utf8');
      const rider = record.riderId
        ? await mock.running().store.transaction((tx) => tx.riders.byId(record.partnerId, record.riderId ?? ''))
        : undefined;
      const secrets = [
        record.customer.email,
        record.customer.phone,
        record.customer.phone.replace(/\D/g, ''),
        record.from.address,
        record.to.address,
        ...(rider ? [rider.name, rider.phone] : []),
      ];
      expect({ id: record.id, leaked: secrets.filter((secret) => text.includes(secret)) }).toEqual({
        id: record.id,
        leaked: [],
      });
      const naira = record.price / 100;
      expect({ id: record.id, price: new RegExp(`(?<![\\d.])(${naira}|${record.price})(?![\\d])`).test(text) }).toEqual(
        {
          id: record.id,
          price: false,
        },
      );
      const { data } = JSON.parse(text) as { data: Record<string, unknown> };
      expect(data).toMatchObject({ tracking_number: record.trackingNumber, status: record.status });
      expect(data).not.toHaveProperty('customer');
      expect(data).not.toHaveProperty('price');
    }
    // The in-transit parcel: its recipient by first name and initial, its cities, where it was last seen.
    const onTheRoad = JSON.parse((await track('127.0.0.11', segun())).body.toString('utf8')) as { data: unknown };
    expect(onTheRoad.data).toMatchObject({
      recipient: 'Segun A.',
      from_city: 'Ogun',
      to_city: 'Ibadan',
      last_location: { lat: 6.82, lng: 3.44 },
    });
  });

  it('gives the plain tracking number, its neighbours and wrong codes byte-identical 404s, and changes nothing', async () => {
    const before = await mock.data();
    const wrong = [
      'DOS-2026-0005',
      'DOS-2026-0004',
      'DOS-2026-0006',
      'dos-2026-0005',
      '0000000000000000',
      oneCharacterOff(segun()),
      segun().toUpperCase(),
      `${segun()}0`,
      'dlv_0008',
      'x'.repeat(300),
    ];
    const replies = [];
    for (const code of wrong) replies.push(await track('127.0.0.12', code));
    for (const [index, reply] of replies.entries()) {
      expect({ code: wrong[index], status: reply.status, body: reply.body.toString('utf8') }).toEqual({
        code: wrong[index],
        status: 404,
        body: NOT_FOUND_TEXT,
      });
      // Not a header tells them apart either (but the time and the request's own id).
      expect(comparable(reply.headers)).toEqual(comparable(replies[0]!.headers));
    }
    expect(await mock.data()).toEqual(before);
  });

  it(`holds each remote address to ${LOOKUP_LIMIT} look-ups in 10 minutes, found or not — a header cannot dodge it`, async () => {
    const GUESSER = '127.0.0.13';
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) {
      const reply = await track(GUESSER, i % 2 === 0 ? `DOS-2026-${String(i).padStart(4, '0')}` : segun());
      expect(reply.status).toBe(i % 2 === 0 ? 404 : 200);
    }
    const before = await mock.data();
    const disguises: Array<Record<string, string> | undefined> = [
      undefined,
      { [CLIENT_HEADER]: 'a-brand-new-phone' },
      { 'X-Forwarded-For': '203.0.113.9' },
    ];
    for (const headers of disguises) {
      const refused = await track(GUESSER, segun(), headers);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body.toString('utf8'))).toEqual({
        success: false,
        data: null,
        message: 'Too many tracking look-ups. Try again in 10 minutes.',
        code: 'TOO_MANY_ATTEMPTS',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(LOOKUP_WINDOW_MS / 1_000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(LOOKUP_WINDOW_MS / 1_000);
    }
    expect(await mock.data()).toEqual(before);
    // Another address is another client: the customer on their own phone is not held back.
    expect((await track('127.0.0.14', segun())).status).toBe(200);
  });

  it('answers HEAD like GET for each remote address, each HEAD counted against its own client', async () => {
    const head = (from: string) => send(from, `/api/track/${segun()}`, { method: 'HEAD' });
    const FIRST = '127.0.0.14';
    const SECOND = '127.0.0.15';
    for (let i = 1; i < LOOKUP_LIMIT; i += 1) await track(FIRST, `DOS-2026-${String(i).padStart(4, '0')}`);
    const statuses = [
      `first HEAD ${(await head(FIRST)).status}`,
      `first GET ${(await track(FIRST, segun())).status}`,
      `second HEAD ${(await head(SECOND)).status}`,
      `second GET ${(await track(SECOND, segun())).status}`,
    ];
    expect(statuses).toEqual(['first HEAD 200', 'first GET 429', 'second HEAD 200', 'second GET 200']);
    // The HEADs of many addresses are not one bucket.
    const heads = [];
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) heads.push((await head(`127.0.1.${i + 1}`)).status);
    expect(heads).toEqual(Array.from({ length: LOOKUP_LIMIT }, () => 200));
  });

  it('lets the app’s local origin call it cross-origin: the preflight, the page, and a 429’s Retry-After', async () => {
    const CLIENT = '127.0.0.15';
    const preflight = await send(CLIENT, `/api/track/${segun()}`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'accept',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/\bGET\b/);

    const page = await track(CLIENT, segun(), { Origin: APP_ORIGIN });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(page.headers.vary).toMatch(/Origin/);

    const missing = await track(CLIENT, 'DOS-2026-0005', { Origin: 'http://127.0.0.1:4173' });
    expect(missing.status).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');

    for (let i = 2; i < LOOKUP_LIMIT; i += 1) await track(CLIENT, segun());
    const refused = await track(CLIENT, segun(), { Origin: APP_ORIGIN });
    expect(refused.status).toBe(429);
    expect(refused.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    // The page may read how long to wait.
    expect(refused.headers['access-control-expose-headers']).toMatch(/Retry-After/);

    // A page on another site is not let in by the mock (a real deployment names the app's own origin).
    const elsewhere = await track('127.0.0.16', segun(), { Origin: 'https://elsewhere.example' });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the HTTP mock as `npm run api:mock` runs it (its database in a folder) with MOCK_APP_ORIGIN', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'deliveros-tracking-db-'));
  });
  afterEach(async () => {
    await killChildMocks();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the tracking URLs on that origin, answers the page, and holds a guesser to the limit there too', async () => {
    const child = await startChildMock(path.join(dir, 'pglite'), {
      env: { MOCK_APP_ORIGIN: 'https://app.deliveros.example/' },
    });
    const signIn = await requestFrom(child.origin, '127.0.0.17', '/api/auth/signin', {
      body: { email: 'demo@example.com', password: DEMO_PASSWORD },
    });
    const { token } = signIn.json.data as { token: string };
    const delivery = await requestFrom(child.origin, '127.0.0.17', '/api/deliveries/dlv_0008', { token });
    const url = (delivery.json.data as { tracking_url: string }).tracking_url;
    const code = url.split('/').at(-1) ?? '';
    expect(url).toBe(`https://app.deliveros.example/track/${code}`);
    expect(code).toMatch(trackingCodePattern);
    const page = await requestFrom(child.origin, '127.0.0.18', `/api/track/${code}`);
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ tracking_number: 'DOS-2026-0005', recipient: 'Segun A.' });

    // The store's tracked state keeps the counts from one request to the next.
    for (let i = 1; i < LOOKUP_LIMIT; i += 1) {
      expect((await requestFrom(child.origin, '127.0.0.18', `/api/track/guess${i}`)).status).toBe(404);
    }
    const refused = await requestFrom(child.origin, '127.0.0.18', `/api/track/${code}`);
    expect({ status: refused.status, code: refused.json.code }).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect((await requestFrom(child.origin, '127.0.0.19', `/api/track/${code}`)).status).toBe(200);
  }, 120_000);
});
