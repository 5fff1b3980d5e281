import type { DeliveryStatus, ProofRequirements } from '@/api/schemas';
import type { DbState } from './db';

/*
 * Fixed values the mock's behaviour uses (handlers, the ledger, the scenarios) and the seed
 * shares. No demo data here: the handlers import this module, never mocks/seed/.
 */

/** The code every sign-up and every unverified sign-in accepts (the outbox's e-mails carry it). */
export const VERIFICATION_CODE = '123456';

/** The note of a delivery's tracking event when it reaches each status. */
export const statusNotes: Record<DeliveryStatus, string> = {
  pending: 'Delivery request created',
  accepted: 'Accepted by delivery partner',
  'picked-up': 'Package picked up from sender',
  'in-transit': 'On the way to the recipient',
  delivered: 'Delivered to the recipient',
  rejected: 'Rejected by delivery partner',
  cancelled: 'Delivery cancelled',
  returned: 'Returned to the sender',
};

/** The `arrivals` scenario's pace: a new request every 20 s, at most 100 (mocks/arrivals.ts brings them in). */
export const ARRIVALS = { everyMs: 20_000, total: 100 } as const;

/** Why the bank refuses every withdrawal in the `payouts-failing` scenario (the money and the fee come back). */
export const PAYOUTS_FAILING_REASON = 'The bank refused the transfer: its payout service is unavailable';

/** A new partner asks for no proof of delivery until it chooses some (Profile → Settings). */
export const noProofRequired: ProofRequirements = { code: false, signature: false, photo: false };

/** A new partner's settings (a sign-up, the seed's other partners, a partner stored before its settings were). */
export const defaultSettings = (partnerId: string): DbState['settings'][number] => ({
  partnerId,
  emailNotifications: true,
  smsNotifications: false,
  autoAccept: false,
  proofOfDelivery: { ...noProofRequired },
});
