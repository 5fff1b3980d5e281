import { http, HttpResponse } from 'msw';
import { controlChanged } from '../control/changes';
import { addFault, clearFaults, listFaults, removeFault } from '../control/faults';
import { clearLog, LOG_CAPACITY, logEntries } from '../control/log';
import type { OutboxMessage } from '../control/outbox';
import { isScenarioName, scenarioNames, scenarios, type ScenarioName } from '../control/scenarios';
import { errorReply, parseJsonBody } from '../http';
import { MockError } from '../errors';
import { setLatency } from '../latency';
import { isLocalOrigin } from '@server/http/origin';
import { receivedWebhooks } from '../webhooks/receiver';

/**
 * What the controls do to the data, which lives in the in-browser mock's memory (mocks/handlers/dev.ts)
 * or in the server's database under `npm run api:mock` (mocks/dev-server/data.ts).
 */
export interface DevData {
  /** Back to the demo data with `extraDeliveries` generated deliveries; the scenario is `demo` again. */
  reset: (options: { extraDeliveries: number }) => void | Promise<void>;
  /** The data of a scenario, and its fault rules (mocks/control/scenarios.ts). */
  applyScenario: (name: ScenarioName) => void | Promise<void>;
  currentScenario: () => ScenarioName;
  /** The messages "sent", newest first. */
  outbox: () => OutboxMessage[] | Promise<OutboxMessage[]>;
  clearOutbox: () => void | Promise<void>;
}

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

type ControlInput = Awaited<ReturnType<typeof controlInput>>;

/**
 * A number from the body (which must hold a number) or else the query (`?name=` as text);
 * undefined when neither has it, NaN when it is not a number.
 */
function numberInput(input: ControlInput, name: string) {
  if (Object.hasOwn(input.body, name)) {
    const value = input.body[name];
    return typeof value === 'number' ? value : Number.NaN;
  }
  const text = input.query.get(name);
  if (text === null) return undefined;
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * Runs a control once its input passed `controlInput` (403 for a cross-site request), answering
 * a refusal with the mock's error envelope (nothing changed).
 */
function control(run: (input: ControlInput, params: Record<string, string>) => Promise<Response> | Response) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }) => {
    try {
      const input = await controlInput(request);
      const named = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join('/') : String(value)]),
      );
      return await run(input, named);
    } catch (error) {
      if (error instanceof MockError) return errorReply(error.status, error.message, error.code, error.headers);
      throw error;
    }
  };
}

/** A control's success: the envelope with `data` (camelCase: the controls are not part of the contract). */
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });

/** A text from the body (which must hold a string) or else the query; undefined when neither has it. */
function textInput(input: ControlInput, name: string): string | undefined {
  if (Object.hasOwn(input.body, name)) {
    const value = input.body[name];
    if (typeof value !== 'string') throw new MockError(400, `${name} must be a string`, 'VALIDATION_ERROR');
    return value;
  }
  return input.query.get(name) ?? undefined;
}

/**
 * Not part of the contract: development, QA and benchmark controls of the mock (README, "Mock
 * controls for QA and developers"). Every one answers the mock's envelope with camelCase data,
 * refuses a request a page on another site could have sent (403, `controlInput`) and bad input
 * (400, nothing changed). A JSON body wins over the query.
 * - POST /__mock/reset, body `{ "deliveries": N }` or `?deliveries=N` (0…100,000, default 0):
 *   back to the seed data with N extra generated deliveries; reachable from the app's
 *   "Reset demo data" control. The fault rules, latency, log and outbox stay.
 * - POST /__mock/latency, body `{ "ms": N }` or `?ms=N` (0…60,000): the latency every
 *   handler waits before answering.
 * - GET/POST /__mock/scenario: the current scenario and the list; `{ "name": … }` resets the
 *   data to one (mocks/control/scenarios.ts).
 * - GET/POST/DELETE /__mock/faults, DELETE /__mock/faults/:id: the fault rules (mocks/control/faults.ts).
 * - GET/DELETE /__mock/log (`?limit=N`, 1…500): the request log (mocks/control/log.ts).
 * - GET/DELETE /__mock/outbox: the e-mails the mock "sent" (mocks/control/outbox.ts).
 */
export const devHandlersFor = (data: DevData) => [
  http.post(
    '*/__mock/reset',
    control(async (input) => {
      const extra = numberInput(input, 'deliveries') ?? 0;
      if (!Number.isInteger(extra) || extra < 0 || extra > MAX_EXTRA_DELIVERIES) {
        throw new MockError(
          400,
          `deliveries must be a whole number from 0 to ${MAX_EXTRA_DELIVERIES}`,
          'VALIDATION_ERROR',
        );
      }
      await data.reset({ extraDeliveries: extra });
      return HttpResponse.json({ success: true, data: null, message: 'Mock data reset' });
    }),
  ),
  http.post(
    '*/__mock/latency',
    control((input) => {
      const ms = numberInput(input, 'ms');
      if (ms === undefined || !Number.isFinite(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
        throw new MockError(400, `ms must be a number from 0 to ${MAX_LATENCY_MS}`, 'VALIDATION_ERROR');
      }
      setLatency(ms);
      controlChanged();
      return HttpResponse.json({ success: true, data: { latency_ms: ms } });
    }),
  ),

  http.get(
    '*/__mock/scenario',
    control(() => ok({ current: data.currentScenario(), scenarios })),
  ),
  http.post(
    '*/__mock/scenario',
    control(async (input) => {
      const name = textInput(input, 'name');
      if (!isScenarioName(name)) {
        throw new MockError(400, `name must be one of ${scenarioNames.join(', ')}`, 'VALIDATION_ERROR');
      }
      await data.applyScenario(name);
      return ok({ current: data.currentScenario() });
    }),
  ),

  http.get(
    '*/__mock/faults',
    control(() => ok({ faults: listFaults() })),
  ),
  http.post(
    '*/__mock/faults',
    control((input) => ok(addFault(input.body), 201)),
  ),
  http.delete(
    '*/__mock/faults',
    control(() => {
      clearFaults();
      return ok({ faults: [] });
    }),
  ),
  http.delete(
    '*/__mock/faults/:id',
    control((_input, params) => {
      const id = params.id ?? '';
      if (!removeFault(id)) throw new MockError(404, `No fault rule ${id}`, 'NOT_FOUND');
      return ok({ faults: listFaults() });
    }),
  ),

  http.get(
    '*/__mock/log',
    control((input) => {
      const limit = numberInput(input, 'limit') ?? LOG_CAPACITY;
      if (!Number.isInteger(limit) || limit < 1 || limit > LOG_CAPACITY) {
        throw new MockError(400, `limit must be a whole number from 1 to ${LOG_CAPACITY}`, 'VALIDATION_ERROR');
      }
      return ok({ entries: logEntries(limit) });
    }),
  ),
  http.delete(
    '*/__mock/log',
    control(() => {
      clearLog();
      return ok({ entries: [] });
    }),
  ),

  // What the built-in webhook receiver got (mocks/webhooks/receiver.ts), newest first.
  http.get(
    '*/__mock/webhook-receiver',
    control(() => ok({ received: receivedWebhooks() })),
  ),

  http.get(
    '*/__mock/outbox',
    control(async () => ok({ messages: await data.outbox() })),
  ),
  http.delete(
    '*/__mock/outbox',
    control(async () => {
      await data.clearOutbox();
      return ok({ messages: [] });
    }),
  ),
];
