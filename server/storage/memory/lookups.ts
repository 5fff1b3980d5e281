import type { LookupRepo } from '../../domain/lookup-limits';
import type { Collections } from './journal';
import type { MemoryState } from './state';

/** Look-ups counted against their limits, over the in-memory collections (server/domain/lookup-limits.ts). */
export function memoryLookupRepo(c: Collections<MemoryState>): LookupRepo {
  return {
    times: async (kind, who, since) =>
      c
        .all('lookups')
        .filter((l) => l.kind === kind && l.who === who && l.at >= since)
        .map((l) => l.at)
        .sort((a, b) => a - b),
    insert: async (lookup) => c.insert('lookups', lookup),
    prune: async (since) => {
      c.remove('lookups', (l) => l.at < since);
    },
  };
}
