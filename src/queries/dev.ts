import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { mutationHook } from './query-client';
import { forgetSession } from './session';

/** Resets the mock's demo data. Sessions are part of it, so this signs out too. */
export const resetMockDataMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => (await import('@/api/dev')).resetMockData(),
    onSuccess: () => forgetSession(queryClient),
  });
export const useResetMockData = mutationHook(resetMockDataMutation);
