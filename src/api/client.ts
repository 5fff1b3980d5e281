import ky from 'ky';
import { z } from 'zod/mini';
import { apiConfig } from '@/config';
import { env } from '@/env';
import { buildPath, type EndpointDef, type PathParams } from './contract/endpoint';
import { isAbortError } from './abort';
import { ApiError, errorMessages } from './errors';
import { toApiError } from './to-api-error';
import { envelope, fromWire, toWire } from './schemas/common';
import { refreshReply } from './schemas/session';
import { emitSessionExpired } from './session-events';
import { tokenStorage } from './token-storage';
import { dashboardMode, MODE_HEADER } from './mode';

/**
 * The one HTTP client. ky brings the base URL, JSON, the 30 s timeout and the only
 * retry layer of the app: idempotent GETs are tried up to 3 times, 1 s apart, on
 * network errors and 5xx — never on 4xx, never for writes (React Query does not retry).
 */
export const http = ky.create({
  prefix: env.apiUrl,
  timeout: apiConfig.timeoutMs,
  retry: {
    limit: apiConfig.retryTries - 1,
    methods: ['get'],
    statusCodes: [500, 502, 503, 504],
    afterStatusCodes: [503],
    delay: () => apiConfig.retryDelayMs,
    retryOnTimeout: false,
  },
  headers: { Accept: 'application/json' },
});

type Input<S extends z.ZodMiniType | undefined> = S extends z.ZodMiniType ? z.input<S> : never;

/** What a call of endpoint E needs: its path parameters, body, query, key. */
export type RequestInput<E extends EndpointDef> = { signal?: AbortSignal } & (keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (E['body'] extends z.ZodMiniType ? { body: Input<E['body']> } : { body?: undefined }) &
  (E['query'] extends z.ZodMiniType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['idempotent'] extends true ? { idempotencyKey: string } : { idempotencyKey?: undefined });

let refreshInFlight: Promise<void> | null = null;

/** One refresh at a time: concurrent 401s wait for the same POST /api/auth/refresh. */
export function refreshSession(): Promise<void> {
  refreshInFlight ??= (async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken)
      throw new ApiError({ kind: 'http', status: 401, code: 'UNAUTHORIZED', message: errorMessages.sessionExpired });
    const json = await http.post('api/auth/refresh', { headers: { Authorization: `Bearer ${refreshToken}` } }).json();
    const reply = parseReply(refreshReply, json);
    tokenStorage.update(reply);
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function parseReply<S extends z.ZodMiniType>(reply: S, json: unknown): z.output<S> {
  const invalid = (cause: unknown) =>
    new ApiError({ kind: 'invalid-response', code: 'INVALID_RESPONSE', message: errorMessages.invalidResponse, cause });
  const parsed = fromWire(envelope(z.optional(z.unknown())), json);
  if (!parsed.success) throw invalid(parsed.error);
  const { success, data, message, code } = parsed.data;
  if (!success) {
    throw new ApiError({
      kind: 'rejected',
      status: 200,
      code: code ?? 'REQUEST_FAILED',
      message: message ?? errorMessages.unexpected,
      serverMessage: message !== undefined,
    });
  }
  const result = reply.safeParse(data);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

function searchParams(query: unknown): URLSearchParams | undefined {
  if (query === undefined || query === null || typeof query !== 'object') return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/**
 * Input the contract refuses, caught before sending. zod's English messages are not in the
 * browser's first load (src/zod-locale.ts): they load here, on the rare refusal, and the
 * input is checked again so the message reads as it does everywhere else.
 */
async function invalidRequest(error: unknown, checkAgain: () => void): Promise<ApiError> {
  let refusal = error;
  if (error instanceof z.core.$ZodError) {
    await import('@/zod-locale');
    try {
      checkAgain();
    } catch (again) {
      refusal = again;
    }
  }
  const issue = refusal instanceof z.core.$ZodError ? refusal.issues[0] : undefined;
  return new ApiError({
    kind: 'invalid-request',
    code: 'INVALID_REQUEST',
    message: issue?.message ?? errorMessages.unexpected,
    cause: refusal,
  });
}

/**
 * Calls one endpoint of the contract: encodes body and query to the wire, adds the
 * bearer token, parses the reply envelope, and maps every failure to an ApiError.
 * A 401 on a signed-in call refreshes the session once and retries the call once;
 * if the refresh fails the session is cleared and the app is told.
 */
export async function request<E extends EndpointDef>(
  endpoint: E,
  input: RequestInput<E>,
): Promise<z.output<E['reply']>> {
  const url = buildPath(endpoint.path, input.params).replace(/^\//, '');
  let json: unknown;
  let query: URLSearchParams | undefined;
  try {
    json = endpoint.body ? toWire(endpoint.body, input.body) : undefined;
    query = endpoint.query ? searchParams(toWire(endpoint.query, input.query ?? {})) : undefined;
  } catch (error) {
    throw await invalidRequest(error, () => {
      if (endpoint.body) toWire(endpoint.body, input.body);
      if (endpoint.query) toWire(endpoint.query, input.query ?? {});
    });
  }

  const attempt = async (token: string | null): Promise<z.output<E['reply']>> => {
    const headers: Record<string, string> = {};
    if (endpoint.auth === 'user' && token) headers.Authorization = `Bearer ${token}`;
    if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
    if (endpoint.auth === 'user' && dashboardMode.isTest()) headers[MODE_HEADER] = 'test';
    const body = await http(url, {
      method: endpoint.method,
      headers,
      signal: input.signal,
      ...(json === undefined ? {} : { json }),
      ...(query ? { searchParams: query } : {}),
    }).json();
    return parseReply<E['reply']>(endpoint.reply, body);
  };

  const tokenUsed = tokenStorage.getToken();
  try {
    return await attempt(tokenUsed);
  } catch (error) {
    if (isAbortError(error)) throw error;
    const apiError = toApiError(error);
    if (apiError.status !== 401 || endpoint.auth !== 'user') throw apiError;

    // Another call may have refreshed while this one was in flight: then just retry.
    if (tokenStorage.getToken() === tokenUsed) {
      try {
        await refreshSession();
      } catch {
        tokenStorage.clear();
        emitSessionExpired();
        throw new ApiError({
          kind: 'http',
          status: 401,
          code: 'SESSION_EXPIRED',
          message: errorMessages.sessionExpired,
          cause: apiError,
        });
      }
    }
    try {
      return await attempt(tokenStorage.getToken());
    } catch (retryError) {
      if (isAbortError(retryError)) throw retryError;
      throw toApiError(retryError);
    }
  }
}
