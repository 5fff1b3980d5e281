import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachPersistence, db, dbSchema, saveDb, type DbState } from '../db';
import { openSqliteStore, type SqliteStore } from '../sqlite-store';

/*
 * The SQLite store writes only what the handlers changed, found as they change it
 * (mocks/store/tracking.ts): whatever way the state is changed, what a restart loads is the
 * state as it was at the last save.
 */

let dir = '';
let store: SqliteStore | null = null;
let file = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'deliveros-store-tracking-'));
});
afterEach(() => {
  // Back to the in-memory mock of the other tests (Vitest shares modules between files).
  attachPersistence(null, { seed: {}, fresh: true });
  store?.close();
  store = null;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function open(name: string, fresh = false): void {
  file = path.join(dir, name);
  store = openSqliteStore(file);
  attachPersistence(store, { seed: {}, fresh });
}

/** What a restart would load from the file (read by a second store, the first one closed). */
function reloaded(): DbState {
  store?.close();
  const second = openSqliteStore(file);
  try {
    const parsed = dbSchema.safeParse(second.load());
    if (!parsed.success) throw new Error(parsed.error.message);
    return parsed.data;
  } finally {
    second.close();
    store = openSqliteStore(file);
    attachPersistence(store);
  }
}

const json = (state: DbState): unknown => JSON.parse(JSON.stringify(state)) as unknown;

/** The live state is what a restart loads. */
function expectStoredAsLive(): void {
  const live = json(db.state);
  expect(json(reloaded())).toEqual(live);
}

describe('the SQLite store writes what changed', () => {
  it('keeps changes to nested fields, appended and removed records, replaced arrays and fields', () => {
    open('changes.sqlite', true);
    const transaction = db.state.transactions[0]!;
    transaction.timeline.push({ status: 'completed', at: '2030-01-01T00:00:00.000Z', note: 'Nested' });
    db.state.deliveries[0]!.customer.name = 'Nested Name';
    db.state.trackingEvents.push({
      deliveryId: db.state.deliveries[0]!.id,
      id: 'trk_new',
      status: 'pending',
      timestamp: '2030-01-01T00:00:00.000Z',
      note: 'Appended',
    });
    db.state.sequence += 1;
    db.state.scenario = { name: 'test' };
    saveDb();
    expectStoredAsLive();
    db.state.scenario.withdrawalsFail = true;
    saveDb();
    expect(reloaded().scenario).toEqual({ name: 'test', withdrawalsFail: true });

    const removed = db.state.paymentMethods[0]!;
    db.state.paymentMethods = db.state.paymentMethods.filter((m) => m !== removed);
    db.state.deliveries.splice(1, 1);
    db.state.sessions.push({
      id: 'ses_1',
      userId: 'usr_demo',
      accessHash: 'a',
      refreshHash: 'r',
      expiresAt: 1,
      refreshExpiresAt: 2,
      rotatedRefreshHashes: [],
    });
    delete db.state.scenario;
    db.state.resetTokens = [{ hash: 'reset', userId: 'usr_demo', expiresAt: 2 }];
    saveDb();
    expectStoredAsLive();
    expect(reloaded().paymentMethods.some((m) => m.id === removed.id)).toBe(false);
  });

  it('keeps a record pushed and changed in the same request, then changed in the next one', () => {
    open('pushed.sqlite', true);
    const delivery = { ...db.state.deliveries[0]!, id: 'dlv_new' };
    db.state.deliveries.push(delivery);
    // The handler still holds its own object: it is the array's element until the save.
    expect(db.state.deliveries.at(-1)).toBe(delivery);
    delivery.status = 'accepted';
    saveDb();
    const stored = db.state.deliveries.find((d) => d.id === 'dlv_new')!;
    stored.items = ['Box'];
    stored.items.push('Envelope');
    saveDb();
    expectStoredAsLive();
    expect(reloaded().deliveries.at(-1)).toMatchObject({ status: 'accepted', items: ['Box', 'Envelope'] });
  });

  it('keeps a new order, a reset and a state loaded then changed', () => {
    open('order.sqlite', true);
    db.state.deliveries.reverse();
    saveDb();
    expectStoredAsLive();

    // A restart: the state comes from the file, then changes.
    attachPersistence(store);
    db.state.wallets[0]!.balance += 100;
    db.state.deliveries.pop();
    saveDb();
    expectStoredAsLive();

    db.state = { ...db.state, deliveries: db.state.deliveries.slice(0, 3) };
    saveDb();
    expect(reloaded().deliveries).toHaveLength(3);
  });
});
