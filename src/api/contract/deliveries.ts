import * as s from '../schemas';
import { endpoint } from './endpoint';

/** Deliveries: what the section's first screen reads and its status actions (writes: ./delivery-writes; needs attention: ./delivery-attention). */
export const deliveryEndpoints = {
  listDeliveries: endpoint({
    method: 'GET',
    path: '/api/deliveries',
    auth: 'user',
    query: s.deliveryListQuery,
    reply: s.deliveryPage,
  }),
  getDelivery: endpoint({ method: 'GET', path: '/api/deliveries/:id', auth: 'user', reply: s.delivery }),
  getDeliveryTracking: endpoint({
    method: 'GET',
    path: '/api/deliveries/:id/tracking',
    auth: 'user',
    reply: s.tracking,
  }),
  acceptDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/accept',
    auth: 'user',
    body: s.acceptRequest,
    reply: s.delivery,
  }),
  rejectDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/reject',
    auth: 'user',
    body: s.reasonRequest,
    reply: s.delivery,
  }),
  updateDeliveryStatus: endpoint({
    method: 'PUT',
    path: '/api/deliveries/:id/status',
    auth: 'user',
    body: s.statusUpdateRequest,
    reply: s.delivery,
  }),
  cancelDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/cancel',
    auth: 'user',
    body: s.reasonRequest,
    reply: s.delivery,
  }),
} as const;
