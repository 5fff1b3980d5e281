import { apiAccessEndpoints } from '@/api/contract/api-access';
import { apiKeyEndpoints } from '@/api/contract/api-keys';
import { requestLogEndpoints } from '@/api/contract/request-logs';
import { authEndpoints } from '@/api/contract/auth';
import { sessionEndpoints } from '@/api/contract/session';
import { billingEndpoints } from '@/api/contract/billing';
import { cashOnDeliveryEndpoints } from '@/api/contract/cash-on-delivery';
import { customerMessageEndpoints } from '@/api/contract/customer-messages';
import { invoiceEndpoints } from '@/api/contract/invoices';
import { deliveryEndpoints } from '@/api/contract/deliveries';
import { deliveryAttentionEndpoints } from '@/api/contract/delivery-attention';
import { deliveryWriteEndpoints } from '@/api/contract/delivery-writes';
import { deliveryRouteEndpoints } from '@/api/contract/delivery-routes';
import { deliveryProofEndpoints } from '@/api/contract/delivery-proof';
import { partnerEndpoints } from '@/api/contract/partner';
import { payoutEndpoints } from '@/api/contract/payouts';
import { publicTrackingEndpoints } from '@/api/contract/public-tracking';
import { riderEndpoints } from '@/api/contract/riders';
import { statisticsEndpoints } from '@/api/contract/statistics';
import { walletEndpoints } from '@/api/contract/wallet';
import { walletMovementEndpoints } from '@/api/contract/wallet-movements';
import { webhookEndpoints } from '@/api/contract/webhooks';
import type { EndpointDef, EndpointName } from '@/api/endpoints';

/*
 * The OpenAPI document's words: the domains (tags), each endpoint's summary and what its
 * contract entry does not say, and the API's introduction.
 */

