import { endpoints } from '@/api/endpoints';
import type { RequestLog, RequestLogQuery } from '@/api/schemas/request-logs';
import { db, type RequestLogRecord } from '../db';
import { findOwned, handle, paginate } from '../http';

/** A log as the list shows it: without its bodies. */
const listed = ({
  partnerId: _partner,
  requestBody: _sent,
  responseBody: _answered,
  truncated: _cut,
  ...log
}: RequestLogRecord): RequestLog => log;

const detail = ({ partnerId: _partner, ...log }: RequestLogRecord) => log;

function matches(log: RequestLogRecord, query: RequestLogQuery): boolean {
  const succeeded = log.status >= 200 && log.status < 300;
  if (query.outcome === 'succeeded' && !succeeded) return false;
  if (query.outcome === 'failed' && succeeded) return false;
  if (query.status !== undefined && log.status !== query.status) return false;
  if (query.keyId && log.keyId !== query.keyId) return false;
  if (query.mode && log.mode !== query.mode) return false;
  const term = query.path?.trim().toLowerCase();
  return !term || log.path.toLowerCase().includes(term);
}

/*
 * The partner's request logs (mocks/request-log.ts writes them): newest first, filtered by
 * outcome, exact status, path, key and mode. Dashboard only (an API key gets 403).
 */
export const requestLogHandlers = [
  handle(endpoints.listRequestLogs, ({ user, query }) => {
    const logs = db.state.requestLogs.filter((log) => log.partnerId === user.id && matches(log, query));
    return paginate(logs.reverse().map(listed), query);
  }),

  handle(endpoints.getRequestLog, ({ user, params }) =>
    detail(findOwned(db.state.requestLogs, params.id, user.id, 'Logged request')),
  ),
];
