import { delay, http, HttpResponse } from 'msw';
import { getLatency } from '../latency';
import { catchesAny, FAULT_LIMITS, takeFault, type FaultRule } from './faults';

/*
 * Answering with a fault: `faultHandler` is the first msw handler of the mock (mocks/handlers/
 * index.ts). For a request a rule catches (mocks/control/faults.ts) it answers INSTEAD of the
 * endpoint's handler (nothing in the data changes, nothing settles); for any other request it
 * does not match, and the next handler runs. No node-only API here: this runs in the browser too.
 */

/** Which rule answered a request (the request the handlers saw): for the request log. */
const answeredBy = new WeakMap<Request, string>();
export const faultOf = (request: Request): string | undefined => answeredBy.get(request);

/** Requests a `timeout` rule is holding; each released when its client goes away. */
const held = new Set<() => void>();
/** A held request is let go after this long even if nobody told us its client left (the browser never does). */
let holdLimitMs = 10 * 60_000;

/** How long a `timeout` fault holds a request at most when its abort never arrives (the in-browser mock's worker sends none). */
export function setTimeoutHoldLimit(ms: number): void {
  holdLimitMs = Math.max(0, ms);
}

/** How many requests a `timeout` fault is holding now. */
export const heldRequests = (): number => held.size;

/** Lets every held request go (with a network error). */
export function releaseHeldRequests(): void {
  for (const release of [...held]) release();
}

/** No answer until the request is aborted (its client gave up) or the hold limit passes; then a network error. */
function hold(request: Request): Promise<Response> {
  return new Promise((resolve) => {
    const release = () => {
      if (!held.delete(release)) return;
      clearTimeout(timer);
      request.signal.removeEventListener('abort', release);
      resolve(HttpResponse.error());
    };
    const timer = setTimeout(release, holdLimitMs);
    // In Node, a held request does not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
    held.add(release);
    if (request.signal.aborted) release();
    else request.signal.addEventListener('abort', release, { once: true });
  });
}

/** A body that announces JSON and is not: cut off in the middle of an object. */
export const MALFORMED_JSON = '{"success":true,"data":{"id":"dlv_';

export const EXPIRED_TOKEN_MESSAGE = 'Your session has expired';

/** The reply of a rule (the envelope's shapes of the control API). */
export function faultResponse(rule: FaultRule, request: Request): Response | Promise<Response> {
  switch (rule.kind) {
    case 'status': {
      const status = rule.status ?? FAULT_LIMITS.defaultStatus;
      return HttpResponse.json(
        {
          success: false,
          data: null,
          message: rule.message ?? `Injected fault: HTTP ${status}`,
          code: 'INJECTED_FAULT',
        },
        { status },
      );
    }
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      return hold(request);
    case 'malformed-json':
      return new HttpResponse(MALFORMED_JSON, { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'success-false':
      return HttpResponse.json({
        success: false,
        data: null,
        ...(rule.message !== undefined ? { message: rule.message } : {}),
      });
    case 'expired-token':
      return HttpResponse.json(
        { success: false, data: null, message: EXPIRED_TOKEN_MESSAGE, code: 'TOKEN_EXPIRED' },
        { status: 401 },
      );
  }
}

const pathnameOf = (request: Request) => new URL(request.url).pathname;

/**
 * The first handler of the mock: matches only the requests a rule catches (so for every other
 * request msw goes on as if it were not there), and answers them with the rule's fault after
 * the mock's latency (a timeout holds from the start).
 */
export const faultHandler = http.all(
  ({ request }) => catchesAny(request.method, pathnameOf(request)),
  async ({ request }) => {
    const rule = takeFault(request.method, pathnameOf(request));
    // Spent by a concurrent request since it matched: on to the endpoint's handler.
    if (!rule) return undefined;
    answeredBy.set(request, rule.id);
    const latency = getLatency();
    if (rule.kind !== 'timeout' && latency > 0) await delay(latency);
    return faultResponse(rule, request);
  },
);
