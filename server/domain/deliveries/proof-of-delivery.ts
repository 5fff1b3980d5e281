import type { Delivery } from '@/api/schemas';
import type { CompleteDeliveryRequest, DeliveryProof, VerifyCodeReply } from '@/api/schemas/delivery-proof';
import { announceCollection, checkCollection } from '../cash-on-delivery/collection';
import { DomainError } from '../errors';
import type { Ctx } from '../ports';
import { statusNotes } from './events';
import { proofRequiredBy } from './proof';
import { proofImagesOf } from './proof-images';
import type { DeliveryCode, DeliveryProofSummary } from './proof-port';
import type { DeliveryRecord } from './records';
import { deliveryReply } from './view';
import { invalidTransition, moveTo, ownDelivery } from './workflow';

/*
 * Proof of delivery (issue 27): the recipient's code with its tries — POST …/verify-code answers
 * 200 either way (a wrong code is an answer, not a refusal), each wrong one spending a try in the
 * database (./proof-port.ts) —; POST …/deliver with what the partner's settings require, every
 * check made before anything is written; GET …/proof with its images, to the partner only.
 */

/** Which delivery a request acts on, for whom, and when. */
export interface Acting {
  partnerId: string;
  id: string | undefined;
  now: number;
}

const codeLocked = () =>
  new DomainError(409, "The code's tries are spent: deliver with an override and a reason", 'CODE_LOCKED');
const codeReply = ({ verified, triesLeft }: DeliveryCode): VerifyCodeReply => ({ verified, triesLeft });

/** Whether two codes are the same, in a time that does not depend on where they differ. */
function sameCode(given: string, stored: string): boolean {
  let differ = given.length ^ stored.length;
  for (let i = 0; i < stored.length; i += 1) differ |= (given.charCodeAt(i) || 0) ^ stored.charCodeAt(i);
  return differ === 0;
}

export async function verifyDeliveryCode(ctx: Ctx, { partnerId, id }: Acting, code: string): Promise<VerifyCodeReply> {
  const delivery = await ownDelivery(ctx, partnerId, id);
  if (delivery.status !== 'picked-up' && delivery.status !== 'in-transit') {
    throw invalidTransition(`Cannot check the code of a delivery that is ${delivery.status}`);
  }
  const stored = delivery.code;
  if (!stored) throw new DomainError(409, 'This delivery has no delivery code', 'NO_DELIVERY_CODE');
  if (stored.verified) return codeReply(stored);
  if (stored.triesLeft === 0) throw codeLocked();
  const after = sameCode(code, stored.value)
    ? await ctx.tx.deliveryCodes.verify(partnerId, delivery.id)
    : await ctx.tx.deliveryCodes.spendTry(partnerId, delivery.id);
  if (after) return codeReply(after);
  // Another request took the last try, or verified the code, since it was read.
  const now = (await ownDelivery(ctx, partnerId, delivery.id)).code;
  if (now?.verified) return codeReply(now);
  throw codeLocked();
}

const proofMissing = (message: string) => new DomainError(400, message, 'PROOF_REQUIRED');

/** What proves this delivery, from the request and the code's state, or the refusal of what is missing. */
async function proofOf(
  ctx: Ctx,
  delivery: DeliveryRecord,
  body: CompleteDeliveryRequest,
  now: number,
): Promise<DeliveryProofSummary> {
  const required = await proofRequiredBy(ctx, delivery.partnerId);
  const { code } = delivery;
  let codeProof: DeliveryProofSummary['code'];
  // The code is asked where it was sent at pickup (a delivery picked up before the setting has none).
  if (required.code && code) {
    if (code.verified) codeProof = 'verified';
    else if (code.triesLeft > 0) {
      throw new DomainError(409, "Check the recipient's code first (POST …/verify-code)", 'CODE_NOT_VERIFIED');
    } else if (!body.overrideReason) {
      throw proofMissing("override_reason: The code's tries are spent: say why the delivery is made without it");
    } else codeProof = 'overridden';
  }
  const missing = [
    required.signature && !body.recipientName && "the recipient's name",
    required.signature && !body.signature && 'a signature',
    required.photo && !body.photo && 'a photo',
  ].filter((item): item is string => typeof item === 'string');
  if (missing.length > 0) throw proofMissing(`This delivery needs ${missing.join(', ')}`);
  return {
    ...(codeProof ? { code: codeProof } : {}),
    ...(codeProof === 'overridden' && body.overrideReason ? { overrideReason: body.overrideReason } : {}),
    ...(body.recipientName ? { recipientName: body.recipientName } : {}),
    ...(body.signature ? { signature: body.signature.kind } : {}),
    photo: body.photo !== undefined,
    capturedAt: new Date(now).toISOString(),
  };
}

/**
 * POST …/deliver: in transit, with the proof the partner asks for, images that are what they say
 * and, for cash on delivery, what was collected; then delivered (the earning paid) in one
 * transaction, with `delivery.cash_collected` and `delivery.proof_captured`.
 */
export async function completeDelivery(ctx: Ctx, acting: Acting, body: CompleteDeliveryRequest): Promise<Delivery> {
  const { partnerId, now } = acting;
  const delivery = await ownDelivery(ctx, partnerId, acting.id, true);
  if (delivery.status !== 'in-transit') throw invalidTransition(`Cannot deliver a delivery that is ${delivery.status}`);
  const proof = await proofOf(ctx, delivery, body, now);
  const images = proofImagesOf(partnerId, delivery.id, body);
  const collected = checkCollection(delivery, body.collection, now);
  await ctx.tx.proofs.record(partnerId, delivery.id, proof, collected);
  const withProof: DeliveryRecord = {
    ...delivery,
    proof,
    ...(collected && delivery.cashOnDelivery ? { cashOnDelivery: { ...delivery.cashOnDelivery, collected } } : {}),
  };
  const note = proof.recipientName ? `${statusNotes.delivered}: ${proof.recipientName}` : statusNotes.delivered;
  const { record } = await moveTo(ctx, withProof, 'delivered', note, now);
  await announceCollection(ctx, record, now);
  if (images) await ctx.tx.proofImages.insert(images);
  const delivered = await deliveryReply(ctx, record);
  await ctx.tx.outbox.add({ kind: 'event', partnerId, type: 'delivery.proof_captured', data: delivered });
  return delivered;
}

/** GET …/proof: the summary with its images, the partner's own delivery only (another's is a 404). */
export async function getDeliveryProof(ctx: Ctx, partnerId: string, id: string | undefined): Promise<DeliveryProof> {
  const delivery = await ownDelivery(ctx, partnerId, id);
  if (!delivery.proof) throw new DomainError(404, 'This delivery has no proof of delivery', 'NOT_FOUND');
  const images = await ctx.tx.proofImages.of(partnerId, delivery.id);
  return {
    ...delivery.proof,
    ...(images?.signatureImage ? { signatureImage: images.signatureImage } : {}),
    ...(images?.signatureText ? { signatureText: images.signatureText } : {}),
    ...(images?.photoImage ? { photoImage: images.photoImage } : {}),
  };
}
