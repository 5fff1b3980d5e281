import {
  faultLimits,
  isFaultKind,
  isScenarioName,
  maxLatencyMs,
  type FaultInput,
  type FaultRule,
  type ScenarioName,
} from './control-api';

/*
 * Links that reproduce a bug report: `?scenario=<name>`, `?latency=<ms>` and, repeatable,
 * `?fault=<endpointName or /path/pattern>:<kind>[:<status>][:<times>]` (times: a number,
 * `once` or `always`; default always). src/boot/repro-params.ts applies them on load through
 * the control API and removes them from the URL; the panel's "Copy link to reproduce" writes
 * them. Pure functions, no I/O.
 */

export const reproParamNames = ['scenario', 'latency', 'fault'] as const;

export interface ReproRequest {
  scenario?: ScenarioName;
  latencyMs?: number;
  faults: FaultInput[];
  /** Each parameter that could not be read, and why. */
  problems: string[];
}

const isWholeNumber = (value: string) => /^\d+$/.test(value);

/**
 * One `fault` value, e.g. `withdraw:status:500:once`, `listDeliveries:network`,
 * `/api/wallet/*:status:503:3`, `getWallet:timeout:always`. After `status` a number from 400
 * to 599 is the status; any other number is the times.
 */
export function parseFaultParam(value: string): FaultInput | string {
  const [target = '', kind = '', ...rest] = value.trim().split(':');
  if (!target) return `fault "${value}": no endpoint or path`;
  if (!isFaultKind(kind)) return `fault "${value}": unknown kind "${kind}"`;
  const input: FaultInput = target.startsWith('/') ? { path: target, kind } : { endpoint: target, kind };
  let next = rest.shift();
  if (kind === 'status' && next !== undefined && isWholeNumber(next)) {
    const status = Number(next);
    if (status >= faultLimits.minStatus && status <= faultLimits.maxStatus) {
      input.status = status;
      next = rest.shift();
    }
  }
  if (next !== undefined) {
    if (next === 'always') input.times = null;
    else if (next === 'once') input.times = 1;
    else if (isWholeNumber(next) && Number(next) > 0) input.times = Number(next);
    else return `fault "${value}": "${next}" is not a number of times, once or always`;
  }
  if (rest.length > 0) return `fault "${value}": too many parts`;
  return input;
}

/** The `fault` value that stands for a rule as it is now (its remaining count, not its first one). */
export function formatFaultParam(rule: Pick<FaultRule, 'endpoint' | 'path' | 'kind' | 'status' | 'remaining'>): string {
  const parts = [rule.endpoint ?? rule.path ?? '', rule.kind];
  if (rule.kind === 'status') parts.push(String(rule.status ?? faultLimits.defaultStatus));
  parts.push(rule.remaining === null ? 'always' : rule.remaining === 1 ? 'once' : String(rule.remaining));
  return parts.join(':');
}

/** The reproduction parameters of a query string (`?a=1&fault=…`); nothing when it has none. */
export function readReproParams(search: string): ReproRequest | null {
  const params = new URLSearchParams(search);
  if (!reproParamNames.some((name) => params.has(name))) return null;
  const request: ReproRequest = { faults: [], problems: [] };
  const scenario = params.get('scenario');
  if (scenario !== null) {
    if (isScenarioName(scenario)) request.scenario = scenario;
    else request.problems.push(`scenario "${scenario}" is not one of the mock's scenarios`);
  }
  const latency = params.get('latency');
  if (latency !== null) {
    const ms = Number(latency);
    if (isWholeNumber(latency.trim()) && ms <= maxLatencyMs) request.latencyMs = ms;
    else request.problems.push(`latency "${latency}" is not a number of ms from 0 to ${maxLatencyMs}`);
  }
  for (const value of params.getAll('fault')) {
    const fault = parseFaultParam(value);
    if (typeof fault === 'string') request.problems.push(fault);
    else request.faults.push(fault);
  }
  return request;
}

/** The query string without the reproduction parameters, e.g. `?status=pending` or ''. */
export function withoutReproParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of reproParamNames) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The link that reproduces the mock's state on `location`'s page: its own query kept, then
 * the scenario, the latency (when known) and every rule still active.
 */
export function reproLink(
  location: { origin: string; pathname: string; search: string; hash: string },
  state: { scenario: string; latencyMs: number | null; faults: readonly FaultRule[] },
): string {
  const params = new URLSearchParams(withoutReproParams(location.search));
  params.set('scenario', state.scenario);
  if (state.latencyMs !== null) params.set('latency', String(state.latencyMs));
  for (const rule of state.faults) {
    if (rule.remaining === null || rule.remaining > 0) params.append('fault', formatFaultParam(rule));
  }
  return `${location.origin}${location.pathname}?${readableQuery(params)}${location.hash}`;
}

/** A query string with `:` and `/` left as they are (both legal in a query): a link a person can read. */
function readableQuery(params: URLSearchParams): string {
  const encode = (part: string) => encodeURIComponent(part).replace(/%3A/gi, ':').replace(/%2F/gi, '/');
  return [...params].map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}
