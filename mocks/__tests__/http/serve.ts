import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setDefaultAppOrigin } from '../../control/outbox';
import { server as inProcessMock } from '../../node';
import { createMockHttpServer, type MockHttpServerOptions } from '../../http-server';

/** The body of every API reply: the data, or the error's message and code. */
export interface Envelope {
  success: boolean;
  data: unknown;
  message?: string;
  code?: string;
}

/**
 * The HTTP mock on a free port for this test file. The in-process interception of the test
 * setup (msw/node) is switched off first, so requests really cross the socket.
 */
export function serveMockOverHttp(options: MockHttpServerOptions = {}): { origin: () => string; server: Server } {
  const server = createMockHttpServer(options);
  let origin = '';
  beforeAll(async () => {
    inProcessMock.close();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  // The HTTP mock's default app origin (mocks/server.ts without MOCK_APP_ORIGIN): the dev server.
  // After the setup's, which gives the in-process mock the page's origin.
  beforeEach(() => setDefaultAppOrigin('http://localhost:5173'));
  afterAll(async () => {
    // A connection a test left open (a held request) must not keep the server from closing.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Back on, so the setup's own afterAll closes what it opened.
    inProcessMock.listen({ onUnhandledFrame: 'error' });
  });
  return { origin: () => origin, server };
}
