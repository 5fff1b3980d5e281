import { request } from './client';
import { authEndpoints as endpoints } from './contract/auth';
import type { ResetPasswordRequest, SignInRequest, SignUpRequest } from './schemas';

export const signUp = (body: SignUpRequest) => request(endpoints.signUp, { body });
export const signIn = (body: SignInRequest) => request(endpoints.signIn, { body });
export const forgotPassword = (email: string) => request(endpoints.forgotPassword, { body: { email } });
export const resetPassword = (body: ResetPasswordRequest) => request(endpoints.resetPassword, { body });
export const verifyEmail = (email: string, code: string) => request(endpoints.verifyEmail, { body: { email, code } });
/** The session's calls, here too for the callers that sign in and out. */
export { getMe, refreshSession, signOut } from './session';
