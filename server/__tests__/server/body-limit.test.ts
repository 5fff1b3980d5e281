import { describe, expect, it } from 'vitest';
import { toWire } from '@/api/schemas/common';
import { reasonMaxLength } from '@/api/schemas/deliveries';
import {
  completeDeliveryRequest,
  PROOF_PHOTO_MAX_BYTES,
  recipientNameMax,
  SIGNATURE_MAX_BYTES,
  type CompleteDeliveryRequest,
} from '@/api/schemas/delivery-proof';
import { MAX_BODY_BYTES } from '../../http/node-front';

/*
 * The server reads at most MAX_BODY_BYTES of a body (413 past it): the largest request the
 * contract accepts must fit — a delivery's proof with a photo and a drawn signature at their
 * limits, every text at its longest (base64 makes the images a third larger).
 */

/** A data URL whose base64 decodes to the most whole 3-byte groups within `bytes`. */
const dataUrl = (type: string, bytes: number) => `data:image/${type};base64,${'A'.repeat(Math.floor(bytes / 3) * 4)}`;

describe('the body limit', () => {
  it('takes the largest proof of delivery the contract allows', () => {
    const proof: CompleteDeliveryRequest = {
      recipientName: 'N'.repeat(recipientNameMax),
      signature: { kind: 'drawn', image: dataUrl('png', SIGNATURE_MAX_BYTES) },
      photo: dataUrl('jpeg', PROOF_PHOTO_MAX_BYTES),
      overrideReason: 'R'.repeat(reasonMaxLength),
      collection: { method: 'transfer', amount: 10_000_000 },
    };
    // The contract takes it as it stands (the images' bytes are checked later, by the server's rules).
    const body = JSON.stringify(toWire(completeDeliveryRequest, proof));
    expect(Buffer.byteLength(body)).toBeGreaterThan(1_100_000);
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_BODY_BYTES);
  });
});
