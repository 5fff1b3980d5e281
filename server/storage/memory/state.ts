import type { ApiAccessRecord } from '../../domain/api-access/records';
import type { ApiKeyFailureRecord } from '../../domain/api-keys/records';
import type { ResetTokenRecord, SignInFailureRecord } from '../../domain/auth/records';
import type { CodRemittanceRecord } from '../../domain/cash-on-delivery/records';
import type { IdempotencyRecord } from '../../domain/idempotency';
import type { LookupRecord } from '../../domain/lookup-limits';
import type { ServerSeed } from '../../seed';

/**
 * The collections the in-memory store keeps, as plain arrays of the domain's records: what the
 * seed builds, and what only use makes.
 */
export interface MemoryCollections extends ServerSeed {
  resetTokens: ResetTokenRecord[];
  signInFailures: SignInFailureRecord[];
  lookups: LookupRecord[];
  idempotency: IdempotencyRecord[];
  apiAccessRequests: ApiAccessRecord[];
  codRemittances: CodRemittanceRecord[];
  apiKeyFailures: ApiKeyFailureRecord[];
}

/**
 * The in-memory store's whole state: its collections, and the last transaction reference given
 * (one sequence for every partner). The mock's database (mocks/db.ts) is such a state, with the
 * collections of what has not moved yet beside.
 */
export interface MemoryState extends MemoryCollections {
  referenceSequence: number;
}
