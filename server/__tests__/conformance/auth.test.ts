import { afterEach, expect, it, vi } from 'vitest';
import { isNigerianPhone } from '@/api/schemas/auth';
import { ACCESS_TOKEN_TTL_MS } from '../../domain/auth/sessions';
import { OPERATOR } from '../../seed/accounts';
import { as, DEMO, NEW_PARTNER, onEveryStore, outcome, refusalOf, signIn } from '../support/suite';

/* Accounts and sessions, through the API, on every store (docs/api-contract.md, Authentication). */

onEveryStore('signing in', (api) => {
  it('signs the demo partner in: /me is the account, in live mode', async () => {
    const session = await signIn(api());
    const me = await api().call('/api/auth/me', as(session));
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      success: true,
      data: {
        id: 'usr_demo',
        first_name: 'Ada',
        last_name: 'Okafor',
        email: 'demo@example.com',
        phone: '+234 803 123 4567',
        company_name: 'Swift Riders Ltd',
        role: 'partner',
      },
      livemode: true,
    });
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const wrong = await api().call('/api/auth/signin', { body: { email: DEMO.email, password: 'nope-nope' } });
    const unknown = await api().call('/api/auth/signin', {
      body: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    expect(refusalOf(wrong)).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('answers with two tokens and the account /me shows; refuses a code longer than 6 characters', async () => {
    const reply = await api().call('/api/auth/signin', { body: { ...DEMO, remember_me: true } });
    const data = reply.json.data as { token: string; refresh_token: string; user: unknown };
    expect(data.token).toMatch(/\S/);
    expect(data.refresh_token).toMatch(/\S/);
    expect(data.token).not.toBe(data.refresh_token);
    expect(data.user).toEqual((await api().call('/api/auth/me', { token: data.token })).json.data);
    const long = await api().call('/api/auth/signin', {
      body: { email: 'new@example.com', password: DEMO.password, verification_code: '1234567' },
    });
    expect(outcome(long)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('seeds only accounts whose phones sign-up would take', async () => {
    for (const [email, password, more] of [
      [DEMO.email, DEMO.password, {}],
      ['new@example.com', DEMO.password, { verification_code: '123456' }],
      ['chidi@riders.ng', DEMO.password, {}],
      [OPERATOR.email, OPERATOR.password, {}],
    ] as const) {
      const session = await signIn(api(), email, password, more);
      const { phone } = (await api().call('/api/auth/me', as(session))).json.data as { phone: string };
      expect({ email, phone, nigerian: isNigerianPhone(phone) }).toEqual({ email, phone, nigerian: true });
    }
  });

  it('asks an unverified account for its code, e-mails it, and takes the right one', async () => {
    const body = { email: 'new@example.com', password: DEMO.password };
    const asked = await api().call('/api/auth/signin', { body });
    expect(outcome(asked)).toEqual({ status: 403, code: 'VERIFICATION_REQUIRED' });
    expect((await api().outbox())[0]).toMatchObject({ kind: 'verification', to: 'new@example.com' });
    const wrong = await api().call('/api/auth/signin', { body: { ...body, verification_code: '000000' } });
    expect(outcome(wrong)).toEqual({ status: 403, code: 'INVALID_VERIFICATION_CODE' });
    expect((await api().call('/api/auth/signin', { body: { ...body, verification_code: '123456' } })).status).toBe(200);
    // Verified now: no code asked.
    expect((await api().call('/api/auth/signin', { body })).status).toBe(200);
  });

  it('locks an address for a client after 5 failures (429, Retry-After); another client is not locked', async () => {
    const attempt = (client: string, password = 'wrong-password') =>
      api().call('/api/auth/signin', { body: { email: DEMO.email, password }, client });
    for (let i = 0; i < 5; i += 1) expect((await attempt('stranger')).status).toBe(401);
    const locked = await attempt('stranger', DEMO.password);
    expect(outcome(locked)).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(locked.json.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect((await attempt('partner-laptop', DEMO.password)).status).toBe(200);
  });

  it('lets an operator in, and keeps it off the partners’ endpoints (403)', async () => {
    const session = await signIn(api(), 'ops@deliveros.ng', 'Operator123!');
    expect(((await api().call('/api/auth/me', as(session))).json.data as { role: string }).role).toBe('operator');
    const refused = await api().call('/api/delivery-partners/profile', as(session));
    expect(outcome(refused)).toEqual({ status: 403, code: 'FORBIDDEN' });
  });
});

onEveryStore('signing up and verifying', (api) => {
  it('makes an unverified partner with its records, e-mails the code; the address is then taken (409)', async () => {
    const reply = await api().call('/api/auth/signup', { body: NEW_PARTNER });
    expect(reply.status).toBe(201);
    expect(reply.json.data).toMatchObject({ verification_required: true, user: { email: 'halima@kaduna.ng' } });
    expect((await api().outbox())[0]).toMatchObject({ kind: 'verification', to: 'halima@kaduna.ng' });
    const again = await api().call('/api/auth/signup', { body: { ...NEW_PARTNER, email: 'Halima@Kaduna.ng' } });
    expect(outcome(again)).toEqual({ status: 409, code: 'EMAIL_TAKEN' });

    const verified = await api().call('/api/auth/verify-email', {
      body: { email: 'halima@kaduna.ng', code: '123456' },
    });
    expect(verified.json).toEqual({ success: true, data: null });
    const session = await signIn(api(), 'halima@kaduna.ng', 'Sup3rSecret!');
    const profile = await api().call('/api/delivery-partners/profile', as(session));
    expect(profile.json.data).toMatchObject({ company_name: '', first_name: 'Halima', email: 'halima@kaduna.ng' });
    const settings = await api().call('/api/delivery-partners/settings', as(session));
    expect(settings.json.data).toMatchObject({ proof_of_delivery: { code: false, signature: false, photo: false } });
  });

  it('refuses a sign-up in the form’s words, and stores nothing', async () => {
    const mismatch = await api().call('/api/auth/signup', { body: { ...NEW_PARTNER, confirm_password: 'Other123!' } });
    expect(mismatch.json).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Passwords do not match' });
    const phone = await api().call('/api/auth/signup', { body: { ...NEW_PARTNER, phone: '+44 20 7946 0000' } });
    expect(phone.json.message).toBe('Please enter a Nigerian phone number (e.g. 0803 123 4567)');
    const missing = await api().call('/api/auth/signup', { body: { ...NEW_PARTNER, email: undefined } });
    expect(outcome(missing)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(missing.json.message).toMatch(/^email: /);
    expect((await api().call('/api/auth/signup', { body: NEW_PARTNER })).status).toBe(201);
  });

  it('says each rule in the form’s words, the six first rules before the phone’s, and stores nothing', async () => {
    const nigerianPhone = 'Please enter a Nigerian phone number (e.g. 0803 123 4567)';
    const refusals: Array<[object, string]> = [
      [{ password: 'short', confirm_password: 'short' }, 'Password must be at least 8 characters long'],
      [{ accept_terms: false }, 'Please accept the terms and conditions'],
      [{ phone: '123' }, nigerianPhone],
      [{ phone: '803 123 4567' }, nigerianPhone],
      [{ phone: '123', accept_terms: false }, 'Please accept the terms and conditions'],
    ];
    for (const [change, message] of refusals) {
      const reply = await api().call('/api/auth/signup', { body: { ...NEW_PARTNER, ...change } });
      expect({ change, ...refusalOf(reply) }).toEqual({ change, status: 400, code: 'VALIDATION_ERROR', message });
    }
    const taken = await api().call('/api/auth/signup', { body: { ...NEW_PARTNER, email: 'Demo@Example.com' } });
    expect(refusalOf(taken)).toEqual({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    const stored = await api().call('/api/auth/signin', {
      body: { email: NEW_PARTNER.email, password: NEW_PARTNER.password },
    });
    expect(outcome(stored)).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(await api().outbox()).toEqual([]);
  });

  it('takes a Nigerian phone in either form, with spaces or dashes; gives no token before the code', async () => {
    const local = await api().call('/api/auth/signup', { body: { ...NEW_PARTNER, phone: '0809-000-1111' } });
    expect(local.status).toBe(201);
    expect(local.json.data).not.toHaveProperty('token');
    const international = { ...NEW_PARTNER, email: 'musa@kaduna.ng', phone: '+2348090001111' };
    expect((await api().call('/api/auth/signup', { body: international })).status).toBe(201);
    const unverified = await api().call('/api/auth/signin', {
      body: { email: 'musa@kaduna.ng', password: NEW_PARTNER.password },
    });
    expect(outcome(unverified)).toEqual({ status: 403, code: 'VERIFICATION_REQUIRED' });
  });

  it('answers a wrong code and an unknown address with the same 400', async () => {
    const wrong = await api().call('/api/auth/verify-email', { body: { email: 'new@example.com', code: '654321' } });
    const unknown = await api().call('/api/auth/verify-email', { body: { email: 'who@example.com', code: '123456' } });
    expect(outcome(wrong)).toEqual({ status: 400, code: 'INVALID_VERIFICATION_CODE' });
    expect(unknown.json).toEqual(wrong.json);
  });
});

onEveryStore('sessions', (api) => {
  afterEach(() => vi.useRealTimers());

  it('rotates both tokens on refresh; a refresh token used twice ends the session', async () => {
    const first = await signIn(api());
    const refreshed = await api().call('/api/auth/refresh', { method: 'POST', token: first.refreshToken });
    expect(refreshed.status).toBe(200);
    const second = refreshed.json.data as { token: string; refresh_token: string };
    expect(outcome(await api().call('/api/auth/me', as(first)))).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect((await api().call('/api/auth/me', { token: second.token })).status).toBe(200);

    const reused = await api().call('/api/auth/refresh', { method: 'POST', token: first.refreshToken });
    expect(outcome(reused)).toEqual({ status: 401, code: 'REFRESH_TOKEN_REUSED' });
    expect((await api().call('/api/auth/me', { token: second.token })).status).toBe(401);
    expect((await api().call('/api/auth/refresh', { method: 'POST', token: second.refresh_token })).status).toBe(401);
  });

  it('signs out: both tokens stop working, the partner’s other sessions do not; no token is a 401', async () => {
    const session = await signIn(api());
    const other = await signIn(api());
    expect((await api().call('/api/auth/logout', as(session, { method: 'POST' }))).status).toBe(200);
    expect(outcome(await api().call('/api/auth/me', as(session)))).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    const refresh = await api().call('/api/auth/refresh', { method: 'POST', token: session.refreshToken });
    expect(refresh.status).toBe(401);
    expect((await api().call('/api/auth/me', as(other))).status).toBe(200);
    expect((await api().call('/api/auth/me')).json).toEqual({
      success: false,
      data: null,
      message: 'Authentication required',
      code: 'UNAUTHORIZED',
    });
    expect(outcome(await api().call('/api/deliveries', { token: 'at_not-a-real-token' }))).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses an access token in place of the refresh token (401)', async () => {
    const session = await signIn(api());
    const reply = await api().call('/api/auth/refresh', { method: 'POST', token: session.token });
    expect(outcome(reply)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect((await api().call('/api/auth/me', as(session))).status).toBe(200);
  });

  it('answers TOKEN_EXPIRED once the access token has lived its time; a refresh gives a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const session = await signIn(api());
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_MS + 1_000);
    expect(outcome(await api().call('/api/wallet', as(session)))).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
    const refreshed = await api().call('/api/auth/refresh', { method: 'POST', token: session.refreshToken });
    const { token } = refreshed.json.data as { token: string };
    expect((await api().call('/api/wallet', { token })).status).toBe(200);
  });
});

onEveryStore('password reset', (api) => {
  it('e-mails a single-use link, sets the new password, ends every session', async () => {
    const session = await signIn(api());
    const unknown = await api().call('/api/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    const asked = await api().call('/api/auth/forgot-password', { body: { email: 'Demo@Example.com' } });
    expect(asked.json).toEqual(unknown.json);
    const mail = (await api().outbox())[0];
    expect(mail).toMatchObject({ kind: 'password-reset', to: 'demo@example.com' });
    const token = new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? '';
    const body = { token, new_password: 'N3wPassword!', confirm_password: 'N3wPassword!' };
    expect((await api().call('/api/auth/reset-password', { body })).status).toBe(200);
    expect(outcome(await api().call('/api/auth/reset-password', { body }))).toEqual({
      status: 400,
      code: 'INVALID_RESET_TOKEN',
    });
    expect((await api().call('/api/auth/me', as(session))).status).toBe(401);
    expect((await api().call('/api/auth/signin', { body: DEMO })).status).toBe(401);
    await signIn(api(), DEMO.email, 'N3wPassword!');
  });

  it('refuses an unknown token and passwords that differ', async () => {
    const unknown = { token: 'nope', new_password: 'NewPassw0rd!', confirm_password: 'NewPassw0rd!' };
    expect(outcome(await api().call('/api/auth/reset-password', { body: unknown }))).toEqual({
      status: 400,
      code: 'INVALID_RESET_TOKEN',
    });
    const differ = await api().call('/api/auth/reset-password', { body: { ...unknown, confirm_password: 'Other' } });
    expect(refusalOf(differ)).toEqual({ status: 400, code: 'VALIDATION_ERROR', message: 'Passwords do not match' });
  });
});

onEveryStore('requests the API refuses before any rule', (api) => {
  it('a body that is not JSON, or too deep: 400; a path or method it does not have: 404, 405', async () => {
    expect(outcome(await api().call('/api/auth/signin', { body: '{"email":' }))).toEqual({
      status: 400,
      code: 'INVALID_JSON',
    });
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    expect(outcome(await api().call('/api/auth/signin', { body: deep }))).toEqual({
      status: 400,
      code: 'JSON_TOO_DEEP',
    });
    expect(outcome(await api().call('/api/nowhere'))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const wrongMethod = await api().call('/api/auth/me', { method: 'DELETE' });
    expect(outcome(wrongMethod)).toEqual({ status: 405, code: 'METHOD_NOT_ALLOWED' });
    expect(wrongMethod.headers.get('Allow')).toBe('GET');
  });

  it('names every reply with its own request id', async () => {
    const [a, b] = [await api().call('/api/auth/me'), await api().call('/api/auth/me')];
    expect(a.headers.get('X-Request-Id')).toMatch(/^req_[0-9a-f]{24}$/);
    expect(a.headers.get('X-Request-Id')).not.toBe(b.headers.get('X-Request-Id'));
  });
});
