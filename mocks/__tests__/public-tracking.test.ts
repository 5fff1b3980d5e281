import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptDelivery, getDelivery, listDeliveries } from '@/api/deliveries';
import { createDeliveries, createDelivery } from '@/api/delivery-writes';
import { getPublicTracking } from '@/api/public-tracking';
import type { Delivery } from '@/api/schemas';
import { trackingCodePattern, type PublicTracking } from '@/api/schemas/public-tracking';
import { toKobo } from '@/api/money';
import { CLIENT_HEADER } from '../client-identity';
import { defaultOrigin, setDefaultAppOrigin } from '../control/outbox';
import { db, resetDb } from '../db';
import { eventsOf } from '../deliveries';
import { LOOKUP_LIMIT, LOOKUP_WINDOW_MS } from '@server/domain/lookup-limits';
import { buildSeed } from '../seed';
import { newTrackingCode, TRACKING_CODE_LENGTH } from '@server/domain/deliveries/tracking-codes';
import { newDelivery } from './deliveries-fixtures';
import { API, expectFailure, mockState, raw, signInDemo, signInNewPartner } from './helpers';

/*
 * The customers' tracking page (issue 28): every delivery carries a `trackingUrl` whose code is
 * 80 random bits, and GET /api/track/:code answers — without signing in — what a customer may
 * see: cities, steps, the recipient's first name and initial, never an e-mail, phone, address,
 * price, note or rider. Every code that opens nothing gets one and the same 404; each client
 * may look up 30 codes in 10 minutes, found or not.
 */

/** The seeded deliveries the tests name, as docs/mock-api.md lists them: each seed draws their codes anew. */
const SEEDED = {
  inTransit: { id: 'dlv_0008', number: 'DOS-2026-0005' },
  delivered: { id: 'dlv_0010', number: 'DOS-2026-0003' },
  pickedUp: { id: 'dlv_0006', number: 'DOS-2026-0007' },
  accepted: { id: 'dlv_0005', number: 'DOS-2026-0008' },
  pending: { id: 'dlv_0002', number: 'DOS-2026-0011' },
  cancelled: { id: 'dlv_0012', number: 'DOS-2026-0001' },
} as const;
/** A seeded delivery's code as this test's seed drew it (the state is seeded again after each test). */
const seededCode = (id: string) => db.state.deliveries.find((d) => d.id === id)!.trackingCode;
/** Segun Alade's parcel on its way to Ibadan. */
const segun = () => seededCode(SEEDED.inTransit.id);
/** A code with its last character another (the seed's codes are random: it may end in any). */
const oneCharacterOff = (code: string) => `${code.slice(0, -1)}${code.endsWith('k') ? 'm' : 'k'}`;

const NOT_FOUND_BODY = {
  success: false,
  data: null,
  message: 'No delivery has this tracking link',
  code: 'NOT_FOUND',
};

/** The code at the end of a delivery's `trackingUrl`. */
const codeOf = (delivery: Pick<Delivery, 'trackingUrl'>) => delivery.trackingUrl.split('/').at(-1) ?? '';

interface Answer {
  status: number;
  /** The body exactly as sent. */
  text: string;
  retryAfter: string | null;
}

/** GET /api/track/:code as a customer's browser asks it: no token; `client` names another client. */
async function lookUp(code: string, client?: string): Promise<Answer> {
  const response = await fetch(`${API}/api/track/${encodeURIComponent(code)}`, {
    headers: { Accept: 'application/json', ...(client ? { [CLIENT_HEADER]: client } : {}) },
  });
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get('Retry-After') };
}

/** The public page's steps as `step city` lines: what the customer reads. */
const stepsOf = (page: PublicTracking) => page.events.map((event) => `${event.step} ${event.city ?? '—'}`);

/** Everything of a delivery that must never reach its public page: the customer's, the partner's, the rider's. */
function secretsOf(id: string): string[] {
  const record = db.state.deliveries.find((d) => d.id === id)!;
  const rider = db.state.riders.find((r) => r.id === record.riderId);
  const phoneDigits = record.customer.phone.replace(/\D/g, '');
  const lastNames = record.customer.name.trim().split(/\s+/).slice(1);
  return [
    record.id,
    record.customer.email,
    record.customer.phone,
    phoneDigits,
    `0${phoneDigits.slice(-10)}`,
    ...lastNames,
    record.customer.name,
    record.from.address,
    record.to.address,
    record.description,
    ...record.items,
    ...(record.specialInstructions ? [record.specialInstructions] : []),
    ...(record.code ? [record.code.value] : []),
    ...(record.proof?.recipientName && record.proof.recipientName.includes(' ') ? [record.proof.recipientName] : []),
    ...(record.attempts ?? []).flatMap((attempt) => (attempt.note ? [attempt.note] : [])),
    ...eventsOf(id).flatMap((event) => [event.note, ...(event.location?.address ? [event.location.address] : [])]),
    ...(rider ? [rider.name, rider.phone, ...(rider.plate ? [rider.plate] : [])] : []),
  ].filter((secret) => secret.length > 0);
}

