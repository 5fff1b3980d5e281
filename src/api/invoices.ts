import { request } from './client';
import { invoiceEndpoints as endpoints } from './contract/invoices';
import type { InvoiceListQuery } from './schemas/invoices';

export const getBillingPlan = (signal?: AbortSignal) => request(endpoints.getBillingPlan, { signal });
export const listInvoices = (query: InvoiceListQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listInvoices, { query, signal });
export const getInvoice = (id: string, signal?: AbortSignal) =>
  request(endpoints.getInvoice, { params: { id }, signal });
