import type { ResetPasswordRequest } from '@/api/schemas';
import { limits } from '@/config';
import { DomainError } from '../errors';
import { passwordResetMail } from '../messages';
import type { Ctx } from '../ports';
import { checkNewPassword } from './accounts';
import { forgetAddress } from './limits';
import { hashToken, randomToken } from './secrets';

/* Password reset by e-mail (issue 14): a single-use link, stored as its hash, for an hour. */

/** How long a password-reset link works (issue 14: one hour), and only once. */
export const RESET_TOKEN_TTL_MS = limits.resetLinkExpiryHours * 60 * 60_000;
/** The links of one account kept at once: asking again does not spend the earlier ones, up to this many. */
export const RESET_TOKENS_PER_USER = 5;

export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired';

/** The same reply whether or not the address has an account: only the e-mail tells. */
export async function forgotPassword(ctx: Ctx, emailTyped: string, now: number): Promise<null> {
  const { tx } = ctx;
  const email = emailTyped.trim().toLowerCase();
  const user = await tx.users.byEmail(email);
  if (!user) return null;
  const token = randomToken('rst');
  await tx.resetTokens.deleteExpired(now);
  const live = await tx.resetTokens.liveFor(user.id, now);
  // The oldest links of this account go once it has RESET_TOKENS_PER_USER.
  await tx.resetTokens.delete(live.slice(0, Math.max(0, live.length - RESET_TOKENS_PER_USER + 1)).map((t) => t.hash));
  await tx.resetTokens.insert({ hash: hashToken(token), userId: user.id, expiresAt: now + RESET_TOKEN_TTL_MS });
  await tx.outbox.add({
    kind: 'message',
    message: passwordResetMail(ctx.request.appOrigin, user.email, token, RESET_TOKEN_TTL_MS / 60_000),
  });
  return null;
}

/**
 * A new password by a link: every link of the account is spent, every session of it signed out
 * (a stolen one included), and the failed sign-ins of the address forgotten: the owner of the
 * mailbox is back in.
 */
export async function resetPassword(ctx: Ctx, body: ResetPasswordRequest, now: number): Promise<null> {
  const { tx, services } = ctx;
  checkNewPassword(body.newPassword, body.confirmPassword);
  const stored = await tx.resetTokens.find(hashToken(body.token), now);
  const user = stored && (await tx.users.byId(stored.userId));
  if (!user) throw new DomainError(400, INVALID_RESET_TOKEN, 'INVALID_RESET_TOKEN');
  await tx.users.update(user.id, { passwordHash: await services.passwords.hash(body.newPassword) });
  await tx.resetTokens.deleteForUser(user.id);
  await tx.sessions.deleteForUser(user.id);
  await forgetAddress(ctx, user.email);
  return null;
}
