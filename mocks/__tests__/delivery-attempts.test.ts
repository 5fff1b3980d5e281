import { beforeEach, describe, expect, it } from 'vitest';
import { getDelivery, getDeliveryTracking, listDeliveries } from '@/api/deliveries';
import { listAttention } from '@/api/delivery-attention';
import { recordFailedAttempt, returnDelivery } from '@/api/delivery-proof';
import { getWallet, listTransactions } from '@/api/wallet';
import { statusNotes } from '../constants';
import { DELIVERED, IN_TRANSIT, PICKED_UP } from './deliveries-fixtures';
import { deliverWithProof, expectFailure, mockState, raw, signInDemo } from './helpers';

/*
 * Failed attempts and returns (issue 27): an in-transit delivery may fail to be handed over up
 * to three times (each flags it for attention), and after the third goes back to the sender —
 * an end state, with no earning.
 */

const attentionReasonsOf = async (id: string) =>
  (await listAttention({ limit: 100 })).items
    .find((item) => item.delivery.id === id)
    ?.reasons.map((flag) => flag.reason) ?? [];

async function failThreeTimes(id: string) {
  for (const reason of ['customer-unavailable', 'wrong-address', 'refused'] as const) {
    await recordFailedAttempt(id, { reason });
  }
}

describe('delivery attempts', () => {
  beforeEach(signInDemo);

  it('records a failed attempt: in the delivery, its history and the attention list, still in transit', async () => {
    expect(await attentionReasonsOf(IN_TRANSIT)).not.toContain('failed-attempt');
    const attentionBefore = (await listAttention()).counts['failed-attempt'];

    const updated = await recordFailedAttempt(IN_TRANSIT, {
      reason: 'customer-unavailable',
      note: '  No answer at the gate  ',
    });
    expect(updated.status).toBe('in-transit');
    expect(updated.attempts).toEqual([
      { reason: 'customer-unavailable', note: 'No answer at the gate', at: expect.any(String) as string },
    ]);
    expect((await getDelivery(IN_TRANSIT)).attempts).toEqual(updated.attempts);

    const last = (await getDeliveryTracking(IN_TRANSIT)).events.at(-1);
    expect(last?.status).toBe('in-transit');
    expect(last?.note).toMatch(/attempt 1/i);
    expect(last?.note).toContain('No answer at the gate');

    expect(await attentionReasonsOf(IN_TRANSIT)).toContain('failed-attempt');
    expect((await listAttention()).counts['failed-attempt']).toBe(attentionBefore + 1);
  });

  it('refuses an attempt for a delivery not in transit, or a bad reason, changing nothing', async () => {
    const before = mockState();
    await expectFailure(recordFailedAttempt(PICKED_UP, { reason: 'refused' }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    await expectFailure(recordFailedAttempt(DELIVERED, { reason: 'refused' }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    const bad = await raw(`/api/deliveries/${IN_TRANSIT}/attempts`, { method: 'POST', body: { reason: 'rain' } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_ERROR');
    expect(mockState()).toEqual(before);
  });

  it('takes three attempts and refuses a fourth (409), changing nothing', async () => {
    await failThreeTimes(IN_TRANSIT);
    expect((await getDelivery(IN_TRANSIT)).attempts?.map((a) => a.reason)).toEqual([
      'customer-unavailable',
      'wrong-address',
      'refused',
    ]);
    const before = mockState();
    await expectFailure(recordFailedAttempt(IN_TRANSIT, { reason: 'other', note: 'Gate locked' }), {
      status: 409,
      code: 'ATTEMPTS_EXHAUSTED',
    });
    expect(mockState()).toEqual(before);
  });

  it('returns a delivery to the sender only after three attempts: no earning, and no longer needing attention', async () => {
    let before = mockState();
    await expectFailure(returnDelivery(IN_TRANSIT, { reason: 'Customer gone' }), {
      status: 409,
      code: 'RETURN_NOT_ALLOWED',
    });
    expect(mockState()).toEqual(before);
    await recordFailedAttempt(IN_TRANSIT, { reason: 'customer-unavailable' });
    await recordFailedAttempt(IN_TRANSIT, { reason: 'customer-unavailable' });
    before = mockState();
    await expectFailure(returnDelivery(IN_TRANSIT), { status: 409, code: 'RETURN_NOT_ALLOWED' });
    expect(mockState()).toEqual(before);

    await recordFailedAttempt(IN_TRANSIT, { reason: 'refused' });
    const { balance } = await getWallet();
    const returned = await returnDelivery(IN_TRANSIT, { reason: 'Recipient refused the cake' });
    expect(returned.status).toBe('returned');
    const last = (await getDeliveryTracking(IN_TRANSIT)).events.at(-1);
    expect(last).toMatchObject({ status: 'returned' });
    expect(last?.note).toContain(statusNotes.returned);
    expect(last?.note).toContain('Recipient refused the cake');

    expect((await getWallet()).balance).toBe(balance);
    expect((await listTransactions({ search: returned.trackingNumber })).items).toEqual([]);
    expect(await attentionReasonsOf(IN_TRANSIT)).toEqual([]);
    expect((await listDeliveries()).counts).toMatchObject({ returned: 1, 'in-transit': 1 });

    // An end state: nothing more happens to it.
    before = mockState();
    await expectFailure(returnDelivery(IN_TRANSIT), { status: 409, code: 'INVALID_STATUS_TRANSITION' });
    await expectFailure(recordFailedAttempt(IN_TRANSIT, { reason: 'refused' }), {
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect(mockState()).toEqual(before);
  });

  it('can still deliver after three failed attempts, which clears the attention flag', async () => {
    await failThreeTimes(IN_TRANSIT);
    const delivered = await deliverWithProof(IN_TRANSIT);
    expect(delivered).toMatchObject({ status: 'delivered', proof: { code: 'verified' } });
    expect(delivered.attempts).toHaveLength(3);
    expect(await attentionReasonsOf(IN_TRANSIT)).toEqual([]);
    expect((await listTransactions({ search: delivered.trackingNumber, category: 'earning' })).items).toHaveLength(1);
  });
});
