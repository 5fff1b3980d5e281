import { z } from 'zod/mini';
import { env } from '@/env';
import {
  faultKinds,
  isFaultKind,
  isScenarioName,
  scenarioNames,
  type FaultKind,
  type ScenarioName,
} from '@/api/mock-controls';

/*
 * The mock's control API (`/__mock/*`): scenarios, fault rules, the request log, the outbox,
 * latency and reset. Not part of the contract (a real backend has none of it) and camelCase
 * on the wire; the in-browser mock and the HTTP mock both answer it. Plain fetch with JSON
 * bodies (the controls refuse anything else), each reply checked by zod: the panel and the
 * reproduction links of src/boot/repro-params.ts are its only callers, in development and
 * the end-to-end build only.
 */

export { faultKinds, isFaultKind, isScenarioName, scenarioNames, type FaultKind, type ScenarioName };

export const faultMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type FaultMethod = (typeof faultMethods)[number];

/** The bounds the control API applies (docs/mock-api.md#fault-rules): a status fault's status and message. */
export const faultLimits = { minStatus: 400, maxStatus: 599, defaultStatus: 500, maxMessage: 200 } as const;
/** POST /__mock/latency accepts 0…60,000 ms. */
export const maxLatencyMs = 60_000;

const text = z.string();
const optionalText = z.optional(z.nullable(z.string()));
/** Ids are strings in the shape; a number is taken too rather than refusing the whole list. */
const id = z.union([z.string(), z.number()]);

const scenarioInfo = z.object({ name: text, title: text, description: text });
export type ScenarioInfo = z.infer<typeof scenarioInfo>;
const scenarioState = z.object({ current: text, scenarios: z.array(scenarioInfo) });
export type ScenarioState = z.infer<typeof scenarioState>;

const faultRule = z.object({
  id,
  endpoint: optionalText,
  path: optionalText,
  method: z.optional(z.nullable(z.enum(faultMethods))),
  kind: z.enum(faultKinds),
  status: z.optional(z.nullable(z.number())),
  message: optionalText,
  times: z.optional(z.nullable(z.number())),
  remaining: z.nullable(z.number()),
  hits: z.number(),
  createdAt: text,
});
export type FaultRule = z.infer<typeof faultRule>;

/** What POST /__mock/faults takes: exactly one of `endpoint` / `path`. */
export type FaultInput = ({ endpoint: string; path?: undefined } | { path: string; endpoint?: undefined }) & {
  method?: FaultMethod;
  kind: FaultKind;
  status?: number;
  message?: string;
  /** 1 = once, N = the next N matching requests, null = always. */
  times?: number | null;
};

const logEntry = z.object({
  id,
  at: text,
  method: text,
  path: text,
  /** 0 when no answer came (network, timeout). */
  status: z.number(),
  durationMs: z.number(),
  requestBody: z.optional(z.unknown()),
  replyBody: z.optional(z.unknown()),
  fault: optionalText,
});
export type LogEntry = z.infer<typeof logEntry>;

const outboxMessage = z.object({
  id,
  at: text,
  to: text,
  subject: text,
  text,
  kind: text,
  link: optionalText,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

const envelope = z.object({
  success: z.boolean(),
  data: z.optional(z.unknown()),
  message: optionalText,
  code: optionalText,
});

/** A control call that failed: the mock's own sentence when it gave one. */
export class MockControlError extends Error {
  override readonly name = 'MockControlError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'DELETE';

/** The URL of a control route, e.g. `controlUrl('faults')` → `http://localhost:8111/__mock/faults`. */
export const controlUrl = (route: string) => `${env.apiUrl}/__mock/${route}`;

async function control<S extends z.ZodMiniType>(
  method: Method,
  route: string,
  reply: S,
  body?: Record<string, unknown>,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(controlUrl(route), {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : {
              Accept: 'application/json',
              'Content-Type': 'application/json',
            },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new MockControlError(`The mock API at ${env.apiUrl} did not answer`, 0);
  }
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new MockControlError(
      response.status === 404
        ? `This API has no /__mock/${route.split('?')[0]} control (is it the mock?)`
        : `The mock answered ${response.status} with a body that is not JSON`,
      response.status,
    );
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success)
    throw new MockControlError(`The mock's reply to ${method} /__mock/${route} has no envelope`, response.status);
  const { success, data, message, code } = parsed.data;
  if (!response.ok || !success) {
    throw new MockControlError(
      message ?? `The mock refused ${method} /__mock/${route} (${response.status})`,
      response.status,
      code ?? undefined,
    );
  }
  const result = reply.safeParse(data ?? null);
  if (!result.success) {
    throw new MockControlError(
      `The mock's reply to ${method} /__mock/${route} is not the expected shape`,
      response.status,
    );
  }
  return result.data;
}

const anything = z.unknown();

export const mockControl = {
  scenario: () => control('GET', 'scenario', scenarioState),
  setScenario: (name: string) =>
    control('POST', 'scenario', z.object({ current: text }), { name }).then(({ current }) => current),

  faults: () => control('GET', 'faults', z.object({ faults: z.array(faultRule) })).then(({ faults }) => faults),
  addFault: (input: FaultInput) => control('POST', 'faults', faultRule, stripUndefined(input)),
  removeFault: (ruleId: string | number) => control('DELETE', `faults/${encodeURIComponent(String(ruleId))}`, anything),
  clearFaults: () => control('DELETE', 'faults', anything),

  log: (limit = 200) =>
    control('GET', `log?limit=${limit}`, z.object({ entries: z.array(logEntry) })).then(({ entries }) => entries),
  clearLog: () => control('DELETE', 'log', anything),

  outbox: () =>
    control('GET', 'outbox', z.object({ messages: z.array(outboxMessage) })).then(({ messages }) => messages),
  clearOutbox: () => control('DELETE', 'outbox', anything),

  setLatency: (ms: number) => control('POST', 'latency', anything, { ms }),
  /** Back to the demo data (the sessions too: every partner is signed out). */
  reset: () => control('POST', 'reset', anything, {}),
};

function stripUndefined(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
