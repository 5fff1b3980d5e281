import { describe, expect, it } from 'vitest';
import { getInvitation, createApiAccessRequest, updateApiAccessRequest } from '@/api/api-access';
import { listApiKeys, revealApiKey } from '@/api/api-keys';
import { signUp } from '@/api/auth';
import { getPartnerProfile } from '@/api/partner';
import { outboxMessages } from '../control/outbox';
import { db } from '../db';
import { FIRST_TEST_KEY_NAME } from '../invitations';
import { OPERATOR } from '../seed';
import { SEED_INVITATION_TOKEN } from '../seed/api-access';
import { expectFailure, mockState, raw, signInAs } from './helpers';

/*
 * Sign-up invitations (issue 25): an approved API-access request's e-mailed link pre-fills the
 * sign-up; the account it makes is verified, named after the business, and starts with a test
 * key whose secret shows once. The seed has one unused: Kano Express Couriers'.
 */

const invited = { email: 'dev@kanoexpress.ng', businessName: 'Kano Express Couriers' };
const account = {
  firstName: 'Hauwa',
  lastName: 'Sani',
  phone: '+234 803 123 4567',
  password: 'KanoExpress2026!',
  confirmPassword: 'KanoExpress2026!',
  acceptTerms: true,
};

describe('invitations', () => {
  it('pre-fills the e-mail and business, and makes a verified account with a test key to reveal once', async () => {
    expect(await getInvitation(SEED_INVITATION_TOKEN)).toEqual(invited);
    const reply = await signUp({ ...account, email: invited.email, invitation: SEED_INVITATION_TOKEN });
    expect(reply.verificationRequired).toBe(false);
    expect(outboxMessages().filter((m) => m.to === invited.email)).toHaveLength(0);

    // Verified: no code asked.
    await signInAs(invited.email, account.password);
    expect((await getPartnerProfile()).companyName).toBe(invited.businessName);
    const [key, ...others] = await listApiKeys();
    expect(others).toHaveLength(0);
    expect(key).toMatchObject({ name: FIRST_TEST_KEY_NAME, mode: 'test', status: 'active', revealable: true });

    const shown = await revealApiKey(key!.id);
    expect(shown.secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect((await listApiKeys())[0]).toMatchObject({ revealable: false });
    const sandbox = await raw('/api/wallet', { token: shown.secret });
    expect(sandbox).toMatchObject({ status: 200, json: { success: true, livemode: false } });

    const before = mockState();
    await expectFailure(revealApiKey(key!.id), { status: 409, code: 'API_KEY_NOT_REVEALABLE' });
    expect(mockState()).toEqual(before);
    expect(JSON.stringify(db.state)).not.toContain(shown.secret);
  });

  it('makes one account: a used or unknown invitation is a 404, and nothing is stored', async () => {
    await signUp({ ...account, email: invited.email, invitation: SEED_INVITATION_TOKEN });
    await expectFailure(getInvitation(SEED_INVITATION_TOKEN), { status: 404, code: 'INVITATION_NOT_FOUND' });
    const before = mockState();
    await expectFailure(signUp({ ...account, email: 'second@kanoexpress.ng', invitation: SEED_INVITATION_TOKEN }), {
      status: 404,
      code: 'INVITATION_NOT_FOUND',
    });
    await expectFailure(getInvitation('inv_unknown'), { status: 404, code: 'INVITATION_NOT_FOUND' });
    expect(mockState()).toEqual(before);
  });

  it('refuses another address than the invited one, with nothing stored', async () => {
    const before = mockState();
    await expectFailure(signUp({ ...account, email: 'someone@else.ng', invitation: SEED_INVITATION_TOKEN }), {
      status: 400,
      code: 'INVITATION_EMAIL_MISMATCH',
      message: `email: This invitation is for ${invited.email}: sign up with that address`,
    });
    expect(mockState()).toEqual(before);
    expect(await getInvitation(SEED_INVITATION_TOKEN)).toEqual(invited);
  });

  it('goes from a filed request, through approval and the e-mail, to an account', async () => {
    const filed = await createApiAccessRequest({
      businessName: 'Yaba Couriers',
      location: 'Yaba, Lagos',
      email: 'dev@yabacouriers.ng',
      reason: 'Book deliveries from our checkout.',
    });
    await signInAs(OPERATOR.email, OPERATOR.password);
    await updateApiAccessRequest(filed.id, { status: 'approved' });
    const mail = outboxMessages().find((m) => m.to === 'dev@yabacouriers.ng' && m.link);
    const token = new URL(mail!.link!).searchParams.get('invitation')!;
    expect(await getInvitation(token)).toEqual({ email: 'dev@yabacouriers.ng', businessName: 'Yaba Couriers' });
    expect((await signUp({ ...account, email: 'dev@yabacouriers.ng', invitation: token })).verificationRequired).toBe(
      false,
    );
  });
});
