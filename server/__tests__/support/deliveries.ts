import { expect } from 'vitest';
import type { DeliveryStatus } from '@/api/schemas';
import { as, type Session } from './suite';
import type { Reply, Target } from './target';

/*
 * The deliveries as the conformance suite reads them: the seed's story (server/seed/deliveries.ts,
 * server/seed/riders.ts) in the wire's words, and the few requests most cases make.
 */

/** Seed ids: dlv_0001–0003 pending (newest first), 0004–0005 accepted (0005 without a rider), 0006 picked up, 0007–0008 in transit (0008 with cash to collect), 0009–0010 delivered, 0011 rejected, 0012 cancelled. */
export const SEEDED = {
  pending: 'dlv_0001',
  accepted: 'dlv_0004',
  acceptedWithoutRider: 'dlv_0005',
  pickedUp: 'dlv_0006',
  inTransit: 'dlv_0007',
  inTransitCod: 'dlv_0008',
  delivered: 'dlv_0009',
  rejected: 'dlv_0011',
  cancelled: 'dlv_0012',
} as const;

export const RIDERS = { available: 'rdr_sade', busy: 'rdr_bola', offDuty: 'rdr_ngozi', archived: 'rdr_tayo' } as const;

/** The seed's deliveries per status (the mock's tests count them so too). */
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

/** A delivery as the wire has it (the fields the cases read). */
export interface WireDelivery {
  id: string;
  tracking_number: string;
  tracking_url: string;
  status: string;
  created_at: string;
  estimated_delivery: string;
  price: number;
  priority: 'high' | 'medium' | 'low';
  customer: { name: string; email: string; phone: string };
  rider?: { id: string; name: string };
  delivery_code?: { verified: boolean; tries_left: number };
}

export interface WirePage {
  items: WireDelivery[];
  total: number;
  page: number;
  limit: number;
  counts: Record<string, number>;
}

/** A new delivery's body, in the wire's words. */
export const newDelivery = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: 'Bisi Ade', email: 'bisi@example.com', phone: '+234 803 000 0000' },
  from: { address: '1 Marina', city: 'Lagos', coordinates: { lat: 6.45, lng: 3.39 } },
  to: { address: '9 Bode Thomas Street, Surulere', city: 'Lagos' },
  description: 'Birthday gift hamper',
  items: ['Hamper'],
  price: 4200,
  priority: 'medium',
  estimated_delivery: new Date(Date.now() + 6 * 3_600_000).toISOString(),
  ...overrides,
});

/** The data of a reply that must succeed. */
export function ok<T>(reply: Reply, status = 200): T {
  expect({ status: reply.status, body: reply.status === status ? null : reply.json }).toEqual({ status, body: null });
  return reply.json.data as T;
}

/** GET /api/deliveries with this query (`limit` 100 unless said). */
export const list = async (api: Target, session: Session, query = '') =>
  ok<WirePage>(await api.call(`/api/deliveries?limit=100${query ? `&${query}` : ''}`, as(session)));

/** A delivery's detail. */
export const detail = async (api: Target, session: Session, id: string) =>
  ok<WireDelivery>(await api.call(`/api/deliveries/${id}`, as(session)));

/** Everything the partner can read of its deliveries: the list with its counts, each delivery's tracking, the statistics. */
export async function readable(api: Target, session: Session) {
  const page = await list(api, session);
  const tracking = await Promise.all(
    page.items.map(async (d) => (await api.call(`/api/deliveries/${d.id}/tracking`, as(session))).json.data),
  );
  const statistics = (await api.call('/api/statistics/deliveries', as(session))).json.data;
  return { page, tracking, statistics };
}

/** The code at the end of a delivery's tracking URL. */
export const codeOf = (delivery: Pick<WireDelivery, 'tracking_url'>) => delivery.tracking_url.split('/').at(-1) ?? '';

/** The sequence of a tracking number (`DOS-2026-0042` → 42). */
export const sequenceOf = (trackingNumber: string) => Number(trackingNumber.split('-').at(-1));
