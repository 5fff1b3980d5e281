import { keepPreviousData, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listDeliveries } from '@/api/deliveries';
import { server } from '@mocks/node';
import { deliveryQueries } from '../deliveries';
import { createQueryClient } from '../query-client';
import { signInDemo } from './helpers';

/*
 * Issue 15: a superseded search is aborted. The list's queryFn hands React Query's signal to
 * the client (ky), so when the search text changes, the request of the earlier text is
 * cancelled on the wire, and the mock stops working on it (server/storage/memory/deliveries/delivery-index.ts).
 */

/** Holds the list request of one search text until the app aborts it; the others pass on to the mock. */
function holdSearch(search: string) {
  const held: Request[] = [];
  const releases: Array<() => void> = [];
  server.use(
    http.get('*/api/deliveries', async ({ request }) => {
      if (new URL(request.url).searchParams.get('search') !== search) return undefined;
      held.push(request);
      await new Promise<void>((resolve) => {
        releases.push(resolve);
        request.signal.addEventListener('abort', () => resolve(), { once: true });
      });
      return undefined;
    }),
  );
  return { held, release: () => releases.forEach((release) => release()) };
}

describe('the deliveries list aborts a superseded search', () => {
  let queryClient: QueryClient;
  let release = () => {};
  beforeEach(async () => {
    await signInDemo();
    queryClient = createQueryClient();
  });
  afterEach(() => release());

  it('when the search text changes, the earlier request’s signal is aborted and the new one is shown', async () => {
    const hold = holdSearch('lag');
    release = hold.release;
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    // As the deliveries section reads its list: the previous page stays while the next loads.
    const { result, rerender } = renderHook(
      ({ search }: { search: string }) =>
        useQuery({ ...deliveryQueries.list({ search }), placeholderData: keepPreviousData }),
      { wrapper, initialProps: { search: 'lag' } },
    );
    await waitFor(() => expect(hold.held).toHaveLength(1));
    const earlier = hold.held[0]!;
    expect(earlier.signal.aborted).toBe(false);

    rerender({ search: 'lagos' });
    await waitFor(() => expect(earlier.signal.aborted).toBe(true));
    await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
    expect(result.current.data).toEqual(await listDeliveries({ search: 'lagos' }));
    expect(result.current.data?.total).toBeGreaterThan(0);
    // Cancelled, not failed: the earlier text's query holds no error and no data.
    expect(queryClient.getQueryState(deliveryQueries.list({ search: 'lag' }).queryKey)).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
      error: null,
      data: undefined,
    });
  });

  it('a request started ahead of the list (typing) is aborted by cancelQueries', async () => {
    const hold = holdSearch('chi');
    release = hold.release;
    const options = deliveryQueries.list({ search: 'chi' });
    void queryClient.prefetchQuery(options);
    await waitFor(() => expect(hold.held).toHaveLength(1));
    await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
    expect(hold.held[0]!.signal.aborted).toBe(true);
  });
});
