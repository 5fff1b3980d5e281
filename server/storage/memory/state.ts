import type { ResetTokenRecord, SignInFailureRecord } from '../../domain/auth/records';
import type { LookupRecord } from '../../domain/lookup-limits';
import type { ServerSeed } from '../../seed';

/**
 * The collections the in-memory store keeps, as plain arrays of the domain's records: what the
 * seed builds, and what only use makes. The mock's database (mocks/db.ts) is such a state, with
 * the collections of what has not moved yet beside.
 */
export interface MemoryState extends ServerSeed {
  resetTokens: ResetTokenRecord[];
  signInFailures: SignInFailureRecord[];
  lookups: LookupRecord[];
}
