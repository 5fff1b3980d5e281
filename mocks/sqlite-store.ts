import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type * as Sqlite from 'node:sqlite';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { DbState, Persistence } from './db';

/*
 * The HTTP mock's state on disk (mocks/server.ts only: neither Vitest nor the browser imports
 * this module, so neither touches SQLite). One SQLite file through Node's built-in node:sqlite:
 *
 * - every array of the state (users, sessions, deliveries, idempotency, …) is a collection of
 *   rows in `mock_records`, one JSON record per row, ordered by its id within the collection;
 * - everything else (version, sequence, referenceSequence) is a row of `mock_fields`, which
 *   also names every collection, so an empty one comes back empty.
 *
 * `save(state)` writes only what changed since the last save, in one transaction, and returns
 * once it is committed (WAL, synchronous=FULL): a reply sent after `saveDb()` survives a
 * `kill -9` or a power cut, and a kill in the middle of a save leaves the state before it.
 * What changed is found by comparing each record with a flat copy of what its row holds
 * (records keep their row, so appending, removing or editing one record writes one row). The
 * handlers do not say what they changed, so that comparison walks the whole state in memory:
 * about 0.1–0.2 s at 100,000 extra deliveries (385,000 records), well under 1 ms at the demo
 * data's size; the SQLite part of a typical write is under 1 ms.
 *
 * The file belongs to one server at a time (locking_mode=EXCLUSIVE): a second one on the
 * same MOCK_DB waits up to 10 s for the lock, then stops with a message.
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

/*
 * What a row holds, as a flat list: the record's keys and leaves in the order JSON writes them,
 * with markers where objects and arrays start and end. It shares the record's strings (no
 * second copy of the data) and holds no object, so nothing done to the live record changes it.
 * Comparing a live record with it reads no property of the copy by name: cheap enough to run
 * over every record at every save.
 */
const OBJECT = Symbol('object');
const ARRAY = Symbol('array');
const END = Symbol('end');

/** Properties JSON leaves out of an object. */
const omitted = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** An object JSON writes through its own `toJSON` (a Date): compared by what it writes. */
const writesItself = (value: object): boolean => typeof (value as { toJSON?: unknown }).toJSON === 'function';

function flatten(value: unknown, out: unknown[]): unknown[] {
  if (typeof value !== 'object' || value === null) {
    out.push(value);
  } else if (Array.isArray(value)) {
    out.push(ARRAY, value.length);
    for (const item of value as unknown[]) flatten(item, out);
  } else if (writesItself(value)) {
    out.push(JSON.stringify(value));
  } else {
    out.push(OBJECT);
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const item = object[key];
      if (omitted(item)) continue;
      out.push(key);
      flatten(item, out);
    }
    out.push(END);
  }
  return out;
}

let cursor = 0;
function matches(value: unknown, copy: readonly unknown[]): boolean {
  if (typeof value !== 'object' || value === null) return value === copy[cursor++];
  if (Array.isArray(value)) {
    if (copy[cursor++] !== ARRAY || copy[cursor++] !== value.length) return false;
    for (const item of value as unknown[]) if (!matches(item, copy)) return false;
    return true;
  }
  if (writesItself(value)) return JSON.stringify(value) === copy[cursor++];
  if (copy[cursor++] !== OBJECT) return false;
  const object = value as Record<string, unknown>;
  for (const key in object) {
    const item = object[key];
    if (omitted(item)) continue;
    if (copy[cursor++] !== key || !matches(item, copy)) return false;
  }
  return copy[cursor++] === END;
}

/**
 * Whether `record` is as it was when `copy` was made: then JSON writes it as it did then (a NaN
 * is never equal to itself, so a record holding one is simply written again). Allocates nothing.
 */
function unchanged(record: unknown, copy: readonly unknown[]): boolean {
  cursor = 0;
  return matches(record, copy) && cursor === copy.length;
}

const toJson = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** One stored record: its row id, the live record last written or found there, and its flattened copy. */
interface Row {
  id: number;
  record: unknown;
  copy: unknown[];
}

interface Collection {
  rows: Row[];
  nextId: number;
  /** Which row each live record is stored in (for a record whose neighbours were removed). */
  ids: WeakMap<object, number>;
}

type Write =
  | { op: 'insert' | 'update'; id: number; json: string }
  | { op: 'delete'; id: number }
  | { op: 'delete-after'; id: number };

interface Plan {
  writes: Write[];
  rows: Row[];
  nextId: number;
  ids: [object, number][];
}

export interface SqliteStore extends Persistence {
  readonly file: string;
  /** `PRAGMA integrity_check`: 'ok' for a sound file. */
  integrityCheck(): string;
  close(): void;
}

/**
 * Opens (or creates) the store at `file`. A file that is not a readable SQLite database is
 * moved aside (`<file>.corrupt-<time>`, with its -wal) and a new one is started; `load()`
 * then finds nothing and the mock seeds fresh data.
 */
