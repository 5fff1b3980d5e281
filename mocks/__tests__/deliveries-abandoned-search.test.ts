import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../db';
import { deliveryIndexProbe, scanOptions } from '@server/storage/memory/deliveries/search';
import { serverApi } from '../server-api';
import { DEMO_PASSWORD } from '../seed';

/*
 * Issue 15: a client that goes away in the middle of a search stops the in-memory store's scan
 * (the request's signal is aborted: the browser's fetch, or the socket closing under the server).
 */

afterEach(() => {
  scanOptions.itemsPerSlice = 4096;
  deliveryIndexProbe.onPause = null;
});

const origin = 'http://localhost:8111';

async function signIn() {
  const response = await serverApi(
    new Request(`${origin}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
    }),
  );
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('the mock: an abandoned search', () => {
  it('stops scanning once the client has gone away', async () => {
    resetDb({ extraDeliveries: 988 });
    const token = await signIn();
    const headers = { Authorization: `Bearer ${token}` };
    const list = (query: string, signal?: AbortSignal) =>
      serverApi(new Request(`${origin}/api/deliveries?${query}`, { headers, ...(signal ? { signal } : {}) }));
    expect((await list('limit=1')).status).toBe(200); // the index is built

    scanOptions.itemsPerSlice = 100;
    const controller = new AbortController();
    deliveryIndexProbe.onPause = () => {
      deliveryIndexProbe.onPause = null;
      controller.abort();
      return Promise.resolve();
    };
    deliveryIndexProbe.visited = 0;
    const scans = deliveryIndexProbe.scansOver;
    await list('search=parcel+batch', controller.signal).catch((error: unknown) => error);
    // Once the abandoned scan is over: it stopped at the first check after the client left.
    await vi.waitFor(() => expect(deliveryIndexProbe.scansOver).toBe(scans + 1));
    expect(deliveryIndexProbe.visited).toBe(100);

    // The same search, waited for, scans every delivery.
    deliveryIndexProbe.visited = 0;
    const reply = await list('search=parcel+batch');
    expect(((await reply.json()) as { data: { total: number } }).data.total).toBe(988);
    expect(deliveryIndexProbe.visited).toBe(1000);
  });
});
