import * as s from '../schemas/request-logs';
import { endpoint } from './endpoint';

/**
 * The partner's request logs (issue 25): every request made with their API keys, both modes.
 * Dashboard only, like the keys' own management (an API key gets 403 API_KEY_NOT_ALLOWED).
 */
export const requestLogEndpoints = {
  listRequestLogs: endpoint({
    method: 'GET',
    path: '/api/request-logs',
    auth: 'user',
    query: s.requestLogQuery,
    reply: s.requestLogPage,
  }),
  getRequestLog: endpoint({ method: 'GET', path: '/api/request-logs/:id', auth: 'user', reply: s.requestLogDetail }),
} as const;
