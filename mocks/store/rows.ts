import type { Statements } from './sqlite-file';

/*
 * Which row of `mock_records` holds which record of the live state, per collection, and the
 * writes that bring a collection's rows up to date. Rows keep their id as long as their record
 * stays: appending, removing or changing one record writes one row.
 */

export interface StoredCollection {
  /** The ids of the collection's rows, ascending: the live records' order. */
  ids: number[];
  /** The live record held by each row, where known (parallel to `ids`). */
  records: (object | undefined)[];
  nextId: number;
  idOf: WeakMap<object, number>;
}

export const emptyCollection = (): StoredCollection => ({ ids: [], records: [], nextId: 1, idOf: new WeakMap() });

/** SQL to run in the save's transaction, and bookkeeping to apply once it is committed. */
export interface SavePlan {
  writes: (() => void)[];
  after: (() => void)[];
}

export const toJson = (value: unknown): string => JSON.stringify(value) ?? 'null';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The collection's rows rewritten from scratch, ids 1…n (a new order, or a collection the
 * store does not know): returns the new bookkeeping, applied by the caller once committed.
 */
export function planRewrite(
  name: string,
  live: readonly unknown[],
  statements: Statements,
  plan: SavePlan,
): StoredCollection {
  const next = emptyCollection();
  plan.writes.push(() => statements.deleteCollection.run(name));
  live.forEach((record, index) => {
    const id = index + 1;
    next.ids.push(id);
    next.records.push(isObject(record) ? record : undefined);
    if (isObject(record)) next.idOf.set(record, id);
    plan.writes.push(() => statements.insert.run(name, id, toJson(record)));
  });
  next.nextId = live.length + 1;
  return next;
}

/**
 * The writes that turn the stored rows into `live`, found by identity (not by content): a
 * record the store knows keeps its row, a record it does not know is inserted, a row whose
 * record is gone is deleted. Records keep their order in practice (removals, appends); if they
 * do not, the collection is rewritten. Returns whether it was (then no row needs an update).
 */
export function planWalk(
  name: string,
  stored: StoredCollection,
  live: readonly unknown[],
  statements: Statements,
  plan: SavePlan,
  inserted: Set<object>,
): 'walked' | 'rewritten' {
  const ids: number[] = [];
  const records: (object | undefined)[] = [];
  const added: [number, unknown][] = [];
  const removed: number[] = [];
  let nextId = stored.nextId;
  let j = 0;
  let inOrder = true;
  for (const record of live) {
    const id = isObject(record) ? stored.idOf.get(record) : undefined;
    if (id === undefined) {
      const newId = nextId++;
      added.push([newId, record]);
      ids.push(newId);
      records.push(isObject(record) ? record : undefined);
      continue;
    }
    while (j < stored.ids.length && (stored.ids[j] as number) < id) removed.push(j++);
    if (added.length > 0 || stored.ids[j] !== id) {
      inOrder = false;
      break;
    }
    j += 1;
    ids.push(id);
    records.push(record as object);
  }
  if (!inOrder) {
    const next = planRewrite(name, live, statements, plan);
    plan.after.push(() => Object.assign(stored, next));
    return 'rewritten';
  }
  for (; j < stored.ids.length; j += 1) removed.push(j);

  for (const index of removed) {
    const id = stored.ids[index] as number;
    plan.writes.push(() => statements.delete.run(name, id));
  }
  for (const [id, record] of added) {
    if (isObject(record)) inserted.add(record);
    plan.writes.push(() => statements.insert.run(name, id, toJson(record)));
  }
  plan.after.push(() => {
    for (const index of removed) {
      const record = stored.records[index];
      if (record) stored.idOf.delete(record);
    }
    for (const [id, record] of added) if (isObject(record)) stored.idOf.set(record, id);
    stored.ids = ids;
    stored.records = records;
    stored.nextId = nextId;
  });
  return 'walked';
}

/** Rows for the records appended to `live` from position `from` on. */
export function planAppend(
  name: string,
  stored: StoredCollection,
  live: readonly unknown[],
  from: number,
  statements: Statements,
  plan: SavePlan,
  inserted: Set<object>,
): void {
  const added: [number, unknown][] = [];
  let nextId = stored.nextId;
  for (let i = from; i < live.length; i += 1) {
    const record = live[i];
    const id = nextId++;
    added.push([id, record]);
    if (isObject(record)) inserted.add(record);
    plan.writes.push(() => statements.insert.run(name, id, toJson(record)));
  }
  plan.after.push(() => {
    for (const [id, record] of added) {
      stored.ids.push(id);
      stored.records.push(isObject(record) ? record : undefined);
      if (isObject(record)) stored.idOf.set(record, id);
    }
    stored.nextId = nextId;
  });
}

/** Rows for the records changed in place (those inserted by this save already hold their changes). */
export function planUpdates(
  name: string,
  stored: StoredCollection,
  changed: Iterable<object>,
  statements: Statements,
  plan: SavePlan,
  inserted: Set<object>,
): void {
  for (const record of changed) {
    const id = stored.idOf.get(record);
    // Not stored: removed since it changed (its row, if any, is deleted by this save).
    if (id === undefined || inserted.has(record)) continue;
    plan.writes.push(() => statements.update.run(toJson(record), name, id));
  }
}
