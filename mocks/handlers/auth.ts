import { endpoints } from '@/api/endpoints';
import { isNigerianPhone, NIGERIAN_PHONE_MESSAGE } from '@/api/schemas/auth';
import { limits } from '@/config';
import { sendPasswordResetMail, sendVerificationMail } from '../control/outbox';
import { type Attempt, forgetAddress, recordFailure, refuseIfLocked, succeeded } from '../auth-limits';
import { clientOf } from '../client-identity';
import { db, nextId } from '../db';
import { handle, type UserRecord } from '../http';
import { acceptInvitation, checkInvitationEmail, findInvitation } from '../invitations';
import { MockError } from '../errors';
import { defaultSettings, VERIFICATION_CODE } from '../constants';
import { keepRotatedToken } from '../refresh-reuse';

// The attempt limits live in mocks/auth-limits.ts; their numbers are named here too, where tests look.
export { ACCOUNT_SIGN_IN_ATTEMPTS, CLIENT_SIGN_IN_ATTEMPTS, SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS } from '../auth-limits';

/** Access tokens live 15 minutes; tests expire them on purpose with `expireAccessTokens()`. */
const ACCESS_TOKEN_TTL_MS = 15 * 60_000;

const DAY_MS = 24 * 60 * 60_000;
/** Refresh tokens live 30 days after a "remember me" sign-in, 1 day otherwise. */
export const REFRESH_TOKEN_TTL_MS = { rememberMe: 30 * DAY_MS, session: DAY_MS } as const;

const randomToken = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;

/** A sign-in or verification attempt at `email` (as typed), by the request's client (mocks/client-identity.ts). */
function attemptAt(email: string, request: Request): Attempt {
  const address = email.trim().toLowerCase();
  return { email: address, client: clientOf(request), userId: db.state.users.find((u) => u.email === address)?.id };
}

/**
 * The account as /me and sign-in show it, with its role and a partner's company ('' until given:
 * the onboarding step asks). An operator has no company: nothing to ask.
 */
function publicUser(record: UserRecord) {
  const { id, firstName, lastName, email, phone, role } = record;
  if (role === 'operator') return { id, firstName, lastName, email, phone, role };
  const companyName = db.state.profiles.find((p) => p.partnerId === id)?.companyName ?? '';
  return { id, firstName, lastName, email, phone, companyName, role };
}

export function createSession(userId: string, rememberMe = false) {
  const now = Date.now();
  const session = {
    userId,
    token: randomToken('at'),
    refreshToken: randomToken('rt'),
    expiresAt: now + ACCESS_TOKEN_TTL_MS,
    refreshExpiresAt: now + (rememberMe ? REFRESH_TOKEN_TTL_MS.rememberMe : REFRESH_TOKEN_TTL_MS.session),
  };
  db.state.sessions.push(session);
  return session;
}

/** How long a password-reset link works (issue 14: one hour), and only once. */
export const RESET_TOKEN_TTL_MS = limits.resetLinkExpiryHours * 60 * 60_000;
/** The links of one account kept at once: asking again does not spend the earlier ones, up to this many. */
const RESET_TOKENS_PER_USER = 5;

export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired';
export const INVALID_VERIFICATION_CODE = 'Invalid verification code';

/** The password rules of sign-up (and reset): 400 with the sign-up's messages. */
function checkNewPassword(password: string, confirmPassword: string): void {
  if (password.length < limits.passwordMinLength)
    throw new MockError(400, 'Password must be at least 8 characters long', 'VALIDATION_ERROR');
  if (password !== confirmPassword) throw new MockError(400, 'Passwords do not match', 'VALIDATION_ERROR');
}

/** The reset links still in force, the expired ones forgotten (call it only on a change that succeeds). */
function liveResetTokens(now: number) {
  const live = (db.state.resetTokens ?? []).filter((t) => t.expiresAt > now);
  db.state.resetTokens = live;
  return live;
}

/** Makes every stored access token answer 401, as after a long idle (refresh tokens stay valid). */
export function expireAccessTokens(): void {
  for (const session of db.state.sessions) session.expiresAt = 0;
}

