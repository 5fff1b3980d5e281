import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type * as Sqlite from 'node:sqlite';
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/*
 * The SQLite file of the HTTP mock's store (mocks/sqlite-store.ts): opening it for one server at
 * a time, its tables and their format, and what to do with a file that is not a database.
 *
 * - every array of the state is a collection of rows in `mock_records`, one JSON record per
 *   row, ordered by its id within the collection;
 * - everything else (version, sequence, referenceSequence) is a row of `mock_fields`, which
 *   also names every collection, so an empty one comes back empty.
 */

/** The layout of the tables below; another value in a file means: start it over. */
const FORMAT = '1';
const LOCK_WAIT_MS = 10_000;

/** SQLITE_CORRUPT, SQLITE_NOTADB: the file is not a database we can read. */
const CORRUPT_CODES = new Set([11, 26]);
/** SQLITE_BUSY, SQLITE_LOCKED: another process holds the file. */
const BUSY_CODES = new Set([5, 6]);

const errcode = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'errcode' in error && typeof error.errcode === 'number'
    ? error.errcode & 0xff
    : undefined;

export const isCorrupt = (error: unknown): boolean => {
  const code = errcode(error);
  return code !== undefined && CORRUPT_CODES.has(code);
};

/**
 * node:sqlite, without the "SQLite is an experimental feature" warning that Node 22 prints when
 * it loads (Node 24 prints none). Only that warning is dropped, only while the module loads.
 */
function loadSqlite(): typeof Sqlite {
  const emitWarning: unknown = Reflect.get(process, 'emitWarning');
  const filtered = (warning: string | Error, ...rest: unknown[]): void => {
    const option = rest[0];
    const type =
      typeof warning !== 'string'
        ? warning.name
        : typeof option === 'string'
          ? option
          : typeof option === 'object' && option !== null && 'type' in option
            ? String(option.type)
            : 'Warning';
    const message = typeof warning === 'string' ? warning : warning.message;
    if (type === 'ExperimentalWarning' && /sqlite/i.test(message)) return;
    Reflect.apply(emitWarning as (...args: unknown[]) => void, process, [warning, ...rest]);
  };
  Reflect.set(process, 'emitWarning', filtered);
  try {
    return process.getBuiltinModule('node:sqlite');
  } finally {
    Reflect.set(process, 'emitWarning', emitWarning);
  }
}

export function prepare(database: DatabaseSync) {
  const statement = (sql: string): StatementSync => database.prepare(sql);
  return {
    fields: statement('SELECT name, kind, value FROM mock_fields'),
    records: statement('SELECT collection, id, data FROM mock_records ORDER BY collection, id'),
    putField: statement(
      'INSERT INTO mock_fields (name, kind, value) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET kind = excluded.kind, value = excluded.value',
    ),
    deleteField: statement('DELETE FROM mock_fields WHERE name = ?'),
    deleteCollection: statement('DELETE FROM mock_records WHERE collection = ?'),
    insert: statement('INSERT INTO mock_records (collection, id, data) VALUES (?, ?, ?)'),
    update: statement('UPDATE mock_records SET data = ? WHERE collection = ? AND id = ?'),
    delete: statement('DELETE FROM mock_records WHERE collection = ? AND id = ?'),
  };
}

export type Statements = ReturnType<typeof prepare>;

export interface OpenFile {
  database: DatabaseSync;
  statements: Statements;
}

/** Runs `work` in one IMMEDIATE transaction: committed as a whole, or rolled back and thrown. */
export function inTransaction(database: DatabaseSync, work: () => void): void {
  database.exec('BEGIN IMMEDIATE');
  try {
    work();
    database.exec('COMMIT');
  } catch (error) {
    if (database.isTransaction) database.exec('ROLLBACK');
    throw error;
  }
}

function connect(file: string): OpenFile {
  const { DatabaseSync: Database } = loadSqlite();
  const database = new Database(file, { timeout: LOCK_WAIT_MS });
  try {
    // Exclusive before WAL: no shared-memory file, and no second server writing the same file.
    database.exec('PRAGMA locking_mode = EXCLUSIVE');
    database.exec('PRAGMA journal_mode = WAL');
    database.exec('PRAGMA synchronous = FULL');
    database.exec('PRAGMA journal_size_limit = 67108864');
    inTransaction(database, () => {
      database.exec('CREATE TABLE IF NOT EXISTS mock_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)');
      const format = database.prepare("SELECT value FROM mock_meta WHERE name = 'format'").get()?.value;
      if (format !== FORMAT) {
        database.exec('DROP TABLE IF EXISTS mock_fields; DROP TABLE IF EXISTS mock_records');
        database.prepare("INSERT OR REPLACE INTO mock_meta (name, value) VALUES ('format', ?)").run(FORMAT);
      }
      database.exec(`
        CREATE TABLE IF NOT EXISTS mock_fields (name TEXT PRIMARY KEY, kind TEXT NOT NULL, value TEXT);
        CREATE TABLE IF NOT EXISTS mock_records (
          collection TEXT NOT NULL, id INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (collection, id)
        );
      `);
    });
    return { database, statements: prepare(database) };
  } catch (error) {
    database.close();
    throw error;
  }
}

/** Moves an unreadable file (with its -wal) aside, as `<file>.corrupt-<time>`. */
export function moveAside(file: string): void {
  const aside = `${file}.corrupt-${Date.now()}`;
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      renameSync(`${file}${suffix}`, `${aside}${suffix}`);
    } catch {
      // not there
    }
  }
  console.warn(`${file} could not be read as a database: moved to ${aside}`);
}

/**
 * Opens (or creates) the file, locked for this process. A file that is not a readable SQLite
 * database is moved aside for a new one; one held by another server is an error that says so
 * (after waiting up to 10 s for it).
 */
export function openFile(file: string): OpenFile {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  try {
    return connect(file);
  } catch (error) {
    const code = errcode(error);
    if (code !== undefined && BUSY_CODES.has(code)) {
      throw new Error(`${file} is in use by another mock server (set MOCK_DB to use another file)`, {
        cause: error,
      });
    }
    if (!isCorrupt(error)) throw error;
    moveAside(file);
    return connect(file);
  }
}
