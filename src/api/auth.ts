import { request } from './client';
import { authEndpoints as endpoints } from './contract/auth';
import type { ResetPasswordRequest, SignInRequest, SignUpRequest } from './schemas';

export const signUp = (body: SignUpRequest) => request(endpoints.signUp, { body });
export const signIn = (body: SignInRequest) => request(endpoints.signIn, { body });
export const getMe = (signal?: AbortSignal) => request(endpoints.me, { signal });
export const signOut = () => request(endpoints.signOut, {});
export const forgotPassword = (email: string) => request(endpoints.forgotPassword, { body: { email } });
export const resetPassword = (body: ResetPasswordRequest) => request(endpoints.resetPassword, { body });
export const verifyEmail = (email: string, code: string) => request(endpoints.verifyEmail, { body: { email, code } });
// POST /api/auth/refresh is `refreshSession` in client.ts: only the client's 401 handling calls it.
export { refreshSession } from './client';
