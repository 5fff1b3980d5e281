import { type HTTPError, isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { z } from 'zod/mini';
import { ApiError, errorMessages } from './errors';
import { fieldProblem, MAX_FIELD_PROBLEMS } from './schemas/common';

const errorBody = z.looseObject({
  message: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  code: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  fields: z.catch(z.optional(z.array(fieldProblem).check(z.maxLength(MAX_FIELD_PROBLEMS))), undefined),
});

function fromHttpError(error: HTTPError): ApiError {
  const body = errorBody.safeParse(error.data);
  const message = body.success ? body.data.message : undefined;
  const { status, statusText } = error.response;
  const fields = body.success ? body.data.fields : undefined;
  return new ApiError({
    kind: 'http',
    status,
    code: (body.success ? body.data.code : undefined) ?? 'HTTP_ERROR',
    message: message ?? `HTTP ${status}: ${statusText}`,
    serverMessage: message !== undefined,
    ...(fields ? { fields } : {}),
    cause: error,
  });
}

/** The one place where anything thrown by a call becomes the error the UI sees (docs/api-contract.md, Envelope). */
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
