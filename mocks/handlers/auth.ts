import { endpoints } from '@/api/endpoints';
import { limits } from '@/config';
import { db, nextId } from '../db';
import { handle, MockError } from '../http';
import { VERIFICATION_CODE } from '../seed';

/** Access tokens live 15 minutes; tests expire them on purpose with `expireAccessTokens()`. */
const ACCESS_TOKEN_TTL_MS = 15 * 60_000;

const randomToken = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;

function publicUser(record: { id: string; firstName: string; lastName: string; email: string; phone: string }) {
  const { id, firstName, lastName, email, phone } = record;
  return { id, firstName, lastName, email, phone };
}

export function createSession(userId: string) {
  const session = {
    userId,
    token: randomToken('at'),
    refreshToken: randomToken('rt'),
    expiresAt: Date.now() + ACCESS_TOKEN_TTL_MS,
  };
  db.state.sessions.push(session);
  return session;
}

/** Makes every stored access token answer 401, as after a long idle (refresh tokens stay valid). */
export function expireAccessTokens(): void {
  for (const session of db.state.sessions) session.expiresAt = 0;
}

export const authHandlers = [
  handle(endpoints.signUp, ({ body }) => {
    const email = body.email.trim().toLowerCase();
    if (!body.firstName.trim() || !body.lastName.trim())
      throw new MockError(400, 'Please enter your first and last name', 'VALIDATION_ERROR');
    if (!body.phone.trim()) throw new MockError(400, 'Please enter your phone number', 'VALIDATION_ERROR');
    if (body.password.length < limits.passwordMinLength)
      throw new MockError(400, 'Password must be at least 8 characters long', 'VALIDATION_ERROR');
    if (body.password !== body.confirmPassword) throw new MockError(400, 'Passwords do not match', 'VALIDATION_ERROR');
    if (!body.acceptTerms) throw new MockError(400, 'Please accept the terms and conditions', 'VALIDATION_ERROR');
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
    };
    const companyName = `${user.firstName} ${user.lastName}`;
    db.state.users.push({ ...user, password: body.password, verified: false, createdAt: new Date().toISOString() });
    db.state.profiles.push({
      partnerId: id,
      id,
      companyName,
      email,
      phone: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    db.state.settings.push({ partnerId: id, emailNotifications: true, smsNotifications: false, autoAccept: false });
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
    return { user, verificationRequired: true };
  }),

  handle(endpoints.signIn, ({ body }) => {
    const record = db.state.users.find((u) => u.email === body.email.trim().toLowerCase());
    if (!record || record.password !== body.password) {
      throw new MockError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
    }
    if (!record.verified) {
      if (!body.verificationCode) {
        throw new MockError(
          403,
          'Account not verified. Enter the verification code from DeliverOS support.',
          'VERIFICATION_REQUIRED',
        );
      }
      if (body.verificationCode !== VERIFICATION_CODE) {
        throw new MockError(
          403,
          'Invalid verification code. Check the code from DeliverOS support and try again.',
          'INVALID_VERIFICATION_CODE',
        );
      }
      record.verified = true;
    }
    const session = createSession(record.id);
    return { token: session.token, refreshToken: session.refreshToken, user: publicUser(record) };
  }),

  handle(endpoints.refresh, ({ session }) => {
    // Rotation: the old access token stops working, the refresh token is replaced.
    session.token = randomToken('at');
    session.refreshToken = randomToken('rt');
    session.expiresAt = Date.now() + ACCESS_TOKEN_TTL_MS;
    return { token: session.token, refreshToken: session.refreshToken };
  }),

  handle(endpoints.me, ({ user }) => publicUser(user)),

  handle(endpoints.signOut, ({ session }) => {
    db.state.sessions = db.state.sessions.filter((s) => s !== session);
    return null;
  }),

  // The mock sends no e-mail; like a real backend it answers the same whether or not the address exists.
  handle(endpoints.forgotPassword, () => null),

  handle(endpoints.resetPassword, ({ body }) => {
    if (body.newPassword.length < limits.passwordMinLength)
      throw new MockError(400, 'Password must be at least 8 characters long', 'VALIDATION_ERROR');
    if (body.newPassword !== body.confirmPassword)
      throw new MockError(400, 'Passwords do not match', 'VALIDATION_ERROR');
    throw new MockError(400, 'This reset link is invalid or has expired', 'INVALID_RESET_TOKEN');
  }),
];
