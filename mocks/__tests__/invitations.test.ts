import { describe, expect, it } from 'vitest';
import { getInvitation, createApiAccessRequest, updateApiAccessRequest } from '@/api/api-access';
import { listApiKeys } from '@/api/api-keys';
import { MODE_HEADER } from '@/api/mode';
import { signUp } from '@/api/auth';
import { getPartnerProfile } from '@/api/partner';
import { outboxMessages } from '../control/outbox';
import { db } from '../db';
import { FIRST_TEST_KEY_NAME } from '@server/domain/api-access/invitations';
import { OPERATOR, SEED_INVITATION_TOKEN } from '../seed';
import { expectFailure, mockState, raw, signInAs } from './helpers';

/*
 * Sign-up invitations (issue 25): an approved API-access request's e-mailed link pre-fills the
 * sign-up; the account it makes is verified, named after the business, signed in by the reply
 * (issue 39), and starts with a test key whose secret the reply shows once — never stored. The
 * seed has one unused: Kano Express Couriers'.
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
  it('pre-fills the e-mail and business, and signs in a verified account, its test key shown once', async () => {
    expect(await getInvitation(SEED_INVITATION_TOKEN)).toEqual(invited);
    const reply = await signUp({ ...account, email: invited.email, invitation: SEED_INVITATION_TOKEN });
    expect(reply.verificationRequired).toBe(false);
    expect(outboxMessages().filter((m) => m.to === invited.email)).toHaveLength(0);

    // Signed in by the reply: its token is a session.
    const me = await raw('/api/auth/me', { token: reply.token! });
    expect(me).toMatchObject({ status: 200, json: { data: { email: invited.email } } });
    const secret = reply.testKey!.secret;
    expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect(reply.testKey).toMatchObject({ name: FIRST_TEST_KEY_NAME, mode: 'test', status: 'active' });
    expect(reply.testKey).not.toHaveProperty('redacted');
    const sandbox = await raw('/api/wallet', { token: secret });
    expect(sandbox).toMatchObject({ status: 200, json: { success: true, livemode: false } });
    expect(JSON.stringify(db.state)).not.toContain(secret);

    // Verified: no code asked.
    await signInAs(invited.email, account.password);
    expect((await getPartnerProfile()).companyName).toBe(invited.businessName);
    expect(await listApiKeys()).toEqual([]);
    const keys = (await raw('/api/api-keys', { headers: { [MODE_HEADER]: 'test' } })).json.data as unknown[];
    expect(keys).toEqual([
      expect.objectContaining({ id: reply.testKey!.id, redacted: `sk_test_••••${secret.slice(-4)}` }),
    ]);
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
