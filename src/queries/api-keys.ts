import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from '@/api/api-keys';
import type { CreateApiKeyRequest, RollApiKeyRequest } from '@/api/schemas/api-keys';
import { mutationHook } from './query-client';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

export const apiKeyQueries = {
  list: () =>
    queryOptions({
      queryKey: apiKeyKeys.list(),
      queryFn: ({ signal }) => listApiKeys(signal),
    }),
};

// Every write changes the list (a new key, a rolled one expiring, a revoked one): it refetches.
// The reply's secret is the caller's to show once; it is never put in the cache.
const invalidateKeys = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() });

export const createApiKeyMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: CreateApiKeyRequest) => createApiKey(body),
    onSuccess: () => invalidateKeys(queryClient),
  });
export const useCreateApiKey = mutationHook(createApiKeyMutation);

export type RollApiKeyVariables = { id: string } & RollApiKeyRequest;

export const rollApiKeyMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...body }: RollApiKeyVariables) => rollApiKey(id, body),
    onSuccess: () => invalidateKeys(queryClient),
  });
export const useRollApiKey = mutationHook(rollApiKeyMutation);

export const revokeApiKeyMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id }: { id: string }) => revokeApiKey(id),
    onSuccess: () => invalidateKeys(queryClient),
  });
export const useRevokeApiKey = mutationHook(revokeApiKeyMutation);
