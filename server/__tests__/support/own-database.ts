import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { connect } from '../../storage/postgres/connect';
import { migrateToLatest } from '../../storage/postgres/migrate';

/*
 * A database for a migration's test (server/__tests__/server/*-migration.test.ts): a copy of the
 * migrated PGlite template in `npm test`, a database made for it on the PostgreSQL of
 * DATABASE_URL in CI's run there.
 */

/** A database of its own, migrated to the latest (migrated down below); and how to throw it away. */
export async function ownDatabase() {
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
