import { endpoints } from '@/api/endpoints';
import { sendApiAccessMail } from '../control/outbox';
import { db, nextId, type DbState } from '../db';
import { handle, newestFirst, paginate } from '../http';
import { notFound } from '../errors';

type ApiAccessRecord = DbState['apiAccessRequests'][number];

const findRequest = (id: string | undefined) => {
  const record = db.state.apiAccessRequests.find((r) => r.id === id);
  if (!record) throw notFound('API access request');
  return record;
};

/*
 * Requests belong to no partner: a visitor files one, and reviewing them needs a signed-in
 * user. The product has no staff role (SPEC.md §6), so any signed-in user may review.
 */
export const apiAccessHandlers = [
  handle(endpoints.createApiAccessRequest, ({ body }) => {
    const record: ApiAccessRecord = {
      id: nextId('req'),
      businessName: body.businessName,
      location: body.location,
      email: body.email.trim().toLowerCase(),
      reason: body.reason,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    db.state.apiAccessRequests.push(record);
    sendApiAccessMail(record.email, record.businessName, record.id);
    return record;
  }),

  handle(endpoints.listApiAccessRequests, ({ query }) => {
    const matching = db.state.apiAccessRequests.filter((r) => !query.status || r.status === query.status);
    const items = newestFirst(matching, (r) => r.createdAt);
    return paginate(items, query);
  }),

  handle(endpoints.getApiAccessRequest, ({ params }) => findRequest(params.id)),

  handle(endpoints.updateApiAccessRequest, ({ params, body }) => {
    const record = findRequest(params.id);
    record.status = body.status;
    const note = body.note?.trim();
    if (note) record.note = note;
    return record;
  }),
];
