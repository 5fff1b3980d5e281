import type { InvoiceRecord } from './records';

/* What the billing rules need of a store, inside one transaction (server/domain/ports.ts); reads return copies. */

export interface InvoiceRepo {
  /** One page of the partner's invoices, the newest period first, and how many the partner has. */
  page(partnerId: string, page: { page: number; limit: number }): Promise<{ items: InvoiceRecord[]; total: number }>;
  /** The partner's invoice with this id (another partner's is as absent as a missing one). */
  byId(partnerId: string, id: string): Promise<InvoiceRecord | undefined>;
  insert(invoice: InvoiceRecord): Promise<void>;
}

export interface InvoiceRepos {
  invoices: InvoiceRepo;
}
