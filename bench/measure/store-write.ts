import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { attachPersistence, db, nextId, saveDb } from '../../mocks/db';
import { buildSeed } from '../../mocks/seed';
import { openSqliteStore } from '../../mocks/sqlite-store';
import { summary } from '../lib/stats';

/*
 * The HTTP mock's SQLite store (mocks/sqlite-store.ts): what one write costs at a given number
 * of deliveries, server side, no HTTP. The state is seeded with extra deliveries into a SQLite
 * file in a temporary folder, then each write changes what a status click changes (the
 * delivery's status, a tracking event appended, the id sequence) or what a location update
 * does (a tracking event with coordinates), directly in `db.state` as the handlers do, and
 * calls `saveDb()` as mocks/http.ts does after every write: the time of that, per write. The
 * handler's own work (finding the delivery, its events) is not in it: only what persisting adds.
 *   npx tsx bench/measure/store-write.ts [sizes, default 1000,100000] [writes per size, default 50]
 */

export interface StoreWriteResult {
  deliveries: number;
  writes: number;
  /** Seeding the file (the first save of the whole state), once. */
  seedMs: number;
  perWrite: ReturnType<typeof summary>;
}

const seededDeliveries = buildSeed().deliveries.length;

/** One write as the handlers make it: a pending delivery accepted, or a location update. */
function write(index: number): void {
  const state = db.state;
  const delivery = state.deliveries[(index * 7919) % state.deliveries.length]!;
  const at = new Date().toISOString();
  if (index % 2 === 0) delivery.status = delivery.status === 'pending' ? 'accepted' : 'pending';
  state.trackingEvents.push({
    deliveryId: delivery.id,
    id: nextId('trk'),
    status: delivery.status,
    timestamp: at,
    note: index % 2 === 0 ? 'Status changed' : 'Location update',
    location: { address: delivery.to.address, coordinates: { lat: 6.45 + index / 1e4, lng: 3.39 } },
  });
  saveDb();
}

/** Seeds `deliveries` deliveries into a new SQLite file and times `writes` writes. */
export function storeWrite({ deliveries, writes }: { deliveries: number; writes: number }): StoreWriteResult {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deliveros-store-write-'));
  const store = openSqliteStore(path.join(dir, 'mock.sqlite'));
  try {
    const seedStart = performance.now();
    attachPersistence(store, { seed: { extraDeliveries: Math.max(0, deliveries - seededDeliveries) }, fresh: true });
    const seedMs = performance.now() - seedStart;
    // A few writes first, not timed: the first ones pay for warming up the code.
    for (let i = 0; i < 3; i += 1) write(writes + i);
    const times: number[] = [];
    for (let i = 0; i < writes; i += 1) {
      const start = performance.now();
      write(i);
      times.push(performance.now() - start);
    }
    return { deliveries: db.state.deliveries.length, writes, seedMs: Math.round(seedMs), perWrite: summary(times) };
  } finally {
    attachPersistence(null, { seed: {}, fresh: true });
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const sizes = (process.argv[2] ?? '1000,100000').split(',').map(Number);
  const writes = Number(process.argv[3] ?? 50);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const deliveries of sizes) {
    const { perWrite, seedMs, ...result } = storeWrite({ deliveries, writes });
    console.log(
      `${result.deliveries.toLocaleString('en')} deliveries: one write median ${perWrite.p50} ms, p95 ${perWrite.p95} ms, max ${perWrite.max} ms (${writes} writes; seeding ${seedMs} ms; load ${os.loadavg()[0]?.toFixed(2)})`,
    );
  }
}
