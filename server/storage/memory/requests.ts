import type { IdempotencyRepo } from '../../domain/idempotency';
import type { LookupRepo } from '../../domain/lookup-limits';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/* The look-ups counted against their limits and the Idempotency-Keys, over the in-memory collections. */

export function memoryRequestRepos(c: Collections<MemoryCollections>): {
  lookups: LookupRepo;
  idempotency: IdempotencyRepo;
} {
  return {
    lookups: {
      times: async (kind, who, since) =>
        c
          .filter('lookups', (l) => l.kind === kind && l.who === who && l.at >= since)
          .map((l) => l.at)
          .sort((a, b) => a - b),
      insert: async (lookup) => c.insert('lookups', lookup),
      prune: async (kind, who, since) => {
        c.remove('lookups', (l) => l.kind === kind && l.who === who && l.at < since);
      },
    },
    idempotency: {
      claim: async (partnerId, key, fingerprint) => {
        const seen = c.find('idempotency', (r) => r.partnerId === partnerId && r.key === key);
        if (seen) return seen;
        c.insert('idempotency', { partnerId, key, fingerprint, status: 0, body: null });
        return null;
      },
      complete: async (partnerId, key, { status, body }) => {
        c.update('idempotency', (r) => r.partnerId === partnerId && r.key === key, { status, body });
      },
    },
  };
}
