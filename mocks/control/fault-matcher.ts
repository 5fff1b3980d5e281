import { endpoints } from '@/api/endpoints';
import { MockError } from '../errors';

/*
 * How a fault rule catches requests (mocks/control/faults.ts keeps the rules): an endpoint of
 * the contract (its method and path), or a path pattern with an optional method, compiled once
 * into a method and a regular expression over the request's path.
 */

/** A rule's method (null: any) and the paths it catches. */
export interface FaultMatcher {
  method: string | null;
  pattern: RegExp;
}

/** What `compileMatcher` reads of a rule's input (validated by mocks/control/faults.ts). */
interface MatcherInput {
  endpoint?: string | undefined;
  path?: string | undefined;
  method?: string | undefined;
  kind: string;
  status?: number | undefined;
  message?: string | undefined;
}

const invalid = (message: string) => new MockError(400, message, 'VALIDATION_ERROR');

const isEndpointName = (name: string): name is keyof typeof endpoints => Object.hasOwn(endpoints, name);

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

/** The input's own checks and the ones across fields (400); the request method and pattern it catches. */
export function compileMatcher(input: MatcherInput): FaultMatcher {
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

/** Whether the matcher catches a request: its method (any case) and its path (the query apart). */
export const catchesRequest = (matcher: FaultMatcher, method: string, pathname: string): boolean =>
  (matcher.method === null || matcher.method === method.toUpperCase()) && matcher.pattern.test(pathname);
