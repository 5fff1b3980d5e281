import type { Invitation } from '@/api/schemas/api-access';
import { createKey } from './api-keys';
import { db, type DbState } from './db';
import { MockError } from './errors';

type ApiAccessRecord = DbState['apiAccessRequests'][number];

/*
 * Sign-up invitations (issue 25): approving an API-access request e-mails a link with a token
 * (mocks/handlers/api-access.ts). The link's sign-up is pre-filled with the request's e-mail and
 * business; the account it makes is verified by it (the e-mail it came to is the address), is
 * named after the business, and starts with a test key whose secret the partner reveals once.
 * A token makes one account. docs/api-contract.md, Invitations.
 */

export const FIRST_TEST_KEY_NAME = 'Default test key';

const notFound = () =>
  new MockError(
    404,
    'This invitation link is not valid any more: it was used, or never existed',
    'INVITATION_NOT_FOUND',
  );

/** The approved request behind an unused invitation token; 404 otherwise. */
export function findInvitation(token: string | undefined): ApiAccessRecord {
  const record = token
    ? db.state.apiAccessRequests.find((r) => r.invitationToken === token && r.status === 'approved')
    : undefined;
  if (!record || record.invitationUsedAt !== undefined) throw notFound();
  return record;
}

export const invitationShown = (record: ApiAccessRecord): Invitation => ({
  email: record.email,
  businessName: record.businessName,
});

/** Refuses a sign-up under the invitation with another address (before anything is stored). */
export function checkInvitationEmail(record: ApiAccessRecord, email: string): void {
  if (record.email !== email) {
    throw new MockError(
      400,
      `email: This invitation is for ${record.email}: sign up with that address`,
      'INVITATION_EMAIL_MISMATCH',
    );
  }
}

/** The invitation used by the new account `partnerId`: spent, and its first test key made. */
export function acceptInvitation(record: ApiAccessRecord, partnerId: string): void {
  record.invitationUsedAt = Date.now();
  record.accountId = partnerId;
  createKey(partnerId, FIRST_TEST_KEY_NAME, 'test', { revealLater: true });
}
