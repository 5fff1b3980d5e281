import type { ColumnType, Generated } from 'kysely';
import type { Int8, Json, Timestamp } from './column-types';
import type * as developers from './schema-developers';
import type { Counterpart, TransactionEvent } from '@/api/schemas';
import type { CodMethod, Coverage, DeliveryStatus, Priority, Vehicle } from '@/api/schemas';
import type { BillingParty, InvoicePayment, InvoiceStatus } from '@/api/schemas/invoices';
import type { DeliveryRecord, EventLocation } from '../../domain/deliveries/records';
import type { MessageChannel, MessageKind } from '../../domain/messages';

/*
 * The tables as Kysely sees them (server/storage/postgres/migrations makes them). Money is
 * integer kobo in `bigint` (node-postgres hands an int8 over as a string: the repositories turn it
 * into a number, exact below 2^53, far above any bounded amount); times are `timestamptz`. The
 * developers' tables (API keys, request logs, webhooks) are in ./schema-developers.ts.
 */

export interface UsersTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: 'partner' | 'operator';
  password_hash: string;
  verified: boolean;
  verification_code_hash: string | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  access_hash: string;
  refresh_hash: string;
  expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  rotated_refresh_hashes: ColumnType<string[], string[], string[]>;
}

export interface ResetTokensTable {
  hash: string;
  user_id: string;
  expires_at: Timestamp;
}

export interface SignInFailuresTable {
  id: Generated<Int8>;
  email: string;
  client: string;
  at: Timestamp;
}

export interface KnownDevicesTable {
  user_id: string;
  client: string;
  at: Timestamp;
}

export interface PartnerProfilesTable {
  partner_id: string;
  company_name: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
}

export interface PartnerSettingsTable {
  partner_id: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  auto_accept: boolean;
  proof_of_delivery: Json<{ code: boolean; signature: boolean; photo: boolean }>;
  customer_messages: Json<unknown> | null;
  /** Tenths of a percent (1.5 % is 15): exact, no floating point in money rules. */
  cash_handling_fee_permille: number | null;
}

export interface BillingInfoTable {
  partner_id: string;
  company_name: string;
  address: string;
  city: string;
  country: string;
  tax_id: string;
  email: string;
  phone: string;
}

export interface PaymentMethodsTable {
  id: string;
  partner_id: string;
  type: 'bank_transfer' | 'card';
  provider: string;
  account_name: string;
  last4: string;
  is_default: boolean;
  seq: Generated<Int8>;
}

export interface WalletsTable {
  partner_id: string;
  balance: Int8;
}

export interface TransactionsTable {
  id: string;
  /** The order they were stored in: of one instant, the last stored is listed first. */
  seq: Generated<Int8>;
  partner_id: string;
  type: 'credit' | 'debit';
  amount: Int8;
  fee: Int8;
  description: string;
  date: Timestamp;
  status: 'completed' | 'pending' | 'failed' | 'held';
  category: 'earning' | 'fee' | 'top-up' | 'withdrawal' | 'transfer' | 'cod-remittance';
  reference: string;
  counterpart: Json<Counterpart> | null;
  failure_reason: string | null;
  held_reason: string | null;
  held_fee_id: string | null;
  timeline: Json<TransactionEvent[]>;
  settle_at: Timestamp | null;
  settle_outcome: 'completed' | 'failed' | null;
  settle_failure_reason: string | null;
}

export interface PayoutAccountsTable {
  id: string;
  seq: Generated<Int8>;
  partner_id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  is_default: boolean;
  created_at: Timestamp;
}

export interface LookupsTable {
  id: Generated<Int8>;
  kind: 'name-enquiry' | 'recipient' | 'tracking';
  who: string;
  at: Timestamp;
}

export interface IdempotencyKeysTable {
  partner_id: string;
  key: string;
  fingerprint: string;
  status: number;
  body: Json<unknown>;
  created_at: Generated<Timestamp>;
}

export interface OutboxTable {
  id: Generated<Int8>;
  kind: 'message' | 'event';
  partner_id: string | null;
  type: string | null;
  payload: Json<unknown>;
  created_at: Generated<Timestamp>;
  sent_at: Timestamp | null;
}

