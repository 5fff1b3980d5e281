import { beforeEach, describe, expect, it } from 'vitest';
import { acceptDelivery, getDelivery, getDeliveryTracking, updateDeliveryStatus } from '@/api/deliveries';
import { completeDelivery, getDeliveryProof, verifyDeliveryCode } from '@/api/delivery-proof';
import { createDelivery } from '@/api/delivery-writes';
import { updatePartnerSettings } from '@/api/partner';
import { createRider } from '@/api/riders';
import { PROOF_PHOTO_MAX_BYTES } from '@/api/schemas/delivery-proof';
import { dataUrl, htmlAsJpeg, jpegOfSize, PNG_3X2 } from '@server/__tests__/support/images';
import { getWallet, listTransactions } from '@/api/wallet';
import { outboxMessages } from '../control/outbox';
import { DEMO_RIDERS } from '../seed';
import { DELIVERED, IN_TRANSIT, newDelivery, PENDING } from './deliveries-fixtures';
import { deliverWithProof, expectFailure, mockState, raw, signInDemo, signInNewPartner, TINY_PHOTO } from './helpers';

/*
 * Proof of delivery (issue 27): the recipient's code with its three tries, the name, signature
 * and photo the partner's settings ask for, and an override once the code is locked. The demo
 * partner asks for all of them; its in-transit dlv_0007's recipient holds the code 2468.
 */

