import { endpoints, type EndpointDef, type EndpointName } from '@/api/endpoints';

/*
 * The contract's paths as routes: a request's method and path → its endpoint and path parameters,
 * in the contract's order (`/api/deliveries/attention` before `/api/deliveries/:id`). A parameter
 * matches one path segment, as msw's patterns do in the mock.
 */

export interface Route {
  name: EndpointName;
  endpoint: EndpointDef;
  params: Record<string, string>;
}

interface Compiled {
  name: EndpointName;
  endpoint: EndpointDef;
  pattern: RegExp;
  names: string[];
}

const compiled: Compiled[] = (Object.entries(endpoints) as Array<[EndpointName, EndpointDef]>).map(
  ([name, endpoint]) => {
    const names: string[] = [];
    const source = endpoint.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { name, endpoint, pattern: new RegExp(`^${source}/?$`), names };
  },
);

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The endpoint a request is for, or null; `allowed`: the methods its path answers to (a 405's Allow). */
export function findRoute(method: string, pathname: string): { route: Route | null; allowed: string[] } {
  const allowed: string[] = [];
  for (const { name, endpoint, pattern, names } of compiled) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    if (endpoint.method !== method) {
      allowed.push(endpoint.method);
      continue;
    }
    const params = Object.fromEntries(names.map((param, i) => [param, decode(match[i + 1] ?? '')]));
    return { route: { name, endpoint, params }, allowed };
  }
  return { route: null, allowed };
}
