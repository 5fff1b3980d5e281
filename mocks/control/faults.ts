import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { endpoints, type EndpointName } from '@/api/endpoints';
import { MockError } from '../errors';
import { getLatency } from '../latency';
import { controlChanged } from './changes';
import { faultKinds, type FaultKind } from '@/api/mock-controls';

/*
 * Fault rules (issue 14): a rule names the requests it catches — an endpoint of the contract by
 * its name in src/api/endpoints.ts, or a path pattern with an optional method — and how they
 * fail. `faultHandler` is the first msw handler of the mock (mocks/handlers/index.ts): for a
 * request a rule catches it answers INSTEAD of the endpoint's handler (nothing in the data
 * changes, nothing settles); for any other request it does not match, and the next handler runs.
 * So the same rules apply in the browser, in Vitest and in the HTTP mock. Only /api/* requests
 * are ever faulted (the /__mock controls never).
 *
 * When several rules catch a request, the newest one answers. A rule for N times is removed once
 * it has answered N requests. No node-only API here: this module runs in the browser too.
 */

export { faultKinds, type FaultKind };

export const faultMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type FaultMethod = (typeof faultMethods)[number];

export const FAULT_LIMITS = {
  minStatus: 400,
  maxStatus: 599,
  defaultStatus: 500,
  /** Characters of a rule's message. */
  maxMessage: 200,
  /** Characters of a path pattern. */
  maxPath: 200,
  /** The most `times` a rule may be given (null: always). */
  maxTimes: 1_000_000,
  /** Rules held at once. */
  maxRules: 100,
} as const;

/** What POST /__mock/faults takes (docs: /tmp/brief/control-api.md, README "Mock controls"). */
export interface FaultInput {
  endpoint?: EndpointName;
  path?: string;
  method?: FaultMethod;
  kind: FaultKind;
  status?: number;
  message?: string;
  times?: number | null;
}

export interface FaultRule extends FaultInput {
  id: string;
  times: number | null;
  /** How many more requests it answers (null: every one). */
  remaining: number | null;
  /** How many requests it has answered. */
  hits: number;
  createdAt: string;
}

const oneOf = (values: readonly string[]) => values.join(', ');

const faultInputSchema = z.strictObject({
  endpoint: z.optional(z.string({ error: 'endpoint must be the name of an endpoint, e.g. "withdraw"' })),
  path: z.optional(
    z
      .string({ error: 'path must be a string such as "/api/wallet/*"' })
      .check(z.maxLength(FAULT_LIMITS.maxPath, { error: `path is at most ${FAULT_LIMITS.maxPath} characters` })),
  ),
  method: z.optional(z.enum(faultMethods, { error: `method must be one of ${oneOf(faultMethods)}` })),
  kind: z.enum(faultKinds, { error: `kind must be one of ${oneOf(faultKinds)}` }),
  status: z.optional(
    z.number({ error: 'status must be a number' }).check(
      z.int({ error: 'status must be a whole number' }),
      z.gte(FAULT_LIMITS.minStatus, {
        error: `status must be from ${FAULT_LIMITS.minStatus} to ${FAULT_LIMITS.maxStatus}`,
      }),
      z.lte(FAULT_LIMITS.maxStatus, {
        error: `status must be from ${FAULT_LIMITS.minStatus} to ${FAULT_LIMITS.maxStatus}`,
      }),
    ),
  ),
  message: z.optional(
    z
      .string({ error: 'message must be a string' })
      .check(
        z.maxLength(FAULT_LIMITS.maxMessage, { error: `message is at most ${FAULT_LIMITS.maxMessage} characters` }),
      ),
  ),
  times: z.optional(
    z.nullable(
      z
        .number({ error: 'times must be a whole number (or null: always)' })
        .check(
          z.int({ error: 'times must be a whole number (or null: always)' }),
          z.gte(1, { error: `times must be from 1 to ${FAULT_LIMITS.maxTimes} (or null: always)` }),
          z.lte(FAULT_LIMITS.maxTimes, { error: `times must be from 1 to ${FAULT_LIMITS.maxTimes} (or null: always)` }),
        ),
    ),
  ),
});

