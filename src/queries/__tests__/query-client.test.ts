import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers a cache change to its observers in a microtask, without waiting for a timer (an optimistic update is on screen at once)', async () => {
    // React Query's default: notifications wait for a setTimeout(0).
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['delivery', 'd1'], { status: 'pending' });
    const seen: unknown[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['delivery', 'd1'],
      queryFn: () => ({ status: 'pending' }),
      staleTime: Infinity,
    });
    // Wrapped as useQuery wraps its store callback: the scheduler decides when it runs.
    const unsubscribe = observer.subscribe(notifyManager.batchCalls((result) => void seen.push(result.data)));

    queryClient.setQueryData(['delivery', 'd1'], { status: 'accepted' });
    await Promise.resolve();
    await Promise.resolve();

    // No timer has run: fake timers only advance when told to.
    expect(seen).toContainEqual({ status: 'accepted' });
    unsubscribe();
  });
});
