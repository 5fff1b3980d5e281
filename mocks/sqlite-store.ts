import type { DbState, TrackedPersistence } from './db';
import { inTransaction, isCorrupt, moveAside, openFile, type OpenFile } from './store/sqlite-file';
import {
  emptyCollection,
  planAppend,
  planRewrite,
  planUpdates,
  planWalk,
  toJson,
  type SavePlan,
  type StoredCollection,
} from './store/rows';
import type { StateChanges } from './store/tracking';

/*
 * The HTTP mock's state on disk (mocks/server.ts only: neither Vitest nor the browser imports
 * this module, so neither touches SQLite). One SQLite file through Node's built-in node:sqlite,
 * one row per record (mocks/store/sqlite-file.ts: the file, its tables, its lock).
 *
 * `save(state, changes)` writes what the handlers changed since the last save, in one
 * transaction, and returns once it is committed (WAL, synchronous=FULL): a reply sent after
 * `saveDb()` survives a `kill -9` or a power cut, and a kill in the middle of a save leaves the
 * state before it. What changed is recorded as it happens (mocks/store/tracking.ts, through
 * mocks/db.ts): a save costs what the request changed, not the size of the state. A save
 * without changes (or after a reset) rewrites everything.
 *
 * The file belongs to one server at a time (locking_mode=EXCLUSIVE): a second one on the
 * same MOCK_DB waits up to 10 s for the lock, then stops with a message.
 */

export interface SqliteStore extends TrackedPersistence {
  readonly file: string;
  /** `PRAGMA integrity_check`: 'ok' for a sound file. */
  integrityCheck(): string;
  close(): void;
}

const parseJson = (json: unknown): unknown => {
  try {
    return typeof json === 'string' ? (JSON.parse(json) as unknown) : undefined;
  } catch {
    return undefined; // an unreadable row: the state will not pass dbSchema
  }
};

/** What the store knows of the file: which name is what, which row holds which record. */
interface Book {
  /** What each stored name is: a collection of rows, or a value. */
  kinds: Map<string, 'list' | 'value'>;
  collections: Map<string, StoredCollection>;
  /** Row ids per collection as loaded or rewritten, until `adopt()` matches them with the live records. */
  loadedIds: Map<string, number[]>;
  /** Names the next save writes whatever the changes say (the file and the adopted state differ there). */
  pending: Set<string>;
  /** Whether the above describes the file; if not, a save replaces everything. */
  known: boolean;
}

function forget(book: Book): void {
  book.kinds.clear();
  book.collections.clear();
  book.loadedIds = new Map();
  book.pending.clear();
  book.known = false;
}

/** The state as the rows hold it (plain JSON), or null for an empty file. */
function readState(open: OpenFile, book: Book): Record<string, unknown> | null {
  const fieldRows = open.statements.fields.all();
  const recordRows = open.statements.records.all();
  book.known = true;
  if (fieldRows.length === 0) return null;
  const state: Record<string, unknown> = {};
  for (const row of fieldRows) {
    const name = String(row.name);
    book.kinds.set(name, row.kind === 'list' ? 'list' : 'value');
    if (row.kind === 'list') {
      state[name] = [];
      book.loadedIds.set(name, []);
    } else state[name] = parseJson(row.value);
  }
  for (const row of recordRows) {
    const name = String(row.collection);
    const list = state[name];
    const ids = book.loadedIds.get(name);
    if (!Array.isArray(list) || !ids) continue; // a record of no known collection: dropped at the next rewrite
    list.push(parseJson(row.data));
    ids.push(Number(row.id));
  }
  return state;
}

/**
 * The live state of what was loaded or rewritten: its records, by position, are the rows'
 * (the next save writes any difference). Until then, a collection is written whole.
 */
function adoptState(book: Book, state: Record<string, unknown>): void {
  for (const [name, kind] of book.kinds) {
    const value = state[name];
    if (kind !== 'list') {
      if (value === undefined) book.pending.add(name);
      continue;
    }
    const ids = book.loadedIds.get(name) ?? [];
    const stored: StoredCollection = { ...emptyCollection(), ids, nextId: (ids.at(-1) ?? 0) + 1 };
    stored.records = ids.map(() => undefined);
    if (Array.isArray(value) && value.length === ids.length) {
      value.forEach((record: unknown, index) => {
        if (typeof record !== 'object' || record === null) return;
        stored.records[index] = record;
        stored.idOf.set(record, ids[index] as number);
      });
    } else book.pending.add(name);
    book.collections.set(name, stored);
  }
  for (const name of Object.keys(state)) if (!book.kinds.has(name)) book.pending.add(name);
  book.loadedIds = new Map();
}

