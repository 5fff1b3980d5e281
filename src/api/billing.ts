import { request } from './client';
import { billingEndpoints as endpoints } from './contract/billing';
import type { CreatePaymentMethodRequest, UpdateBillingInfoRequest, UpdatePaymentMethodRequest } from './schemas';

export const getBillingInfo = (signal?: AbortSignal) => request(endpoints.getBillingInfo, { signal });
export const updateBillingInfo = (body: UpdateBillingInfoRequest) => request(endpoints.updateBillingInfo, { body });
export const listPaymentMethods = (signal?: AbortSignal) => request(endpoints.listPaymentMethods, { signal });
export const createPaymentMethod = (body: CreatePaymentMethodRequest) =>
  request(endpoints.createPaymentMethod, { body });
export const updatePaymentMethod = (id: string, body: UpdatePaymentMethodRequest) =>
  request(endpoints.updatePaymentMethod, { params: { id }, body });
export const deletePaymentMethod = (id: string) => request(endpoints.deletePaymentMethod, { params: { id } });
