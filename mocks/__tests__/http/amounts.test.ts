import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER } from '../../seed';
import { serveMockOverHttp } from './serve';

/*
 * Issue 13: "the HTTP mock never answers 5xx to any amount". Absurd amounts sent over a real
 * socket to every endpoint that takes one are refused (400) and break nothing afterwards.
 */

const mock = serveMockOverHttp();

async function call(path: string, init: { method?: string; token?: string; body?: string; key?: string } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.key) headers['Idempotency-Key'] = init.key;
  const response = await fetch(`${mock.origin()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  return { status: response.status, json: (await response.json()) as { data: unknown; message?: string } };
}

const amounts = ['1e307', '1.7e306', '-1e307', '0.004', '10.123', '9e15', '5e-324', 'null', '"1e307"', '[]', '{}'];

describe('the HTTP mock: amounts', () => {
  it('answers every absurd amount with a 400, and every list still answers afterwards', async () => {
    const signIn = await call('/api/auth/signin', {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
    });
    const token = (signIn.json.data as { token: string }).token;
    const balance = async () => ((await call('/api/wallet', { token })).json.data as { balance: number }).balance;
    const before = await balance();

    let n = 0;
    for (const amount of amounts) {
      const requests = [
        { path: '/api/wallet/top-up', body: `{"amount":${amount},"payment_method":"card"}` },
        { path: '/api/wallet/withdraw', body: `{"amount":${amount},"payout_account_id":"${DEMO_PAYOUT_ACCOUNT.id}"}` },
        { path: '/api/wallet/transfer', body: `{"amount":${amount},"recipient_email":"${SECOND_PARTNER.email}"}` },
        {
          path: '/api/routes',
          body: `{"from":"Yaba","to":"Ajah","estimated_time":"2 hours","base_price":${amount}}`,
        },
        { path: '/api/routes/rte_lekki_ikeja', method: 'PUT', body: `{"base_price":${amount}}` },
        {
          path: '/api/deliveries',
          body: `{"price":${amount},"customer":{"name":"A","email":"a@example.com","phone":"1"},"from":{"address":"1","city":"Lagos"},"to":{"address":"2","city":"Lagos"},"description":"x","items":["y"],"priority":"low","estimated_delivery":"2030-01-01T00:00:00Z"}`,
        },
      ];
      for (const request of requests) {
        const { status, json } = await call(request.path, {
          method: request.method ?? 'POST',
          token,
          body: request.body,
          key: `http-amounts-${++n}`,
        });
        expect({ path: request.path, amount, status }).toEqual({ path: request.path, amount, status: 400 });
        expect(json.message).toMatch(/^(amount|price|base_price): /);
      }
    }

    expect(await balance()).toBe(before);
    for (const path of ['/api/wallet/transactions', '/api/deliveries', '/api/routes', '/api/wallet/statistics']) {
      expect((await call(path, { token })).status).toBe(200);
    }
  });
});
