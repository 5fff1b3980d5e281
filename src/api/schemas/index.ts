export * from './common';
export * from './auth';
export * from './deliveries';
export type { CreateDeliveryRequest, CreateDeliveriesRequest, TrackingUpdateRequest } from './delivery-writes';
export * from './wallet';
export * from './delivery-routes';
export * from './partner';
export * from './billing';
export * from './statistics';
export * from './api-access';
export * from './money';
// Payout accounts and banks: import from './payouts'; the money movements' requests from
// './wallet-movements' (only the screens that use them load them).
