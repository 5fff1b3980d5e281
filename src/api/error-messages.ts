/** The client's own error texts (SPEC.md §8); zod- and ky-free, so any chunk may use them. */
export const errorMessages = {
  timeout: 'Request timeout - please try again',
  unexpected: 'An unexpected error occurred',
  network: 'Network error - check your connection and try again',
  invalidResponse: 'The server sent a response DeliverOS could not read',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;
