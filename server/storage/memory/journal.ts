/*
 * The in-memory store's writes, each with its undo: a transaction that throws undoes them all, a
 * savepoint those made since its mark. Every write goes through `Collections`, which also hands
 * out copies, so that no rule can change a stored record except through the port.
 */

/** A deep copy of JSON-like data (records are plain objects; the HTTP mock's store wraps them in proxies). */
export function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => copy(item)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = copy(item);
    return out as T;
  }
  return value;
}

export class Journal {
  private readonly undos: Array<() => void> = [];

  record(undo: () => void): void {
    this.undos.push(undo);
  }

  /** How many writes so far: a savepoint's mark. */
  mark(): number {
    return this.undos.length;
  }

  undoTo(mark: number): void {
    while (this.undos.length > mark) this.undos.pop()?.();
  }
}

type Row = Record<string, unknown>;

/**
 * Writes to the collections of a state (arrays of records), journaled. The state is looked up
 * at every call (`state()`), as a reset replaces it whole.
 */
export class Collections<S extends { [K in keyof S]: Row[] }> {
  constructor(
    private readonly state: () => S,
    private readonly journal: Journal,
  ) {}

  all<K extends keyof S>(name: K): S[K] {
    return this.state()[name];
  }

  find<K extends keyof S>(name: K, match: (row: S[K][number]) => boolean): S[K][number] | undefined {
    const found = this.state()[name].find(match);
    return found === undefined ? undefined : copy(found);
  }

  filter<K extends keyof S>(name: K, match: (row: S[K][number]) => boolean): Array<S[K][number]> {
    const rows = this.state()[name];
    return rows.filter(match).map((row) => copy(row));
  }

  insert<K extends keyof S>(name: K, row: S[K][number]): void {
    const stored = copy(row);
    this.state()[name].push(stored);
    this.journal.record(() => {
      const rows = this.state()[name];
      const at = rows.lastIndexOf(stored);
      if (at >= 0) rows.splice(at, 1);
    });
  }

  /** Sets `patch`'s fields on every matching row (a field set to undefined is removed); how many matched. */
  update<K extends keyof S>(name: K, match: (row: S[K][number]) => boolean, patch: Partial<S[K][number]>): number {
    const rows = this.state()[name].filter(match);
    for (const row of rows) {
      const before = new Map<string, { had: boolean; value: unknown }>();
      for (const [key, value] of Object.entries(patch)) {
        before.set(key, { had: Object.hasOwn(row, key), value: row[key] });
        if (value === undefined) delete row[key];
        else row[key] = copy(value);
      }
      this.journal.record(() => {
        for (const [key, { had, value }] of before) {
          if (had) row[key] = value;
          else delete row[key];
        }
      });
    }
    return rows.length;
  }

  /** Runs `undo` if the writes so far are undone (what keeps something beside the rows right: an index). */
  onUndo(undo: () => void): void {
    this.journal.record(undo);
  }

  /** Removes every matching row; how many. */
  remove<K extends keyof S>(name: K, match: (row: S[K][number]) => boolean): number {
    const state = this.state();
    const before = state[name];
    const after = before.filter((row) => !match(row)) as S[K];
    const removed = before.length - after.length;
    if (removed === 0) return 0;
    state[name] = after;
    this.journal.record(() => {
      this.state()[name] = before;
    });
    return removed;
  }
}