/** Everything in the file replaced by `state`, in one transaction. */
function rewriteAll(open: OpenFile, book: Book, state: Record<string, unknown>): void {
  const plan: SavePlan = { writes: [], after: [] };
  const kinds = new Map<string, 'list' | 'value'>();
  const ids = new Map<string, number[]>();
  plan.writes.push(() => open.database.exec('DELETE FROM mock_fields; DELETE FROM mock_records'));
  for (const [name, value] of Object.entries(state)) {
    if (Array.isArray(value)) {
      kinds.set(name, 'list');
      plan.writes.push(() => open.statements.putField.run(name, 'list', null));
      ids.set(name, planRewrite(name, value, open.statements, plan).ids);
    } else if (value !== undefined) {
      kinds.set(name, 'value');
      plan.writes.push(() => open.statements.putField.run(name, 'value', toJson(value)));
    }
  }
  inTransaction(open.database, () => plan.writes.forEach((write) => write()));
  forget(book);
  book.kinds = kinds;
  // The rows are known by position until `adopt()` (the state is tracked once written).
  book.loadedIds = ids;
  book.known = true;
}

/** The writes for one top-level name looked at again: a value, a collection, or gone. */
function planName(
  open: OpenFile,
  book: Book,
  name: string,
  value: unknown,
  plan: SavePlan,
  inserted: Set<object>,
): 'rewritten' | 'other' {
  const { statements } = open;
  const kind = book.kinds.get(name);
  if (value === undefined) {
    if (kind === undefined) return 'other';
    plan.writes.push(() => {
      statements.deleteField.run(name);
      statements.deleteCollection.run(name);
    });
    plan.after.push(() => {
      book.kinds.delete(name);
      book.collections.delete(name);
    });
    return 'other';
  }
  if (!Array.isArray(value)) {
    plan.writes.push(() => statements.putField.run(name, 'value', toJson(value)));
    if (kind === 'list') plan.writes.push(() => statements.deleteCollection.run(name));
    plan.after.push(() => {
      book.kinds.set(name, 'value');
      book.collections.delete(name);
    });
    return 'other';
  }
  let stored = kind === 'list' ? book.collections.get(name) : undefined;
  if (!stored) {
    // A new collection (or a value that became one): no stale rows left under its name.
    const created = (stored = emptyCollection());
    plan.writes.push(() => {
      statements.putField.run(name, 'list', null);
      statements.deleteCollection.run(name);
    });
    plan.after.push(() => {
      book.kinds.set(name, 'list');
      book.collections.set(name, created);
    });
  }
  return planWalk(name, stored, value, statements, plan, inserted) === 'rewritten' ? 'rewritten' : 'other';
}

/** What the handlers changed since the last save, written in one transaction. */
function saveChanges(open: OpenFile, book: Book, state: Record<string, unknown>, changes: StateChanges): void {
  const plan: SavePlan = { writes: [], after: [] };
  const inserted = new Set<object>();
  const rewritten = new Set<string>();
  const looked = new Set([...changes.fields, ...book.pending]);
  for (const name of looked) {
    if (planName(open, book, name, state[name], plan, inserted) === 'rewritten') rewritten.add(name);
  }
  for (const [name, from] of changes.appendedFrom) {
    const stored = book.collections.get(name);
    const list = state[name];
    if (looked.has(name) || !Array.isArray(list)) continue;
    if (stored) planAppend(name, stored, list, from, open.statements, plan, inserted);
    else planName(open, book, name, list, plan, inserted);
  }
  for (const [name, records] of changes.records) {
    const stored = book.collections.get(name);
    if (stored && !rewritten.has(name)) planUpdates(name, stored, records, open.statements, plan, inserted);
  }
  if (plan.writes.length > 0) inTransaction(open.database, () => plan.writes.forEach((write) => write()));
  // Committed: the bookkeeping now describes the file.
  plan.after.forEach((apply) => apply());
  book.pending.clear();
}

/**
 * Opens (or creates) the store at `file`. A file that is not a readable SQLite database is
 * moved aside (`<file>.corrupt-<time>`, with its -wal) and a new one is started; `load()`
 * then finds nothing and the mock seeds fresh data.
 */
export function openSqliteStore(file: string): SqliteStore {
  let open: OpenFile = openFile(file);
  const book: Book = {
    kinds: new Map(),
    collections: new Map(),
    loadedIds: new Map(),
    pending: new Set(),
    known: false,
  };
  const plain = (state: DbState) => state as unknown as Record<string, unknown>;

  return {
    file,
    tracksChanges: true,
    load: () => {
      forget(book);
      try {
        return readState(open, book);
      } catch (error) {
        if (!isCorrupt(error)) throw error;
        open.database.close();
        moveAside(file);
        open = openFile(file);
        forget(book);
        book.known = true;
        return null;
      }
    },
    adopt: (state) => adoptState(book, plain(state)),
    save: (state, changes) => {
      if (!changes || changes.all || !book.known) rewriteAll(open, book, plain(state));
      else saveChanges(open, book, plain(state), changes);
    },
    clear: () => {
      inTransaction(open.database, () => open.database.exec('DELETE FROM mock_fields; DELETE FROM mock_records'));
      forget(book); // the next save writes everything
    },
    integrityCheck: () => String(open.database.prepare('PRAGMA integrity_check').get()?.integrity_check),
    close: () => {
      if (open.database.isOpen) open.database.close();
    },
  };
}
