import { request } from './client';
import { deliveryEndpoints as endpoints } from './contract/deliveries';
import type { CreateDeliveryRequest, DeliveryListQuery, StatusUpdateTarget, TrackingUpdateRequest } from './schemas';
import { rejectReason } from './schemas';
import type { AttentionQuery } from './schemas/delivery-attention';

export const createDelivery = (body: CreateDeliveryRequest) => request(endpoints.createDelivery, { body });
/** Up to `maxDeliveriesPerBatch` new deliveries in one request, all created or none. */
export const createDeliveries = (deliveries: CreateDeliveryRequest[]) =>
  request(endpoints.createDeliveries, { body: { deliveries } });
export const listDeliveries = (query: DeliveryListQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listDeliveries, { query, signal });
export const getDelivery = (id: string, signal?: AbortSignal) =>
  request(endpoints.getDelivery, { params: { id }, signal });
export const getDeliveryTracking = (id: string, signal?: AbortSignal) =>
  request(endpoints.getDeliveryTracking, { params: { id }, signal });
export const acceptDelivery = (id: string, note?: string) =>
  request(endpoints.acceptDelivery, { params: { id }, body: note ? { note } : {} });
export const rejectDelivery = (id: string, reason: string = rejectReason) =>
  request(endpoints.rejectDelivery, { params: { id }, body: { reason } });
export const updateDeliveryStatus = (id: string, status: StatusUpdateTarget, timestamp = new Date().toISOString()) =>
  request(endpoints.updateDeliveryStatus, { params: { id }, body: { status, timestamp } });
export const cancelDelivery = (id: string, reason: string) =>
  request(endpoints.cancelDelivery, { params: { id }, body: { reason } });
export const updateTracking = (id: string, body: TrackingUpdateRequest) =>
  request(endpoints.updateTracking, { params: { id }, body });
export const listAttention = (query: AttentionQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listAttention, { query, signal });
