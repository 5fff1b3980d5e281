/*
 * The contract's enumerations as plain constants, free of zod, so screens on the
 * landing path (router search params) can use them without pulling the schemas in.
 */
export const deliveryStatuses = [
  'pending',
  'accepted',
  'picked-up',
  'in-transit',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
