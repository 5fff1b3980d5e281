import { brand } from '@/config';
import { formatNaira } from '@/components/ui/format';

/*
 * The copy and samples of the landing page's sections below the hero (the hero's are in
 * hero-content.ts: they load first), kept apart from the markup. The API sample
 * follows the real contract (src/api/schemas/deliveries.ts): snake_case on the wire,
 * the { success, data, message } envelope. Plain objects, no zod: this page loads no
 * data layer.
 */

export type FeatureIcon = 'delivery' | 'tracking' | 'wallet' | 'developer';

export interface Feature {
  icon: FeatureIcon;
  title: string;
  description: string;
  points: readonly string[];
}

export const features: readonly Feature[] = [
  {
    icon: 'delivery',
    title: 'Delivery Management API',
    description:
      'Create, price and dispatch deliveries with one call, then move each one through a clear status workflow.',
    points: [
      'Create and quote deliveries in naira',
      'Accept, pick up, deliver or reject',
      'Your own routes and base prices',
    ],
  },
  {
    icon: 'tracking',
    title: 'Real-time Tracking & Webhooks',
    description: 'Follow every rider on the road and get a webhook the moment a delivery changes status.',
    points: [
      'Live rider location updates',
      'Webhooks on every status change',
      'A tracking link and texts for your customers',
    ],
  },
  {
    icon: 'wallet',
    title: 'Wallet & Payments',
    description:
      'A naira wallet for every partner: top up, withdraw to Nigerian banks and see earnings and fees at a glance.',
    points: [
      'Top-ups and bank withdrawals in ₦',
      'Idempotent money moves, never charged twice',
      'Cash on delivery reconciled per rider',
    ],
  },
  {
    icon: 'developer',
    title: 'Developer-friendly REST API',
    description:
      'Predictable JSON over HTTPS, an OpenAPI document to generate your client from, and engineers on call around the clock.',
    points: [
      'One { success, data } reply envelope',
      'Signed webhooks, verified in JavaScript, Python or PHP',
      `24/7 support from ${brand.city}`,
    ],
  },
];

export const apiHost = 'api.deliveros.ng';

export const sampleRequestBody = {
  customer: { name: 'Chioma Nwosu', email: 'chioma@pharmaplus.ng', phone: '+234 803 555 0101' },
  from: { address: '12 Admiralty Way, Lekki Phase 1', city: 'Lagos' },
  to: { address: '5 Awolowo Road, Ikoyi', city: 'Lagos' },
  description: 'Pharmacy restock, temperature sensitive',
  items: ['Insulin pens (x20)', 'Cold pack'],
  price: 8500,
  priority: 'high',
  estimated_delivery: '2026-03-02T14:00:00+01:00',
  special_instructions: 'Keep cold. Call the pharmacist on arrival.',
};

export const sampleReply = {
  success: true,
  data: {
    id: 'del_7Kq2mX',
    tracking_number: `${brand.trackingPrefix}-2026-0042`,
    status: 'pending',
    price: 8500,
    priority: 'high',
    from: { address: '12 Admiralty Way, Lekki Phase 1', city: 'Lagos' },
    to: { address: '5 Awolowo Road, Ikoyi', city: 'Lagos' },
    created_at: '2026-03-02T10:12:00+01:00',
    estimated_delivery: '2026-03-02T14:00:00+01:00',
  },
  message: 'Delivery created',
};

/** The shape of a real event (docs/webhooks.md), shortened. */
export const sampleWebhook = {
  id: 'evt_4k2q9x',
  type: 'delivery.status_changed',
  livemode: true,
  data: { object: { tracking_number: `${brand.trackingPrefix}-2026-0042`, status: 'in-transit' } },
};

export const demoSteps = [
  { title: 'Request access', text: 'Tell us about your business. We reply within 24 hours with sandbox keys.' },
  { title: 'Create a delivery', text: 'One POST with the customer, pickup, drop-off and price in naira.' },
  { title: 'Track and get paid', text: 'Webhooks follow the rider; earnings land in your naira wallet.' },
] as const;

export type Support = 'yes' | 'partial' | 'no';

export interface ComparisonRow {
  capability: string;
  deliveros: { support: Support; text: string };
  inHouse: { support: Support; text: string };
  courier: { support: Support; text: string };
}

export const comparisonColumns = {
  deliveros: brand.name,
  inHouse: 'Building in-house',
  courier: 'Generic courier API',
} as const;

export const comparisonRows: readonly ComparisonRow[] = [
  {
    capability: 'Time to first live delivery',
    deliveros: { support: 'yes', text: 'Days' },
    inHouse: { support: 'no', text: '6–12 months' },
    courier: { support: 'partial', text: '2–4 weeks' },
  },
  {
    capability: 'Upfront cost',
    deliveros: { support: 'yes', text: `${formatNaira(0)} setup, pay per delivery` },
    inHouse: { support: 'no', text: `${formatNaira(30_000_000)}+ in engineering` },
    courier: { support: 'partial', text: 'Per-parcel markups' },
  },
  {
    capability: 'Real-time tracking and webhooks',
    deliveros: { support: 'yes', text: 'Live location and webhooks' },
    inHouse: { support: 'partial', text: 'Build and host it yourself' },
    courier: { support: 'partial', text: 'Polling for status only' },
  },
  {
    capability: 'Naira wallet and bank payouts',
    deliveros: { support: 'yes', text: 'Built in' },
    inHouse: { support: 'partial', text: 'A separate payments integration' },
    courier: { support: 'no', text: 'Not included' },
  },
  {
    capability: 'Riders across Lagos and Abuja',
    deliveros: { support: 'yes', text: 'Vetted partner network' },
    inHouse: { support: 'no', text: 'Hire and manage your own fleet' },
    courier: { support: 'partial', text: "One courier's fleet" },
  },
  {
    capability: 'Your own routes and pricing',
    deliveros: { support: 'yes', text: 'Local, interstate and international' },
    inHouse: { support: 'yes', text: 'Yes, once built' },
    courier: { support: 'no', text: "The courier's rate card" },
  },
  {
    capability: 'API docs and support',
    deliveros: { support: 'yes', text: 'OpenAPI 3.1, webhook samples · 24/7' },
    inHouse: { support: 'partial', text: 'Your own team, on call' },
    courier: { support: 'partial', text: 'Business-hours e-mail' },
  },
];
