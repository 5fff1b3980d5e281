import { request } from './client';
import { deliveryRouteEndpoints as endpoints } from './contract/delivery-routes';
import type { CreateDeliveryRouteRequest, UpdateDeliveryRouteRequest } from './schemas';

export const listDeliveryRoutes = (signal?: AbortSignal) => request(endpoints.listDeliveryRoutes, { signal });
export const createDeliveryRoute = (body: CreateDeliveryRouteRequest) =>
  request(endpoints.createDeliveryRoute, { body });
export const updateDeliveryRoute = (id: string, body: UpdateDeliveryRouteRequest) =>
  request(endpoints.updateDeliveryRoute, { params: { id }, body });
export const deleteDeliveryRoute = (id: string) => request(endpoints.deleteDeliveryRoute, { params: { id } });
export const toggleDeliveryRoute = (id: string) => request(endpoints.toggleDeliveryRoute, { params: { id } });
