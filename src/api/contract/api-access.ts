import * as s from '../schemas';
import { endpoint } from './endpoint';

/** API access requests: anyone files one; DeliverOS operations review them (operations-only). */
export const apiAccessEndpoints = {
  createApiAccessRequest: endpoint({
    method: 'POST',
    path: '/api/requests/api-access',
    auth: 'public',
    body: s.apiAccessRequestBody,
    reply: s.apiAccessRequest,
    status: 201,
  }),
  /** An approved request's sign-up invitation (the e-mailed link's token); 404 once used or unknown. */
  getInvitation: endpoint({ method: 'GET', path: '/api/invitations/:token', auth: 'public', reply: s.invitation }),
  listApiAccessRequests: endpoint({
    method: 'GET',
    path: '/api/requests/api-access',
    auth: 'user',
    role: 'operator',
    query: s.apiAccessListQuery,
    reply: s.apiAccessPage,
  }),
  getApiAccessRequest: endpoint({
    method: 'GET',
    path: '/api/requests/api-access/:id',
    auth: 'user',
    role: 'operator',
    reply: s.apiAccessRequest,
  }),
  updateApiAccessRequest: endpoint({
    method: 'PUT',
    path: '/api/requests/api-access/:id',
    auth: 'user',
    role: 'operator',
    body: s.apiAccessDecisionBody,
    reply: s.apiAccessRequest,
  }),
} as const;
