import { describe, expect, it } from 'vitest';
import {
  createApiAccessRequest,
  getApiAccessRequest,
  listApiAccessRequests,
  updateApiAccessRequest,
} from '@/api/api-access';
import { getMe } from '@/api/auth';
import { outboxMessages } from '../control/outbox';
import { db } from '../db';
import { OPERATOR } from '../seed';
import { expectFailure, mockState, raw, signInAs, signInDemo } from './helpers';

const request = {
  businessName: 'Kwik Logistics',
  location: 'Lagos',
  email: 'ops@kwik.ng',
  reason: 'Dispatch orders from our shop',
};

const signInOperator = () => signInAs(OPERATOR.email, OPERATOR.password);
/** The seeded requests (server/seed/api-access.ts) are left out: the tests count their own. */
const SEEDED = ['req_seed_1', 'req_seed_2', 'req_seed_3', 'req_seed_4'];
const ownItems = <T extends { id: string }>(items: T[]) => items.filter((r) => !SEEDED.includes(r.id));
const mailsTo = (email: string) => outboxMessages().filter((m) => m.to === email);

describe('API access requests', () => {
  it('anyone may file a request: it starts pending (201), with its filing in the history', async () => {
    const { status, json } = await raw('/api/requests/api-access', {
      method: 'POST',
      token: null,
      body: { business_name: 'Kwik Logistics', location: 'Lagos', email: 'ops@kwik.ng', reason: 'Dispatch' },
    });
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ business_name: 'Kwik Logistics', status: 'pending' });

    const created = await createApiAccessRequest(request);
    expect(created).toMatchObject({ ...request, status: 'pending' });
    expect(created.history).toEqual([{ status: 'pending', at: created.createdAt }]);
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

  it('lists newest first, pages, filters by status and searches name or e-mail, with counts per status', async () => {
    const first = await createApiAccessRequest(request);
    const second = await createApiAccessRequest({ ...request, businessName: 'Gokada', email: 'hi@gokada.ng' });
    const third = await createApiAccessRequest({ ...request, businessName: 'Sendbox', email: 'api@sendbox.co' });
    await signInOperator();
    await updateApiAccessRequest(second.id, { status: 'approved' });

    const all = await listApiAccessRequests({ limit: 100 });
    expect(all).toMatchObject({ total: 3 + SEEDED.length, page: 1, limit: 100 });
    expect(ownItems(all.items).map((r) => r.id)).toEqual([third.id, second.id, first.id]);

    const page2 = await listApiAccessRequests({ page: 2, limit: 2 });
    expect(page2.items.map((r) => r.id)).toEqual([first.id, 'req_seed_3']);

    const pending = await listApiAccessRequests({ status: 'pending' });
    expect(ownItems(pending.items).map((r) => r.id)).toEqual([third.id, first.id]);
    expect((await listApiAccessRequests({ status: 'rejected' })).total).toBe(0);

    const byName = await listApiAccessRequests({ search: 'GOKA' });
    expect(byName.items.map((r) => r.id)).toEqual([second.id]);
    const byEmail = await listApiAccessRequests({ search: 'sendbox.co' });
    expect(byEmail.items.map((r) => r.id)).toEqual([third.id]);
    // The counts follow the search, whatever the status filter.
    const kwik = await listApiAccessRequests({ search: 'kwik', status: 'approved' });
    expect(kwik.total).toBe(0);
    expect(kwik.counts).toEqual([
      { status: 'pending', count: 1 },
      { status: 'approved', count: 0 },
      { status: 'rejected', count: 0 },
      { status: 'more_information_needed', count: 0 },
    ]);
  });

  it('returns one request, 404 for an unknown id', async () => {
    const created = await createApiAccessRequest(request);
    await signInOperator();
    expect(await getApiAccessRequest(created.id)).toEqual(created);
    await expectFailure(getApiAccessRequest('req_nope'), {
      status: 404,
      code: 'NOT_FOUND',
      message: 'API access request not found',
    });
  });
});

