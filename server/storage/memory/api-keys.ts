import type { ApiKeyFailureRepo, ApiKeyRepo, RequestLogFilter, RequestLogRepo } from '../../domain/api-keys/port';
import type { RequestLogRecord } from '../../domain/api-keys/records';
import { newestFirst, pageOf } from '../../domain/lists';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/* API keys, their request logs and the unknown keys sent, over the in-memory collections (server/domain/api-keys/port.ts). */

function matches(log: RequestLogRecord, filter: RequestLogFilter): boolean {
  const succeeded = log.status >= 200 && log.status < 300;
  if (log.mode !== filter.mode) return false;
  if (filter.outcome === 'succeeded' && !succeeded) return false;
  if (filter.outcome === 'failed' && succeeded) return false;
  if (filter.status !== undefined && log.status !== filter.status) return false;
  if (filter.keyId && log.keyId !== filter.keyId) return false;
  const term = filter.path?.toLowerCase();
  return !term || log.path.toLowerCase().includes(term);
}

export function memoryApiKeyRepos(c: Collections<MemoryCollections>): {
  apiKeys: ApiKeyRepo;
  requestLogs: RequestLogRepo;
  apiKeyFailures: ApiKeyFailureRepo;
} {
  return {
    apiKeys: {
      ofPartner: async (partnerId, mode) =>
        newestFirst(
          c.filter('apiKeys', (k) => k.partnerId === partnerId && k.mode === mode),
          (k) => k.createdAt,
        ),
      count: async (partnerId) => c.all('apiKeys').filter((k) => k.partnerId === partnerId).length,
      byId: async (partnerId, id) => c.find('apiKeys', (k) => k.partnerId === partnerId && k.id === id),
      byHash: async (hash) => c.find('apiKeys', (k) => k.hash === hash),
      insert: async (record) => c.insert('apiKeys', record),
      update: async (id, patch) => {
        c.update('apiKeys', (k) => k.id === id, patch);
      },
      markUsed: async (id, at) => {
        c.update('apiKeys', (k) => k.id === id && (k.lastUsedAt === null || k.lastUsedAt < at), { lastUsedAt: at });
      },
    },
    requestLogs: {
      // Stored oldest first: the newest are at the end.
      page: async (partnerId, filter, { page, limit }) => {
        const found = c.filter('requestLogs', (l) => l.partnerId === partnerId && matches(l, filter)).reverse();
        return pageOf(found, { page, limit });
      },
      byId: async (partnerId, id) => c.find('requestLogs', (l) => l.partnerId === partnerId && l.id === id),
      insert: async (record, keep) => {
        c.insert('requestLogs', record);
        const own = c.all('requestLogs').filter((l) => l.partnerId === record.partnerId);
        const dropped = new Set(own.slice(0, Math.max(0, own.length - keep)));
        if (dropped.size > 0) c.remove('requestLogs', (l) => dropped.has(l));
      },
    },
    apiKeyFailures: {
      times: async (client, since) =>
        c
          .all('apiKeyFailures')
          .filter((f) => f.client === client && f.at >= since)
          .map((f) => f.at)
          .sort((a, b) => a - b),
      insert: async (failure) => c.insert('apiKeyFailures', failure),
      prune: async (before) => {
        c.remove('apiKeyFailures', (f) => f.at < before);
      },
    },
  };
}