const storedRuleSchema = z.extend(faultInputSchema, {
  id: z.string(),
  times: z.nullable(z.number()),
  remaining: z.nullable(z.number()),
  hits: z.number(),
  createdAt: z.string(),
});

const invalid = (message: string) => new MockError(400, message, 'VALIDATION_ERROR');

const isEndpointName = (name: string): name is EndpointName => Object.hasOwn(endpoints, name);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path pattern as a regular expression over a request's path (the query is not part of it):
 * `*` matches any characters (`/api/wallet/*`: everything under /api/wallet/; one `*` per rule),
 * a `:name` segment any one segment (`/api/deliveries/:id/accept`), anything else itself.
 */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.length > 1 && segment.startsWith(':') ? '[^/]+' : segment.split('*').map(escapeRegExp).join('.*'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

interface Compiled {
  rule: FaultRule;
  method: string | null;
  pattern: RegExp;
}

/** The input's own checks and the ones across fields; the request method and pattern it catches. */
function compile(input: Omit<FaultInput, 'endpoint'> & { endpoint?: string }): {
  method: string | null;
  pattern: RegExp;
} {
  if ((input.endpoint === undefined) === (input.path === undefined)) {
    throw invalid(
      'Give exactly one of endpoint (a contract endpoint’s name) or path (a pattern such as /api/wallet/*)',
    );
  }
  if (input.status !== undefined && input.kind !== 'status') throw invalid('status goes with kind "status" only');
  if (input.message !== undefined && input.kind !== 'status' && input.kind !== 'success-false') {
    throw invalid('message goes with kind "status" or "success-false" only');
  }
  if (input.endpoint !== undefined) {
    if (!isEndpointName(input.endpoint)) {
      throw invalid(`endpoint: no endpoint is named "${input.endpoint}" (see src/api/endpoints.ts, e.g. "withdraw")`);
    }
    const endpoint = endpoints[input.endpoint];
    if (input.method !== undefined && input.method !== endpoint.method) {
      throw invalid(
        `method: ${input.endpoint} is ${endpoint.method} ${endpoint.path}; leave method out with an endpoint`,
      );
    }
    return { method: endpoint.method, pattern: pathPattern(endpoint.path) };
  }
  const path = input.path ?? '';
  if (!path.startsWith('/api/')) throw invalid('path must start with /api/ (only API requests can be faulted)');
  if (/[\s?#]/.test(path)) throw invalid('path is matched against the path alone: no spaces, query or fragment');
  // One at most: a pattern of many `*` could take a regular expression ages to refuse a long path.
  if (path.split('*').length > 2) throw invalid('path may hold one * (any characters), e.g. /api/wallet/*');
  return { method: input.method ?? null, pattern: pathPattern(path) };
}

/** The rule's fields in the order of the control API, without the ones it was not given. */
function ruleOf(input: FaultInput, extra: Pick<FaultRule, 'id' | 'remaining' | 'hits' | 'createdAt'>): FaultRule {
  const kind = input.kind;
  return {
    id: extra.id,
    ...(input.endpoint !== undefined ? { endpoint: input.endpoint } : {}),
    ...(input.path !== undefined ? { path: input.path } : {}),
    ...(input.method !== undefined ? { method: input.method } : {}),
    kind,
    ...(kind === 'status' ? { status: input.status ?? FAULT_LIMITS.defaultStatus } : {}),
    ...(input.message !== undefined ? { message: input.message } : {}),
    times: input.times ?? null,
    remaining: extra.remaining,
    hits: extra.hits,
    createdAt: extra.createdAt,
  };
}

/** The rules, oldest first. */
let rules: Compiled[] = [];
let sequence = 0;

const copy = (rule: FaultRule): FaultRule => ({ ...rule });

/** Every rule, oldest first. */
export function listFaults(): FaultRule[] {
  return rules.map(({ rule }) => copy(rule));
}

/** Checks a POST /__mock/faults body and adds the rule; 400 (nothing added) when it does not fit. */
export function addFault(body: unknown): FaultRule {
  const parsed = faultInputSchema.safeParse(body);
  if (!parsed.success) {
    // The messages above name their field; others (an unknown field) say what they are about.
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') ?? '';
    const message = issue?.message ?? 'Invalid fault rule';
    throw invalid(field === '' || message.startsWith(field) ? message : `${field}: ${message}`);
  }
  const matcher = compile(parsed.data);
  // compile() has checked the endpoint's name.
  const input = parsed.data as FaultInput;
  if (rules.length >= FAULT_LIMITS.maxRules) {
    throw invalid(`At most ${FAULT_LIMITS.maxRules} fault rules at once: remove some first`);
  }
  sequence += 1;
  const rule = ruleOf(input, {
    id: `flt_${sequence}`,
    remaining: input.times ?? null,
    hits: 0,
    createdAt: new Date().toISOString(),
  });
  rules.push({ rule, ...matcher });
  controlChanged();
  return copy(rule);
}

/** Removes one rule; false when there is none with that id. */
export function removeFault(id: string): boolean {
  const before = rules.length;
  rules = rules.filter(({ rule }) => rule.id !== id);
  if (rules.length === before) return false;
  controlChanged();
  return true;
}

export function clearFaults(): void {
  if (rules.length === 0) return;
  rules = [];
  controlChanged();
}

/** The rules and the id sequence, to keep (the in-browser mock saves them in localStorage). */
export function faultsSnapshot(): { rules: FaultRule[]; sequence: number } {
  return { rules: listFaults(), sequence };
}

/** Puts kept rules back; a rule that no longer fits (an endpoint renamed since) is dropped. */
export function restoreFaults(snapshot: { rules: unknown[]; sequence: number }): void {
  const restored: Compiled[] = [];
  for (const kept of snapshot.rules) {
    const parsed = storedRuleSchema.safeParse(kept);
    if (!parsed.success) continue;
    const stored = parsed.data as FaultRule;
    try {
      const matcher = compile(stored);
      // Rebuilt, so that its fields come in the control API's order again.
      const { id, remaining, hits, createdAt } = stored;
      restored.push({ rule: ruleOf(stored, { id, remaining, hits, createdAt }), ...matcher });
    } catch {
      // dropped
    }
  }
  rules = restored;
  const highest = Math.max(0, ...restored.map(({ rule }) => Number(/^flt_(\d+)$/.exec(rule.id)?.[1] ?? 0)));
  sequence = Math.max(Number.isInteger(snapshot.sequence) ? snapshot.sequence : 0, highest);
}

function find(method: string, pathname: string): Compiled | null {
  if (!pathname.startsWith('/api/')) return null;
  for (let i = rules.length - 1; i >= 0; i -= 1) {
    const compiled = rules[i];
    if (!compiled || compiled.rule.remaining === 0) continue;
    if (compiled.method !== null && compiled.method !== method.toUpperCase()) continue;
    if (compiled.pattern.test(pathname)) return compiled;
  }
  return null;
}

/** The rule that would answer this request (nothing counted). */
export function matchingFault(method: string, pathname: string): FaultRule | null {
  const found = find(method, pathname);
  return found ? copy(found.rule) : null;
}

/** The rule that answers this request, counted: its hits go up, its remaining down (spent: removed). */
export function takeFault(method: string, pathname: string): FaultRule | null {
  const found = find(method, pathname);
  if (!found) return null;
  const { rule } = found;
  rule.hits += 1;
  if (rule.remaining !== null) {
    rule.remaining -= 1;
    if (rule.remaining <= 0) rules = rules.filter((r) => r !== found);
  }
  controlChanged();
  return copy(rule);
}

/* Answering */

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
  ({ request }) => find(request.method, pathnameOf(request)) !== null,
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
