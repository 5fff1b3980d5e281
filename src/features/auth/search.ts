import type { SearchSchemaInput } from '@tanstack/react-router';

/*
 * The search params of the password-reset and verification pages: plain functions, like
 * every validator (src/search-params.ts: `validateSearch` is never code-split, zod would
 * land on the first load).
 */

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

/** `/reset-password?token=…`: the token of the e-mailed link, if any. */
export const validateResetPasswordSearch = (search: { token?: unknown } & SearchSchemaInput): { token?: string } => {
  const token = text(search.token, 512);
  return token ? { token } : {};
};

/** `/verify-email?email=…`: the address the code was sent to (the outbox's link carries it). */
export const validateVerifyEmailSearch = (search: { email?: unknown } & SearchSchemaInput): { email?: string } => {
  const email = text(search.email, 254);
  return email ? { email } : {};
};

/** `/signup?invitation=…`: an approved API-access request's invitation token (issue 25). */
export const validateSignUpSearch = (search: { invitation?: unknown } & SearchSchemaInput): { invitation?: string } => {
  const invitation = text(search.invitation, 128);
  return invitation ? { invitation } : {};
};
