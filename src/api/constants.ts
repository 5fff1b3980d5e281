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
  'returned',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** What GET /api/deliveries can sort by, and in which order (the table's columns; the contract's `deliveryListQuery`). */
export const deliverySortKeys = ['createdAt', 'estimatedDelivery', 'price', 'priority', 'status'] as const;
export type DeliverySortKey = (typeof deliverySortKeys)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
/** The page sizes the deliveries table offers (the contract takes 1–100). */
export const deliveryPageSizes = [20, 50, 100] as const;
export type DeliveryPageSize = (typeof deliveryPageSizes)[number];

/** A wallet transaction's type, status and category (the wallet schemas use these lists). */
export const transactionTypes = ['credit', 'debit'] as const;
/** `held`: a delivery's earning that would take the wallet past its limit, kept until there is room. */
export const transactionStatuses = ['completed', 'pending', 'failed', 'held'] as const;
/** `cod-remittance`: cash a rider collected on delivery and handed in (issue 28). */
export const transactionCategories = ['earning', 'fee', 'top-up', 'withdrawal', 'transfer', 'cod-remittance'] as const;
