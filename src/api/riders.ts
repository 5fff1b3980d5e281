import { request } from './client';
import { riderEndpoints as endpoints } from './contract/riders';
import type { AssignRequest, CreateRiderRequest, RiderListQuery, UpdateRiderRequest } from './schemas/riders';

export const listRiders = (query: RiderListQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listRiders, { query, signal });
export const createRider = (body: CreateRiderRequest) => request(endpoints.createRider, { body });
export const getRider = (id: string, signal?: AbortSignal) => request(endpoints.getRider, { params: { id }, signal });
export const updateRider = (id: string, body: UpdateRiderRequest) =>
  request(endpoints.updateRider, { params: { id }, body });
export const archiveRider = (id: string) => request(endpoints.archiveRider, { params: { id } });
export const restoreRider = (id: string) => request(endpoints.restoreRider, { params: { id } });
export const assignDelivery = (id: string, body: AssignRequest) =>
  request(endpoints.assignDelivery, { params: { id }, body });
export const getFleet = (signal?: AbortSignal) => request(endpoints.getFleet, { signal });
