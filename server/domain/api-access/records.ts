import { z } from 'zod/mini';
import { apiAccessRequest } from '@/api/schemas';

/*
 * An API-access request (issue 25): filed by a visitor on the landing page, reviewed by DeliverOS
 * operations. Filing is on the server; the review and its invitations are still the mock's until
 * they move (issue 39: docs/server.md).
 */
export const apiAccessRecord = z.extend(apiAccessRequest, {
  /** An approved request's sign-up invitation, e-mailed, never in a reply. */
  invitationToken: z.optional(z.string()),
  /** When the invitation made an account (epoch ms): it cannot make another. */
  invitationUsedAt: z.optional(z.number()),
  /** The account the invitation made: the approval is that account's (mocks/api-keys.ts). */
  accountId: z.optional(z.string()),
});
export type ApiAccessRecord = z.infer<typeof apiAccessRecord>;

export interface ApiAccessRepo {
  insert(record: ApiAccessRecord): Promise<void>;
}
