/*
 * The contract's enumerations as plain constants, free of zod, so screens on the
 * landing path (router search params) can use them without pulling the schemas in.
 */
export const deliveryStatuses = ['pending', 'accepted', 'picked-up', 'in-transit', 'delivered', 'rejected', 'cancelled'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The client's own error texts (SPEC.md §8); zod- and ky-free, so any chunk may use them. */
export const errorMessages = {
  timeout: 'Request timeout - please try again',
  unexpected: 'An unexpected error occurred',
  network: 'Network error - check your connection and try again',
  invalidResponse: 'The server sent a response DeliverOS could not read',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;
