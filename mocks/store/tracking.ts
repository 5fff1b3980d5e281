/*
 * What the handlers changed in the mock's state since the last save, recorded as they change it,
 * so that the SQLite store (mocks/sqlite-store.ts) writes only that. Used only for a persistence
 * that asks for it (`tracksChanges`): in the browser and in Vitest the state stays plain objects.
 *
 * - The state object is a Proxy: assigning or deleting a top-level field (`sequence`, a whole
 *   collection replaced by `db.state.x = db.state.x.filter(…)`) marks that field.
 * - Every record of a collection, and every object or array nested in it, is a Proxy whose
 *   set/delete traps mark the record. No `get` trap: reads go straight to the object.
 * - Collections stay plain arrays (a Proxy there slows every scan of them about tenfold). Their
 *   mutators other than `push` (splice, pop, sort, …) are replaced, on the array itself, by
 *   ones that mark the collection; a length other than the one last saved marks it too.
 *   Index assignment that keeps the length is not seen: the handlers push, splice or replace.
 * - Records pushed since the last save are wrapped at that save, not at the push (the handler
 *   still compares its own object with the array's elements), and written whole.
 *
 * A record proxy stands for its object: JSON, spreading, zod and `===` between elements of the
 * state see the same data. A reference to a record kept from before it was wrapped (the pushed
 * object itself) still reaches the same data, but a change made through it later is not marked.
 */

/** What changed since the last committed save. */
export interface StateChanges {
  /** The whole state is new (attached, reset): everything is written again. */
  all: boolean;
  /** Top-level names to look at again: a value assigned, deleted or changed inside, a collection replaced or restructured. */
  fields: Set<string>;
  /** Per collection not in `fields`: the position of the first record appended since the last save. */
  appendedFrom: Map<string, number>;
  /** Per collection: the records changed in place (the state's proxies). */
  records: Map<string, Set<object>>;
}

const emptyChanges = (all: boolean): StateChanges => ({
  all,
  fields: new Set(),
  appendedFrom: new Map(),
  records: new Map(),
});

/** Array methods that change an array other than by appending. */
const RESTRUCTURING = ['splice', 'pop', 'shift', 'unshift', 'sort', 'reverse', 'fill', 'copyWithin'] as const;

interface CollectionMeta {
  name: string;
  /** The length at the last committed save. */
  savedLength: number;
  restructured: boolean;
}

type Plain = Record<PropertyKey, unknown>;

const isTrackable = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The traps of every proxy owned by one record (or one top-level field): any change marks the owner. */
abstract class Owner implements ProxyHandler<object> {
  constructor(protected readonly tracker: StateTracker) {}

  abstract mark(): void;

  set(target: object, key: PropertyKey, value: unknown): boolean {
    const done = Reflect.set(target, key, this.tracker.wrap(value, this));
    this.mark();
    return done;
  }

  deleteProperty(target: object, key: PropertyKey): boolean {
    const done = Reflect.deleteProperty(target, key);
    this.mark();
    return done;
  }

  defineProperty(target: object, key: PropertyKey, descriptor: PropertyDescriptor): boolean {
    const wrapped =
      'value' in descriptor ? { ...descriptor, value: this.tracker.wrap(descriptor.value, this) } : descriptor;
    const done = Reflect.defineProperty(target, key, wrapped);
    this.mark();
    return done;
  }
}

class RecordOwner extends Owner {
  record: object | null = null;

  constructor(
    tracker: StateTracker,
    private readonly collection: string,
  ) {
    super(tracker);
  }

  mark(): void {
    if (this.record) this.tracker.recordChanged(this.collection, this.record);
  }
}

class FieldOwner extends Owner {
  constructor(
    tracker: StateTracker,
    private readonly name: string,
  ) {
    super(tracker);
  }

  mark(): void {
    this.tracker.fieldChanged(this.name);
  }
}

export class StateTracker {
  private changes = emptyChanges(true);
  /** Every proxy made here: never wrapped twice. */
  private readonly proxies = new WeakSet<object>();
  private readonly collections = new WeakMap<unknown[], CollectionMeta>();

  private readonly stateTraps: ProxyHandler<Plain> = {
    set: (target, key, value) => {
      const done = Reflect.set(target, key, value);
      if (typeof key === 'string') this.changes.fields.add(key);
      return done;
    },
    deleteProperty: (target, key) => {
      const done = Reflect.deleteProperty(target, key);
      if (typeof key === 'string') this.changes.fields.add(key);
      return done;
    },
  };

