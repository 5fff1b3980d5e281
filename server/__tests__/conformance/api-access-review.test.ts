import { expect, it } from 'vitest';
import { FIRST_TEST_KEY_NAME } from '../../domain/api-access/invitations';
import { OPERATOR } from '../../seed/accounts';
import { SEED_INVITATION_TOKEN } from '../../seed/api-access';
import { ok } from '../support/deliveries';
import { as, onEveryStore, outcome, refusalOf, signIn } from '../support/suite';
import type { Target } from '../support/target';

/*
 * The operations review of API-access requests on every store (docs/api-keys.md): operators list
 * and decide; an approval e-mails a single-use invitation whose sign-up lands signed in with a
 * test key; a request is decided once; a partner may not review.
 */

interface WireRequest {
  id: string;
  status: string;
  note?: string;
  history: { status: string; by?: string }[];
}

const filed = {
  business_name: 'Yaba Couriers',
  location: 'Yaba, Lagos',
  email: 'dev@yabacouriers.ng',
  reason: 'Book deliveries from our checkout.',
};
/** The seed's unused invitation (Kano Express Couriers'). */
const invited = { email: 'dev@kanoexpress.ng', business_name: 'Kano Express Couriers' };
const account = {
  first_name: 'Hauwa',
  last_name: 'Sani',
  phone: '+234 803 123 4567',
  password: 'KanoExpress2026!',
  confirm_password: 'KanoExpress2026!',
  accept_terms: true,
};

const operator = (api: Target) => signIn(api, OPERATOR.email, OPERATOR.password);
const decide = async (api: Target, id: string, body: object) =>
  api.call(`/api/requests/api-access/${id}`, as(await operator(api), { method: 'PUT', body }));

