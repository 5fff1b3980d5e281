import type { Server } from 'node:http';
import { getResponse } from 'msw';
import { createHttpFront } from '@server/http/node-front';
import { setRemoteAddress } from './client-identity';
import { faultOf } from './control/fault-responder';
import { recordExchange } from './control/log';
import { handlers } from './handlers';
import { getLatency } from './latency';
import { isLocalOrigin } from '@server/http/origin';

export { MAX_BODY_BYTES } from '@server/http/node-front';

/*
 * The mock API behind node:http (the server's front, server/http/node-front.ts): the same msw
 * handlers answer real HTTP requests, with CORS for the app's own origins. `mocks/server.ts` runs
 * it on MOCK_PORT; tests start it on a free port. Every /api/* request (preflights aside) goes
 * into the request log (mocks/control/log.ts) as its reply goes out. A fault rule
 * (mocks/control/faults.ts) of kind `network` destroys the socket; `timeout` holds it, sends
 * nothing, and lets go of it the moment the client goes away.
 */

/** One request as it went: what the log and the console line of mocks/server.ts show. */
export interface HttpExchange {
  method: string;
  /** The path with its query, as the client sent it. */
  path: string;
  /** 0 when no reply went out (the client went away, a network or timeout fault). */
  status: number;
  durationMs: number;
  /** The fault rule that answered, if one did. */
  fault?: string | undefined;
}

export interface MockHttpServerOptions {
  /** Called once per request when its exchange is over (mocks/server.ts prints a line). */
  onExchange?: (exchange: HttpExchange) => void;
}

const text = (bytes: Buffer | null) => (bytes && bytes.length > 0 ? bytes.toString('utf8') : null);

/** An HTTP server answering with the mock API (not listening yet). */
export function createMockHttpServer(options: MockHttpServerOptions = {}): Server {
  return createHttpFront({
    answer: (request, remoteAddress) => {
      // Who is asking, for the sign-in limits (mocks/client-identity.ts): the socket, not a header.
      setRemoteAddress(request, remoteAddress);
      return getResponse(handlers, request);
    },
    allowOrigin: isLocalOrigin,
    // A CORS preflight crosses the same network as the request it precedes: it pays the same
    // latency (each request of a cold load pays one, as against a real API).
    beforePreflight: async () => {
      const latency = getLatency();
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    },
    onExchange: (exchange) => {
      // A held request's client may leave before its handlers are done: the rule is known already.
      const fault = exchange.request ? faultOf(exchange.request) : undefined;
      const pathname = exchange.path.split('?')[0] ?? '';
      if (pathname.startsWith('/api/') && exchange.method !== 'OPTIONS') {
        recordExchange({
          startedAt: exchange.startedAt,
          method: exchange.method,
          path: exchange.path,
          status: exchange.status,
          durationMs: exchange.durationMs,
          requestBody: text(exchange.requestBody),
          replyBody: text(exchange.replyBody),
          fault,
        });
      }
      const { method, path, status, durationMs } = exchange;
      options.onExchange?.({ method, path, status, durationMs, fault });
    },
    onUnexpected: (error) => console.error(error),
  });
}
