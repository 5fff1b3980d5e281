import type { ApiKeyMode } from '@/api/schemas/api-keys';
import { MODE_HEADER } from '@/api/mode';
import { createKey, listKeys, revokeKey, rollKey } from '../../domain/api-keys/keys';
import { getRequestLog, listRequestLogs } from '../../domain/api-keys/request-logs';
import type { RouteTable } from './table';

/**
 * The mode the dashboard shows (`X-DeliverOS-Mode: test`: its test keys and their requests; else
 * the live ones): the keys and the request log never mix them. Only the dashboard calls these.
 */
const dashboardMode = (request: Request): ApiKeyMode => (request.headers.get(MODE_HEADER) === 'test' ? 'test' : 'live');

/** The partner's API keys and the requests made with them (server/domain/api-keys), from the dashboard. */
export const apiKeyRoutes = {
  listApiKeys: ({ ctx, caller, request, now }) => listKeys(ctx, caller.user.id, dashboardMode(request), now),
  createApiKey: ({ ctx, caller, body, now }) => createKey(ctx, caller.user, body, now),
  rollApiKey: ({ ctx, caller, params, body, now }) =>
    rollKey(ctx, caller.user.id, params.id ?? '', body.graceHours, now),
  revokeApiKey: ({ ctx, caller, params, now }) => revokeKey(ctx, caller.user.id, params.id ?? '', now),
  listRequestLogs: ({ ctx, caller, query, request }) =>
    listRequestLogs(ctx, caller.user.id, dashboardMode(request), query),
  getRequestLog: ({ ctx, caller, params, request }) =>
    getRequestLog(ctx, caller.user.id, dashboardMode(request), params.id ?? ''),
} satisfies RouteTable;
