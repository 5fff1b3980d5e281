import { request } from './client';
import { deliveryWriteEndpoints as endpoints } from './contract/delivery-writes';
import type { CreateDeliveryRequest, TrackingUpdateRequest } from './schemas';

export const createDelivery = (body: CreateDeliveryRequest) => request(endpoints.createDelivery, { body });
/** Up to `maxDeliveriesPerBatch` new deliveries in one request, all created or none. */
export const createDeliveries = (deliveries: CreateDeliveryRequest[]) =>
  request(endpoints.createDeliveries, { body: { deliveries } });
export const updateTracking = (id: string, body: TrackingUpdateRequest) =>
  request(endpoints.updateTracking, { params: { id }, body });
