import { request } from './client';
import { billingEndpoints as endpoints } from './contract/billing';
import type { CreatePaymentMethodRequest, UpdateBillingInfoRequest, UpdatePaymentMethodRequest } from './schemas';
import type { InvoiceListQuery } from './schemas/invoices';

export const getBillingInfo = (signal?: AbortSignal) => request(endpoints.getBillingInfo, { signal });
export const updateBillingInfo = (body: UpdateBillingInfoRequest) => request(endpoints.updateBillingInfo, { body });
export const listPaymentMethods = (signal?: AbortSignal) => request(endpoints.listPaymentMethods, { signal });
export const createPaymentMethod = (body: CreatePaymentMethodRequest) =>
  request(endpoints.createPaymentMethod, { body });
export const updatePaymentMethod = (id: string, body: UpdatePaymentMethodRequest) =>
  request(endpoints.updatePaymentMethod, { params: { id }, body });
export const deletePaymentMethod = (id: string) => request(endpoints.deletePaymentMethod, { params: { id } });
export const getBillingPlan = (signal?: AbortSignal) => request(endpoints.getBillingPlan, { signal });
export const listInvoices = (query: InvoiceListQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listInvoices, { query, signal });
export const getInvoice = (id: string, signal?: AbortSignal) =>
  request(endpoints.getInvoice, { params: { id }, signal });
