import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed';
import { serveMockOverHttp } from './serve';

/*
 * Issue 25 over a real socket: HEAD answers like GET without a body, and an Idempotency-Key
 * reused for another request is refused (422) even when the requests race.
 */

const mock = serveMockOverHttp();

async function signIn(): Promise<string> {
  const response = await fetch(`${mock.origin()}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The headers a reply's body and status decide (not Date, not Connection, which undici sets for HEAD). */
const headersOf = (response: Response) => ({
  contentType: response.headers.get('content-type'),
  contentLength: response.headers.get('content-length'),
});

describe('the HTTP mock: HEAD', () => {
  it('answers like GET on GET endpoints: the same status and headers, no body', async () => {
    const token = await signIn();
    for (const path of [
      '/api/wallet',
      '/api/wallet/transactions?limit=5',
      '/api/deliveries',
      '/api/banks',
      '/api/openapi.json',
    ]) {
      const init = { headers: { Authorization: `Bearer ${token}` } };
      const get = await fetch(`${mock.origin()}${path}`, init);
      const getBody = await get.text();
      const head = await fetch(`${mock.origin()}${path}`, { ...init, method: 'HEAD' });
      expect({ path, get: get.status, head: head.status }).toEqual({ path, get: 200, head: 200 });
      expect(headersOf(head)).toEqual(headersOf(get));
      expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(getBody));
      expect(await head.text()).toBe('');
    }
  });

  it('answers 401 without a token, as GET does; 404 on a path no endpoint has, 405 on one without GET', async () => {
    const head = await fetch(`${mock.origin()}/api/wallet`, { method: 'HEAD' });
    expect(head.status).toBe(401);
    expect(await head.text()).toBe('');
    for (const [path, status] of [
      ['/api/nothing-here', 404],
      ['/api/wallet/top-up', 405],
    ] as const) {
      const missing = await fetch(`${mock.origin()}${path}`, { method: 'HEAD' });
      expect({ path, status: missing.status }).toEqual({ path, status });
      expect(await missing.text()).toBe('');
    }
  });
});

describe('the HTTP mock: one Idempotency-Key, twenty different top-ups at once', () => {
  it('lets exactly one act; the others get 422 IDEMPOTENCY_KEY_REUSED and move nothing', async () => {
    const token = await signIn();
    const balance = async () =>
      (
        (await (
          await fetch(`${mock.origin()}/api/wallet`, { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as { data: { balance: number } }
      ).data.balance;
    const before = await balance();
    const replies = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${mock.origin()}/api/wallet/top-up`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': 'race-1',
          },
          body: JSON.stringify({ amount: 100 + i, payment_method: 'card' }),
        });
        return { status: response.status, json: (await response.json()) as { code?: string; data: unknown } };
      }),
    );
    const accepted = replies.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    expect(replies.filter((r) => r.status === 422 && r.json.code === 'IDEMPOTENCY_KEY_REUSED')).toHaveLength(19);
    const amount = (accepted[0]!.json.data as { transaction: { amount: number } }).transaction.amount;
    expect(await balance()).toBe(before + amount);
  });
});
