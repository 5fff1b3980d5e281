import { type CreateDeliveryRequest, type DeliveryStatus } from '@/api/schemas';

// Seed ids (server/seed/deliveries.ts): dlv_0001 pending (newest), dlv_0004 accepted, dlv_0006 picked-up,
// dlv_0007 in-transit, dlv_0009 delivered, dlv_0011 rejected, dlv_0012 cancelled.
export const PENDING = 'dlv_0001';
export const ACCEPTED = 'dlv_0004';
export const PICKED_UP = 'dlv_0006';
export const IN_TRANSIT = 'dlv_0007';
export const DELIVERED = 'dlv_0009';
export const REJECTED = 'dlv_0011';

export const seedCounts: Record<DeliveryStatus, number> = {
  pending: 3,
  accepted: 2,
  'picked-up': 1,
  'in-transit': 2,
  delivered: 2,
  rejected: 1,
  cancelled: 1,
  returned: 0,
};
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

export const newDelivery: CreateDeliveryRequest = {
  customer: { name: 'Bisi Ade', email: 'bisi@example.com', phone: '+234 803 000 0000' },
  from: { address: '1 Marina', city: 'Lagos', coordinates: { lat: 6.45, lng: 3.39 } },
  to: { address: '9 Bode Thomas Street, Surulere', city: 'Lagos' },
  description: 'Birthday gift hamper',
  items: ['Hamper'],
  price: 4200,
  priority: 'medium',
  estimatedDelivery: new Date(Date.now() + 6 * 3_600_000).toISOString(),
};

/** `newDelivery`, due at `eta` (epoch ms). */
export const newDeliveryDue = (eta: number): CreateDeliveryRequest => ({
  ...newDelivery,
  estimatedDelivery: new Date(eta).toISOString(),
});
