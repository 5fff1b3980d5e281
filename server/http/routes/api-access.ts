import { getInvitation } from '../../domain/api-access/invitations';
import { fileApiAccessRequest } from '../../domain/api-access/requests';
import { decideApiAccessRequest, getApiAccessRequest, listApiAccessRequests } from '../../domain/api-access/review';
import type { RouteTable } from './table';

/** API-access requests: filed by visitors, reviewed by operations, their invitations (server/domain/api-access). */
export const apiAccessRoutes = {
  createApiAccessRequest: ({ ctx, body, now }) => fileApiAccessRequest(ctx, body, now),
  getInvitation: ({ ctx, params }) => getInvitation(ctx.tx, params.token ?? ''),
  listApiAccessRequests: ({ ctx, query }) => listApiAccessRequests(ctx, query),
  getApiAccessRequest: ({ ctx, params }) => getApiAccessRequest(ctx, params.id ?? ''),
  updateApiAccessRequest: ({ ctx, caller, params, body, now }) =>
    decideApiAccessRequest(ctx, caller.user, params.id ?? '', body, now),
} satisfies RouteTable;
