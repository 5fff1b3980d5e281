import type { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '../db';
import { deliveryIndexProbe, scanOptions } from '@server/storage/memory/deliveries/search';
import { DEMO_PASSWORD } from '../seed';
import { serveMockOverHttp } from './http/serve';

/*
 * Issue 15 over a real socket: a client that goes away in the middle of a search stops the
 * HTTP mock's scan (mocks/http-server.ts aborts the handler's request signal when the
 * response closes before it is sent).
 */

const mock = serveMockOverHttp();

afterEach(() => {
  scanOptions.itemsPerSlice = 4096;
  deliveryIndexProbe.onPause = null;
});

async function signIn() {
  const response = await fetch(`${mock.origin()}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('the HTTP mock: an abandoned search', () => {
  it('stops scanning once the client has closed its connection', async () => {
    // The server's end of each connection, to know when it has seen the client leave.
    const sockets: Socket[] = [];
    mock.server.on('connection', (socket: Socket) => sockets.push(socket));
    resetDb({ extraDeliveries: 988 });
    const token = await signIn();
    const headers = { Authorization: `Bearer ${token}` };
    const list = (query: string, signal?: AbortSignal) =>
      fetch(`${mock.origin()}/api/deliveries?${query}`, { headers, ...(signal ? { signal } : {}) });
    expect((await list('limit=1')).status).toBe(200); // the index is built

    scanOptions.itemsPerSlice = 100;
    const controller = new AbortController();
    deliveryIndexProbe.onPause = () => {
      deliveryIndexProbe.onPause = null;
      // Aborting the fetch closes its connection; the scan goes on once the server has seen it.
      const closed = Promise.race(sockets.map((s) => new Promise<void>((resolve) => s.once('close', () => resolve()))));
      controller.abort();
      return closed;
    };
    deliveryIndexProbe.visited = 0;
    const scans = deliveryIndexProbe.scansOver;
    const error = await list('search=parcel+batch', controller.signal).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
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
