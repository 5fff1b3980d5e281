import { describe, expect, it } from 'vitest';
import {
  createApiAccessRequest,
  getApiAccessRequest,
  listApiAccessRequests,
  updateApiAccessRequest,
} from '@/api/api-access';
import { expectFailure, raw, signInDemo } from './helpers';

const request = {
  businessName: 'Kwik Logistics',
  location: 'Lagos',
  email: 'ops@kwik.ng',
  reason: 'Dispatch orders from our shop',
};

describe('API access requests', () => {
  it('anyone may file a request: it starts pending (201)', async () => {
    const { status, json } = await raw('/api/requests/api-access', {
      method: 'POST',
      token: null,
      body: { business_name: 'Kwik Logistics', location: 'Lagos', email: 'ops@kwik.ng', reason: 'Dispatch' },
    });
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ business_name: 'Kwik Logistics', status: 'pending' });

    const created = await createApiAccessRequest(request);
    expect(created).toMatchObject({ ...request, status: 'pending' });
    expect(created.id).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);
  });

  it('refuses a request with a missing field or a bad e-mail', async () => {
    for (const body of [
      { business_name: 'Kwik', location: 'Lagos', email: 'not-an-email', reason: 'x' },
      { business_name: ' ', location: 'Lagos', email: 'ops@kwik.ng', reason: 'x' },
      { business_name: 'Kwik', location: 'Lagos', email: 'ops@kwik.ng' },
    ]) {
      const { status, json } = await raw('/api/requests/api-access', { method: 'POST', token: null, body });
      expect(status).toBe(400);
      expect(json.code).toBe('VALIDATION_ERROR');
    }
  });

  it('reading and reviewing need a signed-in user', async () => {
    const created = await createApiAccessRequest(request);
    expect((await raw('/api/requests/api-access', { token: null })).status).toBe(401);
    expect((await raw(`/api/requests/api-access/${created.id}`, { token: null })).status).toBe(401);
    const update = await raw(`/api/requests/api-access/${created.id}`, {
      method: 'PUT',
      token: null,
      body: { status: 'approved' },
    });
    expect(update.status).toBe(401);
  });

  it('lists newest first, pages and filters by status', async () => {
    const first = await createApiAccessRequest(request);
    const second = await createApiAccessRequest({ ...request, businessName: 'Gokada' });
    const third = await createApiAccessRequest({ ...request, businessName: 'Sendbox' });
    await signInDemo();
    await updateApiAccessRequest(second.id, { status: 'approved' });

    const all = await listApiAccessRequests();
    expect(all).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(all.items.map((r) => r.id)).toEqual([third.id, second.id, first.id]);

    const page2 = await listApiAccessRequests({ page: 2, limit: 2 });
    expect(page2.items.map((r) => r.id)).toEqual([first.id]);

    const pending = await listApiAccessRequests({ status: 'pending' });
    expect(pending.items.map((r) => r.id)).toEqual([third.id, first.id]);
    expect((await listApiAccessRequests({ status: 'rejected' })).total).toBe(0);
  });

  it('returns one request, 404 for an unknown id', async () => {
    const created = await createApiAccessRequest(request);
    await signInDemo();
    expect(await getApiAccessRequest(created.id)).toEqual(created);
    await expectFailure(getApiAccessRequest('req_nope'), {
      status: 404,
      code: 'NOT_FOUND',
      message: 'API access request not found',
    });
  });

  it('updates the status with an optional note', async () => {
    const created = await createApiAccessRequest(request);
    await signInDemo();
    const approved = await updateApiAccessRequest(created.id, { status: 'approved', note: 'Keys sent by e-mail' });
    expect(approved).toEqual({ ...created, status: 'approved', note: 'Keys sent by e-mail' });
    expect(await getApiAccessRequest(created.id)).toEqual(approved);

    const bad = await raw(`/api/requests/api-access/${created.id}`, { method: 'PUT', body: { status: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_ERROR');
    await expectFailure(updateApiAccessRequest('req_nope', { status: 'rejected' }), { status: 404, code: 'NOT_FOUND' });
  });
});
