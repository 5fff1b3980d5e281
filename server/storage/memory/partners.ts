import type { PartnerRepos } from '../../domain/partners/port';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/** The partners' repositories over the in-memory collections (server/domain/partners/port.ts). */
export function memoryPartnerRepos(c: Collections<MemoryCollections>): PartnerRepos {
  const mine = (partnerId: string) => (row: { partnerId: string }) => row.partnerId === partnerId;
  return {
    profiles: {
      of: async (partnerId) => c.find('profiles', mine(partnerId)),
      partnersWithEmail: async (email) =>
        c
          .all('profiles')
          .filter((p) => p.email === email)
          .map((p) => p.partnerId),
      insert: async (profile) => c.insert('profiles', profile),
      update: async (partnerId, patch) => {
        c.update('profiles', mine(partnerId), patch);
      },
    },
    settings: {
      of: async (partnerId) => c.find('settings', mine(partnerId)),
      insert: async (settings) => c.insert('settings', settings),
      update: async (partnerId, patch) => {
        c.update('settings', mine(partnerId), patch);
      },
    },
    billing: {
      of: async (partnerId) => c.find('billing', mine(partnerId)),
      insert: async (billing) => c.insert('billing', billing),
      update: async (partnerId, patch) => {
        c.update('billing', mine(partnerId), patch);
      },
    },
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
