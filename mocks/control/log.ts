import { getResponse, http, type RequestHandler } from 'msw';
import { faultOf } from './fault-responder';

/*
 * The request log (issue 14): the last 500 /api/* exchanges the mock answered, newest first from
 * GET /__mock/log. It is written in one place per runtime, where the final reply is known:
 * - `npm run api:mock` (mocks/dev-server/front.ts) records each request around the API, once
 *   its socket is done, refusals made before any handler (413, 415, 405…) included, with the
 *   real duration and status 0 when no reply went out (a `network` or `timeout` fault);
 * - the in-browser mock (mocks/browser.ts) puts `apiLogger(handlers)` in front of the handlers:
 *   one handler for /api/* that asks the others for the reply (getResponse) and records it.
 *   msw's lifecycle events were the other way, but the worker reports a reply only once it has
 *   reached the page and never reports a network error the same way, so the duration and the
 *   status 0 of a fault would be guesses there.
 * Kept in memory only (the browser's too: a reload empties it). /__mock requests are never logged.
 */

export const LOG_CAPACITY = 500;
/** Bodies longer than this (characters) are kept as their first 10 kB of text. */
export const LOG_BODY_LIMIT = 10 * 1024;

export interface LogEntry {
  id: string;
  /** When the request arrived (ISO). */
  at: string;
  method: string;
  /** The path with its query. */
  path: string;
  /** 0 when no reply went out (a network or timeout fault). */
  status: number;
  durationMs: number;
  requestBody: unknown;
  replyBody: unknown;
  /** The fault rule that answered, if one did. */
  fault?: string;
}

export interface Exchange {
  /** Epoch ms of the request's arrival. */
  startedAt: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestBody: string | null;
  replyBody: string | null;
  fault?: string | undefined;
}

/** Oldest first; at most LOG_CAPACITY. */
let entries: LogEntry[] = [];
let sequence = 0;

/** A body as the log keeps it: null when empty, its JSON value, else its text; past 10 kB, text cut there. */
export function bodyForLog(text: string | null): unknown {
  if (text === null || text === '') return null;
  if (text.length > LOG_BODY_LIMIT) {
    return `${text.slice(0, LOG_BODY_LIMIT)}… (cut at ${LOG_BODY_LIMIT} of ${text.length} characters)`;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function recordExchange(exchange: Exchange): LogEntry {
  sequence += 1;
  const entry: LogEntry = {
    id: `log_${sequence}`,
    at: new Date(exchange.startedAt).toISOString(),
    method: exchange.method,
    path: exchange.path,
    status: exchange.status,
    durationMs: Math.max(0, Math.round(exchange.durationMs)),
    requestBody: bodyForLog(exchange.requestBody),
    replyBody: bodyForLog(exchange.replyBody),
    ...(exchange.fault !== undefined ? { fault: exchange.fault } : {}),
  };
  entries.push(entry);
  if (entries.length > LOG_CAPACITY) entries = entries.slice(entries.length - LOG_CAPACITY);
  return entry;
}

/** The newest `limit` entries (all kept ones by default), newest first. */
export function logEntries(limit = LOG_CAPACITY): LogEntry[] {
  return entries.slice(-Math.max(0, limit)).reverse();
}

export function clearLog(): void {
  entries = [];
}

/**
 * The in-browser mock's logger: one handler for /api/* in front of `handlers`, which answers
 * with their reply (nothing when none has one: the request goes on as unhandled) and logs it.
 */
export function apiLogger(handlers: readonly RequestHandler[]) {
  // A custom predicate, not msw's path pattern: that one throws for a URL over 8,192 characters.
  const isApi = ({ request }: { request: Request }) => new URL(request.url).pathname.startsWith('/api/');
  return http.all(isApi, async ({ request }) => {
    const startedAt = Date.now();
    const start = performance.now();
    const url = new URL(request.url);
    // Read before the handlers consume the body.
    const requestBody = request.body ? await request.clone().text() : null;
    const response = await getResponse([...handlers], request);
    if (!response) return undefined;
    const failed = response.type === 'error';
    recordExchange({
      startedAt,
      method: request.method,
      path: `${url.pathname}${url.search}`,
      status: failed ? 0 : response.status,
      durationMs: performance.now() - start,
      requestBody,
      replyBody: failed ? null : await response.clone().text(),
      fault: faultOf(request),
    });
    return response;
  });
}