describe('API access decisions', () => {
  it('approval: the status and history change, and the requester gets an unguessable sign-up invitation', async () => {
    const created = await createApiAccessRequest(request);
    await signInOperator();
    const approved = await updateApiAccessRequest(created.id, { status: 'approved' });
    expect(approved).toMatchObject({ id: created.id, status: 'approved' });
    expect(approved.history.map((h) => [h.status, h.by])).toEqual([
      ['pending', undefined],
      ['approved', 'Tobi Adeyemi'],
    ]);
    expect(await getApiAccessRequest(created.id)).toEqual(approved);

    const [mail] = mailsTo(request.email);
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('invitation') ?? '';
    expect(token).toMatch(/^inv_[0-9a-f]{32}$/);
    // Stored as its hash only (issue 39).
    expect(JSON.stringify(db.state)).not.toContain(token);
    expect(mail?.kind).toBe('api-access');
    expect(mail?.subject).toContain('approved');
    expect(mail?.link).toMatch(new RegExp(`/signup\\?invitation=${token}$`));
    expect(mail?.text).toContain(mail?.link);
    // The token goes by e-mail only.
    expect(JSON.stringify(approved)).not.toContain(token);
  });

  it('rejection carries its reason, to the request and the e-mail; a blank or missing reason is refused (400)', async () => {
    const created = await createApiAccessRequest(request);
    await signInOperator();
    const before = mockState();
    for (const body of [{ status: 'rejected' }, { status: 'rejected', reason: '   ' }]) {
      const refused = await raw(`/api/requests/api-access/${created.id}`, { method: 'PUT', body });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'reason: Give the reason for rejecting the request',
      });
    }
    const tooLong = await raw(`/api/requests/api-access/${created.id}`, {
      method: 'PUT',
      body: { status: 'rejected', reason: 'x'.repeat(1_001) },
    });
    expect(tooLong.status).toBe(400);
    expect(mockState()).toEqual(before);

    const rejected = await updateApiAccessRequest(created.id, {
      status: 'rejected',
      reason: ' We only open the API to registered businesses. ',
    });
    expect(rejected).toMatchObject({ status: 'rejected', note: 'We only open the API to registered businesses.' });
    const mail = mailsTo(request.email)[0];
    expect(mail?.subject).toContain('not approved');
    expect(mail?.text).toContain('Reason: We only open the API to registered businesses.');
    expect(mail?.link).toBeUndefined();
  });

  it('asking for information e-mails the question; such a request may then be decided, once (409 after)', async () => {
    const created = await createApiAccessRequest(request);
    await signInOperator();
    const missing = await raw(`/api/requests/api-access/${created.id}`, {
      method: 'PUT',
      body: { status: 'more_information_needed' },
    });
    expect(missing.json).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'question: Write the question for the requester',
    });

    const asked = await updateApiAccessRequest(created.id, {
      status: 'more_information_needed',
      question: 'How many deliveries a day?',
    });
    expect(asked).toMatchObject({ status: 'more_information_needed', note: 'How many deliveries a day?' });
    expect(mailsTo(request.email)[0]?.text).toContain('Question: How many deliveries a day?');

    const approved = await updateApiAccessRequest(created.id, { status: 'approved' });
    expect(approved.history.map((h) => h.status)).toEqual(['pending', 'more_information_needed', 'approved']);
    expect(approved.note).toBeUndefined();

    const before = mockState();
    const mails = outboxMessages().length;
    await expectFailure(updateApiAccessRequest(created.id, { status: 'rejected', reason: 'Changed our mind' }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'This request is already approved: it cannot be decided again',
    });
    expect(mockState()).toEqual(before);
    expect(outboxMessages()).toHaveLength(mails);
  });

  it('refuses an unknown status or going back to pending (400), and an unknown id (404)', async () => {
    const created = await createApiAccessRequest(request);
    await signInOperator();
    for (const status of ['maybe', 'pending']) {
      const bad = await raw(`/api/requests/api-access/${created.id}`, { method: 'PUT', body: { status } });
      expect(bad.status).toBe(400);
      expect(bad.json.code).toBe('VALIDATION_ERROR');
    }
    await expectFailure(updateApiAccessRequest('req_nope', { status: 'approved' }), { status: 404, code: 'NOT_FOUND' });
  });
});

describe('roles: partners and operations reach only their own endpoints', () => {
  it('the operations account signs in as an operator, with no company to ask for', async () => {
    const reply = await signInOperator();
    const { phone: _phone, ...user } = reply.user;
    expect(user).toEqual({
      id: OPERATOR.id,
      firstName: 'Tobi',
      lastName: 'Adeyemi',
      email: 'ops@deliveros.ng',
      role: 'operator',
    });
    expect(await getMe()).toMatchObject({ email: 'ops@deliveros.ng', role: 'operator' });
    expect((await raw('/api/auth/logout', { method: 'POST' })).status).toBe(200);
  });

  it('a partner is a partner', async () => {
    expect((await signInDemo()).user).toMatchObject({ role: 'partner', companyName: 'Swift Riders Ltd' });
  });

  it('a partner on each operations endpoint: 403, nothing changes', async () => {
    await signInDemo();
    const before = mockState();
    const calls = [
      raw('/api/requests/api-access'),
      raw('/api/requests/api-access/req_seed_1'),
      raw('/api/requests/api-access/req_seed_1', { method: 'PUT', body: { status: 'approved' } }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect({ status: reply.status, ...reply.json }).toEqual({
        status: 403,
        success: false,
        data: null,
        code: 'FORBIDDEN',
        message: 'This endpoint is for DeliverOS operations',
      });
    }
    expect(mockState()).toEqual(before);
    expect(outboxMessages()).toHaveLength(0);
  });

  it('an operator on partner endpoints: 403, nothing changes', async () => {
    await signInOperator();
    const before = mockState();
    const calls = [
      raw('/api/deliveries'),
      raw('/api/wallet'),
      raw('/api/delivery-partners/profile'),
      raw('/api/routes', { method: 'POST', body: { from: 'Lekki', to: 'Ikeja', base_price: 1500 } }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect({ status: reply.status, code: reply.json.code, message: reply.json.message }).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: 'This endpoint is for delivery partners',
      });
    }
    expect(mockState()).toEqual(before);
  });
});
