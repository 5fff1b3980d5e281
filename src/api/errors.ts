import { type HTTPError, isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { z } from 'zod';
import { errorMessages } from './error-messages';

export { isAbortError } from './abort';

/**
 * What went wrong, as the UI needs to tell it apart:
 * - `http`: the server answered with a non-2xx status;
 * - `rejected`: a 2xx reply whose envelope says `success: false`;
 * - `timeout`, `network`: no answer;
 * - `invalid-request`: input the contract refuses, caught before sending;
 * - `invalid-response`: an answer that breaks the contract;
 * - `unknown`: anything else thrown.
 */
export type ApiErrorKind =
  'http' | 'rejected' | 'timeout' | 'network' | 'invalid-request' | 'invalid-response' | 'unknown';

export { errorMessages };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly kind: ApiErrorKind;
  /** True when `message` came from the server rather than from the client's fallbacks. */
  readonly serverMessage: boolean;

  constructor(init: {
    message: string;
    status?: number;
    code?: string;
    kind: ApiErrorKind;
    serverMessage?: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status ?? 0;
    this.code = init.code ?? 'HTTP_ERROR';
    this.kind = init.kind;
    this.serverMessage = init.serverMessage ?? false;
  }

  /** The server answered (as opposed to a timeout, a network failure or a bug). */
  get answered(): boolean {
    return this.kind === 'http' || this.kind === 'rejected';
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const errorBody = z.looseObject({
  message: z.string().min(1).optional().catch(undefined),
  code: z.string().min(1).optional().catch(undefined),
});

function fromHttpError(error: HTTPError): ApiError {
  const body = errorBody.safeParse(error.data);
  const message = body.success ? body.data.message : undefined;
  const { status, statusText } = error.response;
  return new ApiError({
    kind: 'http',
    status,
    code: (body.success ? body.data.code : undefined) ?? 'HTTP_ERROR',
    message: message ?? `HTTP ${status}: ${statusText}`,
    serverMessage: message !== undefined,
    cause: error,
  });
}

/** The one place where anything thrown by a call becomes the error the UI sees (SPEC.md §7–§8). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return fromHttpError(error);
  if (isTimeoutError(error)) {
    return new ApiError({ kind: 'timeout', code: 'TIMEOUT', message: errorMessages.timeout, cause: error });
  }
  if (error instanceof SyntaxError) {
    // A reply that is not JSON at all: the parser's message means nothing to a partner.
    return new ApiError({
      kind: 'invalid-response',
      code: 'INVALID_RESPONSE',
      message: errorMessages.invalidResponse,
      cause: error,
    });
  }
  if (isNetworkError(error)) {
    return new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: errorMessages.network, cause: error });
  }
  if (error instanceof Error) {
    return new ApiError({
      kind: 'unknown',
      code: 'UNKNOWN',
      message: error.message || errorMessages.unexpected,
      cause: error,
    });
  }
  return new ApiError({ kind: 'unknown', code: 'UNKNOWN', message: errorMessages.unexpected, cause: error });
}
