import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ResetPasswordRequest, SignInRequest, SignUpRequest } from '@/api/schemas';
import { tokenStorage } from '@/api/token-storage';
import { mutationHook } from './query-client';
import { sessionKeys } from './session';

/** Sign-up, sign-in, password reset and verification: loaded by the pages that send them, not with the data layer. */
export const publicAuthApi = () => import('@/api/auth');

/* Sign-in, sign-up and password mutations (logout: useSignOut in ./session): loaded with the pages that use them. */

/** Sign-in stores both tokens (remember-me picks the storage) and seeds the session. */
export const signInMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: SignInRequest) => (await publicAuthApi()).signIn(body),
    onSuccess: (reply, body) => {
      tokenStorage.save(reply, body.rememberMe);
      queryClient.setQueryData(sessionKeys.me(), reply.user);
    },
  });

/**
 * Sign-up signs in only with an invitation (its reply then carries a session, as sign-in's: stored
 * for this browser session, and the session seeded); otherwise sign-in follows.
 */
export const signUpMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: SignUpRequest) => (await publicAuthApi()).signUp(body),
    onSuccess: (reply) => {
      if (reply.token === undefined || reply.refreshToken === undefined) return;
      tokenStorage.save({ token: reply.token, refreshToken: reply.refreshToken }, false);
      queryClient.setQueryData(sessionKeys.me(), reply.user);
    },
  });
export const useSignUp = mutationHook(signUpMutation);

export const forgotPasswordMutation = () =>
  mutationOptions({ mutationFn: async (email: string) => (await publicAuthApi()).forgotPassword(email) });
export const useForgotPassword = mutationHook(forgotPasswordMutation);

export const resetPasswordMutation = () =>
  mutationOptions({ mutationFn: async (body: ResetPasswordRequest) => (await publicAuthApi()).resetPassword(body) });
export const useResetPassword = mutationHook(resetPasswordMutation);

/** Marks the account verified; nobody is signed in by it (sign-in follows): no cache to touch. */
export const verifyEmailMutation = () =>
  mutationOptions({
    mutationFn: async ({ email, code }: { email: string; code: string }) =>
      (await publicAuthApi()).verifyEmail(email, code),
  });
export const useVerifyEmail = mutationHook(verifyEmailMutation);
