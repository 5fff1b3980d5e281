import * as s from '../schemas';
import { endpoint } from './endpoint';

/** Authentication. */
export const authEndpoints = {
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'public',
    body: s.signUpRequest,
    reply: s.signUpReply,
    status: 201,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/signin',
    auth: 'public',
    body: s.signInRequest,
    reply: s.signInReply,
  }),
  // Open to partners and operators alike.
  refresh: endpoint({ method: 'POST', path: '/api/auth/refresh', auth: 'refresh', role: 'any', reply: s.refreshReply }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', auth: 'user', role: 'any', reply: s.user }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/logout', auth: 'user', role: 'any', reply: s.noData }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'public',
    body: s.forgotPasswordRequest,
    reply: s.noData,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'public',
    body: s.resetPasswordRequest,
    reply: s.noData,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    auth: 'public',
    body: s.verifyEmailRequest,
    reply: s.noData,
  }),
} as const;
