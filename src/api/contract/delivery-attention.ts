import * as s from '../schemas/delivery-attention';
import { endpoint } from './endpoint';

/** The needs-attention list (before `/api/deliveries/:id` in the mock: its path is more specific). */
export const deliveryAttentionEndpoints = {
  listAttention: endpoint({
    method: 'GET',
    path: '/api/deliveries/attention',
    auth: 'user',
    query: s.attentionQuery,
    reply: s.attentionPage,
  }),
} as const;
