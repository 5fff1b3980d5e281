import { REQUEST_LOG_BODY_MAX, REQUEST_LOG_PATH_MAX, requestLogMethods } from '@/api/schemas/request-logs';
import { logKeyRequest } from '../domain/api-keys/request-logs';
import type { Store } from '../domain/ports';
import { bearerToken, isApiKeySecret } from './authenticate';
import { newRequestId, REQUEST_ID_HEADER } from './request-id';

/*
 * The request log's HTTP side (server/domain/api-keys/request-logs.ts): a request made with an API
 * key is traced as it arrives (a copy kept for its body) and logged once answered, in a
 * transaction of its own after the request's — so a refused request, whose writes were undone, is
 * logged all the same. The server's API (app.ts) and the mock's own handlers (mocks/http.ts) log
 * through here.
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

/** Logs the traced request with its reply (read from a copy: the caller still sends the original). */
export async function recordRequest(store: Store, trace: RequestTrace, response: Response): Promise<void> {
  if (response.type === 'error') return;
  const [sent, answered] = await Promise.all([bodyOf(trace.copy), bodyOf(response.clone())]);
  const now = Date.now();
  await store.transaction((tx) =>
    logKeyRequest(
      tx,
      trace.secret,
      {
        id: response.headers.get(REQUEST_ID_HEADER) ?? newRequestId(),
        method: requestLogMethods.find((m) => m === trace.method) ?? 'GET',
        path: trace.path,
        status: response.status,
        durationMs: Math.max(0, Math.round(performance.now() - trace.startedAt)),
        requestBody: sent.text,
        responseBody: answered.text,
        truncated: sent.cut || answered.cut,
      },
      now,
    ),
  );
}
