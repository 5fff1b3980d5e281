import { describe, expect, it } from 'vitest';
import { apiAccessLimits } from '@/api/schemas/api-access';
import { DEMO_PASSWORD } from '../../seed';
import { serveMockOverHttp, type Envelope } from './serve';

/*
 * Issue 25: every text a request carries has a maximum. Over a real socket, a megabyte in a
 * field is a 400 with that field's message, stores nothing, and the longest text allowed
 * still goes through.
 */

const mock = serveMockOverHttp();

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${mock.origin()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, json: (await response.json()) as Envelope };
}

const megabyte = 'x'.repeat(1_000_000);
const request = { business_name: 'Eko Express', location: 'Lagos', email: 'dev@ekoexpress.ng', reason: 'Tracking' };

describe('the HTTP mock: bounded text', () => {
  it('refuses a 1 MB business_name with the field’s message and stores nothing', async () => {
    const before = await mock.data();
    for (let i = 0; i < 3; i += 1) {
      const reply = await call('/api/requests/api-access', {
        method: 'POST',
        body: { ...request, business_name: megabyte },
      });
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({
        success: false,
        data: null,
        message: `business_name: ${apiAccessLimits.businessName.tooLong}`,
        code: 'VALIDATION_ERROR',
        // Every field that does not fit, each with its reason (issue 39).
        fields: [{ field: 'business_name', message: apiAccessLimits.businessName.tooLong }],
      });
    }
    expect(await mock.data()).toEqual(before);
  });

  it('refuses each field of the request one character past its limit, and takes it at the limit', async () => {
    const limits = [
      ['business_name', apiAccessLimits.businessName.max, apiAccessLimits.businessName.tooLong],
      ['location', apiAccessLimits.location.max, apiAccessLimits.location.tooLong],
      ['reason', apiAccessLimits.reason.max, apiAccessLimits.reason.tooLong],
    ] as const;
    for (const [field, max, message] of limits) {
      const over = await call('/api/requests/api-access', {
        method: 'POST',
        body: { ...request, [field]: 'y'.repeat(max + 1) },
      });
      expect([over.status, over.json.message]).toEqual([400, `${field}: ${message}`]);
      const at = await call('/api/requests/api-access', {
        method: 'POST',
        body: { ...request, [field]: 'y'.repeat(max) },
      });
      expect(at.status).toBe(201);
      expect((at.json.data as Record<string, string>)[field]).toHaveLength(max);
    }
    const email = `${'a'.repeat(64)}@${'b'.repeat(187)}.ng`;
    expect(email).toHaveLength(255);
    const longEmail = await call('/api/requests/api-access', { method: 'POST', body: { ...request, email } });
    expect([longEmail.status, longEmail.json.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(longEmail.json.message).toMatch(/^email: /);
  });

  it('bounds a signed-in partner’s texts too: a body, a query, a path’s id', async () => {
    const signIn = await call('/api/auth/signin', {
      method: 'POST',
      body: { email: 'demo@example.com', password: DEMO_PASSWORD },
    });
    const token = (signIn.json.data as { token: string }).token;
    const before = await mock.data();

    const profile = await call('/api/delivery-partners/profile', {
      method: 'PUT',
      token,
      body: {
        company_name: 'Eko',
        email: 'demo@example.com',
        phone: '0803',
        first_name: megabyte,
        last_name: 'Okafor',
      },
    });
    expect([profile.status, profile.json.message]).toEqual([400, 'first_name: Use at most 100 characters']);

    const search = await call(`/api/deliveries?search=${'z'.repeat(101)}`, { token });
    expect([search.status, search.json.code]).toEqual([400, 'VALIDATION_ERROR']);

    // No record has an id over 64 characters: the record does not exist.
    const record = await call(`/api/deliveries/${'d'.repeat(65)}`, { token });
    expect([record.status, record.json.code]).toEqual([404, 'NOT_FOUND']);
    expect(await mock.data()).toEqual(before);
  });
});
