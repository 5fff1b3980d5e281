import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiKeyMutation } from '../api-keys';
import { firstRequestLogPage, requestLogKeys, requestLogQueries } from '../request-logs';
import { expectUntouched, run, signedInClient, watch } from './helpers';

describe('request log queries', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
  });

  it('lists the logged requests by filter, each filter its own cache entry', async () => {
    const all = await queryClient.fetchQuery(requestLogQueries.list(firstRequestLogPage));
    expect(all.items.map((log) => [log.method, log.status])).toEqual([
      ['POST', 400],
      ['GET', 200],
    ]);
    const failed = await queryClient.fetchQuery(requestLogQueries.list({ ...firstRequestLogPage, outcome: 'failed' }));
    expect(failed.total).toBe(1);
    expect(queryClient.getQueryData(requestLogQueries.list(firstRequestLogPage).queryKey)?.total).toBe(2);
  });

  it('reads a request with its bodies, and a key write leaves the logs as they are', async () => {
    const detail = await queryClient.fetchQuery(requestLogQueries.detail('req_demo_000000000000000000000002'));
    expect(detail).toMatchObject({ method: 'POST', status: 400, truncated: false });
    expect(detail.requestBody).toContain('pickup_address');
    await watch(queryClient, requestLogQueries.list(firstRequestLogPage));
    await run(queryClient, createApiKeyMutation, { name: 'Warehouse sync', mode: 'test' });
    expectUntouched(queryClient, requestLogKeys.list(firstRequestLogPage));
  });
});
