import { beforeEach, describe, expect, it } from 'vitest';
import {
  createPaymentMethod,
  deletePaymentMethod,
  getBillingInfo,
  listPaymentMethods,
  updateBillingInfo,
  updatePaymentMethod,
} from '@/api/billing';
import { expectFailure, raw, signInDemo, signInNewPartner } from './helpers';

const demoBilling = {
  companyName: 'Swift Riders Ltd',
  address: '15 Adeola Odeku Street, Victoria Island',
  city: 'Lagos',
  country: 'Nigeria',
  taxId: 'TIN-20481937-0001',
  email: 'billing@swiftriders.ng',
  phone: '+234 803 123 4567',
};

const card = { type: 'card' as const, provider: 'Verve', accountName: 'Ada Okafor', accountNumber: '5061000011112222' };

describe('billing info', () => {
  beforeEach(signInDemo);

  it('returns and saves the billing info', async () => {
    expect(await getBillingInfo()).toEqual(demoBilling);
    const saved = await updateBillingInfo({ ...demoBilling, address: '2 Broad Street', taxId: 'TIN-1' });
    expect(saved).toEqual({ ...demoBilling, address: '2 Broad Street', taxId: 'TIN-1' });
    expect(await getBillingInfo()).toEqual(saved);
  });

  it('refuses incomplete billing info (400)', async () => {
    const { status, json } = await raw('/api/billing', {
      method: 'PUT',
      body: { company_name: 'Swift', city: 'Lagos' },
    });
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION_ERROR');
    expect(await getBillingInfo()).toEqual(demoBilling);
  });

  it('is per partner', async () => {
    await signInNewPartner();
    expect(await getBillingInfo()).toMatchObject({
      companyName: '',
      email: 'fresh.partner@example.com',
      address: '',
    });
  });
});

describe('payment methods', () => {
  beforeEach(signInDemo);

  it("lists the partner's methods", async () => {
    // What DeliverOS charges its invoices to: never the payout account (GTBank ••6789).
    expect(await listPaymentMethods()).toEqual([
      { id: 'pm_verve', type: 'card', provider: 'Verve', accountName: 'Ada Okafor', last4: '4081', isDefault: true },
      {
        id: 'pm_firstbank',
        type: 'bank_transfer',
        provider: 'First Bank',
        accountName: 'Swift Riders Ltd',
        last4: '3318',
        isDefault: false,
      },
    ]);
  });

  it('adds a method keeping only the last four digits (201)', async () => {
    const { status, json } = await raw('/api/payment-methods', {
      method: 'POST',
      body: { type: 'card', provider: 'Verve', account_name: 'Ada Okafor', account_number: '5061000011112222' },
    });
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ type: 'card', last4: '2222', is_default: false });
    expect(JSON.stringify(json)).not.toContain('5061000011112222');
    expect(await listPaymentMethods()).toHaveLength(3);
  });

  it('a new default unsets the others', async () => {
    const added = await createPaymentMethod({ ...card, isDefault: true });
    expect(added.isDefault).toBe(true);
    const methods = await listPaymentMethods();
    expect(methods.filter((m) => m.isDefault).map((m) => m.id)).toEqual([added.id]);
  });

  it("a partner's first method becomes the default", async () => {
    await signInNewPartner();
    expect(await listPaymentMethods()).toEqual([]);
    const first = await createPaymentMethod({ ...card, isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await createPaymentMethod({ ...card, accountNumber: '0123456789' });
    expect(second).toMatchObject({ isDefault: false, last4: '6789' });
  });

  it('edits a method and moves the default', async () => {
    const added = await createPaymentMethod(card);
    expect(await updatePaymentMethod(added.id, { provider: 'Mastercard' })).toMatchObject({
      provider: 'Mastercard',
      isDefault: false,
    });
    expect(await updatePaymentMethod(added.id, { isDefault: true })).toMatchObject({ isDefault: true });
    const methods = await listPaymentMethods();
    expect(methods.find((m) => m.id === 'pm_verve')?.isDefault).toBe(false);
  });

  it('refuses to leave no default, and unknown ids', async () => {
    await expectFailure(updatePaymentMethod('pm_verve', { isDefault: false }), {
      status: 400,
      code: 'DEFAULT_PAYMENT_METHOD_REQUIRED',
    });
    expect((await listPaymentMethods())[0]?.isDefault).toBe(true);
    await expectFailure(updatePaymentMethod('pm_nope', { provider: 'X' }), {
      status: 404,
      code: 'NOT_FOUND',
      message: 'Payment method not found',
    });
  });

  it('refuses an account number that is not 10 to 19 digits', async () => {
    const { status, json } = await raw('/api/payment-methods', {
      method: 'POST',
      body: { type: 'card', provider: 'Verve', account_name: 'Ada', account_number: '1234' },
    });
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION_ERROR');
  });

  it('deleting the default makes another method the default', async () => {
    await deletePaymentMethod('pm_firstbank');
    const added = await createPaymentMethod(card);
    expect(await deletePaymentMethod('pm_verve')).toEqual({ id: 'pm_verve' });
    expect(await listPaymentMethods()).toEqual([{ ...added, isDefault: true }]);
    expect(await deletePaymentMethod(added.id)).toEqual({ id: added.id });
    expect(await listPaymentMethods()).toEqual([]);
    await expectFailure(deletePaymentMethod(added.id), { status: 404, code: 'NOT_FOUND' });
  });

  it('are per partner', async () => {
    await signInNewPartner();
    await expectFailure(updatePaymentMethod('pm_verve', { provider: 'Mine' }), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(deletePaymentMethod('pm_verve'), { status: 404, code: 'NOT_FOUND' });
    await signInDemo();
    expect(await listPaymentMethods()).toHaveLength(2);
  });
});
