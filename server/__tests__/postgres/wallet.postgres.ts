import { beforeEach, expect, it } from 'vitest';
import { all, racesOnPostgres, TIMES } from '../support/races';
import { as, signIn, type Session } from '../support/suite';
import { balance, expectLedgerMatchesBalance, key, movement, TEST_MODE, wholeLedger } from '../support/wallet';

/*
 * Money races on a real PostgreSQL (PGlite runs one transaction at a time, so a race passes
 * there): many movements at once on the same wallets, and the ledger still explains every
 * balance afterwards — no money made, none lost, no wallet overdrawn.
 */

const CHIDI = 'chidi@riders.ng';

racesOnPostgres('money races on PostgreSQL', (api) => {
  let demo: Session;
  beforeEach(async () => {
    demo = await signIn(api());
  });

  it(`${TIMES} withdrawals at once that together exceed the balance: no overdraft, the ledger adds up`, async () => {
    // ₦10,000 + ₦25 each: twelve fit in ₦125,000, twenty do not.
    const replies = await all(() =>
      api().call(
        '/api/wallet/withdraw',
        as(demo, {
          body: { amount: 10_000, payout_account_id: 'pa_demo_gtbank' },
          headers: { 'Idempotency-Key': key() },
        }),
      ),
    );
    const accepted = replies.filter((reply) => reply.status === 200);
    expect(accepted).toHaveLength(12);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.json.code}`))).toEqual(
      new Set(['400 INSUFFICIENT_BALANCE']),
    );
    expect(await balance(api(), demo)).toBe(125_000 - 12 * 10_025);
    await expectLedgerMatchesBalance(api(), demo);
    // Every accepted withdrawal has its own reference: one sequence, no number given twice.
    const references = accepted.map((reply) => movement(reply).transaction.reference);
    expect(new Set(references).size).toBe(12);
  });

  it(`${TIMES} transfers at once both ways between two partners: both ledgers add up, nothing lost`, async () => {
    const chidi = await signIn(api(), CHIDI);
    const replies = await all((i) =>
      i % 2 === 0
        ? api().call(
            '/api/wallet/transfer',
            as(demo, { body: { amount: 1_000, recipient_email: CHIDI }, headers: { 'Idempotency-Key': key() } }),
          )
        : api().call(
            '/api/wallet/transfer',
            as(chidi, {
              body: { amount: 300, recipient_email: 'demo@example.com' },
              headers: { 'Idempotency-Key': key() },
            }),
          ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array<number>(TIMES).fill(200));
    expect(await balance(api(), demo)).toBe(125_000 - 10 * 1_000 + 10 * 300);
    expect(await balance(api(), chidi)).toBe(20_000 + 10 * 1_000 - 10 * 300);
    await expectLedgerMatchesBalance(api(), demo);
    await expectLedgerMatchesBalance(api(), chidi);
  });

  it(`${TIMES} first test-mode requests at once: one sandbox twin, its test money entered once`, async () => {
    const chidi = await signIn(api(), CHIDI);
    const replies = await all(() => api().call('/api/wallet', as(chidi, { headers: TEST_MODE })));
    expect(replies.map((reply) => [reply.status, (reply.json.data as { balance: number }).balance])).toEqual(
      Array.from({ length: TIMES }, () => [200, 1_000_000]),
    );
    expect((await wholeLedger(api(), chidi, TEST_MODE)).map((t) => t.description)).toEqual(['Opening balance']);
  });

  it(`one Idempotency-Key sent ${TIMES} times at once: one movement, the same reply to all`, async () => {
    const k = key();
    const replies = await all(() =>
      api().call(
        '/api/wallet/withdraw',
        as(demo, {
          body: { amount: 5_000, payout_account_id: 'pa_demo_gtbank' },
          headers: { 'Idempotency-Key': k },
        }),
      ),
    );
    expect(new Set(replies.map((reply) => JSON.stringify([reply.status, reply.json]))).size).toBe(1);
    expect(replies[0]?.status).toBe(200);
    expect(await balance(api(), demo)).toBe(125_000 - 5_010);
    expect((await wholeLedger(api(), demo)).filter((t) => t.category === 'withdrawal')).toHaveLength(3);
    await expectLedgerMatchesBalance(api(), demo);
  });
});
