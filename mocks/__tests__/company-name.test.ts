import { describe, expect, it } from 'vitest';
import { getMe } from '@/api/auth';
import { getBillingInfo, updateBillingInfo } from '@/api/billing';
import { getPartnerProfile, setCompanyName, updatePartnerProfile } from '@/api/partner';
import { mockState, raw, signInAs, signInDemo, signInNewPartner } from './helpers';

/* Issue 24: the company's name is asked once after the first sign-in, never made up from a person's. */

describe('a new partner has no company name until they give one', () => {
  it('sign-up leaves it empty on the profile, the billing details, /me and sign-in', async () => {
    const fresh = await signInNewPartner();
    expect(fresh.user.companyName).toBe('');
    expect((await getMe()).companyName).toBe('');
    expect((await getPartnerProfile()).companyName).toBe('');
    expect((await getBillingInfo()).companyName).toBe('');
  });

  it('seeded accounts keep theirs', async () => {
    const demo = await signInDemo();
    expect(demo.user.companyName).toBe('Swift Riders Ltd');
    expect((await getBillingInfo()).companyName).toBe('Swift Riders Ltd');
  });
});

describe('PUT /api/delivery-partners/company', () => {
  it('names the company, trimmed, on the profile, the billing details, /me and the next sign-in', async () => {
    await signInNewPartner();
    const saved = await setCompanyName({ companyName: '  Eze Logistics  ' });
    expect(saved.companyName).toBe('Eze Logistics');
    expect((await getPartnerProfile()).companyName).toBe('Eze Logistics');
    expect((await getBillingInfo()).companyName).toBe('Eze Logistics');
    expect((await getMe()).companyName).toBe('Eze Logistics');
    expect((await signInAs('fresh.partner@example.com', 'Sup3rSecret!')).user.companyName).toBe('Eze Logistics');
  });

  it.each([
    ['blank', '   ', 'Please enter your company name'],
    ['one character', 'A', 'Use at least 2 characters'],
    ['over 100 characters', 'x'.repeat(101), 'Use at most 100 characters'],
  ])('refuses a name %s with 400 and its reason, changing nothing', async (_case, companyName, reason) => {
    await signInNewPartner();
    const before = mockState();
    const { status, json } = await raw('/api/delivery-partners/company', { method: 'PUT', body: { companyName } });
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(json.message).toContain(reason);
    expect(mockState()).toEqual(before);
    expect((await getPartnerProfile()).companyName).toBe('');
  });

  it('accepts exactly 100 characters', async () => {
    await signInNewPartner();
    expect((await setCompanyName({ companyName: 'x'.repeat(100) })).companyName).toHaveLength(100);
  });

  it('needs a signed-in partner', async () => {
    const { status } = await raw('/api/delivery-partners/company', {
      method: 'PUT',
      body: { companyName: 'Eze Logistics' },
      token: null,
    });
    expect(status).toBe(401);
  });
});

describe('a company named elsewhere answers the question too', () => {
  it('Update Billing Info names a profile that had no company (and /me)', async () => {
    await signInNewPartner();
    const billing = await getBillingInfo();
    await updateBillingInfo({
      ...billing,
      companyName: 'Eze Logistics',
      address: '3 Marina',
      city: 'Lagos',
      taxId: 'TIN-1',
    });
    expect((await getPartnerProfile()).companyName).toBe('Eze Logistics');
    expect((await getMe()).companyName).toBe('Eze Logistics');
  });

  it('Edit Profile names billing details that had no company', async () => {
    await signInNewPartner();
    const { id: _, ...profile } = await getPartnerProfile();
    await updatePartnerProfile({ ...profile, companyName: 'Eze Logistics' });
    expect((await getBillingInfo()).companyName).toBe('Eze Logistics');
  });

  it('never renames a company already named', async () => {
    await signInDemo();
    const billing = await getBillingInfo();
    await updateBillingInfo({
      ...billing,
      companyName: 'Swift Riders Billing',
      address: '3 Marina',
      city: 'Lagos',
      taxId: 'TIN-1',
    });
    expect((await getPartnerProfile()).companyName).toBe('Swift Riders Ltd');
  });
});
