import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { MODE_HEADER } from '@/api/mode';
import { DomainError, type ErrorHeaders } from '../domain/errors';
import { MAX_URL_LENGTH, uriTooLong } from './request-body';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';

/*
 * An API behind node:http: `npm run server` answers with the server's app (server/http/app.ts),
 * `npm run api:mock` with the same app behind the dev tools (mocks/dev-server/front.ts); both
 * through this front, with CORS for the origins they name.
 *
 * Bad requests are refused before any handler sees them, with the error envelope and never a
 * 5xx: no or a malformed Host (400), a method the API does not speak (405 with `Allow`), a URL
 * over 8,192 characters (414), a body that is not JSON on a write to /api/* (415), a body over
 * 1 MB (413, read no further). A refused request changes nothing.
 *
 * Each exchange is reported once it is over (`onExchange`): as its reply goes out — refusals
 * included, with the real duration — or, when none does, once its socket is closed (status 0). A
 * reply of type `error` (the mock's `network` fault) destroys the socket instead.
 */

/** One request as it went: what a log line shows. */
export interface FrontExchange {
  /** Epoch ms when it came. */
  startedAt: number;
  method: string;
  /** The path with its query, as the client sent it. */
  path: string;
  /** 0 when no reply went out (the client went away, a network or timeout fault). */
  status: number;
  durationMs: number;
  requestBody: Buffer | null;
  replyBody: Buffer | null;
  /** The request the API saw, if it got that far. */
  request?: Request | undefined;
}

export interface HttpFrontOptions {
  /** The reply to a request (undefined: no endpoint there, a 404; type `error`: cut the connection). */
  answer: (request: Request, remoteAddress: string | undefined) => Promise<Response | undefined>;
  /** The origins answered with CORS (the web app's). */
  allowOrigin: (origin: string) => boolean;
  /** Before a CORS preflight is answered (the mock's latency: a preflight crosses the same network). */
  beforePreflight?: () => Promise<void>;
  /** Once per request, when its exchange is over. */
  onExchange?: (exchange: FrontExchange) => void;
  /** A bug behind the front (answered 500). */
  onUnexpected?: (error: unknown) => void;
}

/** What a request handler learns along the way, for the log. */
interface Exchange {
  startedAt: number;
  start: number;
  method: string;
  path: string;
  requestBody: Buffer | null;
  status: number;
  replyBody: Buffer | null;
  /** The request the API saw. */
  request?: Request;
  /** Reports it, once: as its reply is sent, or when its socket closes without one. */
  finish: () => void;
}

/** The largest request body read, in bytes: the largest proof of delivery the contract takes fits (≈1.1 MB). */
export const MAX_BODY_BYTES = 1.5 * 1024 * 1024;

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOW = ALLOWED_METHODS.join(', ');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `host[:port]`: a DNS name or IPv4 address, or a bracketed IPv6 address, and a port of at most 5 digits. */
const HOST_HEADER = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const envelope = (message: string, code: string) => JSON.stringify({ success: false, data: null, message, code });

const methodNotAllowed = (method: string) =>
  new DomainError(405, `Method ${method} is not allowed`, 'METHOD_NOT_ALLOWED', { Allow: ALLOW });

/** The request's URL on the Host it names; 400 when the Host is missing or is no host, or the target no path. */
function requestUrl(req: IncomingMessage): URL {
  const host = req.headers.host;
  let base: URL | null = null;
  try {
    if (host && HOST_HEADER.test(host)) base = new URL(`http://${host}`);
  } catch {
    base = null;
  }
  if (!base) throw new DomainError(400, 'The Host header is missing or malformed', 'BAD_REQUEST');
  const target = req.url ?? '/';
  try {
    // Origin form ("/api/x?y") as sent by every client; absolute form ("http://h/api/x") keeps its path only.
    const path = target.startsWith('/') ? target : `${new URL(target).pathname}${new URL(target).search}`;
    return new URL(`${base.origin}${path}`);
  } catch {
    throw new DomainError(400, 'The request target is malformed', 'BAD_REQUEST');
  }
}

/** A write that carries a body (by its length or its chunked encoding). */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

