import { request } from './client';
import { deliveryEndpoints as endpoints } from './contract/deliveries';
import type { DeliveryListQuery, StatusUpdateTarget } from './schemas';
import { rejectReason } from './schemas';

/** Creating deliveries and reporting a location: ./delivery-writes; the needs-attention list: ./delivery-attention. */
export const listDeliveries = (query: DeliveryListQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listDeliveries, { query, signal });
export const getDelivery = (id: string, signal?: AbortSignal) =>
  request(endpoints.getDelivery, { params: { id }, signal });
export const getDeliveryTracking = (id: string, signal?: AbortSignal) =>
  request(endpoints.getDeliveryTracking, { params: { id }, signal });
/** With `riderId`, accepted and assigned to that rider at once. */
export const acceptDelivery = (id: string, body: { note?: string; riderId?: string } = {}) =>
  request(endpoints.acceptDelivery, { params: { id }, body });
export const rejectDelivery = (id: string, reason: string = rejectReason) =>
  request(endpoints.rejectDelivery, { params: { id }, body: { reason } });
export const updateDeliveryStatus = (id: string, status: StatusUpdateTarget, timestamp = new Date().toISOString()) =>
  request(endpoints.updateDeliveryStatus, { params: { id }, body: { status, timestamp } });
export const cancelDelivery = (id: string, reason: string) =>
  request(endpoints.cancelDelivery, { params: { id }, body: { reason } });
