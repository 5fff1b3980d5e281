import { endpoints } from '@/api/endpoints';
import type { ProofSummary } from '@/api/schemas';
import { MAX_DELIVERY_ATTEMPTS, type CompleteDeliveryRequest } from '@/api/schemas/delivery-proof';
import { notifyCustomer } from '@server/domain/deliveries/customer-messages';
import { addNote, statusNotes } from '@server/domain/deliveries/events';
import { proofRequiredBy } from '@server/domain/deliveries/proof';
import { invalidTransition, moveTo } from '@server/domain/deliveries/workflow';
import type { Ctx } from '@server/domain/ports';
import { announceCollection, checkCollection } from '../cash-on-delivery';
import { db, type DeliveryRecord } from '../db';
import { deliveryOf, ownDelivery } from '../deliveries';
import { MockError } from '../errors';
import { handle } from '../http';

/*
 * Proof of delivery and failed attempts (issue 27). The code's tries are counted by
 * POST …/verify-code, which answers 200 either way (a wrong code is an answer, not a refusal);
 * POST …/deliver then checks what the partner's settings require, all before writing anything.
 * The moves themselves are the deliveries' workflow (server/domain/deliveries/workflow.ts).
 */

const attemptWords = {
  'customer-unavailable': 'Customer unavailable',
  'wrong-address': 'Wrong address',
  refused: 'Refused by the recipient',
  other: 'Other',
} as const;

function mustBeInTransit(delivery: DeliveryRecord, what: string) {
  if (delivery.status !== 'in-transit') throw invalidTransition(`Cannot ${what} a delivery that is ${delivery.status}`);
}

const proofMissing = (message: string) => new MockError(400, message, 'PROOF_REQUIRED');

/** What proves this delivery, from the request and the code's state, or the refusal of what is missing. */
async function proofOf(ctx: Ctx, delivery: DeliveryRecord, body: CompleteDeliveryRequest): Promise<ProofSummary> {
  const required = await proofRequiredBy(ctx, delivery.partnerId);
  const { code } = delivery;
  let codeProof: ProofSummary['code'];
  // The code is asked where it was sent at pickup (a delivery picked up before the setting has none).
  if (required.code && code) {
    if (code.verified) codeProof = 'verified';
    else if (code.triesLeft > 0) {
      throw new MockError(409, "Check the recipient's code first (POST …/verify-code)", 'CODE_NOT_VERIFIED');
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
    capturedAt: new Date().toISOString(),
  };
}

export const deliveryProofHandlers = [
  handle(endpoints.verifyDeliveryCode, ({ user, params, body }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (delivery.status !== 'picked-up' && delivery.status !== 'in-transit') {
      throw invalidTransition(`Cannot check the code of a delivery that is ${delivery.status}`);
    }
    const { code } = delivery;
    if (!code) throw new MockError(409, 'This delivery has no delivery code', 'NO_DELIVERY_CODE');
    if (code.verified) return { verified: true, triesLeft: code.triesLeft };
    if (code.triesLeft === 0) {
      throw new MockError(409, "The code's tries are spent: deliver with an override and a reason", 'CODE_LOCKED');
    }
    if (body.code === code.value) code.verified = true;
    else code.triesLeft -= 1;
    return { verified: code.verified, triesLeft: code.triesLeft };
  }),

  handle(endpoints.completeDelivery, async ({ user, params, body, ctx }) => {
    const delivery = ownDelivery(params.id, user.id);
    mustBeInTransit(delivery, 'deliver');
    const proof = await proofOf(ctx, delivery, body);
    const collected = checkCollection(delivery, body.collection);
    const note = proof.recipientName ? `${statusNotes.delivered}: ${proof.recipientName}` : statusNotes.delivered;
    delivery.proof = proof;
    if (collected && delivery.cashOnDelivery) delivery.cashOnDelivery.collected = collected;
    try {
      await moveTo(ctx, delivery, 'delivered', note, Date.now());
    } catch (error) {
      delete delivery.proof;
      delete delivery.cashOnDelivery?.collected;
      throw error;
    }
    await announceCollection(ctx, delivery);
    if (body.signature || body.photo) {
      db.state.proofImages.push({
        partnerId: user.id,
        deliveryId: delivery.id,
        ...(body.signature?.kind === 'drawn' ? { signatureImage: body.signature.image } : {}),
        ...(body.signature?.kind === 'typed' ? { signatureText: body.signature.text } : {}),
        ...(body.photo ? { photoImage: body.photo } : {}),
      });
    }
    const delivered = deliveryOf(delivery);
    await ctx.tx.outbox.add({ kind: 'event', partnerId: user.id, type: 'delivery.proof_captured', data: delivered });
    return delivered;
  }),

  handle(endpoints.getDeliveryProof, ({ user, params }) => {
    const delivery = ownDelivery(params.id, user.id);
    if (!delivery.proof) throw new MockError(404, 'This delivery has no proof of delivery', 'NOT_FOUND');
    const images = db.state.proofImages.find((p) => p.deliveryId === delivery.id && p.partnerId === user.id);
    return {
      ...delivery.proof,
      ...(images?.signatureImage ? { signatureImage: images.signatureImage } : {}),
      ...(images?.signatureText ? { signatureText: images.signatureText } : {}),
      ...(images?.photoImage ? { photoImage: images.photoImage } : {}),
    };
  }),

  handle(endpoints.recordFailedAttempt, async ({ user, params, body, ctx }) => {
    const delivery = ownDelivery(params.id, user.id);
    mustBeInTransit(delivery, 'record an attempt for');
    const attempts = delivery.attempts ?? [];
    if (attempts.length >= MAX_DELIVERY_ATTEMPTS) {
      throw new MockError(
        409,
        `${MAX_DELIVERY_ATTEMPTS} attempts made: deliver it or return it to the sender`,
        'ATTEMPTS_EXHAUSTED',
      );
    }
    const note = body.note?.trim() ?? '';
    const now = Date.now();
    delivery.attempts = [...attempts, { reason: body.reason, note, at: new Date(now).toISOString() }];
    await addNote(
      ctx,
      delivery,
      `Delivery attempt ${delivery.attempts.length} failed: ${attemptWords[body.reason]}${note ? ` — ${note}` : ''}`,
      now,
    );
    const updated = deliveryOf(delivery);
    await ctx.tx.outbox.add({ kind: 'event', partnerId: user.id, type: 'delivery.attempt_failed', data: updated });
    await notifyCustomer(ctx, delivery, 'failedAttempt');
    return updated;
  }),

  handle(endpoints.returnDelivery, async ({ user, params, body, ctx }) => {
    const delivery = ownDelivery(params.id, user.id);
    mustBeInTransit(delivery, 'return');
    const made = delivery.attempts?.length ?? 0;
    if (made < MAX_DELIVERY_ATTEMPTS) {
      throw new MockError(
        409,
        `A delivery goes back to the sender after ${MAX_DELIVERY_ATTEMPTS} failed attempts (this one has ${made})`,
        'RETURN_NOT_ALLOWED',
      );
    }
    const reason = body.reason?.trim();
    const note = reason ? `${statusNotes.returned}: ${reason}` : statusNotes.returned;
    return (await moveTo(ctx, delivery, 'returned', note, Date.now())).reply;
  }),
];
