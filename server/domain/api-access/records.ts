import { z } from 'zod/mini';
import { apiAccessRequest, type ApiAccessStatus } from '@/api/schemas';

/*
 * An API-access request (issue 25): filed by a visitor on the landing page, reviewed by DeliverOS
 * operations (review.ts); an approval e-mails a sign-up invitation (invitations.ts).
 */
export const apiAccessRecord = z.extend(apiAccessRequest, {
  /** An approved request's sign-up invitation: the SHA-256 of its token (the token is e-mailed, never stored). */
  invitationTokenHash: z.optional(z.string()),
  /** When the invitation made an account (epoch ms): it cannot make another. */
  invitationUsedAt: z.optional(z.number()),
  /** The account the invitation made: the approval is that account's (server/domain/api-keys/keys.ts). */
  accountId: z.optional(z.string()),
});
export type ApiAccessRecord = z.infer<typeof apiAccessRecord>;

/** A decision as stored: the new status, the note (none for an approval), the history with it, an invitation's hash. */
export type ApiAccessDecisionPatch = Pick<ApiAccessRecord, 'status' | 'history'> & {
  note: string | undefined;
  invitationTokenHash: string | undefined;
};

export interface ApiAccessRepo {
  insert(record: ApiAccessRecord): Promise<void>;
  byId(id: string): Promise<ApiAccessRecord | undefined>;
  /**
   * A page of the requests whose business name or e-mail contains `search` (any case) and of
   * `status` (any when absent), the newest first; and how many match the search in each status.
   */
  page(
    filter: { status?: ApiAccessStatus | undefined; search?: string | undefined },
    page: { page: number; limit: number },
  ): Promise<{ items: ApiAccessRecord[]; total: number; counts: Record<ApiAccessStatus, number> }>;
  /** Writes the decision only while the request is still in one of `from`; whether it did. */
  decide(id: string, from: readonly ApiAccessStatus[], patch: ApiAccessDecisionPatch): Promise<boolean>;
  /** The approved request whose unused invitation has this token hash. */
  byInvitation(tokenHash: string): Promise<ApiAccessRecord | undefined>;
  /** Spends the invitation on `accountId` only if it is still unused; whether it was. */
  useInvitation(id: string, accountId: string, now: number): Promise<boolean>;
  /** Whether an approved request's invitation made the account `userId`. */
  approvedFor(userId: string): Promise<boolean>;
}
