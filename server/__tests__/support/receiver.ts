import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A webhook receiver on 127.0.0.1 for the tests: it keeps what arrives (path, headers, raw body)
 * and answers `status` (200 unless set), or holds the request until `release` (a crash test kills
 * the sender meanwhile).
 */

export interface ReceivedRequest {
  path: string;
  eventId: string | null;
  signature: string | null;
  body: string;
}

export interface Receiver {
  origin: string;
  received: ReceivedRequest[];
  /** What the next requests are answered (`hold`: nothing, the request is kept open). */
  answer(status: number | 'hold'): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  let status: number | 'hold' = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : null;
      };
      received.push({
        path: request.url ?? '',
        eventId: header('deliveros-event-id'),
        signature: header('deliveros-signature'),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (status === 'hold') return;
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(status < 300 ? '{"ok":true}' : 'Failing');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (next) => {
      status = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `ready` holds: a ceiling (10 s), not a timing assertion — sending is asynchronous. */
export async function eventually<T>(read: () => T | Promise<T>, ready: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const value = await read();
    if (ready(value) || tries >= 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