const CODE = DEMO_RIDERS.deliveryCode;
const WRONG = '1111';
/** A 1×1 transparent PNG: what a drawn signature sends. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const fullProof = {
  recipientName: 'Zainab Bello',
  signature: { kind: 'drawn', image: SIGNATURE_PNG },
  photo: TINY_PHOTO,
} as const;

const earningsOf = async (trackingNumber: string) =>
  (await listTransactions({ search: trackingNumber, category: 'earning' })).items;

describe('proof of delivery: the recipient code', () => {
  beforeEach(signInDemo);

  it('answers a wrong code with the tries left, and a right one with verified', async () => {
    expect(await verifyDeliveryCode(IN_TRANSIT, { code: WRONG })).toEqual({ verified: false, triesLeft: 2 });
    expect((await getDelivery(IN_TRANSIT)).deliveryCode).toEqual({ verified: false, triesLeft: 2 });
    expect(await verifyDeliveryCode(IN_TRANSIT, { code: CODE })).toEqual({ verified: true, triesLeft: 2 });
    expect((await getDelivery(IN_TRANSIT)).deliveryCode).toEqual({ verified: true, triesLeft: 2 });
    // Once verified, asking again changes nothing.
    const before = mockState();
    expect(await verifyDeliveryCode(IN_TRANSIT, { code: WRONG })).toEqual({ verified: true, triesLeft: 2 });
    expect(mockState()).toEqual(before);
  });

  it('locks the code after three wrong ones: a fourth try is refused (409), even the right code', async () => {
    for (const triesLeft of [2, 1, 0]) {
      expect(await verifyDeliveryCode(IN_TRANSIT, { code: WRONG })).toEqual({ verified: false, triesLeft });
    }
    const before = mockState();
    await expectFailure(verifyDeliveryCode(IN_TRANSIT, { code: CODE }), { status: 409, code: 'CODE_LOCKED' });
    expect(mockState()).toEqual(before);
    expect((await getDelivery(IN_TRANSIT)).deliveryCode).toEqual({ verified: false, triesLeft: 0 });
  });

  it('refuses a code that is not 4 digits (400) without spending a try, and a delivery not on the road (409)', async () => {
    const before = mockState();
    const bad = await raw(`/api/deliveries/${IN_TRANSIT}/verify-code`, { method: 'POST', body: { code: '24a8' } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_ERROR');
    await expectFailure(verifyDeliveryCode(PENDING, { code: CODE }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect(mockState()).toEqual(before);
  });
});

describe('proof of delivery: completing a delivery', () => {
  beforeEach(signInDemo);

  it('asks for the code first, then names the proof missing, each refusal changing nothing', async () => {
    let before = mockState();
    await expectFailure(completeDelivery(IN_TRANSIT, fullProof), { status: 409, code: 'CODE_NOT_VERIFIED' });
    await expectFailure(updateDeliveryStatus(IN_TRANSIT, 'delivered'), { status: 409, code: 'PROOF_REQUIRED' });
    expect(mockState()).toEqual(before);

    await verifyDeliveryCode(IN_TRANSIT, { code: CODE });
    before = mockState();
    await expectFailure(completeDelivery(IN_TRANSIT, {}), {
      status: 400,
      code: 'PROOF_REQUIRED',
      message: /the recipient's name, a signature, a photo/,
    });
    const noPhoto = await expectFailure(
      completeDelivery(IN_TRANSIT, { recipientName: 'Zainab Bello', signature: { kind: 'typed', text: 'Zainab' } }),
      { status: 400, code: 'PROOF_REQUIRED', message: /a photo/ },
    );
    expect(noPhoto.message).not.toMatch(/signature|name/);
    await expectFailure(completeDelivery(IN_TRANSIT, { photo: TINY_PHOTO, recipientName: 'Zainab Bello' }), {
      status: 400,
      code: 'PROOF_REQUIRED',
      message: /a signature/,
    });
    // Verified, a PUT "delivered" still lacks the rest of the proof.
    await expectFailure(updateDeliveryStatus(IN_TRANSIT, 'delivered'), { status: 409, code: 'PROOF_REQUIRED' });
    expect(mockState()).toEqual(before);
    expect((await getDelivery(IN_TRANSIT)).status).toBe('in-transit');
  });

  it('delivers with every proof: the summary on the delivery, the images on GET …/proof, the earning paid', async () => {
    const { balance } = await getWallet();
    await verifyDeliveryCode(IN_TRANSIT, { code: CODE });
    const delivered = await completeDelivery(IN_TRANSIT, fullProof);
    expect(delivered.status).toBe('delivered');
    expect(delivered.proof).toEqual({
      code: 'verified',
      recipientName: 'Zainab Bello',
      signature: 'drawn',
      photo: true,
      capturedAt: expect.any(String) as string,
    });
    expect(JSON.stringify(delivered)).not.toContain('base64');
    expect((await getDeliveryTracking(IN_TRANSIT)).events.at(-1)).toMatchObject({ status: 'delivered' });
    expect((await getDelivery(IN_TRANSIT)).proof).toEqual(delivered.proof);

    expect((await getWallet()).balance).toBe(balance + delivered.price * 0.9);
    expect(await earningsOf(delivered.trackingNumber)).toEqual([
      expect.objectContaining({ type: 'credit', amount: delivered.price, status: 'completed' }),
    ]);

    expect(await getDeliveryProof(IN_TRANSIT)).toEqual({
      ...delivered.proof,
      signatureImage: SIGNATURE_PNG,
      photoImage: TINY_PHOTO,
    });
  });

  it('keeps a typed signature as text; a delivery without proof has none to show (404)', async () => {
    const delivered = await deliverWithProof('dlv_0008');
    expect(delivered.proof).toMatchObject({ code: 'verified', signature: 'typed', photo: true });
    const proof = await getDeliveryProof('dlv_0008');
    expect(proof).toMatchObject({ signatureText: 'Tolu Adebayo', photoImage: TINY_PHOTO });
    expect(proof.signatureImage).toBeUndefined();

    // A seeded delivered one has its summary, without images.
    expect(await getDeliveryProof(DELIVERED)).toMatchObject({ code: 'verified', signature: 'typed', photo: false });
    await expectFailure(getDeliveryProof(PENDING), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(getDeliveryProof(IN_TRANSIT), { status: 404, code: 'NOT_FOUND' });
  });

  it('delivers a locked code only with an override reason, kept in the proof', async () => {
    for (let i = 0; i < 3; i += 1) await verifyDeliveryCode(IN_TRANSIT, { code: WRONG });
    const before = mockState();
    await expectFailure(completeDelivery(IN_TRANSIT, fullProof), {
      status: 400,
      code: 'PROOF_REQUIRED',
      message: /override_reason/,
    });
    expect(mockState()).toEqual(before);

    const overrideReason = 'The recipient lost her phone; ID checked at the door';
    const delivered = await completeDelivery(IN_TRANSIT, { ...fullProof, overrideReason });
    expect(delivered).toMatchObject({ status: 'delivered', proof: { code: 'overridden', overrideReason } });
    expect(await getDeliveryProof(IN_TRANSIT)).toMatchObject({ code: 'overridden', overrideReason });
  });

  it('refuses a photo over the size limit and a signature that is not a PNG (400), changing nothing', async () => {
    await verifyDeliveryCode(IN_TRANSIT, { code: CODE });
    const before = mockState();
    // Just over the limit once decoded (every 4 base64 characters are 3 bytes).
    const tooLarge = `data:image/jpeg;base64,${'A'.repeat(Math.ceil(PROOF_PHOTO_MAX_BYTES / 3) * 4 + 4)}`;
    const big = await raw(`/api/deliveries/${IN_TRANSIT}/deliver`, {
      method: 'POST',
      body: { ...fullProof, photo: tooLarge },
    });
    expect(big.status).toBe(400);
    expect(big.json.code).toBe('VALIDATION_ERROR');
    expect(big.json.message).toMatch(/photo/);
    expect(big.json.message).toContain(`${PROOF_PHOTO_MAX_BYTES / 1024} kB`);

    const jpegSignature = await raw(`/api/deliveries/${IN_TRANSIT}/deliver`, {
      method: 'POST',
      body: { ...fullProof, signature: { kind: 'drawn', image: TINY_PHOTO } },
    });
    expect(jpegSignature.status).toBe(400);
    expect(jpegSignature.json.code).toBe('VALIDATION_ERROR');
    expect(mockState()).toEqual(before);

    // Exactly at the limit is kept: a real JPEG and filler to 716,800 bytes.
    const atLimit = jpegOfSize(PROOF_PHOTO_MAX_BYTES);
    const delivered = await completeDelivery(IN_TRANSIT, { ...fullProof, photo: atLimit });
    expect(delivered.proof?.photo).toBe(true);
    expect((await getDeliveryProof(IN_TRANSIT)).photoImage).toBe(atLimit);
  });

  it('refuses a photo or a signature whose bytes are not the image they claim (400 with the reason), changing nothing', async () => {
    await verifyDeliveryCode(IN_TRANSIT, { code: CODE });
    const before = mockState();
    // ~700 kB of HTML labelled image/jpeg: within the size limit, the right label, not a photo (issue 39).
    await expectFailure(completeDelivery(IN_TRANSIT, { ...fullProof, photo: htmlAsJpeg() }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'photo: The photo is not a JPEG, PNG or WebP image',
    });
    await expectFailure(completeDelivery(IN_TRANSIT, { ...fullProof, photo: dataUrl('image/jpeg', PNG_3X2) }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'photo: The photo is labelled image/jpeg but its bytes are a PNG image',
    });
    const notAPng = dataUrl('image/png', btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    await expectFailure(completeDelivery(IN_TRANSIT, { ...fullProof, signature: { kind: 'drawn', image: notAPng } }), {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'signature.image: The signature is not a PNG image',
    });
    expect(mockState()).toEqual(before);
    expect((await getDelivery(IN_TRANSIT)).status).toBe('in-transit');
  });
});

describe("proof of delivery: the partner's settings decide", () => {
  const order = newDelivery;
  let riderId: string;

  /** A new delivery of the signed-in partner, accepted with its rider, picked up and on the road. */
  async function onTheRoad() {
    const { id } = await createDelivery(order);
    await acceptDelivery(id, { riderId });
    await updateDeliveryStatus(id, 'picked-up');
    return updateDeliveryStatus(id, 'in-transit');
  }

  beforeEach(async () => {
    // A new partner asks for no proof.
    await signInNewPartner();
    riderId = (await createRider({ name: 'Femi Ajayi', phone: '+234 816 555 0300', vehicle: 'bike' })).id;
  });

  it('asks for nothing by default: no code is sent, PUT delivered and an empty POST …/deliver both deliver', async () => {
    const first = await onTheRoad();
    expect(first.deliveryCode).toBeUndefined();
    expect(outboxMessages().filter((m) => m.kind === 'sms')).toEqual([]);
    expect(await updateDeliveryStatus(first.id, 'delivered')).toMatchObject({ status: 'delivered' });

    const second = await onTheRoad();
    const delivered = await completeDelivery(second.id, {});
    expect(delivered.status).toBe('delivered');
    expect(delivered.proof).toEqual({ photo: false, capturedAt: expect.any(String) as string });
    expect(await earningsOf(second.trackingNumber)).toHaveLength(1);
  });

  it('asks for a photo once the settings say so: PUT delivered 409, POST …/deliver without a photo 400', async () => {
    await updatePartnerSettings({ proofOfDelivery: { code: false, signature: false, photo: true } });
    const delivery = await onTheRoad();
    expect(delivery.deliveryCode).toBeUndefined();
    const before = mockState();
    await expectFailure(updateDeliveryStatus(delivery.id, 'delivered'), { status: 409, code: 'PROOF_REQUIRED' });
    await expectFailure(completeDelivery(delivery.id, { recipientName: 'Bisi Adeyemi' }), {
      status: 400,
      code: 'PROOF_REQUIRED',
      message: /a photo/,
    });
    expect(mockState()).toEqual(before);

    const delivered = await completeDelivery(delivery.id, { photo: TINY_PHOTO });
    expect(delivered).toMatchObject({ status: 'delivered', proof: { photo: true } });
    expect(delivered.proof?.code).toBeUndefined();
    expect(await getDeliveryProof(delivery.id)).toMatchObject({ photo: true, photoImage: TINY_PHOTO });
  });

  it('sends a code at pickup once the settings ask for one, and asks for it at the door', async () => {
    await updatePartnerSettings({ proofOfDelivery: { code: true, signature: false, photo: false } });
    const delivery = await onTheRoad();
    expect(delivery.deliveryCode).toEqual({ verified: false, triesLeft: 3 });
    const [sms] = outboxMessages().filter((m) => m.kind === 'sms');
    expect(sms?.to).toBe(order.customer.phone);
    await expectFailure(completeDelivery(delivery.id, {}), { status: 409, code: 'CODE_NOT_VERIFIED' });
    const code = sms?.text.match(/the code (\d{4})\b/)?.[1] ?? '';
    expect(await verifyDeliveryCode(delivery.id, { code })).toEqual({ verified: true, triesLeft: 3 });
    expect((await completeDelivery(delivery.id, {})).proof).toMatchObject({ code: 'verified', photo: false });
  });
});
