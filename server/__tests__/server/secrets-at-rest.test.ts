import { describe, expect, it } from 'vitest';
import { as, DEMO, NEW_PARTNER, signIn } from '../support/suite';
import { sqlStores } from '../support/stores';
import { targetOf } from '../support/target';

/*
 * Issue 38: no secret readable in a dump of the server's database. After sign-ups, sign-ins (one
 * failed), a verification, a refresh and a password reset, every row of every table is read and
 * none holds a password, a token or a code as it was typed or handed out.
 */
describe.each(sqlStores().map((store) => [store]))('secrets at rest — %s', (store) => {
  it('a dump of the database holds no password, token or code in clear', async () => {
    const api = await targetOf(store);
    await api.reset();
    const secrets: string[] = [DEMO.password, 'Sup3rSecret!', 'N3wPassword!', 'WrongPassword1'];
    await api.call('/api/auth/signin', { body: { email: DEMO.email, password: 'WrongPassword1' } });
    const signUp = NEW_PARTNER;
    expect((await api.call('/api/auth/signup', { body: signUp })).status).toBe(201);
    const halima = await signIn(api, 'halima@kaduna.ng', 'Sup3rSecret!', { verification_code: '123456' });
    const demo = await signIn(api);
    const refreshed = await api.call('/api/auth/refresh', { method: 'POST', token: demo.refreshToken });
    const rotated = refreshed.json.data as { token: string; refresh_token: string };
    await api.call('/api/auth/forgot-password', { body: { email: 'chidi@riders.ng' } });
    const link = (await api.outbox()).find((mail) => mail.kind === 'password-reset')?.link ?? '';
    const resetToken = new URL(link).searchParams.get('token') ?? '';
    const reset = { token: resetToken, new_password: 'N3wPassword!', confirm_password: 'N3wPassword!' };
    expect((await api.call('/api/auth/reset-password', { body: reset })).status).toBe(200);
    await api.call('/api/auth/forgot-password', { body: { email: DEMO.email } });
    const pending = new URL((await api.outbox())[0]?.link ?? '').searchParams.get('token') ?? '';
    expect((await api.call('/api/auth/me', as(halima))).status).toBe(200);
    secrets.push(
      halima.token,
      halima.refreshToken,
      demo.token,
      demo.refreshToken,
      rotated.token,
      rotated.refresh_token,
    );
    secrets.push(resetToken, pending);

    const dump = (await api.dump?.()) ?? '';
    expect(dump).toContain('halima@kaduna.ng');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(7);
      expect(dump.includes(secret), `the dump holds ${secret.slice(0, 6)}…`).toBe(false);
    }
    // The code e-mailed: never as the text it was sent as.
    expect(dump).not.toMatch(/code is \d{6}|"123456"/);
    // Every password is a hash of a known kind.
    const hashes = [...dump.matchAll(/"password_hash":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hashes.length).toBeGreaterThan(4);
    for (const hash of hashes) expect(hash).toMatch(/^(\$argon2id\$|sha256\$)/);
  });
});
