import type { ApiAccessRequest, ApiAccessRequestBody } from '@/api/schemas';
import { newId } from '../ids';
import { apiAccessMail } from '../messages';
import type { Ctx } from '../ports';
import type { ApiAccessRecord } from './records';

/** The record as the API shows it: the invitation's token and use go by e-mail only. */
export const shownRequest = ({
  invitationTokenHash: _token,
  invitationUsedAt: _used,
  accountId: _account,
  ...request
}: ApiAccessRecord): ApiAccessRequest => request;

/** A visitor's request for API access (the landing page's form), pending review; the requester is e-mailed. */
export async function fileApiAccessRequest(
  ctx: Ctx,
  body: ApiAccessRequestBody,
  now: number,
): Promise<ApiAccessRequest> {
  const createdAt = new Date(now).toISOString();
  const record: ApiAccessRecord = {
    id: newId('req', now),
    businessName: body.businessName,
    location: body.location,
    email: body.email.trim().toLowerCase(),
    reason: body.reason,
    status: 'pending',
    createdAt,
    history: [{ status: 'pending', at: createdAt }],
  };
  await ctx.tx.apiAccessRequests.insert(record);
  await ctx.tx.outbox.add({ kind: 'message', message: apiAccessMail(record.email, record.businessName, record.id) });
  return shownRequest(record);
}
