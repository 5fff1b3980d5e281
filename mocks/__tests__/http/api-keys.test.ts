import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from '../../seed';
import { serveMockOverHttp } from './serve';

/* Issue 25 over a real socket: the seeded keys as the bearer, each answering in its own mode. */

const mock = serveMockOverHttp();

const get = async (path: string, secret: string) => {
  const response = await fetch(`${mock.origin()}${path}`, { headers: { Authorization: `Bearer ${secret}` } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe('the HTTP mock: API keys', () => {
  it('answers the live key with the partner’s deliveries (livemode true), the test key with its sandbox (false)', async () => {
    const live = await get('/api/deliveries', DEMO_API_KEYS.live.secret);
    expect(live).toMatchObject({ status: 200, json: { success: true, livemode: true } });
    expect((live.json.data as { total: number }).total).toBeGreaterThan(0);

    const test = await get('/api/deliveries', DEMO_API_KEYS.test.secret);
    expect(test).toMatchObject({ status: 200, json: { success: true, livemode: false, data: { total: 0 } } });
  });

  it('refuses an unknown key (401), a key on key management (403), a sandbox’s look-up of a live delivery (404)', async () => {
    expect(await get('/api/deliveries', `sk_test_${'0'.repeat(32)}`)).toMatchObject({
      status: 401,
      json: { code: 'UNAUTHORIZED' },
    });
    expect(await get('/api/api-keys', DEMO_API_KEYS.live.secret)).toMatchObject({
      status: 403,
      json: { code: 'API_KEY_NOT_ALLOWED' },
    });
    // A refusal after the key was accepted says which mode refused it.
    expect(await get('/api/deliveries/dlv_0001', DEMO_API_KEYS.test.secret)).toMatchObject({
      status: 404,
      json: { code: 'NOT_FOUND', livemode: false },
    });
  });
});
