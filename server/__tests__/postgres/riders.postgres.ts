import { expect, it } from 'vitest';
import { ok, RIDERS, SEEDED } from '../support/deliveries';
import { all, outcomes, racesOnPostgres, TIMES } from '../support/races';
import { as, signIn, type Session } from '../support/suite';
import { type Target } from '../support/target';

/*
 * The roster's races on a real PostgreSQL (PGlite runs one transaction at a time): one phone
 * added or given to riders at once is on the roster once (the unique index of
 * migrations/0007-riders.ts, not a read before the write); a rider archived while a delivery is
 * given to it never ends archived with an open delivery. Run with DATABASE_URL (docs/server.md, Tests).
 */

const PHONE_FORMS = ['+234 816 555 0300', '0816 555 0300', '+2348165550300', '08165550300'];

interface WireRider {
  id: string;
  phone: string;
  status: string;
}

const roster = async (api: Target, s: Session) =>
  ok<{ items: WireRider[] }>(await api.call('/api/riders', as(s))).items;

racesOnPostgres('the roster’s races on PostgreSQL', (api) => {
  it(`${TIMES} riders added at once with one phone, however written: exactly one is`, async () => {
    const s = await signIn(api());
    const replies = await all((i) =>
      api().call('/api/riders', as(s, { body: { name: `Rider ${i}`, phone: PHONE_FORMS[i % 4], vehicle: 'bike' } })),
    );
    expect(outcomes(replies)).toEqual(['201', ...Array<string>(TIMES - 1).fill('409 RIDER_PHONE_TAKEN')]);
    expect((await roster(api(), s)).filter((r) => r.phone.replace(/\D/g, '').endsWith('8165550300'))).toHaveLength(1);
  });

  it(`${TIMES} riders given one phone at once: exactly one gets it`, async () => {
    const s = await signIn(api());
    const riders: WireRider[] = [];
    for (let i = 0; i < TIMES; i += 1) {
      const body = { name: `Rider ${i}`, phone: `+234 70${String(i).padStart(8, '0')}`, vehicle: 'bike' };
      riders.push(ok<WireRider>(await api().call('/api/riders', as(s, { body })), 201));
    }
    const replies = await all((i) =>
      api().call(`/api/riders/${riders[i]!.id}`, as(s, { method: 'PATCH', body: { phone: PHONE_FORMS[i % 4] } })),
    );
    expect(outcomes(replies)).toEqual(['200', ...Array<string>(TIMES - 1).fill('409 RIDER_PHONE_TAKEN')]);
    expect((await roster(api(), s)).filter((r) => r.phone.replace(/\D/g, '').endsWith('8165550300'))).toHaveLength(1);
  });

  it('a rider archived while a delivery is given to it: one of the two is refused, every time', async () => {
    for (let round = 0; round < 10; round += 1) {
      await api().reset();
      const s = await signIn(api());
      const [archived, assigned] = await Promise.all([
        api().call(`/api/riders/${RIDERS.available}/archive`, as(s, { body: {} })),
        api().call(
          `/api/deliveries/${SEEDED.acceptedWithoutRider}/assign`,
          as(s, { body: { rider_id: RIDERS.available } }),
        ),
      ]);
      const page = ok<{ rider: WireRider; open: unknown[] }>(
        await api().call(`/api/riders/${RIDERS.available}`, as(s)),
      );
      if (archived.status === 200) {
        expect(outcomes([assigned])).toEqual(['409 RIDER_ARCHIVED']);
        expect(page).toMatchObject({ rider: { status: 'archived' }, open: [] });
      } else {
        expect(outcomes([archived, assigned])).toEqual(['200', '409 RIDER_BUSY']);
        expect(page.rider.status).toBe('available');
        expect(page.open).toHaveLength(1);
      }
    }
  });
});
