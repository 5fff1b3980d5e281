import type { ApiKeyMode } from '@/api/schemas/api-keys';
import { REQUEST_LOGS_KEPT, type RequestLog, type RequestLogDetail } from '@/api/schemas/request-logs';
import type { z } from 'zod/mini';
import type { requestLogQuery } from '@/api/schemas/request-logs';
import { notFound } from '../errors';

type RequestLogQueryParsed = z.output<typeof requestLogQuery>;
import type { Ctx, Tx } from '../ports';
import { hashSecret, redactedKey } from './keys';
import type { RequestLogFilter } from './port';
import type { RequestLogRecord } from './records';

/*
 * Request logs (docs/api-keys.md): every request made with a known API key — refused ones too, as
 * a developer needs those most — kept for the key's partner, at most REQUEST_LOGS_KEPT. Written in
 * a transaction of its own once the request's is over (committed or undone: server/http/app.ts),
 * so a refused request is logged too; the key's "last used" is written there and only there, so
 * it is always the newest log row's time. Never the secret: the key by its id, name and last 4.
 */

/** A request as the HTTP layer saw it, to log once it is answered. */
export interface AnsweredRequest {
  id: string;
  method: RequestLogRecord['method'];
  path: string;
  status: number;
  durationMs: number;
  requestBody: string | null;
  responseBody: string | null;
  truncated: boolean;
}

/** Logs `answered` for the key of `secret`, if there is one (an unknown key has no partner to show it to). */
export async function logKeyRequest(tx: Tx, secret: string, answered: AnsweredRequest, now: number): Promise<void> {
  const key = await tx.apiKeys.byHash(hashSecret(secret));
  if (!key) return;
  const createdAt = new Date(now).toISOString();
  await tx.requestLogs.insert(
    {
      ...answered,
      partnerId: key.partnerId,
      mode: key.mode,
      keyId: key.id,
      keyName: key.name,
      keyRedacted: redactedKey(key),
      createdAt,
    },
    REQUEST_LOGS_KEPT,
  );
  await tx.apiKeys.markUsed(key.id, createdAt);
}

/** A log as the list shows it: without its bodies. */
const listed = ({
  partnerId: _partner,
  requestBody: _sent,
  responseBody: _answered,
  truncated: _cut,
  ...log
}: RequestLogRecord): RequestLog => log;

/** The partner's logs of the dashboard's mode (never mixed), newest first, filtered and paged. */
export async function listRequestLogs({ tx }: Ctx, partnerId: string, mode: ApiKeyMode, query: RequestLogQueryParsed) {
  const filter: RequestLogFilter = {
    mode,
    outcome: query.outcome,
    status: query.status,
    path: query.path?.trim(),
    keyId: query.keyId,
  };
  // A mode asked for other than the dashboard's matches nothing: the modes never mix.
  if (query.mode !== undefined && query.mode !== mode)
    return { items: [], total: 0, page: query.page, limit: query.limit };
  const { items, total } = await tx.requestLogs.page(partnerId, filter, query);
  return { items: items.map(listed), total, page: query.page, limit: query.limit };
}

export async function getRequestLog(
  { tx }: Ctx,
  partnerId: string,
  mode: ApiKeyMode,
  id: string,
): Promise<RequestLogDetail> {
  const record = await tx.requestLogs.byId(partnerId, id);
  if (!record || record.mode !== mode) throw notFound('Logged request');
  const { partnerId: _partner, ...log } = record;
  return log;
}
