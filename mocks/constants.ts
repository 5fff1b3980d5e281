/*
 * Fixed values the mock's behaviour uses (handlers, the ledger, the scenarios) and the seed
 * shares. No demo data here: the handlers import this module, never mocks/seed/.
 */

/** The code every sign-up and every unverified sign-in accepts (the outbox's e-mails carry it). */
export { DEMO_VERIFICATION_CODE as VERIFICATION_CODE } from '@server/seed/constants';

/** The note of a delivery's tracking event when it reaches each status (the deliveries' rules). */
export { statusNotes } from '@server/domain/deliveries/events';

/** The `arrivals` scenario's pace: a new request every 20 s, at most 100 (mocks/arrivals.ts brings them in). */
export const ARRIVALS = { everyMs: 20_000, total: 100 } as const;

/** Why the bank refuses every withdrawal in the `payouts-failing` scenario (the money and the fee come back). */
export { PAYOUTS_FAILING_REASON } from '@server/domain/wallet/settlement';

export { defaultSettings, noProofRequired } from '@server/domain/partners/defaults';
