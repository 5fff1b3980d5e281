import type { ApiError } from '@/api/errors';

/** SPEC.md §8, character for character; cancel follows the same pattern. */
export const deliveryMessages = {
  acceptFailed: 'Failed to accept delivery. Please try again.',
  rejectFailed: 'Failed to reject delivery. Please try again.',
  statusFailed: 'Failed to update delivery status. Please try again.',
  cancelFailed: 'Failed to cancel delivery. Please try again.',
} as const;

/** The server's own sentence when it refused for a reason (a 4xx such as a 409 transition), as extra detail. */
export function serverDetail(error: ApiError): string | undefined {
  return error.answered && error.serverMessage && error.status < 500 ? error.message : undefined;
}
