import { expect, it } from 'vitest';
import { OPERATOR } from '../../seed/accounts';
import { DEMO_API_KEYS } from '../../seed/api-keys';
import { SEED_INVITATION_TOKEN } from '../../seed/api-access';
import { all, racesOnPostgres, TIMES } from '../support/races';
import { as, NEW_PARTNER, signIn } from '../support/suite';

/*
 * The API keys' and the access review's races on a real PostgreSQL (docs/api-keys.md): an
 * invitation used 20 times at once makes one account; a request decided 20 times at once is
 * decided once; 20 requests with one key at once are all logged and "last used" is the newest.
 */

racesOnPostgres('API keys and the access review: races on PostgreSQL', (api) => {
  it(`one invitation used ${TIMES} times at once: one account, one first key`, async () => {
    const replies = await all((i) =>
      api().call('/api/auth/signup', {
        body: {
          ...NEW_PARTNER,
          email: 'dev@kanoexpress.ng',
          phone: `0803555${String(i).padStart(4, '0')}`,
          invitation: SEED_INVITATION_TOKEN,
        },
      }),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect([404, 409]).toContain(reply.status);
    }
    const db = api().server!.connection.db;
    const users = await db.selectFrom('users').select('id').where('email', '=', 'dev@kanoexpress.ng').execute();
    expect(users).toHaveLength(1);
    const keys = await db.selectFrom('api_keys').select('id').where('partner_id', '=', users[0]!.id).execute();
    expect(keys).toHaveLength(1);
  });

  it(`one request decided ${TIMES} times at once: decided once, one e-mail`, async () => {
    const ops = await signIn(api(), OPERATOR.email, OPERATOR.password);
    const replies = await all((i) =>
      api().call(
        '/api/requests/api-access/req_seed_1',
        as(ops, { method: 'PUT', body: i % 2 ? { status: 'approved' } : { status: 'rejected', reason: `No ${i}` } }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.json.code}`))).toEqual(
      new Set(['409 INVALID_STATUS_TRANSITION']),
    );
    const mails = (await api().outbox()).filter((mail) => mail.to === 'dev@ikejaparcel.ng');
    expect(mails).toHaveLength(1);
  });

  it(`${TIMES} requests with one key at once: each logged, last used the newest log's time`, async () => {
    const replies = await all((i) => api().call(`/api/wallet?n=${i}`, { token: DEMO_API_KEYS.test.secret }));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const db = api().server!.connection.db;
    const logs = await db
      .selectFrom('request_logs')
      .select(['created_at'])
      .where('key_id', '=', DEMO_API_KEYS.test.id)
      .orderBy('created_at', 'desc')
      .execute();
    expect(logs).toHaveLength(TIMES);
    const key = await db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', DEMO_API_KEYS.test.id)
      .executeTakeFirst();
    expect(key?.last_used_at?.toISOString()).toBe(logs[0]?.created_at.toISOString());
  });
});
