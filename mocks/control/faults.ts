// zod's English messages (src/zod-locale.ts): a fault rule's refusal names the field in words.
import '@/zod-locale';
import { z } from 'zod/mini';
import type { EndpointName } from '@/api/endpoints';
import { MockError } from '../errors';
import { controlChanged } from './changes';
import { catchesRequest, compileMatcher, type FaultMatcher } from './fault-matcher';
import { faultKinds, type FaultKind } from '@/api/mock-controls';

/*
 * Fault rules (issue 14), the store: a rule names the requests it catches — an endpoint of the
 * contract by its name in src/api/endpoints.ts, or a path pattern with an optional method
 * (mocks/control/fault-matcher.ts) — and how they fail (mocks/control/fault-responder.ts
 * answers). So the same rules apply in the browser, in Vitest and in the HTTP mock. Only /api/*
 * requests are ever faulted (the /__mock controls never).
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

/** What POST /__mock/faults takes (docs/mock-api.md#mock-controls-for-qa-and-developers). */
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

interface Compiled extends FaultMatcher {
  rule: FaultRule;
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
  const matcher = compileMatcher(parsed.data);
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
      const matcher = compileMatcher(stored);
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
    if (compiled && compiled.rule.remaining !== 0 && catchesRequest(compiled, method, pathname)) return compiled;
  }
  return null;
}

/** Whether a rule catches this request (nothing counted, nothing copied: asked of every request). */
export const catchesAny = (method: string, pathname: string): boolean => find(method, pathname) !== null;

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
