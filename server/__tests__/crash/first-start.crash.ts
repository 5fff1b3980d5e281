import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../storage/postgres/connect';
import { migrations } from '../../storage/postgres/migrations';
import { kill, post, start } from '../support/process';

/*
 * Issue 38: on a fresh machine, `npm run server` makes its database from nothing — the embedded
 * PostgreSQL in an empty folder, or (DATABASE_URL) an empty PostgreSQL database —, runs every
 * migration, seeds the demo data and answers the demo account's sign-in. Started again, it runs no
 * migration and keeps the data. Run with RUN_CRASH_TESTS=1, as CI does (each start spawns a server).
 */

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A database that does not exist yet on the PostgreSQL of DATABASE_URL, dropped after the tests. */
async function emptyPostgres(adminUrl: string): Promise<string> {
  const name = `first_start_${process.pid}_${Date.now()}`;
  const admin = await connect({ url: adminUrl, poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  cleanups.push(async () => {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const stores: Array<{ name: string; env: () => Promise<Record<string, string>> }> = [
  {
    name: 'the embedded PostgreSQL in an empty folder',
    env: () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'deliveros-first-start-'));
      cleanups.push(() => Promise.resolve(rmSync(folder, { recursive: true, force: true })));
      // A folder that does not exist yet, under one that does: the server makes it.
      return Promise.resolve({ DATA_DIR: path.join(folder, 'data', 'pglite') });
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'an empty PostgreSQL database',
          env: async () => ({ DATABASE_URL: await emptyPostgres(process.env.DATABASE_URL ?? '') }),
        },
      ]
    : []),
];

/** Starts the server, signs the demo partner in, stops it: the sign-in's status and what it printed. */
async function startAndSignIn(env: Record<string, string>) {
  const server = await start(env);
  const signIn = await post(server.origin, '/api/auth/signin', { email: 'demo@example.com', password: 'Partner123!' });
  await kill(server.child);
  return { status: signIn.status, output: server.output() };
}

describe.each(stores.map((store) => [store.name, store] as const))('a first start on %s', (_name, store) => {
  it(
    'runs every migration, seeds the demo data and signs the demo partner in; a restart migrates nothing',
    { timeout: 120_000 },
    async () => {
      const env = { ...(await store.env()), APP_DIST: 'off' };
      const first = await startAndSignIn(env);
      expect(first.status).toBe(200);
      expect(first.output).toContain(`Migrations applied: ${Object.keys(migrations).join(', ')}`);
      expect(first.output).toContain('Demo data seeded');

      const again = await startAndSignIn(env);
      expect(again.status).toBe(200);
      expect(again.output).not.toContain('Migrations applied');
      expect(again.output).not.toContain('Demo data seeded');
    },
  );
});
