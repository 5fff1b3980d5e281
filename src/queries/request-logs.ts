import { keepPreviousData } from '@tanstack/react-query';
import { getRequestLog, listRequestLogs } from '@/api/request-logs';
import type { RequestLogQuery } from '@/api/schemas/request-logs';
import { apiQuery } from './api-query';

/*
 * The partner's request logs (issue 25). Read only: the API's own requests write them, so
 * every write of a key (create, roll, revoke) leaves them as they are; the list refetches on
 * focus and on its Refresh button.
 */
/** The first page the Developers section loads and shows: one query key, so one request. */
export const firstRequestLogPage: RequestLogQuery = { page: 1, limit: 20 };

export const requestLogKeys = {
  all: ['request-logs'] as const,
  list: (query: RequestLogQuery) => [...requestLogKeys.all, 'list', query] as const,
  detail: (id: string) => [...requestLogKeys.all, 'detail', id] as const,
};

export const requestLogQueries = {
  list: (query: RequestLogQuery) =>
    apiQuery(requestLogKeys.list(query), (signal) => listRequestLogs(query, signal), {
      placeholderData: keepPreviousData,
    }),
  // A logged request never changes.
  detail: (id: string) =>
    apiQuery(requestLogKeys.detail(id), (signal) => getRequestLog(id, signal), { staleTime: Infinity }),
};
