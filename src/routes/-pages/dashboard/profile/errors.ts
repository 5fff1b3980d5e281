import type { ApiError } from '@/api/errors';

/**
 * What a failed save tells the partner: the server's own sentence when it refused the
 * request for a reason (a 4xx such as "email already taken"), else the screen's fallback.
 */
export function failureMessage(error: ApiError, fallback: string): string {
  return error.answered && error.serverMessage && error.status < 500 ? error.message : fallback;
}
