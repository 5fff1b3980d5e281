import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/*
 * The database a process talks to: PostgreSQL at `DATABASE_URL`, or — with none — PGlite, the
 * embedded PostgreSQL, in a folder of its own (`.data/`), so that `npm run server` runs on a
 * fresh machine with nothing installed. Both through node-postgres, so the SQL, the driver and
 * its type parsing are the same: PGlite behind a pool of one connection runs transactions one
 * after another (docs/dependencies.md, PGlite).
 */

export interface Connection {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… : a PostgreSQL server. */
  url?: string | undefined;
  /** PGlite's folder (created if missing), or `memory://` for a database that lives as long as the process. */
  dataDir?: string | undefined;
  /** Connections of the pool (PostgreSQL only): 10 unless said. */
  poolSize?: number;
}

export async function connect({ url, dataDir, poolSize = 10 }: ConnectOptions): Promise<Connection> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    // A connection that fails idle (the server restarted) is dropped, not a crash of the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  // Its folder's parents are made if missing (PGlite makes the last one only).
  if (dataDir && !dataDir.includes('://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