/** A price as a number in the text, in naira or kobo (not part of a longer number or a decimal). */
const priceIn = (text: string, naira: number) =>
  [String(naira), String(toKobo(naira)), naira.toFixed(2)].some((value) =>
    new RegExp(`(?<![\\d.])${value.replace('.', '\\.')}(?![\\d])`).test(text),
  );

const topLevelKeys = [
  'partner_name',
  'tracking_number',
  'status',
  'estimated_delivery',
  'from_city',
  'to_city',
  'recipient',
  'events',
  'test',
];

describe('a delivery’s tracking URL', () => {
  beforeEach(signInDemo);

  it('is on every delivery reply — list, detail, create, batch, a status move — each its own code, on the app’s origin', async () => {
    const created = await createDelivery(newDelivery);
    const batch = await createDeliveries([newDelivery, newDelivery]);
    const accepted = await acceptDelivery(created.id);
    const list = await listDeliveries({ limit: 100 });
    const detail = await getDelivery(SEEDED.inTransit.id);
    const replies = [created, ...batch.deliveries, accepted, ...list.items, detail];
    for (const delivery of replies) {
      expect(delivery.trackingUrl).toBe(`${defaultOrigin()}/track/${codeOf(delivery)}`);
      expect(codeOf(delivery)).toMatch(trackingCodePattern);
      expect(codeOf(delivery)).toHaveLength(TRACKING_CODE_LENGTH);
    }
    // One code per delivery, the same in every reply about it.
    const byId = new Map<string, Set<string>>();
    for (const delivery of replies)
      byId.set(delivery.id, (byId.get(delivery.id) ?? new Set()).add(delivery.trackingUrl));
    expect([...byId.values()].every((urls) => urls.size === 1)).toBe(true);
    const codes = [...byId.values()].map((urls) => [...urls][0]);
    expect(new Set(codes).size).toBe(list.total);
    expect(list.total).toBe(15);
    expect(detail.trackingUrl).toBe(`${defaultOrigin()}/track/${segun()}`);
  });

  it('follows the app’s origin (MOCK_APP_ORIGIN in the HTTP mock, the page’s in the browser)', async () => {
    const previous = defaultOrigin();
    setDefaultAppOrigin('https://app.deliveros.example/');
    try {
      expect((await getDelivery(SEEDED.inTransit.id)).trackingUrl).toBe(
        `https://app.deliveros.example/track/${segun()}`,
      );
    } finally {
      setDefaultAppOrigin(previous);
    }
  });

  it('gives a new delivery a random code: the same tracking number after a reset gets another one', async () => {
    const first = await createDelivery(newDelivery);
    resetDb({});
    await signInDemo();
    const again = await createDelivery(newDelivery);
    expect(again.trackingNumber).toBe(first.trackingNumber);
    expect(codeOf(again)).not.toBe(codeOf(first));
  });

  it('draws 80 bits into 16 characters of Crockford’s base32: every character at every position, no repeats', () => {
    const codes = Array.from({ length: 2_000 }, () => newTrackingCode());
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(trackingCodePattern);
    for (let position = 0; position < TRACKING_CODE_LENGTH; position += 1) {
      expect(new Set(codes.map((code) => code[position])).size).toBe(32);
    }
  });

  it('draws the seed’s codes at random too (issue 38): each seed its own, none derived from the delivery', () => {
    const first = buildSeed();
    const second = buildSeed();
    for (const delivery of first.deliveries) {
      expect(delivery.trackingCode).toMatch(trackingCodePattern);
      const again = second.deliveries.find((d) => d.id === delivery.id);
      expect({ id: delivery.id, same: again?.trackingCode === delivery.trackingCode }).toEqual({
        id: delivery.id,
        same: false,
      });
    }
    expect(new Set(first.deliveries.map((d) => d.trackingCode)).size).toBe(first.deliveries.length);
    for (const { id, number } of Object.values(SEEDED)) {
      expect(db.state.deliveries.find((d) => d.id === id)).toMatchObject({ trackingNumber: number });
    }
  });
});

