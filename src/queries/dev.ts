import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { tokenStorage } from '@/api/token-storage';
import { mutationHook } from './query-client';
import { sessionKeys } from './session';

/** Resets the mock's demo data. Sessions are part of it, so this signs out too. */
export const resetMockDataMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => (await import('@/api/dev')).resetMockData(),
    onSuccess: () => {
      tokenStorage.clear();
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.me(), null);
    },
  });
export const useResetMockData = mutationHook(resetMockDataMutation);