/** The contract's files, by domain (the file's name): each one an OpenAPI tag. */
export const domains = {
  auth: {
    title: 'Authentication',
    description: 'Sign-up, sign-in, token refresh and sign-out, password reset.',
    endpoints: { ...authEndpoints, ...sessionEndpoints },
  },
  'api-access': {
    title: 'API access requests',
    description: 'Businesses ask for API access; DeliverOS operations (an `operator` account) review the requests.',
    endpoints: apiAccessEndpoints,
  },
  'api-keys': {
    title: 'API keys',
    description:
      'A partner’s secrets for the Logistics API (`sk_test_…`, `sk_live_…`): list, create, roll, revoke. Dashboard sign-in only: an API key cannot manage keys.',
    endpoints: apiKeyEndpoints,
  },
  'request-logs': {
    title: 'Request logs',
    description:
      'Every request made with the partner’s API keys (both modes, refused ones too), with its bodies: newest first, the last 500 kept. Dashboard sign-in only.',
    endpoints: requestLogEndpoints,
  },
  webhooks: {
    title: 'Webhooks',
    description:
      'Endpoints that receive signed events (`DeliverOS-Signature`, HMAC-SHA256), each delivery with its attempts, resend and test events. An endpoint made with a test key (or in the dashboard’s test mode) receives test events only. docs/webhooks.md.',
    endpoints: webhookEndpoints,
  },
  deliveries: {
    title: 'Deliveries',
    description: 'A partner’s deliveries, their status workflow, live tracking and what needs attention.',
    endpoints: { ...deliveryAttentionEndpoints, ...deliveryEndpoints, ...deliveryWriteEndpoints },
  },
  riders: {
    title: 'Riders and dispatch',
    description:
      'The partner’s roster of riders, who carries which delivery (a delivery needs a rider before it is picked up), and the fleet map of the open deliveries.',
    endpoints: riderEndpoints,
  },
  'delivery-proof': {
    title: 'Proof of delivery',
    description:
      'Handing a delivery over with the proof the partner’s settings require (`proof_of_delivery`: the recipient’s code, name and signature, a photo), failed attempts, and the return to the sender after the third.',
    endpoints: deliveryProofEndpoints,
  },
  'cash-on-delivery': {
    title: 'Cash on delivery',
    description:
      'Deliveries whose rider collects an amount from the recipient at the door (`cash_on_delivery`): what each rider collected on a Lagos day and still holds, handing it in (a `cod-remittance` credit to the wallet, the partner’s cash-handling fee kept back), and that fee.',
    endpoints: cashOnDeliveryEndpoints,
  },
  'public-tracking': {
    title: 'Public tracking',
    description:
      'The customer’s tracking page: a delivery by the code of its `tracking_url`, without signing in. It shows where the parcel is, never whose it is: cities, not addresses; the recipient’s first name and initial; no e-mail, phone, price, note or rider.',
    endpoints: publicTrackingEndpoints,
  },
  wallet: {
    title: 'Wallet',
    description: 'Balance, transaction history and earnings statistics, in naira.',
    endpoints: walletEndpoints,
  },
  'wallet-movements': {
    title: 'Money movements',
    description:
      'Top-ups, withdrawals and transfers: each one needs an Idempotency-Key, and is refused whole or done whole.',
    endpoints: walletMovementEndpoints,
  },
  payouts: {
    title: 'Banks and payout accounts',
    description: 'Nigerian banks (CBN codes), name enquiry and the partner’s own accounts that withdrawals go to.',
    endpoints: payoutEndpoints,
  },
  'delivery-routes': {
    title: 'Delivery routes',
    description: 'The routes a partner serves, with their base prices.',
    endpoints: deliveryRouteEndpoints,
  },
  partner: {
    title: 'Partner',
    description: 'The partner’s profile and settings: notifications, and the proof of delivery its deliveries need.',
    endpoints: partnerEndpoints,
  },
  'customer-messages': {
    title: 'Customer messages',
    description:
      'What the partner’s delivery customers are told, and how: one channel (SMS, WhatsApp or e-mail) and, for each moment — picked up, out for delivery, delivered, a failed attempt — a switch and a template. Each message carries the delivery’s `tracking_url`.',
    endpoints: customerMessageEndpoints,
  },
  billing: {
    title: 'Billing',
    description:
      'What the partner pays DeliverOS: billing details, the payment methods invoices are charged to, the plan and its usage, the invoices.',
    endpoints: { ...billingEndpoints, ...invoiceEndpoints },
  },
  statistics: {
    title: 'Statistics',
    description: 'Delivery counts and performance over a period.',
    endpoints: statisticsEndpoints,
  },
} as const satisfies Record<string, { title: string; description: string; endpoints: Record<string, EndpointDef> }>;

