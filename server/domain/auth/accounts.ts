import {
  isNigerianPhone,
  NIGERIAN_PHONE_MESSAGE,
  type SignUpReply,
  type SignUpRequest,
  type User,
} from '@/api/schemas';
import { limits } from '@/config';
import { DomainError, validationError } from '../errors';
import { verificationMail } from '../messages';
import { defaultSettings, newBilling, newProfile } from '../partners/defaults';
import { acceptInvitation, getInvitation } from '../api-access/invitations';
import type { Ctx } from '../ports';
import type { Invitation } from '@/api/schemas/api-access';
import type { UserRecord } from './records';
import { hashToken } from './secrets';
import { createSession } from './sessions';
import { newId } from '../ids';

/* Accounts: sign-up, the account as /me shows it, the verification code of an address. */

/** The password rules of sign-up (and reset): 400 with the sign-up's messages. */
export function checkNewPassword(password: string, confirmPassword: string): void {
  if (password.length < limits.passwordMinLength) throw validationError('Password must be at least 8 characters long');
  if (password !== confirmPassword) throw validationError('Passwords do not match');
}

export const emailTaken = () => new DomainError(409, 'An account with this email already exists', 'EMAIL_TAKEN');

/**
 * A new verification code for `email`: its hash to store on the account, the code e-mailed (the
 * message goes out with the request's commit).
 */
export async function sendVerificationCode(ctx: Ctx, email: string): Promise<string> {
  const code = ctx.services.verificationCode();
  await ctx.tx.outbox.add({ kind: 'message', message: verificationMail(ctx.request.appOrigin, email, code) });
  return hashToken(code);
}

/**
 * The account as sign-in and /me show it, with its role and a partner's company ('' until given:
 * the onboarding step asks). An operator has no company: nothing to ask.
 */
export async function publicUser({ tx }: Ctx, record: UserRecord): Promise<User> {
  const { id, firstName, lastName, email, phone, role } = record;
  if (role === 'operator') return { id, firstName, lastName, email, phone, role };
  const companyName = (await tx.profiles.of(id))?.companyName ?? '';
  return { id, firstName, lastName, email, phone, companyName, role };
}

function checkSignUp(body: SignUpRequest): void {
  if (!body.firstName.trim() || !body.lastName.trim()) throw validationError('Please enter your first and last name');
  if (!body.phone.trim()) throw validationError('Please enter your phone number');
  checkNewPassword(body.password, body.confirmPassword);
  if (!body.acceptTerms) throw validationError('Please accept the terms and conditions');
  // After the rules in docs/product.md#validation-rules, as the form checks it (issue 24).
  if (!isNigerianPhone(body.phone)) throw validationError(NIGERIAN_PHONE_MESSAGE);
}

function checkInvitationEmail(invitation: Invitation, email: string): void {
  if (invitation.email !== email) {
    throw new DomainError(
      400,
      `email: This invitation is for ${invitation.email}: sign up with that address`,
      'INVITATION_EMAIL_MISMATCH',
    );
  }
}

/**
 * A new partner: the account (its password hashed), profile, settings, billing details and an
 * empty wallet. Unverified, with a code e-mailed — unless it comes with an API-access invitation
 * (issue 25), whose e-mail it must use: then it is verified by it, named after the request's
 * business, the invitation is spent, and the reply signs it in (a session, as sign-in's) with its
 * first test key's secret, shown this once (docs/api-keys.md).
 */
export async function signUp(ctx: Ctx, body: SignUpRequest, now: number): Promise<SignUpReply> {
  const email = body.email.trim().toLowerCase();
  checkSignUp(body);
  const { tx, services } = ctx;
  const invitation = body.invitation === undefined ? null : await getInvitation(tx, body.invitation);
  if (invitation) checkInvitationEmail(invitation, email);
  if (await tx.users.byEmail(email)) throw emailTaken();
  const user = {
    id: newId('usr'),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email,
    phone: body.phone.trim(),
    role: 'partner' as const,
  };
  await tx.users.insert({
    ...user,
    passwordHash: await services.passwords.hash(body.password),
    verified: invitation !== null,
    ...(invitation ? {} : { verificationCodeHash: await sendVerificationCode(ctx, email) }),
    createdAt: new Date(now).toISOString(),
  });
  // No company yet: the partner names it after the first sign-in (issue 24), never after a person.
  const companyName = invitation?.businessName ?? '';
  await tx.profiles.insert(newProfile(user, companyName));
  await tx.settings.insert(defaultSettings(user.id));
  await tx.billing.insert(newBilling(user, companyName));
  await tx.wallets.open(user.id, 0);
  if (!invitation || body.invitation === undefined) return { user, verificationRequired: true };
  const testKey = await acceptInvitation(tx, body.invitation, user.id, now);
  const session = await createSession(ctx, user.id, false, now);
  return { user: { ...user, companyName }, verificationRequired: false, ...session, testKey };
}
