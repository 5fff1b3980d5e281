import { http, HttpResponse } from 'msw';
import { resetDb } from '../db';
import { errorReply, MockError, parseJsonBody } from '../http';
import { setLatency } from '../latency';
import { isLocalOrigin } from '../origin';

/** The latency the controls accept, in ms (a minute: slow enough for any demo or benchmark). */
export const MAX_LATENCY_MS = 60_000;
/** The most extra deliveries a reset generates (the benchmark's largest list). */
export const MAX_EXTRA_DELIVERIES = 100_000;

const isJson = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * What a control request asks for, from its JSON body or else its query. Refused (403) when
 * a browser on another site could have sent it: an `Origin` that is not one of the app's own
 * (requests without one — curl, Playwright's request API — are not from a page), or a body
 * that is not JSON (a cross-site form or `text/plain` fetch needs no preflight, so CORS alone
 * would not stop it from wiping the data).
 */
async function controlInput(request: Request): Promise<{ body: Record<string, unknown>; query: URLSearchParams }> {
  const origin = request.headers.get('Origin');
  if (origin !== null && !isLocalOrigin(origin)) {
    throw new MockError(403, 'The mock controls answer only the app’s own origins', 'FORBIDDEN');
  }
  const contentType = request.headers.get('Content-Type');
  const text = await request.text();
  if ((contentType !== null || text !== '') && !isJson(contentType ?? '')) {
    throw new MockError(403, 'The mock controls take a JSON body or none', 'FORBIDDEN');
  }
  const body = parseJsonBody(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MockError(400, 'The body must be a JSON object', 'VALIDATION_ERROR');
  }
  return { body: body as Record<string, unknown>, query: new URL(request.url).searchParams };
}

/**
 * A number from the body (which must hold a number) or else the query (`?name=` as text);
 * undefined when neither has it, NaN when it is not a number.
 */
function numberInput(input: { body: Record<string, unknown>; query: URLSearchParams }, name: string) {
  if (Object.hasOwn(input.body, name)) {
    const value = input.body[name];
    return typeof value === 'number' ? value : Number.NaN;
  }
  const text = input.query.get(name);
  if (text === null) return undefined;
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Runs a control, answering a refusal with the mock's error envelope (nothing changed). */
function control(run: (request: Request) => Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    try {
      return await run(request);
    } catch (error) {
      if (error instanceof MockError) return errorReply(error.status, error.message, error.code, error.headers);
      throw error;
    }
  };
}

/**
 * Not part of the contract: development and benchmark controls of the mock.
 * - POST /__mock/reset, body `{ "deliveries": N }` or `?deliveries=N` (0…100,000, default 0):
 *   back to the seed data with N extra generated deliveries; reachable from the app's
 *   "Reset demo data" control.
 * - POST /__mock/latency, body `{ "ms": N }` or `?ms=N` (0…60,000): the latency every
 *   handler waits before answering.
 * A JSON body wins over the query. Only the app's own origins (or no Origin) may call them.
 */
export const devHandlers = [
  http.post(
    '*/__mock/reset',
    control(async (request) => {
      const extra = numberInput(await controlInput(request), 'deliveries') ?? 0;
      if (!Number.isInteger(extra) || extra < 0 || extra > MAX_EXTRA_DELIVERIES) {
        throw new MockError(
          400,
          `deliveries must be a whole number from 0 to ${MAX_EXTRA_DELIVERIES}`,
          'VALIDATION_ERROR',
        );
      }
      resetDb({ extraDeliveries: extra });
      return HttpResponse.json({ success: true, data: null, message: 'Mock data reset' });
    }),
  ),
  http.post(
    '*/__mock/latency',
    control(async (request) => {
      const ms = numberInput(await controlInput(request), 'ms');
      if (ms === undefined || !Number.isFinite(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
        throw new MockError(400, `ms must be a number from 0 to ${MAX_LATENCY_MS}`, 'VALIDATION_ERROR');
      }
      setLatency(ms);
      return HttpResponse.json({ success: true, data: { latency_ms: ms } });
    }),
  ),
];
