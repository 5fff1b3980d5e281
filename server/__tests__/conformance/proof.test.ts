import { expect, it } from 'vitest';
import { PROOF_PHOTO_MAX_BYTES } from '@/api/schemas/delivery-proof';
import { DEMO_RIDERS } from '../../seed/riders';
import { detail, ok, readable, SEEDED, type WireDelivery } from '../support/deliveries';
import { dataUrl, htmlAsJpeg, JPEG_3X2, jpegOfSize, PHOTO, PNG_3X2, SIGNATURE, WEBP_LOSSY } from '../support/images';
import { as, onEveryStore, outcome, refusalOf, refusedUnchanged, signIn, type Session } from '../support/suite';
import type { Reply, Target } from '../support/target';
import { balance } from '../support/wallet';

/*
 * Proof of delivery and failed attempts on every store (docs/api-contract.md): the recipient's
 * code and its tries, the hand-over with the proof the demo partner asks for (code, name and
 * signature, photo), the images checked by their bytes and served back to the partner only, the
 * attempts and the return. A refusal changes nothing. Seed: dlv_0007 in transit, its recipient
 * holding the code 2468; the demo partner asks for every proof.
 */

const IN_TRANSIT = SEEDED.inTransit;
const CODE = DEMO_RIDERS.deliveryCode;
const WRONG = '1111';
const post = (api: Target, session: Session, path: string, body: object = {}) =>
  api.call(`/api/deliveries/${IN_TRANSIT}/${path}`, as(session, { body }));
const tryCode = (api: Target, session: Session, code: string) => post(api, session, 'verify-code', { code });
const fullProof = { recipient_name: 'Zainab Bello', signature: { kind: 'drawn', image: SIGNATURE }, photo: PHOTO };

/** What the partner can read: its deliveries (with their histories), its balance. */
const everything = async (api: Target, session: Session) => ({
  ...(await readable(api, session)),
  balance: await balance(api, session),
});

/** The refusal's status, code and message, and that it changed nothing the partner can read. */
const refused = (api: Target, session: Session, request: () => Promise<Reply>) =>
  refusedUnchanged(() => everything(api, session), request);

/** Why the delivery needs attention (none once it is off the list), and how many failed attempts wait. */
async function attentionOf(api: Target, session: Session, id: string) {
  const page = ok<{
    items: Array<{ delivery: { id: string }; reasons: Array<{ reason: string }> }>;
    counts: Record<string, number>;
  }>(await api.call('/api/deliveries/attention?limit=100', as(session)));
  const reasons = page.items.find((item) => item.delivery.id === id)?.reasons.map((r) => r.reason) ?? [];
  return { reasons, failedAttempts: page.counts['failed-attempt'] };
}

