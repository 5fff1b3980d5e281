import { http, HttpResponse } from 'msw';
import { endpoints, type EndpointDef } from '@/api/endpoints';
import { server } from '@mocks/node';
import { serverMessage, type FailureFault } from './fault-kinds';

/*
 * Faults injected into the mock API with a handler built from the endpoint's own method and
 * path (so the matrix cannot drift from src/api/endpoints.ts), and counters of the calls.
 */

type Method = Lowercase<EndpointDef['method']>;
const handlerFor = (endpoint: EndpointDef) => http[endpoint.method.toLowerCase() as Method];

/** Requests held open by a `timeout` fault; released when aborted, or at the end of the test. */
const hanging = new Set<() => void>();

/** Hung requests still held open: the clock (fault-clock.ts) does not wait on them as on the network. */
export const hangingRequests = () => hanging.size;

/** Lets every hung request end (as a network error): at the end of a test. */
export function releaseHangingRequests(): void {
  for (const release of [...hanging]) release();
}

function faultReply(fault: FailureFault, request: Request): Response | Promise<Response> {
  switch (fault) {
    case 'server-error':
      return HttpResponse.json(
        { success: false, data: null, message: serverMessage, code: 'INTERNAL_ERROR' },
        { status: 500 },
      );
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      return new Promise<Response>((resolve) => {
        const release = () => {
          hanging.delete(release);
          resolve(HttpResponse.error());
        };
        hanging.add(release);
        request.signal.addEventListener('abort', release, { once: true });
      });
    case 'wrong-shape':
      return HttpResponse.json({ success: true, data: { nonsense: 1 } });
    case 'not-json':
      return new HttpResponse('<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'empty-refusal':
      return HttpResponse.json({ success: false, data: null });
  }
}

export interface InjectedFault {
  /** Calls that reached this endpoint, faulted or not. */
  readonly hits: number;
  /** The Idempotency-Key of each call, in order. */
  readonly idempotencyKeys: Array<string | null>;
  /** The fault is gone: later calls reach the mock API. */
  heal: () => void;
}

/** Makes every call of `endpoint` fail with `fault` until `heal()`; the handler is the endpoint's own method and path. */
export function injectFault(endpoint: EndpointDef, fault: FailureFault): InjectedFault {
  let active = true;
  const idempotencyKeys: Array<string | null> = [];
  server.use(
    handlerFor(endpoint)(`*${endpoint.path}`, ({ request }) => {
      idempotencyKeys.push(request.headers.get('Idempotency-Key'));
      return active ? faultReply(fault, request) : undefined; // undefined: on to the mock API
    }),
  );
  return {
    get hits() {
      return idempotencyKeys.length;
    },
    idempotencyKeys,
    heal: () => {
      active = false;
    },
  };
}

/**
 * POST /api/auth/refresh refuses every refresh token (the server ended the session) — once
 * `ready()` (say, once the call under test has met its 401: else a fast session check's refusal
 * could sign the page out before the call is even sent). Gives up waiting after 3 s.
 */
export function breakRefresh(ready: () => boolean = () => true): void {
  server.use(
    handlerFor(endpoints.refresh)(`*${endpoints.refresh.path}`, async () => {
      const deadline = performance.now() + 3_000;
      while (!ready() && performance.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve));
      return HttpResponse.json(
        { success: false, data: null, message: 'Authentication required', code: 'UNAUTHORIZED' },
        { status: 401 },
      );
    }),
  );
}

/**
 * Holds POST /api/auth/refresh until `ready()` (say, until every expected call has met its
 * 401), then lets it through to the mock API: the calls are then concurrent for certain,
 * however fast the mock answers. Gives up waiting after 3 s (the test's checks then fail).
 */
export function holdRefreshUntil(ready: () => boolean): void {
  server.use(
    handlerFor(endpoints.refresh)(`*${endpoints.refresh.path}`, async () => {
      const deadline = performance.now() + 3_000;
      while (!ready() && performance.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve));
      return undefined;
    }),
  );
}

const pathPattern = (endpoint: EndpointDef) => new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/** The statuses the mock API answered `endpoint` with, in order (network errors and hangs have none). */
export function recordStatuses(endpoint: EndpointDef): () => number[] {
  const pattern = pathPattern(endpoint);
  const statuses: number[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (request.method === endpoint.method && pattern.test(new URL(request.url).pathname))
      statuses.push(response.status);
  });
  return () => [...statuses];
}

/** How many calls of `endpoint` started. */
export function countCalls(endpoint: EndpointDef): () => number {
  const pattern = pathPattern(endpoint);
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === endpoint.method && pattern.test(new URL(request.url).pathname)) count += 1;
  });
  return () => count;
}