onEveryStore('the API-access review', (api) => {
  it('lists newest first with counts per status, searches, and refuses a partner', async () => {
    const ops = await operator(api());
    const page = ok<{ items: WireRequest[]; total: number; counts: { status: string; count: number }[] }>(
      await api().call('/api/requests/api-access?limit=100', as(ops)),
    );
    expect(page.total).toBe(4);
    expect(page.counts).toEqual([
      { status: 'pending', count: 2 },
      { status: 'approved', count: 1 },
      { status: 'rejected', count: 0 },
      { status: 'more_information_needed', count: 1 },
    ]);
    expect(page.items[0]?.id).toBe('req_seed_3');
    const kano = ok<{ items: WireRequest[] }>(await api().call('/api/requests/api-access?search=KANO', as(ops)));
    expect(kano.items.map((r) => r.id)).toEqual(['req_seed_4']);
    expect(JSON.stringify(page)).not.toMatch(/invitation/);
    const partner = await signIn(api());
    expect(outcome(await api().call('/api/requests/api-access', as(partner)))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('approves once: the invitation by e-mail, single use, its sign-up signed in with a test key', async () => {
    const request = ok<WireRequest>(await api().call('/api/requests/api-access', { body: filed }), 201);
    const approved = ok<WireRequest>(await decide(api(), request.id, { status: 'approved' }));
    expect(approved.history.map((h) => [h.status, h.by])).toEqual([
      ['pending', undefined],
      ['approved', 'Tobi Adeyemi'],
    ]);
    expect(outcome(await decide(api(), request.id, { status: 'rejected', reason: 'Late' }))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    const mail = (await api().outbox()).find((m) => m.to === filed.email && m.link);
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('invitation') ?? '';
    expect(token).toMatch(/^inv_[0-9a-f]{32}$/);
    expect(ok(await api().call(`/api/invitations/${token}`))).toEqual({
      email: filed.email,
      business_name: filed.business_name,
    });

    const signUp = await api().call('/api/auth/signup', {
      body: { ...account, email: filed.email, invitation: token },
    });
    const reply = ok<{ token: string; verification_required: boolean; test_key: { secret: string } }>(signUp, 201);
    expect(reply.verification_required).toBe(false);
    expect((await api().call('/api/auth/me', { token: reply.token })).status).toBe(200);
    const sandbox = await api().call('/api/wallet', { token: reply.test_key.secret });
    expect(sandbox.json).toMatchObject({ success: true, livemode: false });

    expect(outcome(await api().call(`/api/invitations/${token}`))).toEqual({
      status: 404,
      code: 'INVITATION_NOT_FOUND',
    });
    const again = { ...account, email: 'second@yabacouriers.ng', invitation: token };
    expect(outcome(await api().call('/api/auth/signup', { body: again }))).toEqual({
      status: 404,
      code: 'INVITATION_NOT_FOUND',
    });
    // The account the invitation made may hold live keys.
    const live = await api().call('/api/api-keys', { token: reply.token, body: { name: 'Live', mode: 'live' } });
    expect(live.status).toBe(201);
  });

  it('rejects with its reason and asks with its question, e-mailed; a blank one changes nothing', async () => {
    const blank = await decide(api(), 'req_seed_1', { status: 'rejected', reason: '  ' });
    expect(outcome(blank)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(blank.json.message).toMatch(/^reason: /);
    const ops = await operator(api());
    expect(ok<WireRequest>(await api().call('/api/requests/api-access/req_seed_1', as(ops))).status).toBe('pending');
    expect(await api().outbox()).toEqual([]);

    const asked = ok<WireRequest>(
      await decide(api(), 'req_seed_1', { status: 'more_information_needed', question: 'Volume?' }),
    );
    expect(asked).toMatchObject({ status: 'more_information_needed', note: 'Volume?' });
    const rejected = ok<WireRequest>(await decide(api(), 'req_seed_1', { status: 'rejected', reason: 'Out of area' }));
    expect(rejected).toMatchObject({ status: 'rejected', note: 'Out of area' });
    const mails = (await api().outbox()).filter((m) => m.to === 'dev@ikejaparcel.ng');
    expect(mails.map((m) => m.text)).toEqual([
      expect.stringContaining('Reason: Out of area'),
      expect.stringContaining('Question: Volume?'),
    ]);
  });

  it('the seeded invitation works for its own address only; an unknown one is not found (404)', async () => {
    const wrong = await api().call('/api/auth/signup', {
      body: { ...account, email: 'someone@else.ng', invitation: SEED_INVITATION_TOKEN },
    });
    expect(refusalOf(wrong)).toEqual({
      status: 400,
      code: 'INVITATION_EMAIL_MISMATCH',
      message: 'email: This invitation is for dev@kanoexpress.ng: sign up with that address',
    });
    expect(ok(await api().call(`/api/invitations/${SEED_INVITATION_TOKEN}`))).toEqual(invited);
    expect(outcome(await api().call('/api/invitations/inv_unknown'))).toEqual({
      status: 404,
      code: 'INVITATION_NOT_FOUND',
    });
  });

  it('signs up a verified account named after the business, no code mailed, its first test key shown once', async () => {
    const body = { ...account, email: invited.email, invitation: SEED_INVITATION_TOKEN };
    const reply = ok<{ test_key: { id: string; secret: string } }>(await api().call('/api/auth/signup', { body }), 201);
    expect((await api().outbox()).filter((m) => m.to === invited.email)).toEqual([]);
    const { secret } = reply.test_key;
    expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect(reply.test_key).toMatchObject({ name: FIRST_TEST_KEY_NAME, mode: 'test', status: 'active' });
    expect(reply.test_key).not.toHaveProperty('redacted');
    // Verified: no code asked.
    const session = await signIn(api(), invited.email, account.password);
    const profile = ok<{ company_name: string }>(await api().call('/api/delivery-partners/profile', as(session)));
    expect(profile.company_name).toBe(invited.business_name);
    expect(ok(await api().call('/api/api-keys', as(session)))).toEqual([]);
    const testKeys = await api().call('/api/api-keys', as(session, { headers: { 'X-DeliverOS-Mode': 'test' } }));
    expect(ok(testKeys)).toEqual([
      expect.objectContaining({ id: reply.test_key.id, redacted: `sk_test_••••${secret.slice(-4)}` }),
    ]);
  });
});

const file = async (api: Target, overrides: Partial<typeof filed> = {}) =>
  ok<WireRequest>(await api.call('/api/requests/api-access', { body: { ...filed, ...overrides } }), 201);

onEveryStore('reviewing a request', (api) => {
  it('pages, filters by status and searches the name or the e-mail; the counts follow the search', async () => {
    const first = await file(api());
    const second = await file(api(), { business_name: 'Gokada', email: 'hi@gokada.ng' });
    const third = await file(api(), { business_name: 'Sendbox', email: 'api@sendbox.co' });
    await decide(api(), second.id, { status: 'approved' });
    const ops = await operator(api());
    const ids = async (query: string) =>
      ok<{ items: WireRequest[] }>(await api().call(`/api/requests/api-access?${query}`, as(ops))).items.map(
        (r) => r.id,
      );
    expect((await ids('limit=100')).slice(0, 3)).toEqual([third.id, second.id, first.id]);
    expect(await ids('page=2&limit=2')).toEqual([first.id, 'req_seed_3']);
    expect((await ids('status=pending&limit=100')).slice(0, 2)).toEqual([third.id, first.id]);
    expect(await ids('search=GOKA')).toEqual([second.id]);
    expect(await ids('search=sendbox.co')).toEqual([third.id]);
    const yaba = ok<{ total: number; counts: unknown }>(
      await api().call('/api/requests/api-access?search=yaba&status=approved', as(ops)),
    );
    expect(yaba).toMatchObject({
      total: 0,
      counts: [
        { status: 'pending', count: 1 },
        { status: 'approved', count: 0 },
        { status: 'rejected', count: 0 },
        { status: 'more_information_needed', count: 0 },
      ],
    });
    expect(ok(await api().call(`/api/requests/api-access/${first.id}`, as(ops)))).toEqual(first);
    expect(refusalOf(await api().call('/api/requests/api-access/req_nope', as(ops)))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'API access request not found',
    });
  });

  it('mails the decision: an approval its invitation link, a rejection its reason trimmed and no link', async () => {
    const approvedRequest = await file(api());
    const approved = await decide(api(), approvedRequest.id, { status: 'approved' });
    const mail = (await api().outbox()).find((m) => m.to === filed.email && m.link);
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('invitation') ?? '';
    expect(mail).toMatchObject({ kind: 'api-access', subject: expect.stringContaining('approved') as string });
    expect(mail?.link).toMatch(new RegExp(`/signup\\?invitation=${token}$`));
    expect(mail?.text).toContain(mail?.link);
    // The token goes by e-mail only.
    expect(JSON.stringify(approved.json)).not.toContain(token);

    const rejectedRequest = await file(api(), { email: 'no@yabacouriers.ng' });
    const rejected = await decide(api(), rejectedRequest.id, {
      status: 'rejected',
      reason: ' We only open the API to registered businesses. ',
    });
    expect(ok(rejected)).toMatchObject({ status: 'rejected', note: 'We only open the API to registered businesses.' });
    const [refusal] = (await api().outbox()).filter((m) => m.to === 'no@yabacouriers.ng');
    expect(refusal?.subject).toContain('not approved');
    expect(refusal?.text).toContain('Reason: We only open the API to registered businesses.');
    expect(refusal?.link).toBeUndefined();
  });

  it('decides a request asked about once; after that 409, no mail, nothing changed', async () => {
    const request = await file(api());
    await decide(api(), request.id, { status: 'more_information_needed', question: 'How many deliveries a day?' });
    const approved = ok<WireRequest>(await decide(api(), request.id, { status: 'approved' }));
    expect(approved.history.map((h) => h.status)).toEqual(['pending', 'more_information_needed', 'approved']);
    expect(approved.note).toBeUndefined();
    const mails = (await api().outbox()).length;
    const again = await decide(api(), request.id, { status: 'rejected', reason: 'Changed our mind' });
    expect(refusalOf(again)).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'This request is already approved: it cannot be decided again',
    });
    expect(await api().outbox()).toHaveLength(mails);
    expect(ok(await api().call(`/api/requests/api-access/${request.id}`, as(await operator(api()))))).toEqual(approved);
  });

  it('refuses a decision without its words, too long, unknown or back to pending (400), changing nothing', async () => {
    const request = await file(api());
    const refusals: Array<[object, string | RegExp]> = [
      [{ status: 'rejected' }, 'reason: Give the reason for rejecting the request'],
      [{ status: 'rejected', reason: '   ' }, 'reason: Give the reason for rejecting the request'],
      [{ status: 'rejected', reason: 'x'.repeat(1_001) }, /^reason: /],
      [{ status: 'more_information_needed' }, 'question: Write the question for the requester'],
      [{ status: 'maybe' }, /^status: /],
      [{ status: 'pending' }, /^status: /],
    ];
    for (const [body, message] of refusals) {
      const reply = await decide(api(), request.id, body);
      expect({ body, ...outcome(reply) }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
      expect(reply.json.message).toMatch(message);
    }
    expect(outcome(await decide(api(), 'req_nope', { status: 'approved' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(ok(await api().call(`/api/requests/api-access/${request.id}`, as(await operator(api()))))).toEqual(request);
    expect((await api().outbox()).filter((m) => m.to === filed.email)).toHaveLength(1);
  });
});

onEveryStore('operators and partners', (api) => {
  it('keeps each to its own endpoints (403 in its words), changing nothing', async () => {
    const signedOut = [
      api().call('/api/requests/api-access'),
      api().call('/api/requests/api-access/req_seed_1'),
      api().call('/api/requests/api-access/req_seed_1', { method: 'PUT', body: { status: 'approved' } }),
    ];
    for (const reply of await Promise.all(signedOut)) expect(reply.status).toBe(401);

    const partner = await signIn(api());
    const asPartner = [
      api().call('/api/requests/api-access', as(partner)),
      api().call('/api/requests/api-access/req_seed_1', as(partner)),
      api().call('/api/requests/api-access/req_seed_1', as(partner, { method: 'PUT', body: { status: 'approved' } })),
    ];
    for (const reply of await Promise.all(asPartner)) {
      expect({ status: reply.status, ...reply.json }).toMatchObject({
        status: 403,
        success: false,
        data: null,
        code: 'FORBIDDEN',
        message: 'This endpoint is for DeliverOS operations',
      });
    }
    const ops = await operator(api());
    const asOperator = [
      api().call('/api/deliveries', as(ops)),
      api().call('/api/wallet', as(ops)),
      api().call('/api/delivery-partners/profile', as(ops)),
      api().call('/api/routes', as(ops, { body: { from: 'Lekki', to: 'Ikeja', base_price: 1500 } })),
    ];
    for (const reply of await Promise.all(asOperator)) {
      expect(refusalOf(reply)).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: 'This endpoint is for delivery partners',
      });
    }
    expect(ok<WireRequest>(await api().call('/api/requests/api-access/req_seed_1', as(ops))).status).toBe('pending');
    expect(ok<unknown[]>(await api().call('/api/routes', as(partner)))).toHaveLength(4);
    expect(await api().outbox()).toEqual([]);
  });

  it('signs the operator in as one, with no company; a partner as a partner', async () => {
    const reply = await api().call('/api/auth/signin', {
      body: { email: OPERATOR.email, password: OPERATOR.password },
    });
    const { phone: _phone, ...user } = (reply.json.data as { user: Record<string, unknown> }).user;
    expect(user).toEqual({
      id: OPERATOR.id,
      first_name: 'Tobi',
      last_name: 'Adeyemi',
      email: 'ops@deliveros.ng',
      role: 'operator',
    });
    const partner = await api().call('/api/auth/signin', {
      body: { email: 'demo@example.com', password: 'Partner123!' },
    });
    expect((partner.json.data as { user: unknown }).user).toMatchObject({
      role: 'partner',
      company_name: 'Swift Riders Ltd',
    });
  });
});
