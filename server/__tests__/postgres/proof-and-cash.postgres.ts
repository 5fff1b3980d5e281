import { expect, it } from 'vitest';
import { lagosDay } from '../../domain/calendar';
import { DEMO_RIDERS } from '../../seed/riders';
import { detail, ok, SEEDED, type WireDelivery } from '../support/deliveries';
import { all, outcomes, racesOnPostgres, TIMES } from '../support/races';
import { as, signIn } from '../support/suite';
import { balance, expectLedgerMatchesBalance, transactions } from '../support/wallet';

/*
 * The races of proof of delivery and cash on delivery on a real PostgreSQL (PGlite runs one
 * transaction at a time): wrong codes at once never get more tries than are left; one rider's day
 * handed in at once is credited once. Run with DATABASE_URL (docs/server.md, Tests).
 */

racesOnPostgres('proof and cash on delivery: races on PostgreSQL', (api) => {
  it(`${TIMES} wrong codes at once spend the 3 tries: 3 answers, the rest locked out`, async () => {
    const session = await signIn(api());
    const replies = await all(() =>
      api().call(`/api/deliveries/${SEEDED.inTransit}/verify-code`, as(session, { body: { code: '1111' } })),
    );
    const answered = replies
      .filter((r) => r.status === 200)
      .map((r) => (r.json.data as { tries_left: number }).tries_left);
    expect(answered.sort()).toEqual([0, 1, 2]);
    expect(outcomes(replies.filter((r) => r.status !== 200))).toEqual(
      Array.from({ length: TIMES - 3 }, () => '409 CODE_LOCKED'),
    );
    expect((await detail(api(), session, SEEDED.inTransit)).delivery_code).toEqual({ verified: false, tries_left: 0 });
  });

  it('two wrong codes at once on the last try: one spends it, the other is locked out', async () => {
    const session = await signIn(api());
    for (let i = 0; i < 2; i += 1) {
      ok(await api().call(`/api/deliveries/${SEEDED.inTransit}/verify-code`, as(session, { body: { code: '1111' } })));
    }
    const replies = await Promise.all(
      ['1111', '2222'].map((code) =>
        api().call(`/api/deliveries/${SEEDED.inTransit}/verify-code`, as(session, { body: { code } })),
      ),
    );
    expect(outcomes(replies)).toEqual(['200', '409 CODE_LOCKED']);
    expect((await detail(api(), session, SEEDED.inTransit)).delivery_code).toEqual({ verified: false, tries_left: 0 });
  });

  it(`one rider's day handed in ${TIMES} times at once: credited once, the ledger adds up`, async () => {
    const session = await signIn(api());
    const held = (await detail(api(), session, SEEDED.delivered)) as WireDelivery & {
      cash_on_delivery: { collected: { at: string } };
    };
    const day = lagosDay(Date.parse(held.cash_on_delivery.collected.at));
    const before = await balance(api(), session);
    const replies = await all(() =>
      api().call('/api/cash-on-delivery/remittances', as(session, { body: { rider_id: DEMO_RIDERS.available, day } })),
    );
    expect(outcomes(replies)).toEqual(['200', ...Array.from({ length: TIMES - 1 }, () => '409 NOTHING_TO_REMIT')]);
    expect(await balance(api(), session)).toBe(before + 96_000 - 1_440);
    expect((await transactions(api(), session, 'category=cod-remittance')).items).toHaveLength(1);
    await expectLedgerMatchesBalance(api(), session);
  });
});
