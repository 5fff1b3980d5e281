import type { ApiError } from '@/api/errors';

/**
 * What a failed write tells the partner: the server's own refusal when it gave one
 * ('Insufficient balance', a validation message), else the screen's SPEC.md §8 text.
 * A 5xx message, a timeout or a network failure gets the §8 text.
 */
export function failureMessage(error: ApiError, fallback: string): string {
  return error.answered && error.serverMessage && error.status < 500 ? error.message : fallback;
}