onEveryStore("the recipient's code", (api) => {
  it('answers a wrong code with the tries left and a right one with verified; verified stays verified', async () => {
    const session = await signIn(api());
    expect(ok(await tryCode(api(), session, WRONG))).toEqual({ verified: false, tries_left: 2 });
    expect((await detail(api(), session, IN_TRANSIT)).delivery_code).toEqual({ verified: false, tries_left: 2 });
    expect(ok(await tryCode(api(), session, CODE))).toEqual({ verified: true, tries_left: 2 });
    expect(ok(await tryCode(api(), session, WRONG))).toEqual({ verified: true, tries_left: 2 });
    expect((await detail(api(), session, IN_TRANSIT)).delivery_code).toEqual({ verified: true, tries_left: 2 });
  });

  it('runs out after three wrong codes: the right one is then refused (409), and only an override delivers', async () => {
    const session = await signIn(api());
    for (const left of [2, 1, 0]) {
      expect(ok(await tryCode(api(), session, WRONG))).toEqual({ verified: false, tries_left: left });
    }
    expect(await refused(api(), session, () => tryCode(api(), session, CODE))).toMatchObject({
      status: 409,
      code: 'CODE_LOCKED',
    });
    expect(await refused(api(), session, () => post(api(), session, 'deliver', fullProof))).toMatchObject({
      status: 400,
      code: 'PROOF_REQUIRED',
      message: expect.stringMatching(/^override_reason: /) as string,
    });
    const overrideReason = 'Lost her phone; ID checked at the door';
    const delivered = ok<WireDelivery & { proof: object }>(
      await post(api(), session, 'deliver', { ...fullProof, override_reason: overrideReason }),
    );
    expect(delivered).toMatchObject({
      status: 'delivered',
      proof: { code: 'overridden', override_reason: overrideReason },
    });
    expect(ok(await api().call(`/api/deliveries/${IN_TRANSIT}/proof`, as(session)))).toMatchObject({
      code: 'overridden',
      override_reason: overrideReason,
    });
  });

  it('refuses a delivery that is not on the road (409) and another partner’s (404)', async () => {
    const session = await signIn(api());
    expect(
      await refused(api(), session, () =>
        api().call(`/api/deliveries/${SEEDED.pending}/verify-code`, as(session, { body: { code: CODE } })),
      ),
    ).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Cannot check the code of a delivery that is pending',
    });
    // A code that is not 4 digits spends no try.
    expect(await refused(api(), session, () => tryCode(api(), session, '24a8'))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(outcome(await tryCode(api(), chidi, CODE))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await detail(api(), session, IN_TRANSIT)).delivery_code).toEqual({ verified: false, tries_left: 3 });
  });
});

