import { formatNaira } from '@/components/ui/format';
import { brand } from '@/config';

/* The hero's copy and its product preview: the part of the landing page a first visit shows. */

export const heroFacts = [
  'Sandbox keys within 24 hours',
  `${formatNaira(0)} setup fee`,
  '24/7 developer support',
] as const;

export const servedCities = ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Enugu'] as const;

/** The hero's product preview: one delivery on its way across Lagos. */
export const previewDelivery = {
  trackingNumber: `${brand.trackingPrefix}-2026-0042`,
  from: 'Lekki Phase 1, Lagos',
  to: 'Ikeja GRA, Lagos',
  rider: 'Bola A. · Motorbike',
  eta: '38 min',
  price: formatNaira(8_500),
  steps: [
    { label: 'Created', time: '09:12', done: true },
    { label: 'Picked up', time: '09:30', done: true },
    { label: 'In transit', time: '09:41', done: true },
    { label: 'Delivered', time: '—', done: false },
  ],
  webhooks: [
    { event: 'delivery.created', status: '200' },
    { event: 'delivery.status_changed', status: '200' },
    { event: 'delivery.location_updated', status: '200' },
  ],
} as const;