describe('GET /api/track/:code: what a customer sees', () => {
  it('needs no sign-in: the client sends no token, and a token (even a bad one) changes nothing', async () => {
    const page = await getPublicTracking(segun());
    expect(page).toMatchObject({
      partnerName: 'Swift Riders Ltd',
      trackingNumber: 'DOS-2026-0005',
      status: 'in-transit',
      fromCity: 'Ogun',
      toCity: 'Ibadan',
      recipient: 'Segun A.',
    });
    const anonymous = await raw(`/api/track/${segun()}`, { token: null });
    expect(anonymous.status).toBe(200);
    expect((await raw(`/api/track/${segun()}`, { token: 'not-a-token' })).json).toEqual(anonymous.json);
    await signInDemo();
    expect((await raw(`/api/track/${segun()}`)).json).toEqual(anonymous.json);
    // A public reply says no mode: nobody's credentials answered it.
    expect(anonymous.json).not.toHaveProperty('livemode');
  });

  it('shows the seeded parcel on the road: its steps with their cities and its last reported position', async () => {
    const page = await getPublicTracking(segun());
    expect(stepsOf(page)).toEqual(['pending Ogun', 'accepted Ogun', 'picked-up Ogun', 'in-transit Ibadan']);
    expect(page.events.map((event) => event.at)).toEqual(eventsOf(SEEDED.inTransit.id).map((e) => e.timestamp));
    expect(page.estimatedDelivery).toBe(
      db.state.deliveries.find((d) => d.id === SEEDED.inTransit.id)?.estimatedDelivery,
    );
    // The last event with coordinates (the pickup's report; the later one has an address only), as the fleet map has it.
    // The pickup's position (no report from the road yet), to about a kilometre.
    expect(page.lastLocation).toEqual({ lat: 6.82, lng: 3.44 });
    expect(page.delivered).toBeUndefined();
  });

  it('shows a delivered parcel with when and to whom, by the initials of the name on its proof', async () => {
    const page = await getPublicTracking(seededCode(SEEDED.delivered.id));
    expect(page).toMatchObject({ status: 'delivered', recipient: 'Yusuf A.', fromCity: 'Abuja', toCity: 'Abuja' });
    expect(stepsOf(page).at(-1)).toBe('delivered Abuja');
    expect(page.delivered).toEqual({ at: page.events.at(-1)?.at, to: 'Y. A.' });
    expect(page.lastLocation).toBeUndefined();
  });

  it('reveals no e-mail, phone, address, price, description, note or rider of any seeded delivery: exactly its public fields', async () => {
    for (const record of db.state.deliveries) {
      const { status, text } = await lookUp(record.trackingCode);
      expect(status).toBe(200);
      const leaked = secretsOf(record.id).filter((secret) => text.includes(secret));
      expect({ id: record.id, leaked }).toEqual({ id: record.id, leaked: [] });
      expect({ id: record.id, price: priceIn(text, record.price / 100) }).toEqual({ id: record.id, price: false });
      const data = (JSON.parse(text) as { data: Record<string, unknown> }).data;
      const keys = [
        ...topLevelKeys,
        ...(record.status === 'in-transit' ? ['last_location'] : []),
        ...(record.status === 'delivered' ? ['delivered'] : []),
      ];
      expect({ id: record.id, keys: Object.keys(data).sort() }).toEqual({ id: record.id, keys: keys.sort() });
      for (const event of data.events as Array<Record<string, unknown>>) {
        expect(Object.keys(event).filter((key) => !['step', 'at', 'city'].includes(key))).toEqual([]);
      }
    }
  });

  it('names a partner without a company name as a DeliverOS partner, never by its person', async () => {
    const { user } = await signInNewPartner();
    const created = await createDelivery(newDelivery);
    const page = await getPublicTracking(codeOf(created));
    expect(page.partnerName).toBe('DeliverOS partner');
    expect(JSON.stringify(page)).not.toContain(user.lastName);
  });
});

