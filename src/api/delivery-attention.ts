import { request } from './client';
import { deliveryAttentionEndpoints as endpoints } from './contract/delivery-attention';
import type { AttentionQuery } from './schemas/delivery-attention';

export const listAttention = (query: AttentionQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listAttention, { query, signal });
