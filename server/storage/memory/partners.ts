import type { PartnerRepos } from '../../domain/partners/port';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/** The partners' repositories over the in-memory collections (server/domain/partners/port.ts). */
export function memoryPartnerRepos(c: Collections<MemoryCollections>): PartnerRepos {
  const mine = (partnerId: string) => (row: { partnerId: string }) => row.partnerId === partnerId;
  /** A collection of one row per partner: read, add, change it. */
  const perPartner = <K extends 'profiles' | 'settings' | 'billing'>(name: K) => ({
    of: async (partnerId: string) => c.find(name, mine(partnerId)),
    insert: async (row: MemoryCollections[K][number]) => c.insert(name, row),
    update: async (partnerId: string, patch: Partial<MemoryCollections[K][number]>) => {
      c.update(name, mine(partnerId), patch);
    },
  });
  return {
    profiles: {
      partnersWithEmail: async (email) =>
        c
          .all('profiles')
          .filter((p) => p.email === email)
          .map((p) => p.partnerId),
      ...perPartner('profiles'),
    },
    settings: perPartner('settings'),
    billing: perPartner('billing'),
    paymentMethods: {
      list: async (partnerId) => c.filter('paymentMethods', mine(partnerId)),
      insert: async (method) => c.insert('paymentMethods', method),
      update: async (partnerId, id, patch) => {
        c.update('paymentMethods', (m) => m.partnerId === partnerId && m.id === id, patch);
      },
      delete: async (partnerId, id) => {
        c.remove('paymentMethods', (m) => m.partnerId === partnerId && m.id === id);
      },
    },
  };
}
