import { defaultTemplates } from '@/api/schemas/customer-messages';
import { isRecord, type Json, type JsonSchema } from './json';

/*
 * The document's example values: the demo partner's own records and data (mocks/seed.ts), so
 * that an example sent to the mock works.
 */

/** Path parameters' examples: real ids of the demo partner's seeded records (mocks/seed.ts). */
export const pathExamples: ReadonlyArray<readonly [prefix: string, id: string]> = [
  ['/api/tracking/', 'dlv_0007'],
  // The first prefix that a path starts with gives its id, so a delivery's own steps come before
  // `/api/deliveries/` (a pending delivery): the accepted one without a rider (server/seed/riders.ts),
  // the in-transit ones whose recipients hold the code 2468 (dlv_0008 with ₦48,500 to collect on
  // delivery: the example's `collection`), the delivered one with its proof.
  ['/api/deliveries/:id/assign', 'dlv_0005'],
  ['/api/deliveries/:id/verify-code', 'dlv_0008'],
  ['/api/deliveries/:id/deliver', 'dlv_0008'],
  ['/api/deliveries/:id/attempts', 'dlv_0007'],
  ['/api/deliveries/:id/return', 'dlv_0007'],
  ['/api/deliveries/:id/proof', 'dlv_0009'],
  ['/api/deliveries/', 'dlv_0001'],
  // A rider on the roster carrying a picked-up delivery (server/seed/riders.ts).
  ['/api/riders/', 'rdr_bola'],
  ['/api/wallet/transactions/', 'txn_01'],
  ['/api/routes/', 'rte_lekki_ikeja'],
  ['/api/payout-accounts/', 'pa_demo_gtbank'],
  ['/api/payment-methods/', 'pm_verve'],
  ['/api/billing/invoices/', 'inv_demo_0011'],
  ['/api/api-keys/', 'key_demo_test'],
  ['/api/request-logs/', 'req_demo_000000000000000000000001'],
  // The seeded approved request's unused invitation (server/seed/api-access.ts).
  ['/api/invitations/', 'inv_seed_kano_express'],
  // A seeded request waiting for operations (server/seed/api-access.ts).
  ['/api/requests/api-access/', 'req_seed_1'],
  // The demo partner's endpoint to the built-in receiver and its delivered event (server/seed/webhooks.ts).
  ['/api/webhook-endpoints/', 'we_demo_orders'],
  ['/api/webhook-deliveries/', 'whd_demo_0001'],
  // The customers' tracking page (issue 28): a code of the right shape. Every seed draws its codes at
  // random (issue 38), so none is the same on two seeds: read it from a delivery's tracking_url.
  ['/api/track/', '37ddr4c9vsedtjaj'],
];

/**
 * Example values by wire field (`operation:path`, then `path`, then the field's name), used
 * when their JSON type fits the field: the demo partner's own data, so examples work on the mock.
 */
