import { describe, expect, it } from 'vitest';
import { crashStores } from '../support/crash-stores';
import { kill, post, start } from '../support/process';

/*
 * Issue 38: `kill -9` of the server under 8 concurrent writers, 5 times, loses no write it
 * acknowledged. The real `npm run server` (server/main.ts) as a child process, on the embedded
 * PostgreSQL (PGlite, in a folder) and — with DATABASE_URL — on PostgreSQL: 8 clients add payment
 * methods as fast as they are answered; the server is killed at a random moment and started
 * again, and every method whose creation was answered 201 must be there. Run with
 * RUN_CRASH_TESTS=1 (CI does: docs/ci.md); each start costs a few seconds.
 */

const WRITERS = 8;
const KILLS = 5;

/** Writes until the server dies: the ids of the methods it acknowledged. */
async function writer(origin: string, token: string, index: number, acknowledged: string[]): Promise<void> {
  for (let n = 0; ; n += 1) {
    let reply;
    try {
      reply = await post(
        origin,
        '/api/payment-methods',
        {
          type: 'card',
          provider: 'Verve',
          account_name: `Writer ${index}`,
          account_number: `5061${String(index).padStart(4, '0')}${String(n).padStart(8, '0')}`,
        },
        token,
      );
    } catch {
      return; // the connection died with the server: this write was never acknowledged
    }
    if (reply.status === 201 && reply.json.data.id) acknowledged.push(reply.json.data.id);
  }
}

const stores = crashStores();

describe.each(stores.map((store) => [store.name, store] as const))('kill -9 on %s', (_name, store) => {
  it(`loses no acknowledged write: ${WRITERS} writers, killed ${KILLS} times`, { timeout: 240_000 }, async () => {
    const env = store.env();
    const acknowledged: string[] = [];
    let server = await start(env, ['--fresh']);
    for (let round = 0; round < KILLS; round += 1) {
      const signIn = await post(server.origin, '/api/auth/signin', {
        email: 'demo@example.com',
        password: 'Partner123!',
      });
      const token = signIn.json.data.token ?? '';
      const writing = Array.from({ length: WRITERS }, (_, index) => writer(server.origin, token, index, acknowledged));
      // Let some writes through, then kill it mid-flight.
      const before = acknowledged.length;
      while (acknowledged.length < before + 20 + Math.floor(Math.random() * 40))
        await new Promise((r) => setTimeout(r, 5));
      await kill(server.child);
      await Promise.all(writing);
      server = await start(env);
    }
    const session = await post(server.origin, '/api/auth/signin', {
      email: 'demo@example.com',
      password: 'Partner123!',
    });
    const listed = await fetch(`${server.origin}/api/payment-methods`, {
      headers: { Authorization: `Bearer ${session.json.data.token ?? ''}` },
    });
    const ids = new Set(((await listed.json()) as { data: Array<{ id: string }> }).data.map((method) => method.id));
    await kill(server.child);
    expect(acknowledged.length).toBeGreaterThan(KILLS * 20);
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
