import { request } from './client';
import { requestLogEndpoints as endpoints } from './contract/request-logs';
import type { RequestLogQuery } from './schemas/request-logs';

export const listRequestLogs = (query: RequestLogQuery, signal?: AbortSignal) =>
  request(endpoints.listRequestLogs, { query, signal });
export const getRequestLog = (id: string, signal?: AbortSignal) =>
  request(endpoints.getRequestLog, { params: { id }, signal });
