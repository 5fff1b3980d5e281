import * as s from '../schemas/customer-messages';
import { endpoint } from './endpoint';

/** The messages a partner's customers get (issue 28): the channel, and each moment's switch and template. */
export const customerMessageEndpoints = {
  getCustomerMessages: endpoint({
    method: 'GET',
    path: '/api/delivery-partners/customer-messages',
    auth: 'user',
    reply: s.customerMessageSettings,
  }),
  updateCustomerMessages: endpoint({
    method: 'PUT',
    path: '/api/delivery-partners/customer-messages',
    auth: 'user',
    body: s.customerMessageSettings,
    reply: s.customerMessageSettings,
  }),
} as const;