const tooLarge = () =>
  new DomainError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`, 'PAYLOAD_TOO_LARGE', {
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

/** The request for msw; its signal aborts when the client goes away (a held request is then let go). */
function toRequest(req: IncomingMessage, url: URL, body: Buffer, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    signal,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
  });
}

/** Writes a whole reply and keeps it for the log. */
function send(
  res: ServerResponse,
  exchange: Exchange,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer | string,
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, headers);
  res.end(bytes);
  exchange.status = status;
  exchange.replyBody = bytes;
  // Logged as it goes out, so that a client that reads the log next finds it there.
  exchange.finish();
}

async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  exchange: Exchange,
  options: HttpFrontOptions,
): Promise<void> {
  // Every reply names its request (refusals of the front itself too); the API's own id replaces
  // this one below, so a reply carries one id.
  res.setHeader(REQUEST_ID_HEADER, newRequestId());
  const origin = req.headers.origin;
  if (origin && options.allowOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', `Retry-After, ${REQUEST_ID_HEADER}`);
    res.setHeader('Vary', 'Origin');
  }
  const url = requestUrl(req);
  exchange.path = `${url.pathname}${url.search}`;
  const method = req.method ?? 'GET';
  if (!ALLOWED_METHODS.includes(method)) throw methodNotAllowed(method);
  // Refused before any path matching runs (msw's, in the mock, throws past it), whatever the path.
  if (url.href.length > MAX_URL_LENGTH) throw uriTooLong();
  if (method === 'OPTIONS') {
    await options.beforePreflight?.();
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': `Authorization, Content-Type, Accept, Idempotency-Key, ${MODE_HEADER}`,
      'Access-Control-Max-Age': '600',
    });
    res.end();
    exchange.status = 204;
    exchange.finish();
    return;
  }
  if (WRITES.has(method) && url.pathname.startsWith('/api/') && hasBody(req) && !isJson(req.headers['content-type'])) {
    throw new DomainError(
      415,
      'The request body must be JSON (Content-Type: application/json)',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
  const body = await readBody(req);
  exchange.requestBody = body;
  // Aborted when the client goes away first (a request the mock holds is let go then).
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once('close', onClose);
  const request = toRequest(req, url, body, gone.signal);
  exchange.request = request;
  let response: Response | undefined;
  try {
    // Who is asking (the sign-in limits count per client): the socket, never a header.
    response = await options.answer(request, req.socket.remoteAddress);
  } finally {
    res.off('close', onClose);
  }
  if (!response) {
    send(
      res,
      exchange,
      404,
      { 'Content-Type': 'application/json' },
      envelope(`No endpoint ${method} ${url.pathname}`, 'NOT_FOUND'),
    );
    return;
  }
  if (response.type === 'error') {
    // No reply at all, the connection cut (the mock's `network` fault, a `timeout` let go).
    res.destroy();
    return;
  }
  response.headers.forEach((value, name) => res.setHeader(name, value));
  send(res, exchange, response.status, {}, Buffer.from(await response.arrayBuffer()));
}

function refuse(res: ServerResponse, exchange: Exchange, error: DomainError): void {
  send(
    res,
    exchange,
    error.status,
    { 'Content-Type': 'application/json', ...error.headers },
    envelope(error.message, error.code),
  );
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

/** What node's HTTP parser refused, in the error envelope (node would answer a bare 400). */
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

/** The exchange is over (replied, refused, or the client gone): reported. */
function finish(exchange: Omit<Exchange, 'finish'>, options: HttpFrontOptions): void {
  options.onExchange?.({
    startedAt: exchange.startedAt,
    method: exchange.method,
    path: exchange.path,
    status: exchange.status,
    durationMs: performance.now() - exchange.start,
    requestBody: exchange.requestBody,
    replyBody: exchange.replyBody,
    request: exchange.request,
  });
}

/** An HTTP server answering with `options.answer` (not listening yet). */
export function createHttpFront(options: HttpFrontOptions): Server {
  // Host is checked by `requestUrl`, so that its absence gets the envelope too.
  const server: Server = createServer({ requireHostHeader: false }, (req, res) => {
    let finished = false;
    const exchange: Exchange = {
      startedAt: Date.now(),
      start: performance.now(),
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      requestBody: null,
      status: 0,
      replyBody: null,
      finish: () => {
        if (finished) return;
        finished = true;
        finish(exchange, options);
      },
    };
    // No reply went out (a network or timeout fault, the client gone first): over when the socket is.
    res.once('close', () => exchange.finish());
    respond(req, res, exchange, options).catch((error: unknown) => {
      if (error instanceof DomainError) {
        if (!res.headersSent) refuse(res, exchange, error);
        else res.end();
        return;
      }
      // The client went away mid-body: nobody is left to answer.
      if (req.errored) {
        res.destroy();
        return;
      }
      options.onUnexpected?.(error);
      if (res.headersSent) res.end();
      else send(res, exchange, 500, { 'Content-Type': 'application/json' }, envelope('API error', 'INTERNAL_ERROR'));
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
