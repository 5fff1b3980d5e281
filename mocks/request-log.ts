import type { ApiKeyMode } from '@/api/schemas/api-keys';
import {
  REQUEST_LOG_BODY_MAX,
  REQUEST_LOG_PATH_MAX,
  REQUEST_LOGS_KEPT,
  requestLogMethods,
} from '@/api/schemas/request-logs';
import { bearerToken, hashSecret, isApiKeySecret, redactedKey } from './api-keys';
import { db, saveDb, type RequestLogRecord } from './db';
import { newRequestId, REQUEST_ID_HEADER } from '@server/http/request-id';

/*
 * Request logs (issue 25): every request made with a known API key — refused ones too, as a
 * developer needs those most — is kept for the key's partner with its bodies, cut at
 * REQUEST_LOG_BODY_MAX. Never the secret: the key by its id, name and last 4. An unknown key has
 * no partner to show its requests to, and is not logged. docs/api-contract.md, Request logs.
 */

export interface RequestTrace {
  secret: string;
  method: string;
  path: string;
  startedAt: number;
  /** A copy of the request, read for its body once the reply is out. */
  copy: Request;
}

/** A request to log once answered, or null when no API key made it. */
export function traceRequest(request: Request): RequestTrace | null {
  const secret = bearerToken(request);
  if (!isApiKeySecret(secret)) return null;
  const url = new URL(request.url);
  return {
    secret,
    method: request.method,
    path: `${url.pathname}${url.search}`.slice(0, REQUEST_LOG_PATH_MAX),
    startedAt: performance.now(),
    copy: request.clone(),
  };
}

async function bodyOf(message: Request | Response): Promise<{ text: string | null; cut: boolean }> {
  try {
    const text = await message.text();
    if (text === '') return { text: null, cut: false };
    return { text: text.slice(0, REQUEST_LOG_BODY_MAX), cut: text.length > REQUEST_LOG_BODY_MAX };
  } catch {
    return { text: null, cut: false };
  }
}

/** Keeps the newest REQUEST_LOGS_KEPT of the partner's logs: drops the oldest one past it. */
function prune(partnerId: string): void {
  const logs = db.state.requestLogs;
  let count = 0;
  for (const log of logs) if (log.partnerId === partnerId) count += 1;
  if (count <= REQUEST_LOGS_KEPT) return;
  const oldest = logs.findIndex((log) => log.partnerId === partnerId);
  logs.splice(oldest, 1);
}

/** Logs the traced request with its reply (a copy of it: the caller still sends the original). */
export async function recordRequest(trace: RequestTrace, response: Response): Promise<void> {
  const hash = hashSecret(trace.secret);
  const key = db.state.apiKeys.find((k) => k.hash === hash);
  if (!key || response.type === 'error') return;
  const [sent, answered] = await Promise.all([bodyOf(trace.copy), bodyOf(response.clone())]);
  const mode: ApiKeyMode = key.mode;
  const record: RequestLogRecord = {
    partnerId: key.partnerId,
    id: response.headers.get(REQUEST_ID_HEADER) ?? newRequestId(),
    method: requestLogMethods.find((m) => m === trace.method) ?? 'GET',
    path: trace.path,
    status: response.status,
    durationMs: Math.max(0, Math.round(performance.now() - trace.startedAt)),
    mode,
    keyId: key.id,
    keyName: key.name,
    keyRedacted: redactedKey(key),
    createdAt: new Date().toISOString(),
    requestBody: sent.text,
    responseBody: answered.text,
    truncated: sent.cut || answered.cut,
  };
  db.state.requestLogs.push(record);
  prune(key.partnerId);
  saveDb();
}
