import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../storage/postgres/migrations';

/*
 * An applied migration never changes (docs/server.md, Migrations): every migration's `up` and
 * `down`, compiled to the SQL they send — by Kysely's PostgreSQL compiler over a driver that runs
 * nothing — against the SQL committed in migrations/sql.snapshot.json. An edit to an old one (a
 * column, a check, a value list it imports from the contract) fails here, naming it; a NEW
 * migration's SQL is added to the file by `UPDATE_SNAPSHOT=1`, which never rewrites an entry there.
 */

const SNAPSHOT = path.resolve(import.meta.dirname, '../../storage/postgres/migrations/sql.snapshot.json');
const RECORD = 'UPDATE_SNAPSHOT=1 npx vitest run --project server server/__tests__/server/migrations-sql.test.ts';

/** A query as the file keeps it: its SQL (a multi-line one as its lines), with its parameters if any. */
type Query = string | string[] | { sql: string | string[]; parameters: unknown[] };
type Snapshot = Record<string, { up: Query[]; down: Query[] }>;

function asStored({ sql, parameters }: CompiledQuery): Query {
  const text = sql.includes('\n') ? sql.split('\n') : sql;
  return parameters.length > 0 ? { sql: text, parameters: [...parameters] } : text;
}

/** Each migration's queries, in order, as sent to PostgreSQL (the dummy driver answers no rows). */
async function compileMigrations(): Promise<Snapshot> {
  let sent: Query[] = [];
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      sent.push(asStored(event.query));
    },
  });
  const compiled: Snapshot = {};
  for (const [name, migration] of Object.entries(migrations)) {
    sent = [];
    await migration.up(db);
    const up = sent;
    sent = [];
    await migration.down?.(db);
    compiled[name] = { up, down: sent };
  }
  await db.destroy();
  return compiled;
}

function readSnapshot(): Snapshot {
  try {
    return JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Snapshot;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

async function writeSnapshot(snapshot: Snapshot): Promise<void> {
  const options = await prettier.resolveConfig(SNAPSHOT);
  writeFileSync(SNAPSHOT, await prettier.format(JSON.stringify(snapshot), { ...options, filepath: SNAPSHOT }));
}

describe('the migrations’ SQL', () => {
  it('is the same at every compile (no time, no random name in a migration)', async () => {
    expect(await compileMigrations()).toEqual(await compileMigrations());
  });

  it('never changes once recorded, and every migration’s is recorded', async () => {
    const compiled = await compileMigrations();
    const recorded = readSnapshot();

    // Soft: every changed migration is named, each with its diff.
    for (const [name, queries] of Object.entries(recorded)) {
      expect.soft(compiled[name], `${name} is in sql.snapshot.json but no longer in migrations/index.ts`).toBeDefined();
      for (const direction of ['up', 'down'] as const) {
        expect
          .soft(
            compiled[name]?.[direction],
            `The SQL of ${name}'s ${direction} changed: a migration that has run never changes ` +
              '(docs/server.md, Migrations). Undo the edit and write the change as a new migration.',
          )
          .toEqual(queries[direction]);
      }
    }

    const added = Object.keys(compiled).filter((name) => !(name in recorded));
    const unchanged = Object.entries(recorded).every(([name, queries]) => isDeepStrictEqual(compiled[name], queries));
    if (added.length > 0 && unchanged && process.env.UPDATE_SNAPSHOT === '1') {
      const entries = added.map((name) => [name, compiled[name]!] as const);
      await writeSnapshot({ ...recorded, ...Object.fromEntries(entries) });
      return;
    }
    expect(
      added,
      `New migrations whose SQL is not in sql.snapshot.json: review it, then record it with ${RECORD}`,
    ).toEqual([]);
  });
});
