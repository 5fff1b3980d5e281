import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { type ErrorHeaders, MockError } from './http';
import { getLatency } from './latency';
import { isLocalOrigin } from './origin';

/*
 * The mock API behind node:http: the same msw handlers answer real HTTP requests, with CORS
 * for the app's own origins. `mocks/server.ts` runs it on MOCK_PORT; tests start it on a
 * free port.
 *
 * Bad requests are refused before any handler sees them, with the mock's error envelope and
 * never a 5xx: no or a malformed Host (400), a method the API does not speak (405 with
 * `Allow`), a body that is not JSON on a write to /api/* (415), a body over 1 MB (413, read
 * no further). A refused request changes nothing.
 */

/** The largest request body the mock reads, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOW = ALLOWED_METHODS.join(', ');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `host[:port]`: a DNS name or IPv4 address, or a bracketed IPv6 address, and a port of at most 5 digits. */
const HOST_HEADER = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const envelope = (message: string, code: string) => JSON.stringify({ success: false, data: null, message, code });

const methodNotAllowed = (method: string) =>
  new MockError(405, `Method ${method} is not allowed`, 'METHOD_NOT_ALLOWED', { Allow: ALLOW });

/** The request's URL on the Host it names; 400 when the Host is missing or is no host, or the target no path. */
function requestUrl(req: IncomingMessage): URL {
  const host = req.headers.host;
  let base: URL | null = null;
  try {
    if (host && HOST_HEADER.test(host)) base = new URL(`http://${host}`);
  } catch {
    base = null;
  }
  if (!base) throw new MockError(400, 'The Host header is missing or malformed', 'BAD_REQUEST');
  const target = req.url ?? '/';
  try {
    // Origin form ("/api/x?y") as sent by every client; absolute form ("http://h/api/x") keeps its path only.
    const path = target.startsWith('/') ? target : `${new URL(target).pathname}${new URL(target).search}`;
    return new URL(`${base.origin}${path}`);
  } catch {
    throw new MockError(400, 'The request target is malformed', 'BAD_REQUEST');
  }
}

/** A write that carries a body (by its length or its chunked encoding). */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

const tooLarge = () =>
  new MockError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`, 'PAYLOAD_TOO_LARGE', {
    Connection: 'close',
  });

/**
 * The body, read up to MAX_BODY_BYTES; past that, reading stops and a 413 is thrown (its
 * `Connection: close` ends the upload once the refusal is sent).
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        stop();
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks));
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function toRequest(req: IncomingMessage, url: URL, body: Buffer): Request {
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

async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = req.headers.origin;
  if (origin && isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    res.setHeader('Vary', 'Origin');
  }
  const url = requestUrl(req);
  const method = req.method ?? 'GET';
  if (!ALLOWED_METHODS.includes(method)) throw methodNotAllowed(method);
  if (method === 'OPTIONS') {
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
  if (WRITES.has(method) && url.pathname.startsWith('/api/') && hasBody(req) && !isJson(req.headers['content-type'])) {
    throw new MockError(
      415,
      'The request body must be JSON (Content-Type: application/json)',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
  const request = toRequest(req, url, await readBody(req));
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(envelope(`No endpoint ${method} ${url.pathname}`, 'NOT_FOUND'));
    return;
  }
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.writeHead(response.status);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function refuse(res: ServerResponse, error: MockError): void {
  res.writeHead(error.status, { 'Content-Type': 'application/json', ...error.headers });
  res.end(envelope(error.message, error.code));
}

/** A whole response written on a bare socket, for requests that never reach the request handler. */
function rawReply(status: number, message: string, code: string, headers: ErrorHeaders = {}): string {
  const body = envelope(message, code);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** What node's HTTP parser refused, as the mock's envelope (node would answer a bare 400). */
function parserRefusal(code: string | undefined): string {
  switch (code) {
    case 'HPE_INVALID_METHOD':
      return rawReply(405, 'This method is not allowed', 'METHOD_NOT_ALLOWED', { Allow: ALLOW });
    case 'HPE_HEADER_OVERFLOW':
      return rawReply(431, 'The request headers are too large', 'HEADERS_TOO_LARGE');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return rawReply(413, 'The request chunk extensions are too large', 'PAYLOAD_TOO_LARGE');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return rawReply(408, 'The request took too long to arrive', 'REQUEST_TIMEOUT');
    default:
      return rawReply(400, 'The request is not valid HTTP', 'BAD_REQUEST');
  }
}

/** An HTTP server answering with the mock API (not listening yet). */
export function createMockHttpServer(): Server {
  // Host is checked by `requestUrl`, so that its absence gets the envelope too.
  const server: Server = createServer({ requireHostHeader: false }, (req, res) => {
    respond(req, res).catch((error: unknown) => {
      if (error instanceof MockError) {
        if (!res.headersSent) refuse(res, error);
        else res.end();
        return;
      }
      // The client went away mid-body: nobody is left to answer.
      if (req.errored) {
        res.destroy();
        return;
      }
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(envelope('Mock API error', 'MOCK_ERROR'));
    });
  });
  // CONNECT (a proxy tunnel) never reaches the request handler: refuse it here.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const error = methodNotAllowed(req.method ?? 'CONNECT');
    socket.end(rawReply(error.status, error.message, error.code, error.headers));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(parserRefusal(error.code));
  });
  return server;
}
