import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { buildServerSeed } from '../../seed';
import { migrations } from '../../storage/postgres/migrations';
import { deliveryRow, eventRow } from '../../storage/postgres/repos/delivery-rows';
import { ownDatabase } from '../support/own-database';

/*
 * migrations/0005-delivered-at.ts on a database written before it: each delivery delivered then
 * gets the time of its `delivered` event, every other delivery none (the performance figures read
 * the column, never the events). On a copy of the migrated PGlite template in `npm test`, on a
 * database made for it on the PostgreSQL of DATABASE_URL in CI's run there.
 */

describe('0005-delivered-at', () => {
  it('gives the deliveries delivered before it the time of their delivered event', { timeout: 60_000 }, async () => {
    const { connection, dispose } = await ownDatabase();
    try {
      const { db } = connection;
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
      expect((await migrator.migrateTo('0004-billing')).error).toBeUndefined();
      const { deliveries, trackingEvents } = buildServerSeed();
      const rows = deliveries.map((delivery) => {
        const { delivered_at: _deliveredAt, ...before } = deliveryRow(delivery);
        return before;
      });
      await db.insertInto('deliveries').values(rows).execute();
      await db.insertInto('tracking_events').values(trackingEvents.map(eventRow)).execute();

      const { results } = await migrator.migrateTo('0005-delivered-at');
      expect(results?.map((result) => [result.migrationName, result.status])).toEqual([
        ['0005-delivered-at', 'Success'],
      ]);
      const stored = await db.selectFrom('deliveries').select(['id', 'delivered_at']).orderBy('id').execute();
      const expected = deliveries
        .map((d) => ({ id: d.id, delivered_at: d.deliveredAt === undefined ? null : new Date(d.deliveredAt) }))
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(stored).toEqual(expected);
      expect(expected.filter((d) => d.delivered_at !== null)).toHaveLength(2);
    } finally {
      await dispose();
    }
  });
});
