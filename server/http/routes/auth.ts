import { publicUser, signUp } from '../../domain/auth/accounts';
import { forgotPassword, resetPassword } from '../../domain/auth/password-reset';
import { refreshSession, signOut, unauthorized } from '../../domain/auth/sessions';
import { signIn, verifyEmail } from '../../domain/auth/sign-in';
import type { RouteTable } from './table';

/** Accounts and sessions (server/domain/auth). */
export const authRoutes = {
  signUp: ({ ctx, body, now }) => signUp(ctx, body, now),
  signIn: ({ ctx, body, now }) => signIn(ctx, body, now),
  verifyEmail: ({ ctx, body, now }) => verifyEmail(ctx, body, now),
  forgotPassword: ({ ctx, body, now }) => forgotPassword(ctx, body.email, now),
  resetPassword: ({ ctx, body, now }) => resetPassword(ctx, body, now),
  me: ({ ctx, caller }) => publicUser(ctx, caller.user),
  // Only a sign-in has a session to refresh or end (an API key never reaches these: the contract).
  refresh: ({ ctx, caller, now }) => {
    if (!caller.session) throw unauthorized();
    return refreshSession(ctx, caller.session, now);
  },
  signOut: async ({ ctx, caller }) => {
    if (caller.session) await signOut(ctx, caller.session);
    return null;
  },
} satisfies RouteTable;
