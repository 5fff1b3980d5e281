import { request } from './client';
import { customerMessageEndpoints as endpoints } from './contract/customer-messages';
import type { CustomerMessageSettings } from './schemas/customer-messages';

export const getCustomerMessages = (signal?: AbortSignal) => request(endpoints.getCustomerMessages, { signal });

export const updateCustomerMessages = (body: CustomerMessageSettings) =>
  request(endpoints.updateCustomerMessages, { body });
