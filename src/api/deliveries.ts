import { request } from './client';
import { deliveryEndpoints as endpoints } from './contract/deliveries';
import type { DeliveryListQuery, StatusUpdateTarget } from './schemas';
import { rejectReason } from './schemas';
import type { AttentionQuery } from './schemas/delivery-attention';

/** Creating deliveries and reporting a location: ./delivery-writes. */
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
export const listAttention = (query: AttentionQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listAttention, { query, signal });