export const authHandlers = [
  handle(endpoints.signUp, ({ body, request }) => {
    const email = body.email.trim().toLowerCase();
    if (!body.firstName.trim() || !body.lastName.trim())
      throw new MockError(400, 'Please enter your first and last name', 'VALIDATION_ERROR');
    if (!body.phone.trim()) throw new MockError(400, 'Please enter your phone number', 'VALIDATION_ERROR');
    checkNewPassword(body.password, body.confirmPassword);
    if (!body.acceptTerms) throw new MockError(400, 'Please accept the terms and conditions', 'VALIDATION_ERROR');
    // After SPEC.md's rules, as the form checks it (issue 24).
    if (!isNigerianPhone(body.phone)) throw new MockError(400, NIGERIAN_PHONE_MESSAGE, 'VALIDATION_ERROR');
    // An invitation (issue 25): checked whole before anything is stored (mocks/invitations.ts).
    const invitation = body.invitation === undefined ? null : findInvitation(body.invitation);
    if (invitation) checkInvitationEmail(invitation, email);
    if (db.state.users.some((u) => u.email === email)) {
      throw new MockError(409, 'An account with this email already exists', 'EMAIL_TAKEN');
    }
    const id = nextId('usr');
    const user = {
      id,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email,
      phone: body.phone.trim(),
      role: 'partner' as const,
    };
    // No company yet: the partner names it after the first sign-in (issue 24), never after a
    // person; an invitation's account is its request's business, verified by the invitation.
    const companyName = invitation?.businessName ?? '';
    const verified = invitation !== null;
    db.state.users.push({ ...user, password: body.password, verified, createdAt: new Date().toISOString() });
    db.state.profiles.push({
      partnerId: id,
      id,
      companyName,
      email,
      phone: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    db.state.settings.push(defaultSettings(id));
    db.state.billing.push({
      partnerId: id,
      companyName,
      address: '',
      city: '',
      country: 'Nigeria',
      taxId: '',
      email,
      phone: user.phone,
    });
    db.state.wallets.push({ partnerId: id, balance: 0 });
    if (invitation) {
      acceptInvitation(invitation, id);
      return { user, verificationRequired: false };
    }
    sendVerificationMail(request, email, VERIFICATION_CODE);
    return { user, verificationRequired: true };
  }),

  handle(endpoints.signIn, ({ body, request }) => {
    const attempt = attemptAt(body.email, request);
    const now = Date.now();
    // Checked first: once locked, even the right password waits (and does not count).
    refuseIfLocked(attempt, now);
    const record = db.state.users.find((u) => u.id === attempt.userId);
    if (!record || record.password !== body.password) {
      recordFailure(attempt, now);
      throw new MockError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
    }
    if (!record.verified) {
      if (!body.verificationCode) {
        // The code is "sent" again (the outbox), as a backend would e-mail it.
        sendVerificationMail(request, record.email, VERIFICATION_CODE);
        throw new MockError(
          403,
          'Account not verified. Enter the verification code from DeliverOS support.',
          'VERIFICATION_REQUIRED',
        );
      }
      if (body.verificationCode !== VERIFICATION_CODE) {
        recordFailure(attempt, now);
        throw new MockError(
          403,
          'Invalid verification code. Check the code from DeliverOS support and try again.',
          'INVALID_VERIFICATION_CODE',
        );
      }
      record.verified = true;
    }
    succeeded(attempt, now, true);
    const session = createSession(record.id, body.rememberMe);
    return { token: session.token, refreshToken: session.refreshToken, user: publicUser(record) };
  }),

  handle(endpoints.refresh, ({ session }) => {
    // Rotation: the old access token stops working, the refresh token is replaced. The new
    // refresh token keeps the session's expiry (set at sign-in), so refreshing never extends
    // a session past its 30 days (remember me) or 1 day; nor does the access token outlive it.
    // The old refresh token is kept: presented again, it ends the session (mocks/refresh-reuse.ts).
    // Only a sign-in has a session to refresh (an API key never reaches here: mocks/api-keys.ts).
    if (!session) throw new MockError(401, 'Authentication required', 'UNAUTHORIZED');
    const now = Date.now();
    keepRotatedToken(session, session.refreshToken);
    session.token = randomToken('at');
    session.refreshToken = randomToken('rt');
    session.expiresAt = Math.min(now + ACCESS_TOKEN_TTL_MS, session.refreshExpiresAt ?? now);
    return { token: session.token, refreshToken: session.refreshToken };
  }),

  handle(endpoints.me, ({ user }) => publicUser(user)),

  handle(endpoints.signOut, ({ session }) => {
    db.state.sessions = db.state.sessions.filter((s) => s !== session);
    return null;
  }),

  // The same reply whether or not the address has an account: only the outbox tells.
  handle(endpoints.forgotPassword, ({ body, request }) => {
    const email = body.email.trim().toLowerCase();
    const record = db.state.users.find((u) => u.email === email);
    if (!record) return null;
    const now = Date.now();
    const token = randomToken('rst');
    const others = liveResetTokens(now).filter((t) => t.userId === record.id);
    // The oldest links of this account go once it has RESET_TOKENS_PER_USER.
    const dropped = new Set(others.slice(0, Math.max(0, others.length - RESET_TOKENS_PER_USER + 1)));
    db.state.resetTokens = [
      ...(db.state.resetTokens ?? []).filter((t) => !dropped.has(t)),
      { token, userId: record.id, expiresAt: now + RESET_TOKEN_TTL_MS },
    ];
    sendPasswordResetMail(request, record.email, token, RESET_TOKEN_TTL_MS / 60_000);
    return null;
  }),

  handle(endpoints.resetPassword, ({ body }) => {
    checkNewPassword(body.newPassword, body.confirmPassword);
    const now = Date.now();
    // Looked up without tidying anything: a refused request changes nothing.
    const stored = (db.state.resetTokens ?? []).find((t) => t.token === body.token && t.expiresAt > now);
    const record = stored && db.state.users.find((u) => u.id === stored.userId);
    if (!stored || !record) throw new MockError(400, INVALID_RESET_TOKEN, 'INVALID_RESET_TOKEN');
    record.password = body.newPassword;
    // Every link of the account is spent, every session of it signed out (a stolen one included),
    // and the failed sign-ins of the address forgotten: the owner of the mailbox is back in.
    db.state.resetTokens = (db.state.resetTokens ?? []).filter((t) => t.userId !== record.id);
    db.state.sessions = db.state.sessions.filter((s) => s.userId !== record.id);
    forgetAddress(record.email);
    return null;
  }),

  // Public: the address and the code of the e-mail (or of DeliverOS support). A wrong code and an
  // address without an account get the same refusal, and both count towards the attempt limit.
  handle(endpoints.verifyEmail, ({ body, request }) => {
    const attempt = attemptAt(body.email, request);
    const now = Date.now();
    refuseIfLocked(attempt, now, 'verification');
    const record = db.state.users.find((u) => u.id === attempt.userId);
    if (!record || body.code !== VERIFICATION_CODE) {
      recordFailure(attempt, now);
      throw new MockError(400, INVALID_VERIFICATION_CODE, 'INVALID_VERIFICATION_CODE');
    }
    record.verified = true;
    succeeded(attempt, now, false);
    return null;
  }),
];
