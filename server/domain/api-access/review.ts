import {
  apiAccessStatuses,
  type ApiAccessDecisionBody,
  type apiAccessListQuery,
  type ApiAccessRequest,
  type ApiAccessStatus,
} from '@/api/schemas/api-access';
import type { z } from 'zod/mini';
import type { UserRecord } from '../auth/records';
import { hashToken } from '../auth/secrets';
import { badField, DomainError, notFound } from '../errors';
import { apiAccessDecisionMail } from '../messages';
import type { Ctx } from '../ports';
import { newInvitationToken } from './invitations';
import type { ApiAccessRecord } from './records';
import { shownRequest } from './requests';

/*
 * The operations review of API-access requests (docs/api-keys.md). Requests belong to no partner:
 * DeliverOS operations (role `operator`) list and decide them — the contract refuses a partner's
 * token (403). Each decision e-mails the requester through the outbox: an approval with a sign-up
 * invitation (its token e-mailed, its hash stored), a rejection with its reason, a question. A
 * request is decided once, or again after a question (409 otherwise, whatever the race: the
 * decision is a conditional write).
 */

const DECIDABLE: readonly ApiAccessStatus[] = ['pending', 'more_information_needed'];

const statusWords: Record<ApiAccessStatus, string> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  more_information_needed: 'waiting for more information',
};

const alreadyDecided = (status: ApiAccessStatus) =>
  new DomainError(
    409,
    `This request is already ${statusWords[status]}: it cannot be decided again`,
    'INVALID_STATUS_TRANSITION',
  );

/** The reason or question a decision needs (400 when blank), or none for an approval. */
function decisionNote(body: ApiAccessDecisionBody): string | undefined {
  if (body.status === 'approved') return undefined;
  const [field, message] =
    body.status === 'rejected'
      ? (['reason', 'Give the reason for rejecting the request'] as const)
      : (['question', 'Write the question for the requester'] as const);
  const note = body[field]?.trim();
  if (!note) throw badField(field, message);
  return note;
}

export async function listApiAccessRequests({ tx }: Ctx, query: z.output<typeof apiAccessListQuery>) {
  const { items, total, counts } = await tx.apiAccessRequests.page(
    { status: query.status, search: query.search?.trim().toLowerCase() || undefined },
    query,
  );
  return {
    items: items.map(shownRequest),
    total,
    page: query.page,
    limit: query.limit,
    counts: apiAccessStatuses.map((status) => ({ status, count: counts[status] })),
  };
}

async function findRequest(ctx: Ctx, id: string): Promise<ApiAccessRecord> {
  const record = await ctx.tx.apiAccessRequests.byId(id);
  if (!record) throw notFound('API access request');
  return record;
}

export const getApiAccessRequest = async (ctx: Ctx, id: string) => shownRequest(await findRequest(ctx, id));

export async function decideApiAccessRequest(
  ctx: Ctx,
  operator: UserRecord,
  id: string,
  body: ApiAccessDecisionBody,
  now: number,
): Promise<ApiAccessRequest> {
  const record = await findRequest(ctx, id);
  if (!DECIDABLE.includes(record.status)) throw alreadyDecided(record.status);
  const note = decisionNote(body);
  const entry = { status: body.status, at: new Date(now).toISOString(), ...(note ? { note } : {}) };
  const history = [...record.history, { ...entry, by: `${operator.firstName} ${operator.lastName}` }];
  const token = body.status === 'approved' ? newInvitationToken() : undefined;
  const patch = { status: body.status, note, history, invitationTokenHash: token && hashToken(token) };
  if (!(await ctx.tx.apiAccessRequests.decide(id, DECIDABLE, patch))) {
    throw alreadyDecided((await findRequest(ctx, id)).status);
  }
  const decided: ApiAccessRecord = { ...record, ...patch };
  if (note === undefined) delete decided.note;
  const message = apiAccessDecisionMail(
    ctx.request.appOrigin,
    decided,
    token
      ? { status: 'approved', invitationToken: token }
      : { status: body.status === 'rejected' ? 'rejected' : 'more_information_needed', note: note ?? '' },
  );
  await ctx.tx.outbox.add({ kind: 'message', message });
  const shown = shownRequest(decided);
  // A requester who already has an account (asking for more, say) hears of it on its webhooks too.
  const requester = await ctx.tx.users.byEmail(record.email);
  if (requester?.role === 'partner') {
    await ctx.tx.outbox.add({ kind: 'event', partnerId: requester.id, type: 'api_access.decided', data: shown });
  }
  return shown;
}
