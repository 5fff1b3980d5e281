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

/** Sign-up does not sign in: no cache to touch. */
export const signUpMutation = () =>
  mutationOptions({ mutationFn: async (body: SignUpRequest) => (await publicAuthApi()).signUp(body) });
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
