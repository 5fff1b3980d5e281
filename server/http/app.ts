import type { EndpointDef } from '@/api/endpoints';
import { MODE_HEADER } from '@/api/mode';
import { toWire } from '@/api/schemas/common';
import { AfterCommit } from '../domain/after-commit';
import { DomainError } from '../domain/errors';
import type { Services, Store } from '../domain/ports';
import { authenticate, type EnterSandbox } from './authenticate';
import { claimIdempotencyKey, type KeptReply } from './idempotency';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';
import { recordRequest, traceRequest } from './request-log';
import { MAX_URL_LENGTH, parseJsonBody, readWire, uriTooLong } from './request-body';
import { findRoute } from './router';
import { routeOf } from './routes';
import type { Caller, RouteContext } from './routes/table';

/*
 * The API as one function of a web Request to a Response, bound to the contract of src/api: the
 * server runs it behind node:http (server/http/node-front.ts), the mock runs it in the browser and
 * in Vitest behind msw (mocks/server-api.ts). For each request:
 *
 *   route (404, 405, 414) → one transaction: the
 *   caller (401, 403) → a money movement's Idempotency-Key (server/http/idempotency.ts: 400,
 *   422, or the reply it already got) → body and query by the contract's schemas (400) → the
 *   use-case → the reply, checked against the contract's reply schema, in the envelope.
 *
 * A refusal (a DomainError) undoes the request's writes, but for one marked `keepingWrites`
 * (a failed sign-in is recorded). Anything else thrown is a bug: undone, answered 500 with the
 * request's id, and reported through `onUnexpected`. Nothing a client sends can cause a 5xx.
 */

export interface ApiOptions {
  store: Store;
  services: Services;
  /** The client a request comes from (the sign-in limits count per client): server/http/client.ts. */
  clientOf: (request: Request) => string;
  /** Where the web app runs, for the links of the e-mails a request causes. */
  appOriginOf: (request: Request) => string;
  /** Test mode's sandbox twin (server/domain/partners/sandbox.ts); without it, test mode answers 501. */
  enterSandbox?: EnterSandbox;
  onUnexpected: (error: unknown, request: Request) => void;
  /** After each transaction that committed (the server's outbox relay is poked). */
  afterCommit?: () => void;
}

/** A JSON reply, its length said (as GET's, which HEAD repeats without the body). */
function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return new Response(bytes, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength), ...headers },
  });
}

/** The reply envelope's `livemode`, where the caller is known. */
const inMode = (livemode: boolean | undefined) => (livemode === undefined ? {} : { livemode });

const refusalBody = (error: DomainError, livemode?: boolean): KeptReply => ({
  status: error.status,
  body: {
    success: false,
    data: null,
    message: error.message,
    code: error.code,
    ...inMode(livemode),
    ...(error.fields ? { fields: error.fields } : {}),
  },
});

const refusalReply = (error: DomainError, livemode?: boolean) => {
  const { status, body } = refusalBody(error, livemode);
  return json(status, body, error.headers);
};

export type Api = (request: Request) => Promise<Response>;

export function createApi(options: ApiOptions): Api {
  return async (request) => {
    const head = request.method === 'HEAD';
    // A request made with an API key is logged for the key's partner once answered (request-log.ts).
    const trace = traceRequest(request);
    let response: Response;
    try {
      // HEAD runs as a GET copy of the request, asked by the same client (the copy has no socket).
      const asked = head
        ? { ...options, clientOf: () => options.clientOf(request), appOriginOf: () => options.appOriginOf(request) }
        : options;
      response = await answer(asked, head ? new Request(request, { method: 'GET' }) : request);
    } catch (error) {
      if (error instanceof DomainError) response = refusalReply(error);
      else {
        options.onUnexpected(error, request);
        response = json(500, {
          success: false,
          data: null,
          message: 'Something went wrong on our side. Try again, and quote the request id if it persists.',
          code: 'INTERNAL_ERROR',
        });
      }
    }
    response.headers.set(REQUEST_ID_HEADER, newRequestId());
    if (trace) {
      await recordRequest(options.store, trace, response).catch((error: unknown) =>
        options.onUnexpected(error, request),
      );
    }
    if (!head) return response;
    // HEAD: as GET, without the body (its length said).
    const length = (await response.arrayBuffer()).byteLength;
    const headers = new Headers(response.headers);
    headers.set('Content-Length', String(length));
    return new Response(null, { status: response.status, headers });
  };
}