export function openSqliteStore(file: string): SqliteStore {
  const { DatabaseSync: Database } = loadSqlite();
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });

  let database: DatabaseSync;
  let statements: ReturnType<typeof prepare>;
  const collections = new Map<string, Collection>();
  /** Each stored field: 'list' for a collection, else the JSON of its value. */
  const fields = new Map<string, { kind: 'list' } | { kind: 'value'; json: string }>();
  /** Whether the maps above describe the file (after `load()` or a save); if not, a save replaces everything. */
  let known = false;

  function connect(): void {
    database = new Database(file, { timeout: LOCK_WAIT_MS });
    try {
      // Exclusive before WAL: no shared-memory file, and no second server writing the same file.
      database.exec('PRAGMA locking_mode = EXCLUSIVE');
      database.exec('PRAGMA journal_mode = WAL');
      database.exec('PRAGMA synchronous = FULL');
      database.exec('PRAGMA journal_size_limit = 67108864');
      database.exec('BEGIN IMMEDIATE');
      try {
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
        database.exec('COMMIT');
      } catch (error) {
        if (database.isTransaction) database.exec('ROLLBACK');
        throw error;
      }
      statements = prepare(database);
    } catch (error) {
      database.close();
      throw error;
    }
  }

  /** Opens the file; a corrupt one is moved aside for a new one, a busy one is an error that says so. */
  function connectOrRecover(): void {
    try {
      connect();
    } catch (error) {
      const code = errcode(error);
      if (code !== undefined && BUSY_CODES.has(code)) {
        throw new Error(`${file} is in use by another mock server (set MOCK_DB to use another file)`, {
          cause: error,
        });
      }
      if (code === undefined || !CORRUPT_CODES.has(code)) throw error;
      moveAside();
      connect();
    }
  }

  function moveAside(): void {
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

  function forget(): void {
    collections.clear();
    fields.clear();
    known = false;
  }

  function load(): unknown {
    forget();
    let fieldRows: Record<string, unknown>[];
    let recordRows: Record<string, unknown>[];
    try {
      fieldRows = statements.fields.all();
      recordRows = statements.records.all();
    } catch (error) {
      const code = errcode(error);
      if (code === undefined || !CORRUPT_CODES.has(code)) throw error;
      database.close();
      moveAside();
      connect();
      known = true;
      return null;
    }
    known = true;
    if (fieldRows.length === 0) return null;

    const parse = (json: unknown): unknown => {
      try {
        return typeof json === 'string' ? (JSON.parse(json) as unknown) : undefined;
      } catch {
        return undefined; // an unreadable row: the state will not pass dbSchema
      }
    };
    const state: Record<string, unknown> = {};
    for (const row of fieldRows) {
      const name = String(row.name);
      if (row.kind === 'list') {
        state[name] = [];
        fields.set(name, { kind: 'list' });
        collections.set(name, { rows: [], nextId: 1, ids: new WeakMap() });
      } else {
        state[name] = parse(row.value);
        fields.set(name, { kind: 'value', json: String(row.value) });
      }
    }
    for (const row of recordRows) {
      const name = String(row.collection);
      const list = state[name];
      const collection = collections.get(name);
      if (!Array.isArray(list) || !collection) continue; // a record of no known collection: dropped at the next save
      const id = Number(row.id);
      const record = parse(row.data);
      list.push(record);
      // dbSchema parses `record` into new objects for db.state: the first save finds them by position.
      collection.rows.push({ id, record: undefined, copy: flatten(record, []) });
      collection.nextId = id + 1;
    }
    return state;
  }

  /** The writes that turn the stored collection into `live`, and the bookkeeping after them. */
  function planCollection(collection: Collection, live: readonly unknown[]): Plan {
    const stored = collection.rows;
    const plan: Plan = { writes: [], rows: [], nextId: collection.nextId, ids: [] };
    const write = (record: unknown, id: number, op: 'insert' | 'update'): void => {
      const json = toJson(record);
      plan.writes.push({ op, id, json });
      plan.rows.push({ id, record, copy: flatten(record, []) });
      if (typeof record === 'object' && record !== null) plan.ids.push([record, id]);
    };

    // Usually every record is where it was (or further up, after removals), new ones at the end:
    // one walk along both lists, comparing each record with its copy.
    let j = 0;
    let appended = false;
    let matched = 0;
    let inOrder = true;
    for (const record of live) {
      let id = stored[j]?.record === record ? stored[j]?.id : undefined;
      if (id === undefined && typeof record === 'object' && record !== null) id = collection.ids.get(record);
      if (id === undefined) {
        appended = true;
        write(record, plan.nextId++, 'insert');
        continue;
      }
      matched += 1;
      while (j < stored.length && (stored[j] as Row).id < id)
        plan.writes.push({ op: 'delete', id: (stored[j++] as Row).id });
      const row = stored[j];
      if (appended || row?.id !== id) {
        inOrder = false;
        break;
      }
      j += 1;
      if (!unchanged(record, row.copy)) write(record, id, 'update');
      else plan.rows.push(row.record === record ? row : { ...row, record });
    }
    if (inOrder && (matched > 0 || stored.length === 0)) {
      for (; j < stored.length; j += 1) plan.writes.push({ op: 'delete', id: (stored[j] as Row).id });
      return plan;
    }

    // Records the store does not know (a loaded or reset state), or a new order: position by position.
    const positional: Plan = { writes: [], rows: [], nextId: collection.nextId, ids: [] };
    live.forEach((record, index) => {
      const row = stored[index];
      const id = row?.id ?? positional.nextId++;
      if (typeof record === 'object' && record !== null) positional.ids.push([record, id]);
      if (row && unchanged(record, row.copy)) {
        positional.rows.push({ ...row, record });
        return;
      }
      const json = toJson(record);
      positional.writes.push({ op: row ? 'update' : 'insert', id, json });
      positional.rows.push({ id, record, copy: flatten(record, []) });
    });
    if (stored.length > live.length)
      positional.writes.push({ op: 'delete-after', id: stored[live.length - 1]?.id ?? 0 });
    return positional;
  }

  function save(state: DbState): void {
    // Not loaded first (`--fresh`): whatever the file holds goes, in the same transaction.
    const wipe = !known;
    if (wipe) forget();
    const entries = Object.entries(state as Record<string, unknown>);
    const plans = new Map<string, Plan>();
    const fieldWrites: { name: string; kind: 'list' | 'value'; json: string | null }[] = [];
    const dropped: string[] = [];

    for (const [name, value] of entries) {
      const field = fields.get(name);
      if (Array.isArray(value)) {
        const collection = field?.kind === 'list' ? collections.get(name) : undefined;
        if (!collection) fieldWrites.push({ name, kind: 'list', json: null });
        const plan = planCollection(collection ?? { rows: [], nextId: 1, ids: new WeakMap() }, value);
        // Written rows, a new collection, or records adopted from a loaded or reset state.
        if (plan.writes.length > 0 || plan.ids.length > 0 || !collection) plans.set(name, plan);
      } else {
        const json = toJson(value);
        if (field?.kind !== 'value' || field.json !== json) fieldWrites.push({ name, kind: 'value', json });
      }
    }
    const names = new Set(entries.map(([name]) => name));
    for (const name of fields.keys()) if (!names.has(name)) dropped.push(name);

    const writes = fieldWrites.length + dropped.length + [...plans.values()].reduce((n, p) => n + p.writes.length, 0);
    if (writes > 0 || wipe) {
      database.exec('BEGIN IMMEDIATE');
      try {
        if (wipe) database.exec('DELETE FROM mock_fields; DELETE FROM mock_records');
        for (const name of dropped) {
          statements.deleteField.run(name);
          statements.deleteCollection.run(name);
        }
        for (const { name, kind, json } of fieldWrites) {
          statements.putField.run(name, kind, json);
          // A collection that was a value, or a value that was a collection: no stale rows left.
          if (fields.get(name)?.kind !== kind) statements.deleteCollection.run(name);
        }
        for (const [name, plan] of plans) {
          for (const write of plan.writes) {
            if (write.op === 'insert') statements.insert.run(name, write.id, write.json);
            else if (write.op === 'update') statements.update.run(write.json, name, write.id);
            else if (write.op === 'delete') statements.delete.run(name, write.id);
            else statements.deleteAfter.run(name, write.id);
          }
        }
        database.exec('COMMIT');
      } catch (error) {
        if (database.isTransaction) database.exec('ROLLBACK');
        throw error;
      }
    }

    // Committed: the copies now match the file.
    for (const name of dropped) {
      fields.delete(name);
      collections.delete(name);
    }
    for (const { name, kind, json } of fieldWrites) {
      if (kind === 'value') {
        fields.set(name, { kind, json: json ?? 'null' });
        collections.delete(name);
      } else fields.set(name, { kind });
    }
    for (const [name, plan] of plans) {
      const collection = collections.get(name) ?? { rows: [], nextId: 1, ids: new WeakMap<object, number>() };
      collection.rows = plan.rows;
      collection.nextId = plan.nextId;
      for (const [record, id] of plan.ids) collection.ids.set(record, id);
      collections.set(name, collection);
    }
    known = true;
  }

  function clear(): void {
    database.exec('BEGIN IMMEDIATE');
    try {
      database.exec('DELETE FROM mock_fields; DELETE FROM mock_records');
      database.exec('COMMIT');
    } catch (error) {
      if (database.isTransaction) database.exec('ROLLBACK');
      throw error;
    }
    forget();
    known = true;
  }

  connectOrRecover();
  return {
    file,
    load,
    save,
    clear,
    integrityCheck: () => String(database.prepare('PRAGMA integrity_check').get()?.integrity_check),
    close: () => {
      if (database.isOpen) database.close();
    },
  };
}

function prepare(database: DatabaseSync) {
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
    deleteAfter: statement('DELETE FROM mock_records WHERE collection = ? AND id > ?'),
  };
}