export const exampleValues: Record<string, Json> = {
  'signUp:email': 'ada@swiftriders.ng',
  'signUp:password': 'Sup3rSecret!',
  'signUp:confirm_password': 'Sup3rSecret!',
  'createApiAccessRequest:email': 'dev@ekoexpress.ng',
  'updateDeliveryRoute:from': 'Lekki',
  'updateDeliveryRoute:to': 'Victoria Island',
  'createPaymentMethod:account_number': '4111111111111111',
  'createPaymentMethod:type': 'card',
  'createPaymentMethod:provider': 'Visa',
  'createPayoutAccount:account_number': '0123456785',
  'resolveRecipient:email': 'chidi@riders.ng',
  'verifyEmail:email': 'new@example.com',
  'verifyEmail:code': '123456',
  'listDeliveries:status': 'pending',
  'listTransactions:search': 'TRX-',
  'listTransactions:from': '2026-11-01',
  'listTransactions:to': '2026-11-30',
  'listDeliveries:from': '2026-11-01',
  'listDeliveries:to': '2026-11-30',
  'listDeliveries:search': 'laptop',
  'listDeliveries:rider': 'rdr_bola',
  // Riders and dispatch, proof of delivery (issue 27): the seed's riders and dlv_0007's recipient.
  'createRider:name': 'Tunde Bakare',
  'createRider:phone': '+234 803 555 0210',
  'createRider:plate': 'LND-517-KT',
  'updateRider:name': 'Bola Adeyemi',
  'updateRider:phone': '+234 803 555 0210',
  'updateRider:plate': 'LND-482-KJ',
  vehicle: 'bike',
  on_duty: true,
  rider_id: 'rdr_sade',
  'verifyDeliveryCode:code': '2468',
  recipient_name: 'Zainab Bello',
  signature: { kind: 'typed', text: 'Zainab Bello' },
  // A 1×1 PNG (a photo is at most 700 kB decoded: the dashboard sends a downscaled copy of the picture).
  photo:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  override_reason: 'The recipient’s phone was off: she showed her ID card at the door',
  // Cash on delivery (issue 28): all of dlv_0008's ₦48,500, in cash; the demo partner's fee.
  'completeDelivery:collection.method': 'cash',
  'completeDelivery:collection.amount': 48_500,
  day: '2026-11-28',
  cash_handling_fee_percent: 1.5,
  'recordFailedAttempt:reason': 'customer-unavailable',
  'returnDelivery:reason': 'Three attempts failed: the customer could not be reached',
  'createApiAccessRequest:reason': 'Live tracking and payouts in our checkout',
  // Customer messages (issue 28): by WhatsApp, the defaults but for an ETA on the way, nothing on delivery.
  'updateCustomerMessages:channel': 'whatsapp',
  'updateCustomerMessages:picked_up.template': defaultTemplates.pickedUp,
  'updateCustomerMessages:out_for_delivery.template':
    'Hi {first_name}, {partner} brings your parcel {tracking_number} on {eta}. Follow it: {tracking_link}',
  'updateCustomerMessages:delivered.enabled': false,
  'updateCustomerMessages:delivered.template': defaultTemplates.delivered,
  'updateCustomerMessages:failed_attempt.template': defaultTemplates.failedAttempt,
  url: 'http://localhost:4242/webhooks',
  'createWebhookEndpoint:description': 'Order service: status updates for our customers',
  'updateWebhookEndpoint:description': 'Order service: status updates for our customers',
  'customer.email': 'chioma.nwosu@example.com',
  'customer.name': 'Chioma Nwosu',
  'customer.phone': '+234 803 555 0101',
  'from.address': '12 Admiralty Way, Lekki Phase 1',
  'to.address': '5 Awolowo Road, Ikoyi',
  email: 'demo@example.com',
  password: 'Partner123!',
  confirm_password: 'Sup3rSecret!',
  new_password: 'Sup3rSecret!',
  token: 'the-token-from-the-reset-link',
  remember_me: true,
  accept_terms: true,
  first_name: 'Ada',
  last_name: 'Okafor',
  phone: '+234 803 123 4567',
  company_name: 'Swift Riders Ltd',
  business_name: 'Eko Express',
  location: 'Lagos, Nigeria',
  reason: 'Customer asked to cancel',
  note: 'Left with the receptionist',
  address: '14 Herbert Macaulay Way, Yaba',
  city: 'Lagos',
  country: 'Nigeria',
  tax_id: 'TIN-20481632',
  lat: 6.4541,
  lng: 3.4256,
  description: 'Laptop and accessories',
  items: ['Laptop', 'Charger'],
  price: 8500,
  base_price: 3500,
  amount: 5000,
  from: 'Lekki',
  to: 'Ikeja',
  estimated_time: '2–4 hours',
  special_instructions: 'Call on arrival',
  bank_code: '058',
  account_number: '0100646789',
  account_name: 'Swift Riders Ltd',
  provider: 'GTBank',
  payout_account_id: 'pa_demo_gtbank',
  recipient_email: 'chidi@riders.ng',
  page: 1,
  limit: 20,
};
export const exampleDateTime = '2026-12-01T15:30:00.000Z';

/** Whether an example value has the JSON type a schema asks for (for a union, one of its inline options'). */
export function fitsType(value: Json, schema: JsonSchema): boolean {
  const type = schema.type;
  const options = schema.oneOf ?? schema.anyOf;
  if (type === undefined && Array.isArray(options)) {
    return options.some((option) => isRecord(option) && fitsType(value, option));
  }
  if (Array.isArray(value)) return type === 'array';
  if (value === null) return type === 'null';
  if (typeof value === 'object') return type === 'object';
  if (typeof value === 'number') return type === 'number' || (type === 'integer' && Number.isInteger(value));
  return typeof value === type;
}
