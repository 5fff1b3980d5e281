import { endpoints, type EndpointDef, type EndpointName } from '@/api/endpoints';

/** One endpoint of the contract, as the fault form lists it. */
export interface CatalogEntry {
  name: EndpointName;
  method: EndpointDef['method'];
  path: string;
  auth: EndpointDef['auth'];
}

export const catalog: readonly CatalogEntry[] = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const { method, path, auth } = endpoints[name];
  return { name, method, path, auth };
});

/** The contract's endpoints grouped by their path's first part (`auth`, `deliveries`, `wallet`…), in contract order. */
export function catalogGroups(): { group: string; entries: CatalogEntry[] }[] {
  const groups = new Map<string, CatalogEntry[]>();
  for (const entry of catalog) {
    const group = entry.path.split('/')[2] ?? 'api';
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  return [...groups].map(([group, entries]) => ({ group, entries }));
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const patterns = catalog.map((entry) => ({ entry, pattern: patternOf(entry.path) }));

/** The contract's endpoint a logged request went to (`GET /api/deliveries/dlv_1` → getDelivery), if any. */
export function endpointOf(method: string, pathWithQuery: string): CatalogEntry | undefined {
  const path = pathWithQuery.split('?')[0] ?? '';
  return patterns.find(({ entry, pattern }) => entry.method === method.toUpperCase() && pattern.test(path))?.entry;
}
