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
