import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ResetPasswordRequest, SignInRequest, SignUpRequest } from '@/api/schemas';
import { tokenStorage } from '@/api/token-storage';
import { mutationHook } from './query-client';

/*
 * The header (on every page, the landing page too) reads the session. A visitor with no
 * token needs no HTTP client, schemas or zod, so the auth API is imported on first use:
 * the landing page's first load stays free of the data layer (issue 5's budget).
 */
const authApi = () => import('@/api/auth');

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/**
 * The session is server state: the current user, or null when signed out. With no stored
 * token it answers null without a request; a failed fetch signs out (SPEC.md §4).
 */
export const sessionQueries = {
  me: () =>
    queryOptions({
      queryKey: sessionKeys.me(),
      // No abort signal on purpose: the route guard awaits this fetch, and a component
      // unmounting meanwhile (StrictMode does it on start) must not cancel it under the guard.
      queryFn: async () => {
        if (!tokenStorage.hasSession()) return null;
        try {
          const { getMe } = await authApi();
          return await getMe();
        } catch {
          tokenStorage.clear();
          return null;
        }
      },
      staleTime: 5 * 60_000,
    }),
};

/**
 * Signed out, whatever the reason (logout, a refresh the server refused, a reset of the
 * demo data): both tokens gone, the whole cache forgotten, the session known to be empty.
 */
export function forgetSession(queryClient: QueryClient): void {
  tokenStorage.clear();
  queryClient.clear();
  queryClient.setQueryData(sessionKeys.me(), null);
}

/** Sign-in stores both tokens (remember-me picks the storage) and seeds the session. */
export const signInMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: SignInRequest) => (await authApi()).signIn(body),
    onSuccess: (reply, body) => {
      tokenStorage.save(reply, body.rememberMe);
      queryClient.setQueryData(sessionKeys.me(), reply.user);
    },
  });
export const useSignIn = mutationHook(signInMutation);

/** Sign-up does not sign in: no cache to touch. */
export const signUpMutation = () => mutationOptions({ mutationFn: async (body: SignUpRequest) => (await authApi()).signUp(body) });
export const useSignUp = mutationHook(signUpMutation);

/**
 * Logout calls the server, then clears both tokens and the whole cache even when the
 * call fails (its error is only logged), leaving the session as "signed out".
 */
export const signOutMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => {
      try {
        await (await authApi()).signOut();
      } catch (error) {
        console.warn('Logout call failed; signing out locally.', error);
      }
    },
    onSettled: () => forgetSession(queryClient),
  });
export const useSignOut = mutationHook(signOutMutation);

export const forgotPasswordMutation = () => mutationOptions({ mutationFn: async (email: string) => (await authApi()).forgotPassword(email) });
export const useForgotPassword = mutationHook(forgotPasswordMutation);

export const resetPasswordMutation = () =>
  mutationOptions({ mutationFn: async (body: ResetPasswordRequest) => (await authApi()).resetPassword(body) });
export const useResetPassword = mutationHook(resetPasswordMutation);
