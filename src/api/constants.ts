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

/** A wallet transaction's type, status and category (the wallet schemas use these lists). */
export const transactionTypes = ['credit', 'debit'] as const;
export const transactionStatuses = ['completed', 'pending', 'failed'] as const;
export const transactionCategories = ['earning', 'fee', 'top-up', 'withdrawal', 'transfer'] as const;
