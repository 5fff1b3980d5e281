import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, inject, it } from 'vitest';
import { buildServerSeed } from '../../seed';
import { connect } from '../../storage/postgres/connect';
import { migrateToLatest } from '../../storage/postgres/migrate';
import { migrations } from '../../storage/postgres/migrations';
import { deliveryRow, eventRow } from '../../storage/postgres/repos/delivery-rows';

/*
 * migrations/0005-delivered-at.ts on a database written before it: each delivery delivered then
 * gets the time of its `delivered` event, every other delivery none (the performance figures read
 * the column, never the events). On a copy of the migrated PGlite template in `npm test`, on a
 * database made for it on the PostgreSQL of DATABASE_URL in CI's run there.
 */

/** A database of its own, migrated to the latest (migrated down below); and how to throw it away. */
async function ownDatabase() {
  const template = inject('pgliteTemplate');
  if (template === '' && process.env.DATABASE_URL) {
    const admin = await connect({ url: process.env.DATABASE_URL, poolSize: 1 });
    const name = `migration_${process.pid}_${Date.now()}`;
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    const connection = await connect({ url: url.toString(), poolSize: 1 });
    await migrateToLatest(connection.db);
    return {
      connection,
      dispose: async () => {
        await connection.close();
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
        await admin.close();
      },
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'deliveros-migration-'));
  if (template !== '') cpSync(template, folder, { recursive: true });
  const connection = await connect({ dataDir: folder });
  if (template === '') await migrateToLatest(connection.db);
  return {
    connection,
    dispose: async () => {
      await connection.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

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
