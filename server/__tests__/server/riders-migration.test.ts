import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { phoneKey } from '../../domain/riders/rider-view';
import { buildServerSeed } from '../../seed';
import { migrations } from '../../storage/postgres/migrations';
import { riderRow } from '../../storage/postgres/repos/delivery-rows';
import { ownDatabase } from '../support/own-database';

/*
 * migrations/0007-riders.ts on riders written before it: each gets its phone's key — the same as
 * the domain's `phoneKey`, which the memory store compares — and the roster's unique index then
 * refuses a second rider on the roster with that phone, but not an archived one.
 */

describe('0007-riders', () => {
  it(
    "keys the riders written before it by their phone's last ten digits, as the domain does",
    { timeout: 60_000 },
    async () => {
      const { connection, dispose } = await ownDatabase();
      try {
        const { db } = connection;
        const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
        expect((await migrator.migrateTo('0006-api-access')).error).toBeUndefined();
        const seeded = buildServerSeed().riders;
        const written = [
          ...seeded,
          // Another partner's rider: the phone written its own way, kept as written.
          { ...seeded[0]!, partnerId: 'usr_chidi', id: 'rdr_other', phone: '0803-555-0201' },
        ];
        await db.insertInto('riders').values(written.map(riderRow)).execute();

        const { results } = await migrator.migrateTo('0007-riders');
        expect(results?.map((result) => [result.migrationName, result.status])).toEqual([['0007-riders', 'Success']]);
        const stored = await db.selectFrom('riders').select(['id', 'phone', 'phone_key']).orderBy('id').execute();
        expect(stored.map((row) => [row.id, row.phone_key])).toEqual(
          written.map((r) => [r.id, phoneKey(r.phone)]).sort(([a], [b]) => (a! < b! ? -1 : 1)),
        );
        expect(stored.find((row) => row.id === 'rdr_other')?.phone_key).toBe('8035550201');

        // Bola's phone again on the demo roster: refused; as an archived rider: kept.
        const again = { ...seeded[0]!, id: 'rdr_again', phone: '+2348035550201' };
        await expect(db.insertInto('riders').values(riderRow(again)).execute()).rejects.toThrow(
          /riders_phone_on_roster/,
        );
        const archived = { ...again, archivedAt: new Date().toISOString() };
        await db.insertInto('riders').values(riderRow(archived)).execute();
        const count = await sql<{
          n: number;
        }>`select count(*)::int as n from riders where phone_key = '8035550201'`.execute(db);
        expect(count.rows[0]?.n).toBe(3);
      } finally {
        await dispose();
      }
    },
  );
});
