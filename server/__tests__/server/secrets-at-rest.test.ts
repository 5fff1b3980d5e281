import { describe, expect, it } from 'vitest';
import { as, DEMO, NEW_PARTNER, signIn } from '../support/suite';
import { sqlStores } from '../support/stores';
import { OPERATOR } from '../../seed/accounts';
import { DEMO_API_KEYS } from '../../seed/api-keys';
import { targetOf, type Target } from '../support/target';

/*
 * Issue 38: no secret readable in a dump of the server's database. After sign-ups, sign-ins (one
 * failed), a verification, a refresh and a password reset, every row of every table is read and
 * none holds a password, a token or a code as it was typed or handed out. Issue 39: nor an API
 * key's secret (made, rolled, an invitation's first test key) nor an invitation's token.
 */
/** Secrets handed out by the API-key and invitation flows: a key made, a key rolled, a token, a first test key. */
async function keysAndInvitations(api: Target): Promise<string[]> {
  const demo = await signIn(api);
  const made = await api.call('/api/api-keys', as(demo, { body: { name: 'Warehouse', mode: 'live' } }));
  const rolled = await api.call(`/api/api-keys/${DEMO_API_KEYS.test.id}/roll`, as(demo, { body: { grace_hours: 1 } }));
  const ops = await signIn(api, OPERATOR.email, OPERATOR.password);
  await api.call('/api/requests/api-access/req_seed_1', as(ops, { method: 'PUT', body: { status: 'approved' } }));
  const link = (await api.outbox()).find((mail) => mail.to === 'dev@ikejaparcel.ng')?.link ?? '';
  const token = new URL(link).searchParams.get('invitation') ?? '';
  const account = { ...NEW_PARTNER, email: 'dev@ikejaparcel.ng', invitation: token };
  const signedUp = await api.call('/api/auth/signup', { body: account });
  const secretOf = (reply: { json: { data: unknown } }) => (reply.json.data as { secret?: string }).secret ?? '';
  const firstKey = (signedUp.json.data as { test_key?: { secret: string } }).test_key?.secret ?? '';
  const secrets = [
    secretOf(made),
    secretOf(rolled),
    token,
    firstKey,
    DEMO_API_KEYS.live.secret,
    DEMO_API_KEYS.test.secret,
  ];
  for (const secret of secrets) expect(secret).toMatch(/^(sk_(test|live)|inv)_[0-9A-Za-z]{32}/);
  return secrets;
}

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
    secrets.push(...(await keysAndInvitations(api)));

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
