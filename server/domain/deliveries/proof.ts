import { toNaira } from '@/api/money';
import type { ProofRequirements } from '@/api/schemas';
import { DomainError } from '../errors';
import { noProofRequired } from '../partners/defaults';
import { settingOf } from '../partners/profile';
import type { Ctx } from '../ports';
import type { DeliveryRecord } from './records';

/*
 * What a delivery needs before it is delivered: the proof the partner asks for (issue 27) and,
 * for cash on delivery, what was collected (issue 28). Both come with POST …/deliver, so PUT
 * …/status refuses a plain `delivered` where either is needed.
 */

/** The proof a partner's deliveries need (a sandbox twin follows its live partner's). */
export const proofRequiredBy = async (ctx: Ctx, partnerId: string): Promise<ProofRequirements> =>
  (await settingOf(ctx, partnerId, 'proofOfDelivery')) ?? noProofRequired;

/** Where the partner asks for proof of delivery, "delivered" comes with it: POST …/deliver. */
export async function refuseWithoutProof(ctx: Ctx, partnerId: string): Promise<void> {
  const required = await proofRequiredBy(ctx, partnerId);
  if (required.code || required.signature || required.photo) {
    throw new DomainError(
      409,
      'This partner requires proof of delivery: send it with POST /api/deliveries/:id/deliver',
      'PROOF_REQUIRED',
    );
  }
}

/** An amount in kobo as the messages write it: "₦48,500". */
export const nairaText = (kobo: number) => `₦${toNaira(kobo).toLocaleString('en-NG')}`;

/** PUT …/status cannot say how the cash was paid: a cash-on-delivery parcel is delivered by POST …/deliver. */
export function refuseCodStatusUpdate(delivery: DeliveryRecord): void {
  if (delivery.cashOnDelivery) {
    throw new DomainError(
      409,
      `This delivery has ${nairaText(delivery.cashOnDelivery.amount)} to collect: deliver it with POST /api/deliveries/:id/deliver and its collection`,
      'COLLECTION_REQUIRED',
    );
  }
}
