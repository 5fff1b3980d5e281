import { endpoints } from '@/api/endpoints';
import { apiAccessStatuses, type ApiAccessDecisionBody } from '@/api/schemas/api-access';
import { sendApiAccessDecisionMail } from '../control/outbox';
import { db, type DbState } from '../db';
import { handle, newestFirst, paginate, type UserRecord } from '../http';
import { MockError, notFound } from '../errors';
import { findInvitation, invitationShown } from '../invitations';
import { emitWebhookEvent } from '../webhooks/engine';
import { shownRequest } from '@server/domain/api-access/requests';

type ApiAccessRecord = DbState['apiAccessRequests'][number];

const findRequest = (id: string | undefined) => {
  const record = db.state.apiAccessRequests.find((r) => r.id === id);
  if (!record) throw notFound('API access request');
  return record;
};

/** The record as the API shows it (server/domain/api-access/requests.ts). */
const shown = shownRequest;

const statusWords: Record<ApiAccessRecord['status'], string> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  more_information_needed: 'waiting for more information',
};

/** The reason or question a decision needs (400 when blank), or none for an approval. */
function decisionNote(body: ApiAccessDecisionBody): string | undefined {
  if (body.status === 'approved') return undefined;
  const [field, message] =
    body.status === 'rejected'
      ? (['reason', 'Give the reason for rejecting the request'] as const)
      : (['question', 'Write the question for the requester'] as const);
  const note = body[field]?.trim();
  if (!note) throw new MockError(400, `${field}: ${message}`, 'VALIDATION_ERROR');
  return note;
}

const matchesSearch = (record: ApiAccessRecord, search: string | undefined) => {
  const term = search?.trim().toLowerCase();
  return !term || record.businessName.toLowerCase().includes(term) || record.email.includes(term);
};

const operatorName = (user: UserRecord) => `${user.firstName} ${user.lastName}`;

/*
 * Requests belong to no partner: a visitor files one (on the server: server/domain/api-access);
 * DeliverOS operations (role `operator`)
 * list and decide them — the contract refuses a partner's token (403). Each decision e-mails
 * the requester (the outbox): approval with a sign-up invitation, rejection with its reason,
 * a question. A request is decided once, or again after a question (409 otherwise).
 */
export const apiAccessHandlers = [
  handle(endpoints.getInvitation, ({ params }) => invitationShown(findInvitation(params.token))),

  handle(endpoints.listApiAccessRequests, ({ query }) => {
    const found = db.state.apiAccessRequests.filter((r) => matchesSearch(r, query.search));
    const matching = found.filter((r) => !query.status || r.status === query.status);
    const counts = apiAccessStatuses.map((status) => ({
      status,
      count: found.filter((r) => r.status === status).length,
    }));
    const items = newestFirst(matching, (r) => r.createdAt).map(shown);
    return { ...paginate(items, query), counts };
  }),

  handle(endpoints.getApiAccessRequest, ({ params }) => shown(findRequest(params.id))),

  handle(endpoints.updateApiAccessRequest, ({ params, body, request, user }) => {
    const record = findRequest(params.id);
    if (record.status !== 'pending' && record.status !== 'more_information_needed') {
      throw new MockError(
        409,
        `This request is already ${statusWords[record.status]}: it cannot be decided again`,
        'INVALID_STATUS_TRANSITION',
      );
    }
    const note = decisionNote(body);
    const at = new Date().toISOString();
    record.status = body.status;
    if (note) record.note = note;
    else delete record.note;
    record.history = [
      ...record.history,
      { status: body.status, at, ...(note ? { note } : {}), by: operatorName(user) },
    ];
    if (body.status === 'approved') {
      record.invitationToken = `inv_${crypto.randomUUID().replace(/-/g, '')}`;
      sendApiAccessDecisionMail(request, record, { status: 'approved', invitationToken: record.invitationToken });
    } else {
      sendApiAccessDecisionMail(request, record, { status: body.status, note: note ?? '' });
    }
    // A requester who already has an account (asking for more, say) hears of it on its webhooks too.
    const requester = db.state.users.find((u) => u.email === record.email && u.role === 'partner');
    const decision = shown(record);
    if (requester) emitWebhookEvent(requester.id, 'api_access.decided', decision);
    return decision;
  }),
];