/** One line per endpoint; a new endpoint without one gets its name in words. */
export const summaries: Partial<Record<EndpointName, string>> = {
  signUp: 'Create a partner account',
  signIn: 'Sign in',
  refresh: 'Refresh the session',
  me: 'Get the signed-in user',
  signOut: 'Sign out',
  forgotPassword: 'Ask for a password reset link',
  resetPassword: 'Set a new password',
  verifyEmail: 'Verify an account with the support code',
  createApiAccessRequest: 'Request API access',
  listApiAccessRequests: 'List API access requests',
  getApiAccessRequest: 'Get an API access request',
  updateApiAccessRequest: 'Review an API access request',
  createDelivery: 'Create a delivery',
  createDeliveries: 'Create up to 100 deliveries at once',
  listDeliveries: 'List deliveries',
  getDelivery: 'Get a delivery',
  getDeliveryTracking: 'Get a delivery’s tracking',
  acceptDelivery: 'Accept a delivery',
  rejectDelivery: 'Reject a delivery',
  updateDeliveryStatus: 'Move a delivery along its workflow',
  cancelDelivery: 'Cancel a delivery',
  updateTracking: 'Report where a delivery is',
  listRiders: 'List the riders on the roster (or the archived ones)',
  createRider: 'Add a rider to the roster',
  getRider: 'Get a rider, with its open deliveries and today’s',
  updateRider: 'Change a rider, or take it off or on duty',
  archiveRider: 'Archive a rider (take it off the roster)',
  restoreRider: 'Restore an archived rider to the roster',
  assignDelivery: 'Assign a delivery to a rider, or give it to another',
  getFleet: 'Get the fleet map: the open deliveries, their riders and positions',
  verifyDeliveryCode: 'Check the recipient’s delivery code',
  completeDelivery: 'Mark a delivery as delivered, with its proof',
  getDeliveryProof: 'Get a delivery’s proof of delivery, with its images',
  recordFailedAttempt: 'Record a failed delivery attempt',
  returnDelivery: 'Return a delivery to the sender (after 3 failed attempts)',
  getCodReport: 'Get a day’s cash on delivery: per rider, what was collected and is still held',
  remitCod: 'Mark a rider’s cash of a day remitted (a cod-remittance credit to the wallet)',
  getCodSettings: 'Get the partner’s cash-handling fee',
  updateCodSettings: 'Set the partner’s cash-handling fee',
  getPublicTracking: 'Track a delivery by its tracking link (public)',
  getWallet: 'Get the wallet balance',
  listTransactions: 'List wallet transactions',
  getTransaction: 'Get a transaction',
  getWalletStatistics: 'Get wallet statistics',
  topUp: 'Add money to the wallet',
  transfer: 'Send money to another partner',
  withdraw: 'Withdraw to a payout account',
  resolveRecipient: 'Look up a transfer’s recipient',
  listBanks: 'List banks',
  resolveBankAccount: 'Name enquiry: who holds an account',
  listPayoutAccounts: 'List payout accounts',
  createPayoutAccount: 'Save a payout account',
  setDefaultPayoutAccount: 'Make a payout account the default',
  deletePayoutAccount: 'Remove a payout account',
  listDeliveryRoutes: 'List delivery routes',
  createDeliveryRoute: 'Create a delivery route',
  updateDeliveryRoute: 'Update a delivery route',
  deleteDeliveryRoute: 'Delete a delivery route',
  toggleDeliveryRoute: 'Switch a delivery route on or off',
  getPartnerProfile: 'Get the partner profile',
  updatePartnerProfile: 'Update the partner profile',
  setCompanyName: 'Name the partner’s company (onboarding)',
  getPartnerSettings: 'Get the partner’s settings (notifications, proof of delivery)',
  updatePartnerSettings: 'Update the partner’s settings (notifications, proof of delivery)',
  getCustomerMessages: 'Get the messages the partner’s customers get (channel, switches, templates)',
  updateCustomerMessages: 'Replace the messages the partner’s customers get',
  getBillingInfo: 'Get billing details',
  updateBillingInfo: 'Update billing details',
  listPaymentMethods: 'List payment methods',
  createPaymentMethod: 'Add a payment method',
  updatePaymentMethod: 'Update a payment method',
  deletePaymentMethod: 'Remove a payment method',
  getBillingPlan: 'Get the plan and this period’s usage',
  listInvoices: 'List the invoices, newest first',
  getInvoice: 'Get an invoice (the receipt)',
  listApiKeys: 'List the API keys (redacted)',
  createApiKey: 'Create an API key (its secret shown once)',
  rollApiKey: 'Roll an API key (a new secret, the old one kept for a grace period)',
  revokeApiKey: 'Revoke an API key',
  listRequestLogs: 'List the requests made with the partner’s keys',
  getRequestLog: 'Get a logged request, with its bodies',
  getInvitation: 'Get a sign-up invitation (what it pre-fills)',
  listWebhookEndpoints: 'List the webhook endpoints (of the mode)',
  createWebhookEndpoint: 'Add a webhook endpoint (its signing secret shown once)',
  getWebhookEndpoint: 'Get a webhook endpoint',
  updateWebhookEndpoint: 'Change a webhook endpoint, enable or disable it',
  deleteWebhookEndpoint: 'Delete a webhook endpoint',
  rotateWebhookSecret: 'Rotate an endpoint’s signing secret (the old one signs for 24 h more)',
  sendTestWebhook: 'Send a test event to an endpoint now',
  listWebhookDeliveries: 'List an endpoint’s deliveries with their attempts',
  resendWebhookDelivery: 'Send a delivery again now',
  getDeliveryStatistics: 'Get delivery statistics',
  getPerformance: 'Get performance over a period',
};

