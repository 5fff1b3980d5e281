import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config';
import { tokenStorage } from '@/api/token-storage';
import { server } from '@mocks/node';
import { deliveryRouteKeys, deliveryRouteQueries } from '../delivery-routes';
import { createQueryClient } from '../query-client';
import { signInMutation } from '../auth';
import { sessionKeys, sessionQueries, signOut } from '../session';
import { DEMO, run } from './helpers';

function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  return {
    seen,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const storedTokens = (storage: Storage) => [
  storage.getItem(storageKeys.token),
  storage.getItem(storageKeys.refreshToken),
];

describe('session', () => {
  let queryClient: ReturnType<typeof createQueryClient>;
  beforeEach(() => {
    queryClient = createQueryClient();
  });

  it('sign-in with remember-me seeds the me query and keeps the tokens in localStorage', async () => {
    const reply = await run(queryClient, signInMutation, { ...DEMO, rememberMe: true });

    expect(queryClient.getQueryData(sessionKeys.me())).toEqual(reply.user);
    expect(reply.user.firstName).toBe('Ada');
    expect(storedTokens(window.localStorage)).toEqual([reply.token, reply.refreshToken]);
    expect(storedTokens(window.sessionStorage)).toEqual([null, null]);
  });

  it('sign-in without remember-me keeps the tokens in sessionStorage only', async () => {
    const reply = await run(queryClient, signInMutation, { ...DEMO, rememberMe: false });

    expect(queryClient.getQueryData(sessionKeys.me())).toEqual(reply.user);
    expect(storedTokens(window.sessionStorage)).toEqual([reply.token, reply.refreshToken]);
    expect(storedTokens(window.localStorage)).toEqual([null, null]);
  });

  it('sign-out clears both tokens and the whole cache even when the logout call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await run(queryClient, signInMutation, { ...DEMO, rememberMe: true });
    await queryClient.fetchQuery(deliveryRouteQueries.list());
    server.use(
      http.post('*/api/auth/logout', () =>
        HttpResponse.json({ success: false, message: 'Server exploded', code: 'INTERNAL' }, { status: 500 }),
      ),
    );

    // Leaving the signed-in screens happens signed out already, before the cache goes.
    const seenOnLeaving: unknown[] = [];
    const leave = vi.fn(() => {
      seenOnLeaving.push(
        tokenStorage.hasSession(),
        queryClient.getQueryData(sessionKeys.me()),
        queryClient.getQueryData(deliveryRouteKeys.list()) !== undefined,
      );
      return Promise.resolve();
    });
    await signOut(queryClient, leave);

    expect(leave).toHaveBeenCalledTimes(1);
    expect(seenOnLeaving).toEqual([false, null, true]);
    expect(warn).toHaveBeenCalled();
    expect(storedTokens(window.localStorage)).toEqual([null, null]);
    expect(storedTokens(window.sessionStorage)).toEqual([null, null]);
    expect(queryClient.getQueryData(deliveryRouteKeys.list())).toBeUndefined();
    expect(queryClient.getQueryCache().findAll({ queryKey: deliveryRouteKeys.list() })).toHaveLength(0);
    expect(queryClient.getQueryData(sessionKeys.me())).toBeNull();
  });

  it('sign-out also completes when the logout call cannot reach the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await run(queryClient, signInMutation, { ...DEMO, rememberMe: false });
    await queryClient.fetchQuery(deliveryRouteQueries.list());
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));

    await signOut(queryClient, () => Promise.resolve());

    expect(tokenStorage.hasSession()).toBe(false);
    expect(storedTokens(window.sessionStorage)).toEqual([null, null]);
    expect(queryClient.getQueryData(deliveryRouteKeys.list())).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.me())).toBeNull();
  });

  it('the me query answers null without a request when no token is stored', async () => {
    const requests = recordRequests();
    try {
      expect(await queryClient.fetchQuery(sessionQueries.me())).toBeNull();
    } finally {
      requests.stop();
    }
    expect(requests.seen).toEqual([]);
  });

  it('the me query fetches the user when a token is stored', async () => {
    await run(createQueryClient(), signInMutation, { ...DEMO, rememberMe: true });

    expect(await queryClient.fetchQuery(sessionQueries.me())).toMatchObject({ email: DEMO.email, firstName: 'Ada' });
  });

  it('a failing me clears the tokens and answers null', async () => {
    tokenStorage.save({ token: 'at_revoked', refreshToken: 'rt_revoked' }, true);
    const requests = recordRequests();
    try {
      expect(await queryClient.fetchQuery(sessionQueries.me())).toBeNull();
    } finally {
      requests.stop();
    }

    expect(requests.seen).toContain('GET /api/auth/me');
    expect(tokenStorage.hasSession()).toBe(false);
    expect(storedTokens(window.localStorage)).toEqual([null, null]);
  });
});
