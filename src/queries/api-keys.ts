import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from '@/api/api-keys';
import type { RollApiKeyRequest } from '@/api/schemas/api-keys';
import { apiQuery } from './api-query';
import { invalidating } from './cache-effects';
import { mutationHook } from './query-client';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

export const apiKeyQueries = {
  list: () => apiQuery(apiKeyKeys.list(), listApiKeys),
};

// Every write changes the list (a new key, a rolled one expiring, a revoked one): it refetches.
// The reply's secret is the caller's to show once; it is never put in the cache.
export const createApiKeyMutation = invalidating(createApiKey, [apiKeyKeys.list()]);
export const useCreateApiKey = mutationHook(createApiKeyMutation);

export type RollApiKeyVariables = { id: string } & RollApiKeyRequest;
export const rollApiKeyMutation = invalidating(
  ({ id, ...body }: RollApiKeyVariables) => rollApiKey(id, body),
  [apiKeyKeys.list()],
);
export const useRollApiKey = mutationHook(rollApiKeyMutation);

export const revokeApiKeyMutation = invalidating(({ id }: { id: string }) => revokeApiKey(id), [apiKeyKeys.list()]);
export const useRevokeApiKey = mutationHook(revokeApiKeyMutation);