/** What the contract's table does not say, from docs/api-contract.md. */
export const descriptions: Partial<Record<EndpointName, string>> = {
  signUp:
    'Does not sign in. The new account is unverified: its first sign-in needs the verification code from DeliverOS support (123456 on the mock).',
  signIn:
    'Answers an access token (15 minutes on the mock) and a refresh token. An unverified account sends `verification_code`. Failed attempts are limited per client (its remote address) and per address, over 15 minutes: 5 of one client for one address, 20 of one client for any addresses, or 10 for one address from clients that never signed in to the account lock them out (429 with `Retry-After`); a client that signed in to the account before is not locked out by others’ failures.',
  refresh:
    'No body: the refresh token is the bearer. Rotation: the previous access token and refresh token stop working. A refresh token already rotated away, presented again, ends its session: 401 `REFRESH_TOKEN_REUSED`, and the session’s current tokens answer 401 too.',
  createApiKey:
    'The reply carries the full `secret` this once; every other reply shows `redacted` (its last 4). A live key needs a verified partner with approved API access (403 `API_ACCESS_NOT_APPROVED`).',
  rollApiKey:
    'A new key with the same name and mode, its secret shown this once. The old secret keeps working `grace_hours` (0–24) more, then answers 401 `API_KEY_EXPIRED`; 0 revokes it at once.',
  revokeApiKey: 'The key stops working at once: a request with it answers 401 `API_KEY_REVOKED`.',
  listRequestLogs:
    'Newest first. `outcome` (`succeeded`: 2xx, `failed`: anything else), an exact `status`, part of the `path`, a `key_id`, a `mode`. The list leaves out the bodies.',
  getRequestLog:
    'By the request’s `X-Request-Id`. Bodies are kept up to 8,000 characters (`truncated` says when one was cut); never a secret: the key by its id, name and last 4.',
  getInvitation:
    'The token of an approved API-access request’s e-mailed link. Sign-up with it (`invitation`) makes a verified account named after the business, signed in by the sign-up’s reply, which shows its first test key’s `secret` once. 404 `INVITATION_NOT_FOUND` once used, or for an unknown token.',
  createWebhookEndpoint:
    'The URL must reach a public address: a private, link-local or multicast one, or the API itself, is refused when the endpoint is saved and again on connecting (every address the name resolves to; loopback only where the server allows it, in development): 400 `WEBHOOK_URL_NOT_ALLOWED` with the reason otherwise. The reply carries the full `secret` (`whsec_…`) this once.',
  updateWebhookEndpoint:
    '`enabled: false` stops sending (pending deliveries fail); `enabled: true` resumes with the next event and resets the failure count — resend what failed.',
  rotateWebhookSecret:
    'A new secret, shown this once. For 24 hours each delivery carries two `v1` signatures, the new secret’s and the old one’s.',
  sendTestWebhook:
    'An event of the given type with the partner’s newest matching record (or a sample), to this endpoint only, attempted before the reply. 409 `WEBHOOK_ENDPOINT_DISABLED` for a disabled endpoint.',
  listWebhookDeliveries:
    'Newest first, each with its event and attempts (HTTP status or the network error, duration, the reply’s first 500 characters). `type` and `outcome` filter.',
  resendWebhookDelivery:
    'One attempt now, marked `resend`; a pending delivery keeps its retry schedule. 409 `WEBHOOK_ENDPOINT_DISABLED` for a disabled endpoint.',
  signOut: 'Ends the session the token belongs to; the partner’s other sessions stay signed in.',
  forgotPassword: 'Answers the same whether or not the address has an account.',
  resetPassword:
    'With the token of the e-mailed link (single use, valid for an hour): the password changes and every session of the account is signed out.',
  verifyEmail:
    'The code comes from DeliverOS support (123456 on the mock). A wrong code and an address without an account get the same refusal; failures count toward the sign-in limits (5 of one client for one address in 15 minutes, and the others of sign-in).',
  listApiAccessRequests:
    'Newest first. `search` matches part of the business name or the e-mail; `counts` gives how many requests match the search in each status, whatever `status` filters.',
  updateApiAccessRequest:
    'A decision: `approved` (the requester is e-mailed a sign-up invitation), `rejected` with a `reason`, or `more_information_needed` with a `question` (each required there: 400, at most 1,000 characters; e-mailed to the requester). Only a `pending` or `more_information_needed` request may be decided: 409 `INVALID_STATUS_TRANSITION` otherwise.',
  createDelivery:
    'Status `pending`, the next tracking number (`DOS-{year}-{sequence}`), a first tracking event at `from`, and a `tracking_url` for the customer (its code random, never derived from the tracking number: `GET /api/track/{code}`). With `cash_on_delivery.amount` (₦1 to ₦10,000,000, to the kobo) the rider collects that amount from the recipient: such a delivery is delivered only by `POST /api/deliveries/{id}/deliver` with its `collection`.',
  createDeliveries:
    'All or none: every delivery of the body is checked before any is created (a 400 names the first that does not fit, e.g. `deliveries.3.price`). Each is created as `POST /api/deliveries` creates one, with consecutive tracking numbers in the body’s order; the reply lists them in that order. 1 to 100 deliveries a request (the CSV import sends a file 100 rows at a time).',
  listDeliveries:
    'Newest first unless `sort` and `order` say otherwise. `search` matches the tracking number, the customer, the description, the items and the places, case-insensitively; `rider` keeps a rider’s deliveries (its id) or those without one (`unassigned`); `counts` has a key for every status and ignores `status` (not the other filters).',
  acceptDelivery:
    'Only from `pending`. The body may be `{}`. With `rider_id`, the delivery is accepted and assigned at once, under the rules of `POST /api/deliveries/{id}/assign` (the partner’s rider, not archived, on duty): the rider is checked before anything changes.',
  rejectDelivery: 'Only from `pending`; the reason becomes the tracking event’s note.',
  updateDeliveryStatus:
    '`picked-up` from `accepted`, `in-transit` from `picked-up`, `delivered` from `in-transit`. Picking up needs an assigned rider (409 `RIDER_REQUIRED`); where the partner’s `proof_of_delivery` asks for the code, the pickup sends the recipient a new 4-digit code by SMS. `delivered` (which pays the price less the 10% platform fee into the wallet) is refused with 409 `PROOF_REQUIRED` when the partner requires any proof, and with 409 `COLLECTION_REQUIRED` for a delivery with `cash_on_delivery` (what was collected, and how, cannot be said here): deliver with `POST /api/deliveries/{id}/deliver` instead. The event carries the server’s clock.',
  cancelDelivery: 'Only from `pending` or `accepted`.',
  updateTracking: 'Adds an event at that location; the status does not change. Only while `picked-up` or `in-transit`.',
  listRiders:
    'By name. Each rider with its `status` (`available`: on duty and carrying nothing picked up; `on-delivery`: carrying a delivery picked up or in transit; `off-duty`; `archived`), `open_deliveries` (accepted, picked up or in transit) and `completed_today` (delivered since midnight in Lagos). `archived=true` lists the archived riders instead.',
  createRider:
    'On duty from the start. The phone is a Nigerian number that no other rider on the roster has (compared by its last 10 digits; 409 `RIDER_PHONE_TAKEN`); the plate (letters, digits, spaces, dashes; at most 12) is kept in upper case. A roster holds at most 200 riders, archived ones included (409 `RIDER_LIMIT`).',
  getRider:
    'The rider, the deliveries it carries now (accepted, picked up, in transit) and those it delivered today (Lagos).',
  updateRider:
    'Only the fields sent change; an empty `plate` removes it. `on_duty: false` takes the rider off duty: nothing new can be assigned to it, and what it carries stays with it. An archived rider cannot be changed (409 `RIDER_ARCHIVED`: restore it first); a phone another rider on the roster has is refused (409 `RIDER_PHONE_TAKEN`).',
  archiveRider:
    'Takes the rider off the roster (it stays on the deliveries it carried). Refused while it carries an open delivery (accepted, picked up or in transit): 409 `RIDER_BUSY` — assign those to other riders first. An archived rider is answered as it is.',
  restoreRider:
    'Back on the roster, on or off duty as it was. Refused if a rider on the roster has its phone meanwhile (409 `RIDER_PHONE_TAKEN`). A rider on the roster is answered as it is.',
  assignDelivery:
    'The delivery must be accepted, picked up or in transit (409 `INVALID_STATUS_TRANSITION` otherwise: accept a pending one first); the rider one of the partner’s, not archived (409 `RIDER_ARCHIVED`) and on duty (409 `RIDER_OFF_DUTY`). A rider may carry several deliveries. Giving the delivery to another rider needs a `reason` (400 `VALIDATION_ERROR`), kept in its history (`Reassigned from … to …: reason`); assigning the rider it already has changes nothing. Each assignment adds a history entry without a location and sends `delivery.assigned`.',
  getFleet:
    'Every accepted, picked-up or in-transit delivery, newest first (at most 500; `total` counts them all), with its rider and its last known position (the last event with coordinates), absent when none has any.',
  verifyDeliveryCode:
    'While picked up or in transit, for a delivery whose recipient was sent a code at pickup (409 `NO_DELIVERY_CODE` otherwise). A wrong code is an answer, not a refusal: `verified: false` and one of the 3 tries used (`tries_left`). Once the tries are spent, the code is locked (409 `CODE_LOCKED`) and only a delivery with `override_reason` hands it over. A verified code answers `verified: true` again. The code is never in a reply.',
  completeDelivery:
    'Only from `in-transit`, with what the partner’s settings (`proof_of_delivery`) require, all checked before anything changes. `code`: the code verified first with `POST /api/deliveries/{id}/verify-code` (409 `CODE_NOT_VERIFIED` while it has tries left) or, once its 3 tries are spent, an `override_reason` (400 `PROOF_REQUIRED` without one); a delivery picked up before the code was required has none to check. `signature`: `recipient_name` and a `signature` (drawn: a PNG data URL of at most 150 kB; typed: the name). `photo`: a `photo`, a base64 data URL (JPEG, PNG or WebP) of at most 700 kB decoded — the dashboard downscales a picture of up to 5 MB before sending it. A missing proof is 400 `PROOF_REQUIRED` naming what is missing; what is not required may come too. A delivery with `cash_on_delivery` needs its `collection`: `method` (`cash`, `transfer` or `pos`) and `amount`, from ₦1 to the amount to collect (400 `COLLECTION_REQUIRED` without one, 400 `VALIDATION_ERROR` above the amount; a recipient who pays nothing refused the parcel: record a failed attempt); any other delivery is refused one (400 `VALIDATION_ERROR`). Less than the amount is a short collection: the delivery needs attention (`short-collection`) until the rider hands the cash in (`POST /api/cash-on-delivery/remittances`). Delivered as `PUT …/status` delivers (the price less the 10% platform fee into the wallet), with the proof’s summary on the delivery (`proof`) and the collection on its `cash_on_delivery.collected`; sends `delivery.status_changed`, `delivery.cash_collected` (with cash on delivery) and `delivery.proof_captured`.',
  getDeliveryProof:
    'The proof’s summary (`code`: `verified` or `overridden` with its `override_reason`, `recipient_name`, `signature`: `drawn` or `typed`, `photo`, `captured_at`) with the images as data URLs (`signature_image`, `photo_image`) or the typed `signature_text`. 404 for a delivery without proof.',
  recordFailedAttempt:
    'Only while `in-transit`, at most 3 attempts (409 `ATTEMPTS_EXHAUSTED`: then deliver it or return it). The status does not change: the attempt is added to the delivery’s `attempts` and its history (without a location), the delivery needs attention (`failed-attempt`, since the last attempt), and `delivery.attempt_failed` is sent.',
  returnDelivery:
    'Only while `in-transit` and after 3 failed attempts (409 `RETURN_NOT_ALLOWED` before). The status becomes `returned`, an end state (nothing is paid); the reason, if any, goes into the event’s note; sends `delivery.status_changed`.',
  getPublicTracking:
    'Needs no token: anyone with the link may look. `code` is the last segment of a delivery’s `tracking_url` (`<app>/track/{code}`): 16 characters of Crockford’s base32 in lower case (`0-9a-z` without `i`, `l`, `o`, `u`), 80 random bits drawn when the delivery is created — never derived from the id or the tracking number, so a page cannot be found from either. It reveals the partner’s company name, the tracking number, the status and `estimated_delivery`, the pickup and drop-off cities, the recipient as a first name and initial (`Segun A.`), the steps (each status once, at the time it was first reached, and each failed attempt as `attempt-failed`, oldest first, with the city where it happened: the pickup’s until the parcel is on the road, then the drop-off’s, the pickup’s again for `returned`; none for `cancelled` or `rejected`), the last reported position only while `in-transit` (to two decimals, about a kilometre), and once delivered when and to whom, by initials (`T. A.`). Never the customer’s e-mail or phone, a street address, the price, the description or items, a note or reason, or the rider. A wrong code, a tracking number (`DOS-2026-0005`), a code of another case or length, or any other text answers the same 404 `NOT_FOUND` (`No delivery has this tracking link`), byte for byte. At most 30 look-ups per client (its remote address: a header cannot change it) in any 10 minutes, found or not; past that, 429 `TOO_MANY_ATTEMPTS` with `Retry-After` (seconds until the oldest counted look-up is 10 minutes old), and the refusal does not count.',
  getCodReport:
    'One Africa/Lagos `day` (default: today), by the day each collection was made (`cash_on_delivery.collected.at`). `totals` and each rider’s line (`riders`, by name) sum that day’s collections: `expected` (the amounts to collect), `collected`, `remitted` (handed in), `held` (collected and not handed in) and `short` (expected less collected); a rider’s `fee` is what handing in what it holds would keep back (`cash_handling_fee_percent` of `held`, rounded to the kobo). `collections`: the day’s, the latest first, each with `remitted_at` once handed in. `held_before`: cash collected on earlier days that riders still hold. A day that does not exist (`2026-02-30`) is 400.',
  remitCod:
    'The rider (one of the partner’s: 404 otherwise) handed in the cash it holds from `day` (Africa/Lagos, the day of the collections): each of its collections of that day not yet remitted gets `remitted_at`, and the wallet gets one completed `cod-remittance` credit (`counterpart.kind`: `rider`): `amount` the cash, `fee` the partner’s cash-handling fee (`cash_handling_fee_percent` of the amount, rounded to the kobo) kept back, so the balance grows by amount less fee. A short collection handed in needs attention no more. Everything is checked before anything changes: 409 `NOTHING_TO_REMIT` when the rider holds nothing from that day, 422 `WALLET_LIMIT` when the wallet cannot take it, 400 for a day that does not exist. Sends `cod.remitted` (the remittance) and `wallet.transaction.completed`.',
  getCodSettings:
    'The share of the cash on delivery handed in that the partner keeps back as its cash-handling fee, in percent (0: none, where a partner starts; the mock’s demo partner: 1.5).',
  updateCodSettings:
    'From 0 to 10, to a tenth of a percent (`1.5`; `10.5` or `1.25` is 400 `VALIDATION_ERROR`). It applies to what is handed in from then on: a remittance made keeps its fee.',
  updatePartnerSettings:
    'Only the fields sent change; `proof_of_delivery` is sent whole (`code`, `signature`, `photo`). It applies from then on: a code is sent at a pickup made after it is switched on, and `PUT /api/deliveries/{id}/status` stops delivering (409 `PROOF_REQUIRED`) once any proof is required.',
  getCustomerMessages:
    'The `channel` every message goes by (`sms` and `whatsapp` to the customer’s phone, `email` to the customer’s e-mail) and, for each moment of a delivery, whether its customer gets a message (`enabled`) and its `template`: `picked_up` (the pickup), `out_for_delivery` (it goes `in-transit`), `delivered` (however it is delivered), `failed_attempt` (`POST /api/deliveries/{id}/attempts`). A partner starts with all four off, by SMS, with the default templates (the demo partner of the mock: all four on).',
  updateCustomerMessages:
    'Replaces the whole set: the channel and all four moments, each with `enabled` and `template` (a message turned off keeps its template, which must be valid too). The reply is what was saved, templates trimmed. A template is 1–480 characters once trimmed and names only the placeholders `{first_name}` (the customer’s first name), `{partner}` (the company name), `{tracking_number}`, `{tracking_link}` (the delivery’s `tracking_url`) and `{eta}` (its estimated delivery day in Lagos, `Tue 1 Dec`); anything else in braces is 400 `VALIDATION_ERROR` naming the field and the unknown names (`delivered.template: Unknown placeholder {name}: use …`), and nothing is saved. From then on each message goes at its moment with the placeholders filled in. Where the partner’s `proof_of_delivery` asks for a code, the pickup message ends with ` Give the rider the code 1234 when it arrives.` (with its 4-digit code); with that message off, the code goes by an SMS of its own.',
  listTransactions:
    'Newest first. `from` and `to` are calendar days in Africa/Lagos, both included; `search` matches a reference or the description.',
  topUp: 'By card: completed at once. By bank transfer: pending until the transfer arrives.',
  withdraw:
    'The amount plus the NIP fee (₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above) leave the balance at once; the withdrawal is pending until the bank answers, and a refused one is refunded.',
  transfer: 'Free, completed at once, never to oneself.',
  resolveRecipient:
    'Whose wallet a transfer to this e-mail would reach. At most 30 look-ups per partner in any 10 minutes (429 with `Retry-After`).',
  resolveBankAccount:
    'The name the bank holds for a NUBAN (name enquiry). At most 30 per partner in any 10 minutes (429 with `Retry-After`).',
  createPayoutAccount:
    'After a name enquiry; the first account is the default. At most 10 accounts, each bank and number once.',
  deletePayoutAccount: 'Deleting the default makes the newest remaining account the default.',
  createPaymentMethod: 'The full number is never stored: only its last four digits.',
};

