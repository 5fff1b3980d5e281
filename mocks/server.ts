import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { resetDb } from './db';
import { handlers } from './handlers';
import { setLatency } from './latency';

/*
 * The mock API as a real HTTP server (`npm run api:mock`), for a production build,
 * curl or a backend-less demo. The same msw handlers answer; state lives in memory.
 *   MOCK_PORT (8111)  MOCK_LATENCY_MS (0)  MOCK_DELIVERIES (extra generated deliveries, 0)
 */
const port = Number(process.env.MOCK_PORT ?? 8111);
setLatency(Number(process.env.MOCK_LATENCY_MS ?? 0));
resetDb({ extraDeliveries: Number(process.env.MOCK_DELIVERIES ?? 0) });

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

function toRequest(req: IncomingMessage, body: Buffer): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
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

async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = allowedOrigin(req.headers.origin);
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }
  const request = toRequest(req, await readBody(req));
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

const server = createServer((req, res) => {
  respond(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, data: null, message: 'Mock API error', code: 'MOCK_ERROR' }));
  });
});

server.listen(port, () => {
  console.log(`DeliverOS mock API on http://localhost:${port} (demo@example.com / Partner123!)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
