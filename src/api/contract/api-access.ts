import * as s from '../schemas';
import { endpoint } from './endpoint';

/** API access requests. */
export const apiAccessEndpoints = {
  createApiAccessRequest: endpoint({
    method: 'POST',
    path: '/api/requests/api-access',
    auth: 'public',
    body: s.apiAccessRequestBody,
    reply: s.apiAccessRequest,
    status: 201,
  }),
  listApiAccessRequests: endpoint({
    method: 'GET',
    path: '/api/requests/api-access',
    auth: 'user',
    query: s.apiAccessListQuery,
    reply: s.apiAccessPage,
  }),
  getApiAccessRequest: endpoint({
    method: 'GET',
    path: '/api/requests/api-access/:id',
    auth: 'user',
    reply: s.apiAccessRequest,
  }),
  updateApiAccessRequest: endpoint({
    method: 'PUT',
    path: '/api/requests/api-access/:id',
    auth: 'user',
    body: s.apiAccessStatusUpdate,
    reply: s.apiAccessRequest,
  }),
} as const;