describe('GET /api/track/:code: a code that opens nothing', () => {
  /** Read at each test: the seed's codes are drawn anew after each one. */
  const wrong = () => ({
    'a code no delivery has': '0000000000000000',
    'the plain tracking number': SEEDED.inTransit.number,
    'the tracking number before it': 'DOS-2026-0004',
    'the tracking number after it': 'DOS-2026-0006',
    'the tracking number in lower case': SEEDED.inTransit.number.toLowerCase(),
    'the delivery’s id': SEEDED.inTransit.id,
    'the code one character off': oneCharacterOff(segun()),
    'the code upper-cased': segun().toUpperCase(),
    'the code one character short': segun().slice(0, -1),
    'the code one character long': `${segun()}a`,
    'the code four times over': segun().repeat(4),
    'the code with a space': ` ${segun()}`,
    // Crockford's base32 has no o: a code with one (an 0 misread, or any letter taken for it) opens nothing.
    'the code in Crockford’s lookalikes (o for 0)': segun().includes('0')
      ? segun().replace('0', 'o')
      : `o${segun().slice(1)}`,
    'a SQL injection': "' OR 1=1 --",
    'a path outside': '..%2F..%2Fdeliveries',
  });

  it('gets the same 404, byte for byte, whatever the text, and changes nothing', async () => {
    const before = mockState();
    const texts = new Set<string>();
    for (const [what, code] of Object.entries(wrong())) {
      const answer = await lookUp(code);
      expect({ what, status: answer.status, body: JSON.parse(answer.text) as unknown }).toEqual({
        what,
        status: 404,
        body: NOT_FOUND_BODY,
      });
      texts.add(answer.text);
    }
    expect(texts.size).toBe(1);
    expect(mockState()).toEqual(before);
    // The code itself still opens the page.
    expect((await lookUp(segun())).status).toBe(200);
  });

  it('is an ApiError with the server’s sentence through the client', async () => {
    await expectFailure(getPublicTracking(SEEDED.inTransit.number), {
      status: 404,
      code: 'NOT_FOUND',
      message: 'No delivery has this tracking link',
    });
  });
});

describe('GET /api/track/:code: the look-up limit', () => {
  const start = Date.parse('2026-11-24T09:00:00Z');
  const at = (ms: number) => vi.setSystemTime(start + ms);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it(`answers ${LOOKUP_LIMIT} look-ups of a client in 10 minutes, found or not, then 429 with Retry-After; the refusal changes nothing`, async () => {
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) {
      at(i * 1_000);
      // Half of them 404s: a miss counts as much as a find (each tells something).
      const answer = await lookUp(i % 2 === 0 ? segun() : `DOS-2026-${String(i).padStart(4, '0')}`);
      expect(answer.status).toBe(i % 2 === 0 ? 200 : 404);
    }
    at(LOOKUP_LIMIT * 1_000);
    const before = mockState();
    const refused = {
      status: 429,
      body: {
        success: false,
        data: null,
        message: 'Too many tracking look-ups. Try again in 10 minutes.',
        code: 'TOO_MANY_ATTEMPTS',
      },
      // The oldest look-up (at 0) runs out at 10 minutes.
      retryAfter: String((LOOKUP_WINDOW_MS - LOOKUP_LIMIT * 1_000) / 1_000),
    };
    // The right code and a wrong one alike: past the limit, nothing is told.
    for (const code of [segun(), '0000000000000000']) {
      const answer = await lookUp(code);
      expect({
        status: answer.status,
        body: JSON.parse(answer.text) as unknown,
        retryAfter: answer.retryAfter,
      }).toEqual(refused);
    }
    await expectFailure(getPublicTracking(segun()), { status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(mockState()).toEqual(before);

    // Another client is not held back by this one.
    expect((await lookUp(segun(), 'another-phone')).status).toBe(200);

    // The refusals did not count: once the oldest look-up runs out, one more is answered.
    at(LOOKUP_WINDOW_MS);
    expect((await lookUp(segun())).status).toBe(200);
    expect(await lookUp(segun())).toMatchObject({ status: 429, retryAfter: '1' });
  });

  it('counts each named client apart (X-Mock-Client, in process only), and the partner’s own look-ups are not spent', async () => {
    for (let i = 0; i < LOOKUP_LIMIT; i += 1) expect((await lookUp(`nothing-${i}`, 'guesser')).status).toBe(404);
    expect((await lookUp(segun(), 'guesser')).status).toBe(429);
    expect((await lookUp(segun(), 'customer')).status).toBe(200);
    expect((await lookUp(segun())).status).toBe(200);
    // The partner's name look-ups are another count: the tracking page's guesser spends none of them.
    await signInDemo();
    const recipient = await raw('/api/wallet/recipients?email=chidi%40riders.ng');
    expect(recipient.status).toBe(200);
  });
});
