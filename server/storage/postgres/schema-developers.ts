import type { ColumnType, Generated } from 'kysely';
import type { Int8, Json, Timestamp } from './column-types';

/* The developers' tables as Kysely sees them (./schema.ts has the rest and the Database). */

/** A partner's API keys (migrations/0009-api-keys.ts): the secret's SHA-256 and last 4, never the secret. */
export interface ApiKeysTable {
  id: string;
  partner_id: string;
  name: string;
  mode: 'test' | 'live';
  hash: string;
  last4: string;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

/** Requests made with API keys (migrations/0009-api-keys.ts), `seq` their order. */
export interface RequestLogsTable {
  seq: Generated<Int8>;
  id: string;
  partner_id: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  status: number;
  duration_ms: number;
  mode: 'test' | 'live';
  key_id: string;
  key_name: string;
  key_redacted: string;
  created_at: Timestamp;
  request_body: string | null;
  response_body: string | null;
  truncated: boolean;
}

/** Unknown API keys sent, by client (migrations/0009-api-keys.ts). */
export interface ApiKeyFailuresTable {
  id: Generated<Int8>;
  client: string;
  at: Timestamp;
}

/** Webhooks (migrations/0010-webhooks.ts): endpoints, events, deliveries (the queue), attempts. */
export interface WebhookEndpointsTable {
  id: string;
  partner_id: string;
  url: string;
  description: string;
  events: ColumnType<string[], string[], string[]>;
  status: 'enabled' | 'disabled';
  disabled_reason: string | null;
  consecutive_failures: number;
  created_at: Timestamp;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  seq: Generated<Int8>;
}

export interface WebhookEventsTable {
  id: string;
  partner_id: string;
  type: string;
  created_at: Timestamp;
  livemode: boolean;
  api_version: string;
  data: Json<Record<string, unknown>>;
  seq: Generated<Int8>;
}

export interface WebhookDeliveriesTable {
  id: string;
  partner_id: string;
  endpoint_id: string;
  event_id: string;
  outcome: 'succeeded' | 'pending' | 'failed';
  next_attempt_at: Timestamp | null;
  created_at: Timestamp;
  locked_until: Timestamp | null;
  seq: Generated<Int8>;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  n: number;
  at: Timestamp;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
  response_excerpt: string | null;
  trigger: 'scheduled' | 'resend';
}
