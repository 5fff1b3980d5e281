// The mock answers refusals with zod's English messages (src/zod-locale.ts).
import '@/zod-locale';
import { delay, http, HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import type { EndpointDef } from '@/api/endpoints';
import { fromWire, toSnake, toWire } from '@/api/schemas/common';
import { db, saveDb, type DbState } from './db';
import { runBeforeRequest } from './before-request';
import { type ErrorHeaders, MockError, notFound } from './errors';
import { getLatency } from './latency';

export type UserRecord = DbState['users'][number];
export type SessionRecord = DbState['sessions'][number];

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface HandlerContext<E extends EndpointDef> {
  request: Request;
  params: Record<string, string>;
  body: Output<E['body']>;
  query: Output<E['query']>;
  /** The signed-in user (for `user` endpoints) or the refresh token's owner (for `refresh`). */
  user: E['auth'] extends 'public' ? null : UserRecord;
  session: E['auth'] extends 'public' ? null : SessionRecord;
}

export type Resolver<E extends EndpointDef> = (
  context: HandlerContext<E>,
) => z.input<E['reply']> | Promise<z.input<E['reply']>>;

export function errorReply(status: number, message: string, code: string, headers: ErrorHeaders = {}) {
  return HttpResponse.json({ success: false, data: null, message, code }, { status, headers });
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : null;
}

function authenticate(
  endpoint: EndpointDef,
  request: Request,
): { user: UserRecord; session: SessionRecord } | MockError | null {
  if (endpoint.auth === 'public') return null;
  const token = bearer(request);
  const session = db.state.sessions.find((s) =>
    endpoint.auth === 'refresh' ? s.refreshToken === token : s.token === token,
  );
  if (!token || !session) return new MockError(401, 'Authentication required', 'UNAUTHORIZED');
  if (endpoint.auth === 'user' && session.expiresAt <= Date.now()) {
    return new MockError(401, 'Your session has expired', 'TOKEN_EXPIRED');
  }
  // A session stored before refresh tokens expired has no expiry: it signs in again.
  if (endpoint.auth === 'refresh' && (session.refreshExpiresAt ?? 0) <= Date.now()) {
    return new MockError(401, 'Your session has expired. Please sign in again.', 'REFRESH_EXPIRED');
  }
  const user = db.state.users.find((u) => u.id === session.userId);
  if (!user) return new MockError(401, 'Authentication required', 'UNAUTHORIZED');
  return { user, session };
}

/** The deepest nesting of arrays and objects a request body may have (`{"a":1}` is 1 level). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a valid JSON text nests arrays and objects deeper than `max`: one pass over the
 * characters, no recursion, so no input can exhaust the stack here (the key mapper of
 * src/api/schemas/common.ts recurses, and must never see such a value).
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; an unescaped quote ends the string.
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The longest URL msw's path matching takes: past it, its matcher throws before any handler runs
 * (a 500). `urlLimitHandler` comes first in the mock's handlers and refuses such a request itself.
 */
export const MAX_URL_LENGTH = 8_192;

export const uriTooLong = () =>
  new MockError(
    414,
    `The request URL is too long (at most ${MAX_URL_LENGTH.toLocaleString('en')} characters)`,
    'URI_TOO_LONG',
  );

/**
 * 414 for an API or control URL over MAX_URL_LENGTH; matched without msw's patterns, so it never
 * throws (other URLs — the app's own files in the browser — are not the mock's business).
 */
export const urlLimitHandler = http.all(
  ({ request }) => request.url.length > MAX_URL_LENGTH && /^\/(api|__mock)\//.test(new URL(request.url).pathname),
  () => {
    const error = uriTooLong();
    return errorReply(error.status, error.message, error.code);
  },
);

/** A request body's JSON (`{}` when empty); 400 when it is not JSON or nests too deeply. */
export function parseJsonBody(text: string): unknown {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new MockError(400, 'The request body is not valid JSON', 'INVALID_JSON');
  }
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new MockError(
      400,
      `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
      'JSON_TOO_DEEP',
    );
  }
  return value;
}

async function readJson(request: Request): Promise<unknown> {
  return parseJsonBody(await request.text());
}

function validationError(error: z.core.$ZodError): MockError {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.map((part) => toSnake(String(part))).join('.')}: ` : '';
  return new MockError(400, `${where}${issue?.message ?? 'Invalid request'}`, 'VALIDATION_ERROR');
}

/**
 * One mock handler for one endpoint of the contract: it authenticates like a strict
 * backend, decodes body and query with the endpoint's own schemas (400 when they do not
 * fit), replays a used Idempotency-Key, and encodes the resolver's value as the reply.
 */
export function handle<E extends EndpointDef>(endpoint: E, resolve: Resolver<E>) {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](`*${endpoint.path}`, async ({ request, params }) => {
    const latency = getLatency();
    if (latency > 0) await delay(latency);
    // What is due by now happens before anything reads or moves money (mocks/before-request.ts).
    if (runBeforeRequest() > 0) saveDb();
    try {
      const auth = authenticate(endpoint, request);
      if (auth instanceof MockError) throw auth;

      const key = request.headers.get('Idempotency-Key');
      // A key belongs to one endpoint: reusing it elsewhere is a new action, not a replay.
      const scope = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.idempotent && !key)
        throw new MockError(400, 'Idempotency-Key header is required', 'IDEMPOTENCY_KEY_REQUIRED');
      if (endpoint.idempotent && key && auth) {
        const seen = db.state.idempotency.find(
          (r) => r.key === key && r.scope === scope && r.partnerId === auth.user.id,
        );
        if (seen) return HttpResponse.json(seen.body as Record<string, unknown>, { status: seen.status });
      }

      let body: unknown;
      if (endpoint.body) {
        const parsed = fromWire(endpoint.body, await readJson(request));
        if (!parsed.success) throw validationError(parsed.error);
        body = parsed.data;
      }
      let query: unknown;
      if (endpoint.query) {
        const parsed = fromWire(endpoint.query, Object.fromEntries(new URL(request.url).searchParams));
        if (!parsed.success) throw validationError(parsed.error);
        query = parsed.data;
      }

      const stringParams = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join('/') : String(value)]),
      );
      const context = {
        request,
        params: stringParams,
        body,
        query,
        user: auth?.user ?? null,
        session: auth?.session ?? null,
      };
      let status: number = endpoint.status ?? 200;
      let headers: ErrorHeaders = {};
      let reply: Record<string, unknown>;
      try {
        const value = await resolve(context as HandlerContext<E>);
        reply = { success: true, data: toWire(endpoint.reply, value) ?? null };
      } catch (error) {
        if (!(error instanceof MockError) || !endpoint.idempotent) throw error;
        status = error.status;
        headers = error.headers;
        reply = { success: false, data: null, message: error.message, code: error.code };
      }
      if (endpoint.idempotent && key && auth) {
        db.state.idempotency.push({ key, scope, partnerId: auth.user.id, status, body: reply });
      }
      if (endpoint.method !== 'GET') saveDb();
      return HttpResponse.json(reply, { status, headers });
    } catch (error) {
      if (error instanceof MockError) return errorReply(error.status, error.message, error.code, error.headers);
      throw error;
    }
  });
}

/** One page of an already sorted list, in the contract's `{ items, total, page, limit }` shape. */
export function paginate<T>(items: readonly T[], query: { page: number; limit: number }) {
  const start = (query.page - 1) * query.limit;
  return { items: items.slice(start, start + query.limit), total: items.length, page: query.page, limit: query.limit };
}

/** The partner's own record with this id; another partner's record is as absent as a missing one (404). */
export function findOwned<T extends { id: string; partnerId: string }>(
  records: readonly T[],
  id: string | undefined,
  partnerId: string,
  what: string,
): T {
  const record = records.find((r) => r.id === id && r.partnerId === partnerId);
  if (!record) throw notFound(what);
  return record;
}

/**
 * Newest first by an ISO timestamp; records of the same instant keep their reverse
 * insertion order, so the one stored last comes first.
 */
export function newestFirst<T>(records: readonly T[], timestamp: (record: T) => string): T[] {
  return [...records].reverse().sort((a, b) => timestamp(b).localeCompare(timestamp(a)));
}
