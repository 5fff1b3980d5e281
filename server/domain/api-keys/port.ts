import type { ApiKeyMode } from '@/api/schemas/api-keys';
import type { RequestLogOutcome } from '@/api/schemas/request-logs';
import type { ApiKeyFailureRecord, ApiKeyRecord, RequestLogRecord } from './records';

/* What the API keys' rules need of a store, inside one transaction (server/domain/ports.ts); reads return copies. */

export type ApiKeyPatch = Partial<Pick<ApiKeyRecord, 'expiresAt' | 'revokedAt'>>;

export interface ApiKeyRepo {
  /** The partner's keys of `mode`, newest first. */
  ofPartner(partnerId: string, mode: ApiKeyMode): Promise<ApiKeyRecord[]>;
  /** How many keys the partner holds, revoked ones included. */
  count(partnerId: string): Promise<number>;
  /** The partner's key with this id (another partner's is as absent as a missing one). */
  byId(partnerId: string, id: string): Promise<ApiKeyRecord | undefined>;
  /** The key whose secret has this SHA-256. */
  byHash(hash: string): Promise<ApiKeyRecord | undefined>;
  insert(record: ApiKeyRecord): Promise<void>;
  update(id: string, patch: ApiKeyPatch): Promise<void>;
  /** Sets the key's "last used" to `at` unless it is already later (two logs committed out of order). */
  markUsed(id: string, at: string): Promise<void>;
}

/** What the request log's list is filtered by (the mode: the dashboard's, never mixed). */
export interface RequestLogFilter {
  mode: ApiKeyMode;
  outcome?: RequestLogOutcome | undefined;
  status?: number | undefined;
  /** Part of the path, any case. */
  path?: string | undefined;
  keyId?: string | undefined;
}

export interface RequestLogRepo {
  /** A page of the partner's logs matching `filter`, the newest first, and how many match. */
  page(
    partnerId: string,
    filter: RequestLogFilter,
    page: { page: number; limit: number },
  ): Promise<{ items: RequestLogRecord[]; total: number }>;
  byId(partnerId: string, id: string): Promise<RequestLogRecord | undefined>;
  /** Adds `record`, then forgets the partner's oldest past the newest `keep`. */
  insert(record: RequestLogRecord, keep: number): Promise<void>;
}

export interface ApiKeyFailureRepo {
  /**
   * When `client` sent an unknown key at `since` or later, oldest first. Not locked: a key's every
   * request reads it, and a client's concurrent failures may pass the limit by the few in flight.
   */
  times(client: string, since: number): Promise<number[]>;
  insert(failure: ApiKeyFailureRecord): Promise<void>;
  /** Forgets every failure before `before` (they count no more). */
  prune(before: number): Promise<void>;
}
