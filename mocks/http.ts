// zod's English messages (src/zod-locale.ts) for a check of the mock's own; a request's 400 has a person's words (readWire).
import { newRequestId, REQUEST_ID_HEADER } from '@server/http/request-id';
import '@/zod-locale';
import { delay, http, HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import type { EndpointDef } from '@/api/endpoints';
import { MODE_HEADER } from '@/api/mode';
import { toWire } from '@/api/schemas/common';
import { authenticate } from '@server/http/authenticate';
import { MAX_URL_LENGTH, parseJsonBody, readWire, uriTooLong } from '@server/http/request-body';
import { saveDb, type DbState } from './db';
import { runBeforeRequest } from './before-request';
import { type ErrorHeaders, MockError, notFound } from './errors';
import type { FieldProblem } from '@server/domain/errors';
import { getLatency } from './latency';
import { recordRequest, traceRequest } from '@server/http/request-log';
import { clientOf } from './client-identity';
import { mockCtx, mockSandbox, mockStore } from './server-api';
import type { Ctx, Tx } from '@server/domain/ports';

export { jsonDeeperThan, MAX_JSON_DEPTH, MAX_URL_LENGTH, parseJsonBody, uriTooLong } from '@server/http/request-body';

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
  /** The sign-in's session; null for a request authenticated by an API key (server/domain/api-keys). */
  session: E['auth'] extends 'public' ? null : SessionRecord | null;
  /**
   * The request's transaction, for the rules that moved to the server (server/domain): what they
   * write through it is undone if the resolver refuses.
   */
  ctx: Ctx;
}

export type Resolver<E extends EndpointDef> = (
  context: HandlerContext<E>,
) => z.input<E['reply']> | Promise<z.input<E['reply']>>;

export function errorReply(
  status: number,
  message: string,
  code: string,
  headers: ErrorHeaders = {},
  fields?: readonly FieldProblem[],
) {
  return HttpResponse.json(
    { success: false, data: null, message, code, ...(fields ? { fields } : {}) },
    { status, headers },
  );
}

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

/** The reply envelope's `livemode`, where the caller is known. */
const inMode = (livemode: boolean | undefined) => (livemode === undefined ? {} : { livemode });

/**
 * One mock handler for one endpoint of the contract: it authenticates like a strict
 * backend, decodes body and query with the endpoint's own schemas (400 when they do not
 * fit), and encodes the resolver's value as the reply. (Idempotent endpoints — the money
 * movements — are the server's: server/http/idempotency.ts.)
 */
export function handle<E extends EndpointDef>(endpoint: E, resolve: Resolver<E>) {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](`*${endpoint.path}`, async (info) => {
    // A request made with an API key goes to its partner's request log (server/http/request-log.ts).
    const trace = traceRequest(info.request);
    const response = withRequestId(await answer(endpoint, resolve, info));
    if (trace) await recordRequest(mockStore, trace, response);
    return response;
  });
}

/** The reply with its own X-Request-Id (mocks/request-id.ts), in every way the mock runs. */
function withRequestId(response: Response): Response {
  if (response.type !== 'error') response.headers.set(REQUEST_ID_HEADER, newRequestId());
  return response;
}

async function answer<E extends EndpointDef>(
  endpoint: E,
  resolve: Resolver<E>,
  { request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> },
): Promise<Response> {
  const latency = getLatency();
  if (latency > 0) await delay(latency);
  // The body is read before the request waits its turn: a request its client gave up on meanwhile
  // must not hold the queue.
  const text = endpoint.body ? await request.text().catch(() => '') : '';
  // One request at a time, in the store's queue with the server API's (mocks/server-api.ts).
  return mockStore.transaction((tx) => answerAlone(endpoint, resolve, { request, params, text }, tx));
}

async function answerAlone<E extends EndpointDef>(
  endpoint: E,
  resolve: Resolver<E>,
  {
    request,
    params,
    text,
  }: { request: Request; params: Record<string, string | readonly string[] | undefined>; text: string },
  tx: Tx,
): Promise<Response> {
  // What is due by now happens before anything reads or moves money (mocks/before-request.ts).
  const ctx = mockCtx(tx, request);
  if ((await runBeforeRequest(ctx)) > 0) saveDb();
  // Which mode answers an authenticated caller (docs/api-contract.md, Test mode): false in a
  // test key's sandbox only; absent on public endpoints and before the caller is known.
  let livemode: boolean | undefined;
  try {
    const caller = await authenticate(tx, endpoint, request, Date.now(), {
      testMode: request.headers.get(MODE_HEADER) === 'test',
      client: clientOf(request),
      enterSandbox: mockSandbox,
    });
    // The mock's handlers know the caller as a user whose id is the partner acted for (a sandbox twin's in test mode).
    const auth = caller ? { user: { ...caller.user, id: caller.partnerId }, session: caller.session } : null;
    livemode = caller?.livemode;

    const json = endpoint.body ? parseJsonBody(text) : undefined;

    const body: unknown = endpoint.body ? readWire(endpoint.body, json) : undefined;
    const query: unknown = endpoint.query
      ? readWire(endpoint.query, Object.fromEntries(new URL(request.url).searchParams))
      : undefined;

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
      ctx,
    };
    // A refusal undoes what the server's rules wrote through `ctx` (the handler's own writes are its own to undo).
    const value = await tx.savepoint(async () => resolve(context as HandlerContext<E>));
    const reply = { success: true, data: toWire(endpoint.reply, value) ?? null, ...inMode(livemode) };
    if (endpoint.method !== 'GET') saveDb();
    return HttpResponse.json(reply, { status: endpoint.status ?? 200 });
  } catch (error) {
    if (!(error instanceof MockError)) throw error;
    if (livemode === undefined) return errorReply(error.status, error.message, error.code, error.headers, error.fields);
    const body = {
      success: false,
      data: null,
      message: error.message,
      code: error.code,
      livemode,
      ...(error.fields ? { fields: error.fields } : {}),
    };
    return HttpResponse.json(body, { status: error.status, headers: error.headers });
  }
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

/** Newest first by an ISO timestamp (server/domain/lists.ts): the mock's lists order as the server's do. */
export { newestFirst } from '@server/domain/lists';
