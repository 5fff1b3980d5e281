import { fileApiAccessRequest } from '../../domain/api-access/requests';
import type { RouteTable } from './table';

/** API-access requests as visitors file them (server/domain/api-access); their review is the mock's until issue 39. */
export const apiAccessRoutes = {
  createApiAccessRequest: ({ ctx, body, now }) => fileApiAccessRequest(ctx, body, now),
} satisfies RouteTable;
