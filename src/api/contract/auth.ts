import * as s from '../schemas/auth';
import { noData } from '../schemas/common';
import { endpoint } from './endpoint';

/** Authentication's public side: sign-up, sign-in, password reset, verification (the session's calls: ./session). */
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
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'public',
    body: s.forgotPasswordRequest,
    reply: noData,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'public',
    body: s.resetPasswordRequest,
    reply: noData,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    auth: 'public',
    body: s.verifyEmailRequest,
    reply: noData,
  }),
} as const;
