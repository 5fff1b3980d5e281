import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiKeyQueries, createApiKeyMutation, revokeApiKeyMutation, rollApiKeyMutation } from '../api-keys';
import { billingKeys, billingQueries } from '../billing';
import { expectUntouched, run, signedInClient, watch } from './helpers';

const LIVE_KEY = 'key_demo_live';

describe('API key queries and mutations', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
  });

  const cachedKeys = () => queryClient.getQueryData(apiKeyQueries.list().queryKey) ?? [];

  it('create: the list refetches with the new key, redacted; the secret is never cached', async () => {
    await watch(queryClient, apiKeyQueries.list());
    await watch(queryClient, billingQueries.info());
    const created = await run(queryClient, createApiKeyMutation, { name: 'Warehouse sync', mode: 'live' });
    expect(cachedKeys().map((k) => k.name)).toContain('Warehouse sync');
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(created.secret);
    expectUntouched(queryClient, billingKeys.info());
  });

  it('roll: the list shows the old key expiring and the new one active', async () => {
    await watch(queryClient, apiKeyQueries.list());
    const rolled = await run(queryClient, rollApiKeyMutation, { id: LIVE_KEY, graceHours: 24 });
    expect(cachedKeys().find((k) => k.id === LIVE_KEY)?.status).toBe('expiring');
    expect(cachedKeys().find((k) => k.id === rolled.id)?.status).toBe('active');
  });

  it('revoke: the list shows the key revoked', async () => {
    await watch(queryClient, apiKeyQueries.list());
    await run(queryClient, revokeApiKeyMutation, { id: LIVE_KEY });
    expect(cachedKeys().find((k) => k.id === LIVE_KEY)?.status).toBe('revoked');
  });
});