/** An endpoint's name in words (`getDelivery` → `Get delivery`): the summary of one without its own. */
export const sentence = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The document's introduction (info.description): the rules every endpoint follows. */
export const apiIntroduction = [
  'Generated from the contract (`src/api/endpoints.ts`) by `npm run openapi`; do not edit by hand.',
  '',
  '- **snake_case on the wire**: every key of a body, a query or a reply; values (enums such as `picked-up`) are sent as written.',
  '- **Envelope**: every reply is `{ success, data, message?, code? }`. Success: 200 (201 when something is created) with `success: true`; a call without data sends `data: null`. Refusal: 4xx with `{ success: false, data: null, message, code }`, never a 5xx for bad input, and nothing changes.',
  '- **Money** is naira (a JSON number, at most 2 decimals); dates are ISO 8601 with an offset; a calendar day is `YYYY-MM-DD` in Africa/Lagos.',
  '- **Lists** answer `{ items, total, page, limit }`, newest first; `page` ≥ 1, `limit` 1–100 (default 20).',
  '- **Ownership**: a `user` call acts on the signed-in partner’s records only; another partner’s record answers 404 like a missing one.',
  '- **Idempotency-Key**: money movements need one (one key per user action, reused on retry): the same request under a used key replays the first reply, and the money moves once; a different request under it is refused (422 `IDEMPOTENCY_KEY_REUSED`).',
  '- **HEAD** answers like GET on every GET endpoint: the same status and headers, no body.',
  '- The server also refuses a body over 1.5 MB (413), a write whose body is not `application/json` (415) and an unknown method (405).',
].join('\n');
