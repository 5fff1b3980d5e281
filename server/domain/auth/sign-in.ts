import type { SignInRequest, SignInReply, VerifyEmailRequest } from '@/api/schemas';
import { DomainError, keepingWrites } from '../errors';
import type { Ctx } from '../ports';
import { publicUser, sendVerificationCode } from './accounts';
import { type Attempt, failedAttempt, refuseIfLocked, succeeded } from './limits';
import type { UserRecord } from './records';
import { hashToken, sameText } from './secrets';
import { createSession } from './sessions';

/* Signing in and verifying an address: the attempt limits first, then the secrets. */

export const INVALID_VERIFICATION_CODE = 'Invalid verification code';

/** A sign-in or verification attempt at `email` (as typed), by the request's client. */
async function attemptAt({ tx, request }: Ctx, email: string): Promise<{ attempt: Attempt; user?: UserRecord }> {
  const address = email.trim().toLowerCase();
  const user = await tx.users.byEmail(address);
  return { attempt: { email: address, client: request.client, userId: user?.id }, ...(user ? { user } : {}) };
}

/** Whether `code` is the account's current verification code (compared by hash, in constant time). */
const isCodeOf = (user: UserRecord, code: string) =>
  user.verificationCodeHash !== undefined && sameText(hashToken(code), user.verificationCodeHash);

const invalidCredentials = () => new DomainError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');

/**
 * Signs in: the limits, then the password (an older kind of hash is replaced by the hasher's own),
 * then — for an unverified account — its code: without one, the code is e-mailed again and the
 * client asked for it (403 VERIFICATION_REQUIRED); a wrong one counts as a failure.
 */
export async function signIn(ctx: Ctx, body: SignInRequest, now: number): Promise<SignInReply> {
  const { tx, services } = ctx;
  const { attempt, user } = await attemptAt(ctx, body.email);
  // Checked first: once locked, even the right password waits (and does not count).
  await refuseIfLocked(ctx, attempt, now);
  if (!user || !(await services.passwords.verify(user.passwordHash, body.password))) {
    throw await failedAttempt(ctx, attempt, now, invalidCredentials());
  }
  if (services.passwords.needsRehash(user.passwordHash)) {
    await tx.users.update(user.id, { passwordHash: await services.passwords.hash(body.password) });
  }
  if (!user.verified) {
    if (!body.verificationCode) {
      // The code is "sent" again, as a backend would e-mail it (the same code in the demo).
      await tx.users.update(user.id, { verificationCodeHash: await sendVerificationCode(ctx, user.email) });
      throw keepingWrites(
        new DomainError(
          403,
          'Account not verified. Enter the verification code from DeliverOS support.',
          'VERIFICATION_REQUIRED',
        ),
      );
    }
    if (!isCodeOf(user, body.verificationCode)) {
      throw await failedAttempt(
        ctx,
        attempt,
        now,
        new DomainError(
          403,
          'Invalid verification code. Check the code from DeliverOS support and try again.',
          'INVALID_VERIFICATION_CODE',
        ),
      );
    }
    await tx.users.update(user.id, { verified: true });
  }
  await succeeded(ctx, attempt, now, true);
  const tokens = await createSession(ctx, user.id, body.rememberMe, now);
  return { ...tokens, user: await publicUser(ctx, { ...user, verified: true }) };
}

/**
 * Public: the address and the code of the e-mail (or of DeliverOS support). A wrong code and an
 * address without an account get the same refusal, and both count towards the attempt limit.
 */
export async function verifyEmail(ctx: Ctx, body: VerifyEmailRequest, now: number): Promise<null> {
  const { attempt, user } = await attemptAt(ctx, body.email);
  await refuseIfLocked(ctx, attempt, now, 'verification');
  if (!user || !isCodeOf(user, body.code)) {
    throw await failedAttempt(
      ctx,
      attempt,
      now,
      new DomainError(400, INVALID_VERIFICATION_CODE, 'INVALID_VERIFICATION_CODE'),
    );
  }
  // The code stays the account's: the same link followed again verifies again (a no-op).
  if (!user.verified) await ctx.tx.users.update(user.id, { verified: true });
  await succeeded(ctx, attempt, now, false);
  return null;
}
