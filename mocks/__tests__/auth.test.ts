import { describe, expect, it } from 'vitest';
import { forgotPassword, getMe, resetPassword, signOut, signUp } from '@/api/auth';
import { refreshSession } from '@/api/client';
import { isNigerianPhone } from '@/api/schemas/auth';
import { tokenStorage } from '@/api/token-storage';
import { db } from '../db';
import { expireAccessTokens } from '../sessions';
import { DEMO_PASSWORD, VERIFICATION_CODE } from '../seed';
import { expectFailure, raw, signInAs, signInDemo } from './helpers';

const newPartner = {
  firstName: 'Chidi',
  lastName: 'Nnamdi',
  email: 'chidi@example.com',
  phone: '+234 809 000 1111',
  password: 'Sup3rSecret!',
  confirmPassword: 'Sup3rSecret!',
  acceptTerms: true,
};

describe('POST /api/auth/signup', () => {
  it('creates an unverified account and does not sign it in', async () => {
    const { status, json } = await raw('/api/auth/signup', {
      method: 'POST',
      token: null,
      body: {
        first_name: 'Chidi',
        last_name: 'Nnamdi',
        email: 'Chidi@Example.com',
        phone: '+234 809 000 1111',
        password: 'Sup3rSecret!',
        confirm_password: 'Sup3rSecret!',
        accept_terms: true,
      },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      success: true,
      data: { verification_required: true, user: { first_name: 'Chidi', email: 'chidi@example.com' } },
    });
    expect(json.data).not.toHaveProperty('token');
    await expectFailure(signInAs('chidi@example.com', 'Sup3rSecret!'), {
      status: 403,
      code: 'VERIFICATION_REQUIRED',
      message: /Account not verified/,
    });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await expectFailure(signUp({ ...newPartner, email: 'Demo@Example.com' }), {
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
  });

  it('refuses passwords that differ or are too short, and unaccepted terms', async () => {
    await expectFailure(signUp({ ...newPartner, confirmPassword: 'Different1!' }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Passwords do not match',
    });
    await expectFailure(signUp({ ...newPartner, password: 'short', confirmPassword: 'short' }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Password must be at least 8 characters long',
    });
    await expectFailure(signUp({ ...newPartner, acceptTerms: false }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Please accept the terms and conditions',
    });
  });

  it("refuses a phone that is not Nigerian ('123') with 400 and the form's message, after the six first rules, creating nothing", async () => {
    const nigerianPhone = 'Please enter a Nigerian phone number (e.g. 0803 123 4567)';
    for (const phone of ['123', '803 123 4567', '+44 20 7946 0958']) {
      await expectFailure(signUp({ ...newPartner, phone }), {
        status: 400,
        code: 'VALIDATION_ERROR',
        message: nigerianPhone,
      });
    }
    // The six rules in docs/product.md#validation-rules come first: their message, not the phone's.
    await expectFailure(signUp({ ...newPartner, phone: '123', acceptTerms: false }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Please accept the terms and conditions',
    });
    await expectFailure(signInAs(newPartner.email, newPartner.password), { status: 401, code: 'INVALID_CREDENTIALS' });
    expect(db.state.users.some((u) => u.email === newPartner.email)).toBe(false);
  });

  it('takes a Nigerian phone in either form, with spaces or dashes', async () => {
    await signUp({ ...newPartner, phone: '0809-000-1111' });
    await signUp({ ...newPartner, email: 'chidi2@example.com', phone: '+2348090001111' });
    expect(
      db.state.users.filter((u) => [newPartner.email, 'chidi2@example.com'].includes(u.email)).map((u) => u.phone),
    ).toEqual(['0809-000-1111', '+2348090001111']);
  });

  it('seeds only accounts whose phones sign-up would take', () => {
    expect(db.state.users.length).toBeGreaterThan(0);
    for (const user of db.state.users) expect(isNigerianPhone(user.phone)).toBe(true);
  });

  it('answers 400 to a body that is not JSON or misses fields', async () => {
    const broken = await raw('/api/auth/signup', { method: 'POST', token: null, body: '{"email": ' });
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ success: false, code: 'INVALID_JSON' });
    const missing = await raw('/api/auth/signup', { method: 'POST', token: null, body: { email: 'x@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/auth/signin', () => {
  it('signs the demo partner in with both tokens and the user', async () => {
    const reply = await signInDemo();
    expect(reply.token).toMatch(/\S/);
    expect(reply.refreshToken).toMatch(/\S/);
    expect(reply.token).not.toBe(reply.refreshToken);
    expect(reply.user).toEqual({
      id: 'usr_demo',
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'demo@example.com',
      phone: '+234 803 123 4567',
      companyName: 'Swift Riders Ltd',
      role: 'partner',
    });
  });

  it('refuses a wrong password or an unknown e-mail with the same message', async () => {
    await expectFailure(signInAs('demo@example.com', 'wrong-password'), {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    await expectFailure(signInAs('nobody@example.com', DEMO_PASSWORD), {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });

  it('asks an unverified account for its code, refuses a wrong one, accepts 123456 once and for all', async () => {
    await expectFailure(signInAs('new@example.com'), {
      status: 403,
      code: 'VERIFICATION_REQUIRED',
      message: /Account not verified/,
    });
    await expectFailure(signInAs('new@example.com', DEMO_PASSWORD, '654321'), {
      status: 403,
      code: 'INVALID_VERIFICATION_CODE',
      message: /Invalid verification code/,
    });
    const verified = await signInAs('new@example.com', DEMO_PASSWORD, VERIFICATION_CODE);
    expect(verified.user.firstName).toBe('Bayo');
    // Verified now: the code is no longer needed.
    const again = await signInAs('new@example.com');
    expect(again.user.email).toBe('new@example.com');
  });

  it('refuses a verification code longer than 6 characters', async () => {
    const { status, json } = await raw('/api/auth/signin', {
      method: 'POST',
      token: null,
      body: {
        email: 'new@example.com',
        password: DEMO_PASSWORD,
        verification_code: '1234567',
        remember_me: false,
      },
    });
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/auth/me and access tokens', () => {
  it('returns the signed-in user', async () => {
    await signInDemo();
    expect(await getMe()).toMatchObject({ id: 'usr_demo', firstName: 'Ada', email: 'demo@example.com' });
  });

  it('answers 401 UNAUTHORIZED without a token or with an unknown one', async () => {
    const none = await raw('/api/auth/me', { token: null });
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ success: false, data: null, message: 'Authentication required', code: 'UNAUTHORIZED' });
    const bogus = await raw('/api/deliveries', { token: 'at_not-a-real-token' });
    expect(bogus.status).toBe(401);
    expect(bogus.json.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 TOKEN_EXPIRED to an expired access token, and the client recovers by refreshing', async () => {
    const { token } = await signInDemo();
    expireAccessTokens();
    const expired = await raw('/api/wallet', { token });
    expect(expired.status).toBe(401);
    expect(expired.json).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });

    const me = await getMe();
    expect(me.email).toBe('demo@example.com');
    expect(tokenStorage.getToken()).not.toBe(token);
  });

  it('signs the client out when its refresh token no longer works', async () => {
    await signInDemo();
    expireAccessTokens();
    // Another tab refreshes first: rotation retires the refresh token this client holds.
    expect((await raw('/api/auth/refresh', { method: 'POST', token: tokenStorage.getRefreshToken() })).status).toBe(
      200,
    );
    await expectFailure(getMe(), { status: 401, code: 'SESSION_EXPIRED' });
    expect(tokenStorage.getToken()).toBeNull();
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates both tokens: the old access and refresh tokens stop working', async () => {
    const first = await signInDemo();
    const { status, json } = await raw('/api/auth/refresh', { method: 'POST', token: first.refreshToken });
    expect(status).toBe(200);
    const data = json.data as { token: string; refresh_token: string };
    expect(data.token).not.toBe(first.token);
    expect(data.refresh_token).not.toBe(first.refreshToken);

    expect((await raw('/api/auth/me', { token: first.token })).status).toBe(401);
    const me = await raw('/api/auth/me', { token: data.token });
    expect(me.json).toMatchObject({ success: true, data: { email: 'demo@example.com' } });
    // The old refresh token no longer refreshes; presented again, it even ends the session
    // (reuse detection: mocks/__tests__/auth-hardening.test.ts).
    expect((await raw('/api/auth/refresh', { method: 'POST', token: first.refreshToken })).status).toBe(401);
  });

  it('is what the client uses, storing the rotated tokens', async () => {
    const first = await signInDemo();
    await refreshSession();
    expect(tokenStorage.getToken()).not.toBe(first.token);
    expect(tokenStorage.getRefreshToken()).not.toBe(first.refreshToken);
    expect((await getMe()).firstName).toBe('Ada');
  });

  it('refuses an access token in place of the refresh token', async () => {
    const { token } = await signInDemo();
    const { status, json } = await raw('/api/auth/refresh', { method: 'POST', token });
    expect(status).toBe(401);
    expect(json.code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/auth/logout', () => {
  it('invalidates the access and the refresh token', async () => {
    const { token, refreshToken } = await signInDemo();
    await expect(signOut()).resolves.toBeNull();
    expect((await raw('/api/auth/me', { token })).status).toBe(401);
    expect((await raw('/api/auth/refresh', { method: 'POST', token: refreshToken })).status).toBe(401);
  });

  it('leaves other sessions of the same partner signed in', async () => {
    const first = await signInDemo();
    const second = await signInDemo();
    await raw('/api/auth/logout', { method: 'POST', token: first.token });
    expect((await raw('/api/auth/me', { token: second.token })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers forgot-password the same for any address', async () => {
    await expect(forgotPassword('demo@example.com')).resolves.toBeNull();
    await expect(forgotPassword('nobody@example.com')).resolves.toBeNull();
  });

  it('refuses an unknown reset token and mismatched passwords', async () => {
    await expectFailure(
      resetPassword({ token: 'nope', newPassword: 'NewPassw0rd!', confirmPassword: 'NewPassw0rd!' }),
      {
        status: 400,
        code: 'INVALID_RESET_TOKEN',
      },
    );
    await expectFailure(resetPassword({ token: 'nope', newPassword: 'NewPassw0rd!', confirmPassword: 'Other' }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Passwords do not match',
    });
  });
});