/** What the recording provider "sent" (server/platform/recorded-messages.ts). */
export interface RecordedMessagesTable {
  /** bigserial, read as text. */
  id: Generated<string>;
  channel: MessageChannel;
  kind: MessageKind;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  /** Set by the database (`now()`) on insert. */
  sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DeliveriesTable {
  id: string;
  partner_id: string;
  tracking_number: string;
  tracking_code: string;
  status: DeliveryStatus;
  /** The status's place in the contract's order (`deliveryStatuses`): the `status` sort. */
  status_rank: Generated<number>;
  priority: Priority;
  /** low 0, medium 1, high 2: the `priority` sort. */
  priority_rank: Generated<number>;
  customer: Json<DeliveryRecord['customer']>;
  from_place: Json<DeliveryRecord['from']>;
  to_place: Json<DeliveryRecord['to']>;
  created_at: Timestamp;
  estimated_delivery: Timestamp;
  price: Int8;
  description: string;
  items: Json<string[]>;
  special_instructions: string | null;
  rider_id: string | null;
  code: Json<NonNullable<DeliveryRecord['code']>> | null;
  attempts: Json<NonNullable<DeliveryRecord['attempts']>> | null;
  /** The last failed attempt's time (needs attention: failed-attempt). */
  last_attempt_at: Timestamp | null;
  proof: Json<NonNullable<DeliveryRecord['proof']>> | null;
  cod_amount: Int8 | null;
  cod_collected_method: CodMethod | null;
  cod_collected_amount: Int8 | null;
  cod_collected_at: Timestamp | null;
  cod_remitted_at: Timestamp | null;
  last_reported_at: Timestamp | null;
  /** When it was delivered (migrations/0005-delivered-at.ts): the performance figures' window. */
  delivered_at: Timestamp | null;
  /** What a search looks in (server/domain/deliveries/search-text.ts), under a trigram index. */
  search_text: string;
}

export interface TrackingEventsTable {
  seq: Generated<Int8>;
  id: string;
  delivery_id: string;
  status: DeliveryStatus;
  at: Timestamp;
  note: string;
  location: Json<EventLocation> | null;
}

export interface RidersTable {
  id: string;
  partner_id: string;
  name: string;
  phone: string;
  vehicle: Vehicle;
  plate: string | null;
  on_duty: boolean;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  /** The phone's last ten digits, unique per partner among the riders not archived (migrations/0007-riders.ts). */
  phone_key: Generated<string>;
}

export interface DeliveryRoutesTable {
  id: string;
  partner_id: string;
  from_place: string;
  to_place: string;
  estimated_time: string;
  base_price: Int8;
  coverage: Coverage;
  is_active: boolean;
  seq: Generated<Int8>;
}

/** Each partner's deliveries per status, kept by a trigger (migrations/0003-deliveries.ts). */
export interface DeliveryStatusCountsTable {
  partner_id: string;
  status: DeliveryStatus;
  count: Int8;
}

export interface CountersTable {
  name: string;
  value: Int8;
}

export interface ApiAccessRequestsTable {
  id: string;
  business_name: string;
  location: string;
  email: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected' | 'more_information_needed';
  created_at: Timestamp;
  note: string | null;
  history: Json<unknown>;
  /** migrations/0009-api-keys.ts: the review's invitation. */
  invitation_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  invitation_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** DeliverOS's invoices (migrations/0004-billing.ts): the plan as billed, in kobo; the billed-to snapshot. */
export interface InvoicesTable {
  id: string;
  partner_id: string;
  number: string;
  period_start: Timestamp;
  period_end: Timestamp;
  issued_at: Timestamp;
  status: InvoiceStatus;
  plan_name: string;
  monthly_fee: Int8;
  included_deliveries: number;
  overage_price: Int8;
  deliveries: number;
  payments: Json<InvoicePayment[]>;
  billed_to: Json<BillingParty> | null;
}

/** A delivered delivery's proof images (migrations/0008-proof-and-cash.ts): bytes, served back as data URLs. */
export interface ProofImagesTable {
  delivery_id: string;
  partner_id: string;
  photo: Uint8Array | null;
  photo_format: 'jpeg' | 'png' | 'webp' | null;
  signature_image: Uint8Array | null;
  signature_text: string | null;
}

/** A rider's cash of a Lagos day handed in (migrations/0008-proof-and-cash.ts): unique per (partner, rider, day, round). */
export interface CodRemittancesTable {
  id: string;
  partner_id: string;
  rider_id: string;
  day: string;
  round: number;
  delivery_count: number;
  amount: Int8;
  fee: Int8;
  transaction_id: string;
  remitted_at: Timestamp;
  seq: Generated<Int8>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  reset_tokens: ResetTokensTable;
  sign_in_failures: SignInFailuresTable;
  known_devices: KnownDevicesTable;
  partner_profiles: PartnerProfilesTable;
  partner_settings: PartnerSettingsTable;
  billing_info: BillingInfoTable;
  payment_methods: PaymentMethodsTable;
  wallets: WalletsTable;
  transactions: TransactionsTable;
  payout_accounts: PayoutAccountsTable;
  lookups: LookupsTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox: OutboxTable;
  recorded_messages: RecordedMessagesTable;
  deliveries: DeliveriesTable;
  delivery_status_counts: DeliveryStatusCountsTable;
  tracking_events: TrackingEventsTable;
  riders: RidersTable;
  delivery_routes: DeliveryRoutesTable;
  counters: CountersTable;
  api_access_requests: ApiAccessRequestsTable;
  api_keys: developers.ApiKeysTable;
  request_logs: developers.RequestLogsTable;
  api_key_failures: developers.ApiKeyFailuresTable;
  invoices: InvoicesTable;
  proof_images: ProofImagesTable;
  cod_remittances: CodRemittancesTable;
  webhook_endpoints: developers.WebhookEndpointsTable;
  webhook_events: developers.WebhookEventsTable;
  webhook_deliveries: developers.WebhookDeliveriesTable;
  webhook_attempts: developers.WebhookAttemptsTable;
}