  /** A new state replaced the tracked one: the next save writes everything, then tracks it. */
  replaced(): void {
    this.changes = emptyChanges(true);
  }

  /** Tracks a whole new state: every record and every object in it wrapped. Returns the state's proxy. */
  track<T extends object>(state: T): T {
    const raw = state as Plain;
    for (const [name, value] of Object.entries(raw)) {
      if (Array.isArray(value)) {
        this.instrument(value as unknown[], name);
        this.wrapRecords(value as unknown[], name, 0);
      } else if (isTrackable(value)) raw[name] = this.wrap(value, new FieldOwner(this, name));
    }
    return new Proxy(raw, this.stateTraps) as T;
  }

  /**
   * Before a save: wraps what was added since the last one and says what changed. The changes
   * stay until `committed()`, so a save that fails leaves them for the next one.
   */
  take(state: object): StateChanges {
    const changes = this.changes;
    if (changes.all) return changes;
    changes.appendedFrom.clear();
    for (const [name, value] of Object.entries(state)) {
      if (Array.isArray(value)) this.takeCollection(value as unknown[], name);
      else if (changes.fields.has(name) && isTrackable(value) && !this.proxies.has(value)) {
        // A new object for a top-level field (`scenario`): wrapped now that the request is over.
        (state as Plain)[name] = this.wrap(value, new FieldOwner(this, name));
      }
    }
    return changes;
  }

  /** The save of what `take()` returned is committed: the state as it is now is the file's. */
  committed(state: object): void {
    for (const value of Object.values(state)) {
      const meta = Array.isArray(value) ? this.collections.get(value as unknown[]) : undefined;
      if (meta) {
        meta.savedLength = (value as unknown[]).length;
        meta.restructured = false;
      }
    }
    this.changes = emptyChanges(false);
  }

  recordChanged(collection: string, record: object): void {
    let records = this.changes.records.get(collection);
    if (!records) this.changes.records.set(collection, (records = new Set()));
    records.add(record);
  }

  fieldChanged(name: string): void {
    this.changes.fields.add(name);
  }

  /** `value` with every plain object and array in it behind a proxy owned by `owner`. */
  wrap(value: unknown, owner: Owner): unknown {
    if (!isTrackable(value) || this.proxies.has(value)) return value;
    const target = value as Plain;
    for (const key of Object.keys(target)) {
      const item = target[key];
      if (isTrackable(item)) target[key] = this.wrap(item, owner);
    }
    const proxy = new Proxy(target, owner);
    this.proxies.add(proxy);
    return proxy;
  }

  private takeCollection(list: unknown[], name: string): void {
    const meta = this.collections.get(list);
    const changes = this.changes;
    if (!meta || meta.name !== name) {
      // Another array under this name (`db.state.x = db.state.x.filter(…)`).
      this.instrument(list, name);
      changes.fields.add(name);
    }
    if (changes.fields.has(name) || !meta || meta.restructured || list.length < meta.savedLength) {
      changes.fields.add(name);
      this.wrapRecords(list, name, 0);
    } else if (list.length > meta.savedLength) {
      changes.appendedFrom.set(name, meta.savedLength);
      this.wrapRecords(list, name, meta.savedLength);
    }
  }

  /** Puts each record of `list` from `from` on behind its proxy (records already wrapped stay). */
  private wrapRecords(list: unknown[], name: string, from: number): void {
    for (let i = from; i < list.length; i += 1) {
      const record = list[i];
      if (!isTrackable(record) || this.proxies.has(record)) continue;
      const owner = new RecordOwner(this, name);
      const proxy = this.wrap(record, owner) as object;
      owner.record = proxy;
      list[i] = proxy;
    }
  }

  private instrument(list: unknown[], name: string): void {
    const meta: CollectionMeta = { name, savedLength: list.length, restructured: false };
    this.collections.set(list, meta);
    for (const method of RESTRUCTURING) {
      const original = Reflect.get(Array.prototype, method) as (...args: unknown[]) => unknown;
      Object.defineProperty(list, method, {
        configurable: true,
        writable: true,
        enumerable: false,
        value: function (this: unknown[], ...args: unknown[]): unknown {
          meta.restructured = true;
          return Reflect.apply(original, this, args);
        },
      });
    }
  }
}
