import { type CreateDeliveryRequest, type DeliveryStatus } from '@/api/schemas';
import { camelizeKeys } from '@/api/schemas/common';
import { newDelivery as wireNewDelivery } from '@server/__tests__/support/deliveries';

// Seed ids (server/seed/deliveries.ts): dlv_0001 pending (newest), dlv_0004 accepted, dlv_0006 picked-up,
// dlv_0007 in-transit, dlv_0009 delivered, dlv_0011 rejected, dlv_0012 cancelled.
export const PENDING = 'dlv_0001';
export const ACCEPTED = 'dlv_0004';
export const PICKED_UP = 'dlv_0006';
export const IN_TRANSIT = 'dlv_0007';
export const DELIVERED = 'dlv_0009';
export const REJECTED = 'dlv_0011';

/** The seed's deliveries per status. */
export { seedCounts } from '@server/__tests__/support/deliveries';
export const zeroCounts: Record<DeliveryStatus, number> = {
  pending: 0,
  accepted: 0,
  'picked-up': 0,
  'in-transit': 0,
  delivered: 0,
  rejected: 0,
  cancelled: 0,
  returned: 0,
};

/** A new delivery's request: the conformance suite's body, in the client's words. */
export const newDelivery = camelizeKeys(wireNewDelivery()) as CreateDeliveryRequest;

/** `newDelivery`, due at `eta` (epoch ms). */
export const newDeliveryDue = (eta: number): CreateDeliveryRequest => ({
  ...newDelivery,
  estimatedDelivery: new Date(eta).toISOString(),
});
