import { z } from 'zod/mini';
import { id } from './common';

/*
 * What a signed-in session reads: the current user and the refresh reply. Apart from ./auth
 * (sign-up, sign-in, password reset, verification), which only the public pages send and
 * which loads with them.
 */

/** A partner (a logistics company) or an operator (DeliverOS's own staff: the /ops screens). */
export const userRoles = ['partner', 'operator'] as const;

/**
 * The user accepts both readings of docs/product.md#entities (firstName and first_name): the wire
 * codec camelizes keys before this schema sees them.
 */
export const user = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  phone: z.string(),
  /** The partner's company: '' until given (the onboarding step asks for it); absent, nothing to ask. */
  companyName: z.optional(z.string()),
  /** The user in docs/product.md#entities has none: a reply without it is a partner's. */
  role: z._default(z.enum(userRoles), 'partner'),
});
export type User = z.infer<typeof user>;

/** The refresh reply carries a new access token, and a rotated refresh token when the server rotates. */
export const refreshReply = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
});
