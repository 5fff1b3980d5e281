import { attentionPage, attentionQuery } from '../schemas/delivery-attention';
import { endpoint } from './endpoint';

/** The needs-attention list (issue 15): loaded with its view (`?view=attention`), not with the section's first screen. */
export const deliveryAttentionEndpoints = {
  listAttention: endpoint({
    method: 'GET',
    path: '/api/deliveries/attention',
    auth: 'user',
    query: attentionQuery,
    reply: attentionPage,
  }),
} as const;
