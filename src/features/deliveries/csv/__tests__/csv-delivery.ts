import type { Delivery } from '@/api/schemas';

/**
 * The delivery the CSV tests export and read back: a quote in a name, a comma in an address,
 * a formula in the description, kobo in the price, a line break in the instructions.
 */
export const csvDelivery: Delivery = {
  id: 'dlv_0001',
  trackingNumber: 'DOS-2026-0012',
  trackingUrl: 'http://localhost:5173/track/7k2m9q4xw8rt3nbe',
  status: 'in-transit',
  priority: 'high',
  customer: { name: 'Chioma "Chi" Nwosu', email: 'chioma@example.com', phone: '+234 803 555 0101' },
  from: { address: '12 Admiralty Way, Lekki Phase 1', city: 'Lagos' },
  to: { address: '5 Awolowo Road', city: 'Ikoyi' },
  description: '=HYPERLINK("http://evil.example")',
  items: ['Insulin pens (x20)', 'Cold pack'],
  price: 8500.5,
  // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
  createdAt: '2026-11-24T23:30:00.000Z',
  estimatedDelivery: '2026-11-25T14:05:00.000Z',
  specialInstructions: 'Keep cold.\nCall on arrival.',
};