async function answer(options: ApiOptions, request: Request): Promise<Response> {
  if (request.url.length > MAX_URL_LENGTH) throw uriTooLong();
  const url = new URL(request.url);
  const { route, allowed } = findRoute(request.method, url.pathname);
  if (!route) {
    if (allowed.length > 0) {
      throw new DomainError(405, `Method ${request.method} is not allowed`, 'METHOD_NOT_ALLOWED', {
        Allow: allowed.join(', '),
      });
    }
    throw new DomainError(404, `No endpoint ${request.method} ${url.pathname}`, 'NOT_FOUND');
  }
  const { endpoint } = route;
  const run = routeOf(route.name);
  // Read before the request waits for its transaction: a client gone meanwhile holds nothing up.
  const text = endpoint.body ? await request.text().catch(() => '') : '';
  const now = Date.now();
  const requestInfo = {
    client: options.clientOf(request),
    appOrigin: options.appOriginOf(request),
    signal: request.signal,
  };

  let livemode: boolean | undefined;
  const outcome = await options.store
    .transaction(async (tx): Promise<Outcome> => {
      try {
        const caller: Caller | null = await authenticate(tx, endpoint, request, now, {
          testMode: request.headers.get(MODE_HEADER) === 'test',
          client: requestInfo.client,
          ...(options.enterSandbox ? { enterSandbox: options.enterSandbox } : {}),
        });
        livemode = caller?.livemode;
        const keyed =
          endpoint.idempotent && caller
            ? await claimIdempotencyKey(tx, endpoint, request, caller.partnerId, text)
            : null;
        if (keyed?.replay) return { reply: keyed.replay, committed: true };
        const context: RouteContext<EndpointDef> = {
          ctx: { tx, services: options.services, request: requestInfo },
          body: endpoint.body ? parse(endpoint.body, parseJsonBody(text)) : undefined,
          query: endpoint.query ? parse(endpoint.query, Object.fromEntries(url.searchParams)) : undefined,
          params: route.params,
          caller: caller as RouteContext<EndpointDef>['caller'],
          now,
          request,
        };
        const success = (value: unknown): KeptReply => ({
          status: endpoint.status ?? 200,
          body: { success: true, data: toWire(endpoint.reply, value) ?? null, ...inMode(livemode) },
        });
        if (!keyed) {
          const value = await run(context);
          // Work the reply waits for that holds no transaction open (a webhook sent now): after the commit.
          if (value instanceof AfterCommit) return { later: { work: value, success }, committed: true };
          return { reply: success(value), committed: true };
        }
        // A refusal is kept under the key too, its writes undone (those it keeps aside).
        const reply = await tx
          .savepoint(async () => keptRefusal(() => run(context)))
          .then(
            (result) => (result.refusal ? refusalBody(result.refusal, livemode) : success(result.value)),
            (error: unknown) => {
              if (error instanceof DomainError) return refusalBody(error, livemode);
              throw error;
            },
          );
        await keyed.keep(reply);
        return { reply, committed: true };
      } catch (error) {
        // A refusal that keeps what the request wrote (a failed sign-in recorded): committed, then sent.
        if (error instanceof DomainError && error.keepWrites) return { refusal: error, committed: true };
        throw error;
      }
    })
    .catch((error: unknown): Outcome => {
      if (error instanceof DomainError) return { refusal: error, committed: false };
      throw error;
    });
  if (outcome.committed) options.afterCommit?.();
  if (outcome.refusal) return refusalReply(outcome.refusal, livemode);
  if (outcome.later) {
    const reply = outcome.later.success(await outcome.later.work.run(options.store));
    options.afterCommit?.();
    return json(reply.status, reply.body);
  }
  return json(outcome.reply.status, outcome.reply.body);
}

/** What a request's transaction ends with: the reply to send (or the work after the commit that makes it), or the refusal; whether it committed. */
type Outcome = { committed: boolean } & (
  | { reply: KeptReply; refusal?: undefined; later?: undefined }
  | {
      later: { work: AfterCommit<unknown>; success: (value: unknown) => KeptReply };
      reply?: undefined;
      refusal?: undefined;
    }
  | { refusal: DomainError; later?: undefined }
);

/** Runs `work`, a refusal that keeps its writes returned rather than thrown (so a savepoint keeps them). */
async function keptRefusal(work: () => Promise<unknown>): Promise<{ value?: unknown; refusal?: DomainError }> {
  try {
    return { value: await work() };
  } catch (error) {
    if (error instanceof DomainError && error.keepWrites) return { refusal: error };
    throw error;
  }
}

function parse(schema: NonNullable<EndpointDef['body']>, value: unknown): unknown {
  return readWire(schema, value);
}
