import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { getLatency } from './latency';

/*
 * The mock API behind node:http: the same msw handlers answer real HTTP requests, with CORS
 * for the app's own origins. `mocks/server.ts` runs it on MOCK_PORT; tests start it on a
 * free port.
 */

/** CORS for the app's own origins: any localhost port (dev server, preview, e2e). */
function allowedOrigin(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' ? origin : null;
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer, fallbackHost: string): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function respond(req: IncomingMessage, res: ServerResponse, fallbackHost: string): Promise<void> {
  const origin = allowedOrigin(req.headers.origin);
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    // A CORS preflight crosses the same network as the request it precedes: it pays the
    // same latency (each request of a cold load pays one, as against a real API).
    const latency = getLatency();
    if (latency > 0) await wait(latency);
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }
  const request = toRequest(req, await readBody(req), fallbackHost);
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        success: false,
        data: null,
        message: `No endpoint ${request.method} ${new URL(request.url).pathname}`,
        code: 'NOT_FOUND',
      }),
    );
    return;
  }
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.writeHead(response.status);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** An HTTP server answering with the mock API (not listening yet). */
export function createMockHttpServer(): Server {
  const server: Server = createServer((req, res) => {
    const address = server.address();
    const fallbackHost = typeof address === 'object' && address ? `localhost:${address.port}` : 'localhost';
    respond(req, res, fallbackHost).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, data: null, message: 'Mock API error', code: 'MOCK_ERROR' }));
    });
  });
  return server;
}
