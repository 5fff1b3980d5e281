import { endpoints } from '@/api/endpoints';
import type { ProofSummary } from '@/api/schemas';
import { MAX_DELIVERY_ATTEMPTS, type CompleteDeliveryRequest } from '@/api/schemas/delivery-proof';
import { statusNotes } from '../constants';
import { announceCollection, checkCollection } from '../cash-on-delivery';
import { notifyCustomer } from '../customer-messages';
import { db, type DeliveryRecord } from '../db';
import { addNote } from '../delivery-store';
import { invalidTransition, moveTo, ownDelivery, toDelivery } from '../delivery-workflow';
import { MockError } from '../errors';
import { handle } from '../http';
import { proofRequiredBy } from '../partner-settings';
import { emitWebhookEvent } from '../webhooks/engine';

/*
 * Proof of delivery and failed attempts (issue 27). The code's tries are counted by
 * POST …/verify-code, which answers 200 either way (a wrong code is an answer, not a refusal);
 * POST …/deliver then checks what the partner's settings require, all before writing anything.
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
function proofOf(delivery: DeliveryRecord, body: CompleteDeliveryRequest): ProofSummary {
  const required = proofRequiredBy(delivery.partnerId);
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

  handle(endpoints.completeDelivery, async ({ user, params, body, tx }) => {
    const delivery = ownDelivery(params.id, user.id);
    mustBeInTransit(delivery, 'deliver');
    const proof = proofOf(delivery, body);
    const collected = checkCollection(delivery, body.collection);
    const note = proof.recipientName ? `${statusNotes.delivered}: ${proof.recipientName}` : statusNotes.delivered;
    delivery.proof = proof;
    if (collected && delivery.cashOnDelivery) delivery.cashOnDelivery.collected = collected;
    try {
      await moveTo(tx, delivery, 'delivered', note);
    } catch (error) {
      delete delivery.proof;
      delete delivery.cashOnDelivery?.collected;
      throw error;
    }
    announceCollection(delivery);
    if (body.signature || body.photo) {
      db.state.proofImages.push({
        partnerId: user.id,
        deliveryId: delivery.id,
        ...(body.signature?.kind === 'drawn' ? { signatureImage: body.signature.image } : {}),
        ...(body.signature?.kind === 'typed' ? { signatureText: body.signature.text } : {}),
        ...(body.photo ? { photoImage: body.photo } : {}),
      });
    }
    const delivered = toDelivery(delivery);
    emitWebhookEvent(user.id, 'delivery.proof_captured', delivered);
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

  handle(endpoints.recordFailedAttempt, ({ user, params, body }) => {
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
    delivery.attempts = [...attempts, { reason: body.reason, note, at: new Date().toISOString() }];
    addNote(
      delivery,
      `Delivery attempt ${delivery.attempts.length} failed: ${attemptWords[body.reason]}${note ? ` — ${note}` : ''}`,
    );
    const updated = toDelivery(delivery);
    emitWebhookEvent(user.id, 'delivery.attempt_failed', updated);
    notifyCustomer(delivery, 'failedAttempt');
    return updated;
  }),

  handle(endpoints.returnDelivery, ({ user, params, body, tx }) => {
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
    return moveTo(tx, delivery, 'returned', reason ? `${statusNotes.returned}: ${reason}` : statusNotes.returned);
  }),
];
