import { apiAccessStatuses, type ApiAccessStatus } from '@/api/schemas/api-access';
import type { ApiAccessRepo } from '../../domain/api-access/records';
import { newestFirst, pageOf } from '../../domain/lists';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/** API-access requests, their review and invitations, over the in-memory collections. */
export const memoryApiAccessRepo = (c: Collections<MemoryCollections>): ApiAccessRepo => ({
  insert: async (record) => c.insert('apiAccessRequests', record),
  byId: async (id) => c.find('apiAccessRequests', (r) => r.id === id),
  page: async ({ status, search }, { page, limit }) => {
    const found = c.filter(
      'apiAccessRequests',
      (r) => !search || r.businessName.toLowerCase().includes(search) || r.email.includes(search),
    );
    const counts = Object.fromEntries(apiAccessStatuses.map((s) => [s, 0])) as Record<ApiAccessStatus, number>;
    for (const r of found) counts[r.status] += 1;
    const matching = newestFirst(
      found.filter((r) => !status || r.status === status),
      (r) => r.createdAt,
    );
    return { ...pageOf(matching, { page, limit }), counts };
  },
  decide: async (id, from, patch) =>
    c.update('apiAccessRequests', (r) => r.id === id && from.includes(r.status), patch) > 0,
  byInvitation: async (hash) =>
    c.find(
      'apiAccessRequests',
      (r) => r.invitationTokenHash === hash && r.status === 'approved' && r.invitationUsedAt === undefined,
    ),
  useInvitation: async (id, accountId, now) =>
    c.update('apiAccessRequests', (r) => r.id === id && r.invitationUsedAt === undefined, {
      invitationUsedAt: now,
      accountId,
    }) > 0,
  approvedFor: async (userId) =>
    c.all('apiAccessRequests').some((r) => r.status === 'approved' && r.accountId === userId),
});
