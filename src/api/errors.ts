/*
 * The errors the UI sees, and the one rule that turns a failure into what a screen says.
 * Free of ky and zod, so any chunk may import it; turning what a call threw into an ApiError
 * is src/api/to-api-error.ts (the HTTP client's business).
 */
export { isAbortError } from './abort';

/** The client's own error texts (docs/product.md#error-texts). */
export const errorMessages = {
  timeout: 'Request timeout - please try again',
  unexpected: 'An unexpected error occurred',
  network: 'Network error - check your connection and try again',
  invalidResponse: 'The server sent a response DeliverOS could not read',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

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

/** A field a refused request got wrong (a 400 VALIDATION_ERROR's `fields`): its wire path and why. */
export interface FieldRefusal {
  field: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly kind: ApiErrorKind;
  /** True when `message` came from the server rather than from the client's fallbacks. */
  readonly serverMessage: boolean;
  /** Every field the server named as not fitting, each with its reason (none for other failures). */
  readonly fields: readonly FieldRefusal[];

  constructor(init: {
    message: string;
    status?: number;
    code?: string;
    kind: ApiErrorKind;
    serverMessage?: boolean;
    fields?: readonly FieldRefusal[];
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status ?? 0;
    this.code = init.code ?? 'HTTP_ERROR';
    this.kind = init.kind;
    this.serverMessage = init.serverMessage ?? false;
    this.fields = init.fields ?? [];
  }

  /** The server answered (as opposed to a timeout, a network failure or a bug). */
  get answered(): boolean {
    return this.kind === 'http' || this.kind === 'rejected';
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/**
 * The server's own sentence when it refused a request for a reason — a 4xx with a message
 * ("Insufficient balance", "email already taken", a 409 transition) — else undefined. A 5xx's
 * message, a timeout or a network failure is not a reason the partner can act on.
 */
export function refusalMessage(error: ApiError): string | undefined {
  return error.answered && error.serverMessage && error.status < 500 ? error.message : undefined;
}

/** What a failed call tells the partner: the server's reason for a refusal, else the screen's own text. */
export function failureMessage(error: ApiError, fallback: string): string {
  return refusalMessage(error) ?? fallback;
}
