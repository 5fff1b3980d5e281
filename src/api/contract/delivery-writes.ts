import { delivery, tracking } from '../schemas/deliveries';
import * as s from '../schemas/delivery-writes';
import { endpoint } from './endpoint';

/**
 * The deliveries' writes the section's first screen never makes — create one, create a batch,
 * report a location — kept out of its first visit (`onDemandDomains`, scripts/chunk-groups.ts).
 */
export const deliveryWriteEndpoints = {
  createDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries',
    auth: 'user',
    body: s.createDeliveryRequest,
    reply: delivery,
    status: 201,
  }),
  createDeliveries: endpoint({
    method: 'POST',
    path: '/api/deliveries/batch',
    auth: 'user',
    body: s.createDeliveriesRequest,
    reply: s.createdDeliveries,
    status: 201,
  }),
  updateTracking: endpoint({
    method: 'POST',
    path: '/api/tracking/:id/update',
    auth: 'user',
    body: s.trackingUpdateRequest,
    reply: tracking,
  }),
} as const;
