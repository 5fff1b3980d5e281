import type { Server } from 'node:http';
import { getResponse } from 'msw';
import { rememberRemoteAddress, type RunningServer } from '@server/assemble';
import { answerDevControl } from '@server/http/dev-controls';
import { createHttpFront } from '@server/http/node-front';
import { isLocalOrigin } from '@server/http/origin';
import { faultHandler, faultOf } from '../control/fault-responder';
import { recordExchange } from '../control/log';
import { devHandlersFor } from '../handlers/dev-controls';
import { openApiHandlers } from '../handlers/openapi';
import { getLatency } from '../latency';
import type { ServerDevData } from './data';

export { MAX_BODY_BYTES } from '@server/http/node-front';

/*
 * `npm run api:mock`'s front: the DeliverOS server (server/assemble.ts) behind node:http, with the
 * development tools in front of its API — the /__mock controls of the dev panel (faults, latency,
 * scenarios, reset, log, outbox: mocks/handlers/dev-controls.ts), the server's own /__dev
 * controls, and GET /api/openapi.json. A fault rule answers the /api request it catches instead
 * of the API (`network` destroys the socket; `timeout` holds it until the client goes away);
 * every other /api request waits the latency, then the server answers it. Every /api/* request
 * (preflights aside) goes into the request log (mocks/control/log.ts) as its reply goes out.
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

export interface DevFrontOptions {
  /** Called once per request when its exchange is over (mocks/server.ts prints a line). */
  onExchange?: (exchange: HttpExchange) => void;
}

const text = (bytes: Buffer | null) => (bytes && bytes.length > 0 ? bytes.toString('utf8') : null);

const waitLatency = async () => {
  const latency = getLatency();
  if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
};

/** An HTTP server answering with the server's API and the development tools (not listening yet). */
export function createDevFront(running: RunningServer, dev: ServerDevData, options: DevFrontOptions = {}): Server {
  const tools = [faultHandler, ...devHandlersFor(dev.data), ...openApiHandlers];
  const serverControls = {
    messages: running.recordedMessages,
    reset: async () => {
      await dev.data.reset({ extraDeliveries: 0 });
    },
    allowOrigin: isLocalOrigin,
  };
  /** A tool's reply; HEAD as GET without the body (the OpenAPI document). */
  const toolAnswer = async (request: Request) => {
    if (request.method !== 'HEAD') return getResponse(tools, request);
    const got = await getResponse(tools, new Request(request.url, { headers: request.headers }));
    if (!got) return undefined;
    const length = (await got.arrayBuffer()).byteLength;
    const headers = new Headers(got.headers);
    headers.set('Content-Length', String(length));
    return new Response(null, { status: got.status, headers });
  };
  return createHttpFront({
    answer: async (request, remoteAddress) => {
      // Who is asking, for the limits (server/http/client.ts): the socket, never a header.
      rememberRemoteAddress(request, remoteAddress);
      const tool = (await toolAnswer(request)) ?? (await answerDevControl(request, serverControls));
      if (tool) return tool;
      await waitLatency();
      await dev.arriveDue();
      return running.api(request);
    },
    allowOrigin: isLocalOrigin,
    // A CORS preflight crosses the same network as the request it precedes: it pays the same latency.
    beforePreflight: waitLatency,
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
