import { beforeEach, describe, expect, it } from 'vitest';
import { getMe } from '@/api/auth';
import { getPartnerProfile, getPartnerSettings, updatePartnerProfile, updatePartnerSettings } from '@/api/partner';
import { outboxMessages } from '../control/outbox';
import { DEMO_PASSWORD, VERIFICATION_CODE } from '../seed';
import { expectFailure, raw, signInAs, signInDemo, signInNewPartner } from './helpers';

const demoProfile = {
  id: 'usr_demo',
  companyName: 'Swift Riders Ltd',
  email: 'demo@example.com',
  phone: '+234 803 123 4567',
  firstName: 'Ada',
  lastName: 'Okafor',
};

describe('partner profile', () => {
  beforeEach(signInDemo);

  it("returns the signed-in partner's profile", async () => {
    expect(await getPartnerProfile()).toEqual(demoProfile);
  });

  it('saves the profile, which is also the account: /me and sign-in follow', async () => {
    const { id: _, ...body } = demoProfile;
    const saved = await updatePartnerProfile({
      ...body,
      companyName: 'Swift Riders Nigeria',
      firstName: 'Adaeze',
      email: 'Ada@SwiftRiders.ng',
    });
    expect(saved).toEqual({
      ...demoProfile,
      companyName: 'Swift Riders Nigeria',
      firstName: 'Adaeze',
      email: 'ada@swiftriders.ng',
    });
    expect(await getPartnerProfile()).toEqual(saved);
    expect(await getMe()).toMatchObject({ firstName: 'Adaeze', email: 'ada@swiftriders.ng' });
    // A new address is the account's once verified: the sign-in asks for the code sent to it.
    await expectFailure(signInAs('ada@swiftriders.ng'), { status: 403, code: 'VERIFICATION_REQUIRED' });
    expect(outboxMessages()[0]).toMatchObject({ kind: 'verification', to: 'ada@swiftriders.ng' });
    const again = await signInAs('ada@swiftriders.ng', DEMO_PASSWORD, VERIFICATION_CODE);
    expect(again.user.firstName).toBe('Adaeze');
    await expectFailure(signInAs('demo@example.com'), { status: 401, code: 'INVALID_CREDENTIALS' });
  });

  it('refuses an e-mail another account uses (409)', async () => {
    const { id: _, ...body } = demoProfile;
    await expectFailure(updatePartnerProfile({ ...body, email: 'new@example.com' }), {
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    expect(await getPartnerProfile()).toEqual(demoProfile);
  });

  it('refuses a profile with blank fields or a bad e-mail (400)', async () => {
    const base = { company_name: 'X', email: 'demo@example.com', phone: '1', first_name: 'A', last_name: 'B' };
    for (const body of [
      { ...base, company_name: ' ' },
      { ...base, email: 'not-an-email' },
      { email: 'demo@example.com' },
    ]) {
      const { status, json } = await raw('/api/delivery-partners/profile', { method: 'PUT', body });
      expect(status).toBe(400);
      expect(json.code).toBe('VALIDATION_ERROR');
    }
    expect(await getPartnerProfile()).toEqual(demoProfile);
  });

  it('is per partner', async () => {
    const fresh = await signInNewPartner();
    const profile = await getPartnerProfile();
    expect(profile).toEqual({
      id: fresh.user.id,
      // No company yet (issue 24): never the person's name.
      companyName: '',
      email: 'fresh.partner@example.com',
      phone: '+234 809 000 1111',
      firstName: 'Chidi',
      lastName: 'Nnamdi',
    });
  });
});

describe('partner settings', () => {
  beforeEach(signInDemo);

  const allProof = { code: true, signature: true, photo: true };

  it('returns the settings', async () => {
    expect(await getPartnerSettings()).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      autoAccept: false,
      proofOfDelivery: allProof,
    });
  });

  it('saves only the settings sent', async () => {
    expect(await updatePartnerSettings({ autoAccept: true })).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      autoAccept: true,
      proofOfDelivery: allProof,
    });
    const codeOnly = { code: true, signature: false, photo: false };
    expect(
      await updatePartnerSettings({ emailNotifications: false, smsNotifications: true, proofOfDelivery: codeOnly }),
    ).toEqual({ emailNotifications: false, smsNotifications: true, autoAccept: true, proofOfDelivery: codeOnly });
    expect(await getPartnerSettings()).toEqual({
      emailNotifications: false,
      smsNotifications: true,
      autoAccept: true,
      proofOfDelivery: codeOnly,
    });
  });

  it('refuses a setting that is not a boolean', async () => {
    const { status, json } = await raw('/api/delivery-partners/settings', {
      method: 'PUT',
      body: { auto_accept: 'yes' },
    });
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION_ERROR');
  });

  it('are per partner', async () => {
    await updatePartnerSettings({ autoAccept: true });
    await signInAs('new@example.com', undefined, '123456');
    expect(await getPartnerSettings()).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      autoAccept: false,
      proofOfDelivery: { code: false, signature: false, photo: false },
    });
  });
});
