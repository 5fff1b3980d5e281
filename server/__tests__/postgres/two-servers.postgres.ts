import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '../../storage/postgres/connect';
import { newDelivery } from '../support/deliveries';
import { kill, post, start, type Running } from '../support/process';
import { startReceiver, type Receiver } from '../support/receiver';

/*
 * Two real `npm run server` processes on one PostgreSQL, each with its webhook worker: requests
 * spread over both cause events, and each event reaches the receiver exactly once — the workers
 * take due deliveries with FOR UPDATE SKIP LOCKED and a lease (server/workers/webhooks.ts), so no
 * delivery is sent by both. With DATABASE_URL (CI's PostgreSQL 15): PGlite is one process's.
 */

const EVENTS = 12;

let first: Running;
let second: Running;
let receiver: Receiver;
let admin: Connection;
/** A database of this file's own on the PostgreSQL of DATABASE_URL. */
const database = `two_servers_${process.pid}`;

beforeAll(async () => {
  receiver = await startReceiver();
  admin = await connect({ url: process.env.DATABASE_URL, poolSize: 1 });
  await sql`create database ${sql.id(database)}`.execute(admin.db);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  // The first migrates and seeds; the second finds it done.
  first = await start({ DATABASE_URL: url.toString() });
  second = await start({ DATABASE_URL: url.toString() });
}, 180_000);
afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((server) => kill(server.child)));
  await receiver?.close();
  await sql`drop database if exists ${sql.id(database)} with (force)`.execute(admin.db);
  await admin.close();
});

async function until(ready: () => boolean, ceilingMs: number): Promise<void> {
  for (let waited = 0; !ready() && waited < ceilingMs; waited += 100) await new Promise((r) => setTimeout(r, 100));
}

describe('two server processes on one database', () => {
  it(`send each of ${EVENTS} events once, whichever process caused it`, { timeout: 180_000 }, async () => {
    const signIn = async (origin: string) =>
      String(
        (await post(origin, '/api/auth/signin', { email: 'demo@example.com', password: 'Partner123!' })).json.data
          .token,
      );
    const tokens = [await signIn(first.origin), await signIn(second.origin)];
    const endpoint = await post(
      first.origin,
      '/api/webhook-endpoints',
      { url: `${receiver.origin}/hooks`, events: ['delivery.created'] },
      tokens[0],
    );
    expect(endpoint.status).toBe(201);
    const servers = [first, second];
    for (let i = 0; i < EVENTS; i += 1) {
      const created = await post(servers[i % 2]!.origin, '/api/deliveries', newDelivery(), tokens[i % 2]);
      expect(created.status).toBe(201);
    }
    await until(() => receiver.received.length >= EVENTS, 60_000);
    // Both workers keep polling: a second send of any event would arrive within their next runs.
    await new Promise((r) => setTimeout(r, 3_000));
    const ids = receiver.received.map((request) => request.eventId);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
  });
});
