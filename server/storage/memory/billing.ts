import type { InvoiceRepos } from '../../domain/billing/port';
import { newestFirst, pageOf } from '../../domain/lists';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/* DeliverOS's invoices over the in-memory collections (server/domain/billing/port.ts). */

export function memoryInvoiceRepos(c: Collections<MemoryCollections>): InvoiceRepos {
  return {
    invoices: {
      page: async (partnerId, { page, limit }) => {
        const own = newestFirst(
          c.filter('invoices', (i) => i.partnerId === partnerId),
          (i) => i.periodStart,
        );
        return pageOf(own, { page, limit });
      },
      byId: async (partnerId, id) => c.find('invoices', (i) => i.partnerId === partnerId && i.id === id),
      insert: async (invoice) => c.insert('invoices', invoice),
    },
  };
}
