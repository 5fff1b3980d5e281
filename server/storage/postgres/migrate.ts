import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations';
import type { Database } from './schema';

/*
 * Migrations (server/storage/postgres/migrations), run at start-up and by `npm run db:migrate`:
 * Kysely's migrator takes a lock in the database, so two processes starting at once run each
 * migration once. A migration that fails rolls back (PostgreSQL's DDL is transactional) and the
 * start-up stops with its error.
 */

export async function migrateToLatest(db: Kysely<Database>): Promise<{ applied: string[] }> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/** Whether this database can serve the API: it answers, and every migration this code knows has run. */
export interface Readiness {
  ready: boolean;
  /** The migrations not yet run, by name. */
  pending: string[];
  /** Why it is not ready, in words (none when ready). */
  problem?: string;
}

export async function readiness(db: Kysely<Database>): Promise<Readiness> {
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    const pending = (await migrator.getMigrations())
      .filter((migration) => migration.executedAt === undefined)
      .map((migration) => migration.name);
    return pending.length === 0
      ? { ready: true, pending }
      : { ready: false, pending, problem: `${pending.length} migration(s) not run yet` };
  } catch {
    return { ready: false, pending: [], problem: 'The database does not answer' };
  }
}
