import { request } from './client';
import { apiAccessEndpoints as endpoints } from './contract/api-access';
import type { ApiAccessListQuery, ApiAccessRequestBody, ApiAccessDecisionBody } from './schemas';

export const createApiAccessRequest = (body: ApiAccessRequestBody) =>
  request(endpoints.createApiAccessRequest, { body });
export const listApiAccessRequests = (query: ApiAccessListQuery = {}, signal?: AbortSignal) =>
  request(endpoints.listApiAccessRequests, { query, signal });
export const getApiAccessRequest = (id: string, signal?: AbortSignal) =>
  request(endpoints.getApiAccessRequest, { params: { id }, signal });
export const updateApiAccessRequest = (id: string, body: ApiAccessDecisionBody) =>
  request(endpoints.updateApiAccessRequest, { params: { id }, body });
export const getInvitation = (token: string, signal?: AbortSignal) =>
  request(endpoints.getInvitation, { params: { token }, signal });