onEveryStore('delivering with proof', (api) => {
  it('asks for the code first, then names what is missing, each refusal changing nothing', async () => {
    const session = await signIn(api());
    expect(await refused(api(), session, () => post(api(), session, 'deliver', fullProof))).toMatchObject({
      status: 409,
      code: 'CODE_NOT_VERIFIED',
    });
    ok(await tryCode(api(), session, CODE));
    expect(await refused(api(), session, () => post(api(), session, 'deliver', {}))).toEqual({
      status: 400,
      code: 'PROOF_REQUIRED',
      message: "This delivery needs the recipient's name, a signature, a photo",
    });
  });

  it('delivers with every proof: the summary on the delivery, the images to the partner alone, the earning paid', async () => {
    const session = await signIn(api());
    const before = await balance(api(), session);
    ok(await tryCode(api(), session, CODE));
    const delivered = ok<WireDelivery & { proof: object }>(await post(api(), session, 'deliver', fullProof));
    expect(delivered.status).toBe('delivered');
    expect(delivered.proof).toEqual({
      code: 'verified',
      recipient_name: 'Zainab Bello',
      signature: 'drawn',
      photo: true,
      captured_at: expect.any(String) as string,
    });
    expect(JSON.stringify(delivered)).not.toContain('base64');
    expect(await balance(api(), session)).toBe(before + delivered.price - Math.round(delivered.price * 10) / 100);
    const proof = ok(await api().call(`/api/deliveries/${IN_TRANSIT}/proof`, as(session)));
    expect(proof).toEqual({ ...delivered.proof, signature_image: SIGNATURE, photo_image: PHOTO });
    // The images are the partner's: another partner is told the delivery does not exist.
    const chidi = await signIn(api(), 'chidi@riders.ng');
    const theirs = await api().call(`/api/deliveries/${IN_TRANSIT}/proof`, as(chidi));
    expect(outcome(theirs)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(JSON.stringify(theirs.json)).not.toContain('base64');
    // Proof is for delivered deliveries: none yet on one on the road.
    for (const id of [SEEDED.inTransitCod, SEEDED.pending]) {
      const none = await api().call(`/api/deliveries/${id}/proof`, as(session));
      expect(refusalOf(none)).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'This delivery has no proof of delivery',
      });
    }
  });

  it('keeps a typed signature as text and a WebP photo as WebP; a seeded proof has its signature', async () => {
    const session = await signIn(api());
    ok(await tryCode(api(), session, CODE));
    const photo = dataUrl('image/webp', WEBP_LOSSY);
    ok(
      await post(api(), session, 'deliver', {
        recipient_name: 'Zainab Bello',
        signature: { kind: 'typed', text: 'Zainab Bello' },
        photo,
      }),
    );
    expect(ok(await api().call(`/api/deliveries/${IN_TRANSIT}/proof`, as(session)))).toMatchObject({
      signature: 'typed',
      signature_text: 'Zainab Bello',
      photo_image: photo,
    });
    expect(ok(await api().call(`/api/deliveries/${SEEDED.delivered}/proof`, as(session)))).toMatchObject({
      code: 'verified',
      signature: 'typed',
      photo: false,
      signature_text: expect.any(String) as string,
    });
  });

  it('keeps a photo of exactly the size limit and refuses one over it, and a JPEG signature (400)', async () => {
    const session = await signIn(api());
    ok(await tryCode(api(), session, CODE));
    // Just over the limit once decoded (every 4 base64 characters are 3 bytes).
    const tooLarge = `data:image/jpeg;base64,${'A'.repeat(Math.ceil(PROOF_PHOTO_MAX_BYTES / 3) * 4 + 4)}`;
    const big = await refused(api(), session, () => post(api(), session, 'deliver', { ...fullProof, photo: tooLarge }));
    expect(big).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(big.message).toMatch(/photo/);
    expect(big.message).toContain(`${PROOF_PHOTO_MAX_BYTES / 1024} kB`);
    const jpegSignature = { ...fullProof, signature: { kind: 'drawn', image: PHOTO } };
    expect(await refused(api(), session, () => post(api(), session, 'deliver', jpegSignature))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    const atLimit = jpegOfSize(PROOF_PHOTO_MAX_BYTES);
    const delivered = ok<{ proof: { photo: boolean } }>(
      await post(api(), session, 'deliver', { ...fullProof, photo: atLimit }),
    );
    expect(delivered.proof.photo).toBe(true);
    expect(ok(await api().call(`/api/deliveries/${IN_TRANSIT}/proof`, as(session)))).toMatchObject({
      photo_image: atLimit,
    });
  });

  it('refuses ~700 kB of HTML labelled image/jpeg, a label that is not the bytes, a signature not a PNG (400)', async () => {
    const session = await signIn(api());
    ok(await tryCode(api(), session, CODE));
    const deliver = (body: object) => () => post(api(), session, 'deliver', { ...fullProof, ...body });
    expect(await refused(api(), session, deliver({ photo: htmlAsJpeg() }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'photo: The photo is not a JPEG, PNG or WebP image',
    });
    expect(await refused(api(), session, deliver({ photo: dataUrl('image/webp', JPEG_3X2) }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'photo: The photo is labelled image/webp but its bytes are a JPEG image',
    });
    const svg = dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'));
    expect(await refused(api(), session, deliver({ signature: { kind: 'drawn', image: svg } }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'signature.image: The signature is not a PNG image',
    });
    // A PNG is a photo too.
    const png = dataUrl('image/png', PNG_3X2);
    expect(ok<WireDelivery>(await post(api(), session, 'deliver', { ...fullProof, photo: png })).status).toBe(
      'delivered',
    );
  });
});

onEveryStore('failed attempts and the return', (api) => {
  it('notes a failed attempt on a delivery still on the road, for attention; refuses one off the road or unknown', async () => {
    const session = await signIn(api());
    expect(await attentionOf(api(), session, IN_TRANSIT)).toEqual({ reasons: ['no-location'], failedAttempts: 0 });
    const updated = ok<WireDelivery & { attempts: object[] }>(
      await post(api(), session, 'attempts', { reason: 'customer-unavailable', note: '  No answer at the gate  ' }),
    );
    expect(updated.status).toBe('in-transit');
    expect(updated.attempts).toEqual([
      { reason: 'customer-unavailable', note: 'No answer at the gate', at: expect.any(String) as string },
    ]);
    expect(await detail(api(), session, IN_TRANSIT)).toMatchObject({ attempts: updated.attempts });
    expect(await attentionOf(api(), session, IN_TRANSIT)).toEqual({
      reasons: ['no-location', 'failed-attempt'],
      failedAttempts: 1,
    });
    for (const id of [SEEDED.pickedUp, SEEDED.delivered]) {
      const attempt = () => api().call(`/api/deliveries/${id}/attempts`, as(session, { body: { reason: 'refused' } }));
      expect(await refused(api(), session, attempt)).toMatchObject({ status: 409, code: 'INVALID_STATUS_TRANSITION' });
    }
    expect(await refused(api(), session, () => post(api(), session, 'attempts', { reason: 'rain' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('pays nothing for a returned parcel, which needs no more attention; three attempts still let it be delivered', async () => {
    const session = await signIn(api());
    for (const reason of ['customer-unavailable', 'wrong-address', 'refused']) {
      ok(await post(api(), session, 'attempts', { reason }));
    }
    const before = await balance(api(), session);
    ok(await tryCode(api(), session, CODE));
    const delivered = ok<WireDelivery & { attempts: object[] }>(await post(api(), session, 'deliver', fullProof));
    expect(delivered).toMatchObject({ status: 'delivered', proof: { code: 'verified' } });
    expect(delivered.attempts).toHaveLength(3);
    expect(await balance(api(), session)).toBeGreaterThan(before);
    expect((await attentionOf(api(), session, IN_TRANSIT)).reasons).toEqual([]);

    const parcel = SEEDED.inTransitCod;
    for (const reason of ['customer-unavailable', 'wrong-address', 'refused']) {
      ok(await api().call(`/api/deliveries/${parcel}/attempts`, as(session, { body: { reason } })));
    }
    const paid = await balance(api(), session);
    const back = ok<WireDelivery>(await api().call(`/api/deliveries/${parcel}/return`, as(session, { body: {} })));
    expect(back.status).toBe('returned');
    expect(await balance(api(), session)).toBe(paid);
    expect(await attentionOf(api(), session, parcel)).toEqual({ reasons: [], failedAttempts: 0 });
  });

  it('notes each failed attempt, refuses a fourth (409), and returns the parcel only after three', async () => {
    const session = await signIn(api());
    expect(await refused(api(), session, () => post(api(), session, 'return', { reason: 'No one home' }))).toEqual({
      status: 409,
      code: 'RETURN_NOT_ALLOWED',
      message: 'A delivery goes back to the sender after 3 failed attempts (this one has 0)',
    });
    const reasons = ['customer-unavailable', 'wrong-address', 'refused'] as const;
    for (const [i, reason] of reasons.entries()) {
      const updated = ok<WireDelivery & { attempts: Array<{ reason: string; note: string }> }>(
        await post(api(), session, 'attempts', { reason, note: i === 0 ? ' Gate locked ' : undefined }),
      );
      expect(updated.attempts.map((a) => a.reason)).toEqual(reasons.slice(0, i + 1));
    }
    const notes = async () =>
      (
        (await api().call(`/api/deliveries/${IN_TRANSIT}/tracking`, as(session))).json.data as {
          events: Array<{ note: string }>;
        }
      ).events.map((e) => e.note);
    expect((await notes()).slice(-3)).toEqual([
      'Delivery attempt 1 failed: Customer unavailable — Gate locked',
      'Delivery attempt 2 failed: Wrong address',
      'Delivery attempt 3 failed: Refused by the recipient',
    ]);
    expect(await refused(api(), session, () => post(api(), session, 'attempts', { reason: 'other' }))).toEqual({
      status: 409,
      code: 'ATTEMPTS_EXHAUSTED',
      message: '3 attempts made: deliver it or return it to the sender',
    });
    const returned = ok<WireDelivery>(await post(api(), session, 'return', { reason: ' Refused three times ' }));
    expect(returned.status).toBe('returned');
    expect((await notes()).at(-1)).toBe('Returned to the sender: Refused three times');
    expect(outcome(await post(api(), session, 'attempts', { reason: 'other' }))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
  });
});
