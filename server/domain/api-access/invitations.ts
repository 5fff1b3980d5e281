import type { Invitation } from '@/api/schemas/api-access';
import { hashToken } from '../auth/secrets';
import { DomainError } from '../errors';
import { makeKey } from '../api-keys/keys';
import type { ApiKeyWithSecret } from '@/api/schemas/api-keys';
import type { Tx } from '../ports';
import type { ApiAccessRecord } from './records';

/*
 * Sign-up invitations (docs/api-keys.md): approving an API-access request e-mails a link with a
 * single-use token, stored as its SHA-256 only. The link's sign-up is pre-filled with the
 * request's e-mail and business; the account it makes is verified by it (the e-mail it came to is
 * the address), named after the business, signed in, and starts with a test key whose secret is
 * in the sign-up's reply — shown once there, never stored. A token makes one account.
 */

export const FIRST_TEST_KEY_NAME = 'Default test key';

/** `inv_` and 32 hex digits (128 random bits). */
export const newInvitationToken = (): string => `inv_${crypto.randomUUID().replace(/-/g, '')}`;

const notFound = () =>
  new DomainError(
    404,
    'This invitation link is not valid any more: it was used, or never existed',
    'INVITATION_NOT_FOUND',
  );

/** The approved request behind an unused invitation token; 404 otherwise. */
async function findInvitation(tx: Tx, token: string): Promise<ApiAccessRecord> {
  const record = await tx.apiAccessRequests.byInvitation(hashToken(token));
  if (!record) throw notFound();
  return record;
}

/** What the invitation pre-fills (GET /api/invitations/:token). */
export async function getInvitation(tx: Tx, token: string): Promise<Invitation> {
  const { email, businessName } = await findInvitation(tx, token);
  return { email, businessName };
}

/** Spends the invitation on the new account `partnerId` (once, whatever the race) and makes its first test key. */
export async function acceptInvitation(
  tx: Tx,
  token: string,
  partnerId: string,
  now: number,
): Promise<ApiKeyWithSecret> {
  const record = await findInvitation(tx, token);
  if (!(await tx.apiAccessRequests.useInvitation(record.id, partnerId, now))) throw notFound();
  return makeKey(tx, partnerId, FIRST_TEST_KEY_NAME, 'test', now);
}
