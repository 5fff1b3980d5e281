import { expect, it } from 'vitest';
import { all, racesOnPostgres, TIMES } from '../support/races';
import { as, NEW_PARTNER, signIn } from '../support/suite';

/*
 * Races, on a real PostgreSQL (PGlite runs one transaction at a time, so a race passes there): the
 * same request 20 times at once, and the invariant each rule promises holds afterwards. Run with
 * DATABASE_URL (CI: .ci/run; locally: docs/testing.md).
 */

racesOnPostgres('races on PostgreSQL', (api) => {
  it(`one refresh token sent ${TIMES} times at once: exactly one refresh succeeds`, async () => {
    const session = await signIn(api());
    const replies = await all(() => api().call('/api/auth/refresh', { method: 'POST', token: session.refreshToken }));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    // The others: the token was used (the session ended), or is no longer any session's.
    const others = new Set(
      replies.filter((r) => r.status !== 200).map((reply) => `${reply.status} ${reply.json.code}`),
    );
    expect([...others].filter((code) => code !== '401 REFRESH_TOKEN_REUSED' && code !== '401 UNAUTHORIZED')).toEqual(
      [],
    );
  });

  it(`one e-mail signed up ${TIMES} times at once: one account, the rest 409`, async () => {
    const body = NEW_PARTNER;
    const replies = await all(() => api().call('/api/auth/signup', { body }));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, ...Array<number>(TIMES - 1).fill(409)]);
    const users = await api()
      .server!.connection.db.selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it(`${TIMES} payment methods made default at once: exactly one default, none lost`, async () => {
    const session = await signIn(api());
    const created = await all((i) =>
      api().call(
        '/api/payment-methods',
        as(session, {
          body: {
            type: 'card',
            provider: 'Verve',
            account_name: 'Ada Okafor',
            account_number: `50610000000${String(i).padStart(5, '0')}`,
            is_default: true,
          },
        }),
      ),
    );
    expect(created.map((reply) => reply.status)).toEqual(Array<number>(TIMES).fill(201));
    const ids = created.map((reply) => (reply.json.data as { id: string }).id);
    const made = await all((i) =>
      api().call(`/api/payment-methods/${ids[i]}`, as(session, { method: 'PUT', body: { is_default: true } })),
    );
    expect(made.map((reply) => reply.status)).toEqual(Array<number>(TIMES).fill(200));
    const methods = (await api().call('/api/payment-methods', as(session))).json.data as Array<{ is_default: boolean }>;
    expect(methods).toHaveLength(TIMES + 2);
    expect(methods.filter((method) => method.is_default)).toHaveLength(1);
  });
});
