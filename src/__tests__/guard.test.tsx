import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/config';
import { tokenStorage } from '@/api/token-storage';
import { server } from '@mocks/node';
import { expireAccessTokens } from '@mocks/sessions';
import { db } from '@mocks/db';
import { currentHref, renderApp, signInAs } from '@/test/render';
import { hold } from '@/test/hold';

/** The session check answers (Ada, signed in) only once the test calls the returned release. */
function holdSessionCheck(id: string): () => void {
  const { gate, release } = hold();
  server.use(
    http.get('*/api/auth/me', async () => {
      await gate;
      return HttpResponse.json({
        success: true,
        data: { id, first_name: 'Ada', last_name: 'Okafor', email: 'demo@example.com', phone: '1' },
      });
    }),
  );
  return release;
}

describe('route guard', () => {
  it('sends a visitor without a session to /signin, replacing the entry and carrying the location', async () => {
    const { router, history } = renderApp('/dashboard/wallet');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    const redirect = new URLSearchParams(router.state.location.searchStr).get('redirect');
    expect(router.state.location.pathname).toBe('/signin');
    expect(redirect).toBe('/dashboard/wallet');
    // replaced, not pushed: Back does not return to the protected page
    expect(history.length).toBe(1);
  });

  it('shows a centred "Loading..." while the session is checked', async () => {
    await signInAs();
    const release = holdSessionCheck('u1');
    renderApp('/dashboard');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
  });

  it('starts the dashboard data requests without waiting for the session check', async () => {
    await signInAs();
    const started: string[] = [];
    server.events.on('request:start', ({ request }) =>
      started.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    const release = holdSessionCheck('usr_demo');
    renderApp('/dashboard/overview');
    await waitFor(() =>
      expect(started).toEqual(
        expect.arrayContaining([
          'GET /api/wallet',
          'GET /api/routes',
          'GET /api/billing',
          'GET /api/statistics/deliveries',
        ]),
      ),
    );
    expect(await screen.findByText('Loading...')).toBeInTheDocument(); // the session check is still pending
    release();
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('signs in with the demo account and returns to the requested page', async () => {
    const { user, router } = renderApp('/dashboard/wallet');
    await user.type(await screen.findByLabelText('Email address'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Partner123!');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(currentHref(router)).toBe('/dashboard/wallet');
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
  });

  it('lets a stored session straight in', async () => {
    await signInAs();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['/deliveries', '/dashboard/deliveries'],
    ['/wallet', '/dashboard/wallet'],
    ['/routes', '/dashboard/routes'],
    ['/dashboard/profile#delivery-routes', '/dashboard/routes'],
    ['/dashboard', '/dashboard/deliveries'],
    // The links of the one-page dashboard, before its sections were routes.
    ['/dashboard?tab=wallet', '/dashboard/wallet'],
    ['/dashboard?tab=billing', '/dashboard/billing'],
    ['/dashboard?tab=profile', '/dashboard/profile'],
    ['/dashboard?status=pending&q=chioma&page=1', '/dashboard/deliveries?status=pending&q=chioma'],
    ['/dashboard?delivery=dlv_0004', '/dashboard/deliveries?delivery=dlv_0004'],
  ])('lands %s on its dashboard section', async (path, expected) => {
    await signInAs();
    const { router } = renderApp(path);
    // hidden: a delivery's detail view is a modal dialog, hiding the page from the accessibility tree.
    await screen.findByRole('heading', { name: 'Partner Dashboard', hidden: true });
    expect(currentHref(router)).toBe(expected);
  });

  it.each(['/signin', '/signup'])('sends a signed-in partner away from %s to /dashboard', async (path) => {
    await signInAs();
    const { router } = renderApp(path);
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard/deliveries');
  });

  it('signs out and clears both tokens when the stored token is no longer valid', async () => {
    window.localStorage.setItem(storageKeys.token, 'at_revoked');
    window.localStorage.setItem(storageKeys.refreshToken, 'rt_revoked');
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    expect(router.state.location.pathname).toBe('/signin');
    expect(tokenStorage.getToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
  });

  it('refreshes an expired access token silently and keeps the partner in', async () => {
    const { refreshToken } = await signInAs();
    expireAccessTokens();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(tokenStorage.getRefreshToken()).not.toBe(refreshToken);
  });

  it('sends the partner to /signin with the location kept when the session ends mid-use', async () => {
    await signInAs();
    const { router, queryClient } = renderApp('/dashboard/billing');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    // The server revokes every session: the next call's 401 cannot be refreshed.
    db.state.sessions = [];
    await queryClient.refetchQueries({ queryKey: ['session'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(new URLSearchParams(router.state.location.searchStr).get('redirect')).toBe('/dashboard/billing');
    expect(tokenStorage.getToken()).toBeNull();
  });

  it('logs out: tokens cleared, back to /signin', async () => {
    await signInAs();
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    expect(router.state.location.pathname).toBe('/signin');
    expect(tokenStorage.getToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
  });
});

describe('unknown paths and router errors', () => {
  it('shows the 404 page with a link home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).not.toBeInTheDocument();
  });

  it.each(['/no/such/page', '/dashboard/no-such-section'])(
    'sends a signed-in partner from the 404 at %s back to the dashboard, not the landing page',
    async (path) => {
      await signInAs();
      const { user, router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
      expect(await screen.findByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toMatch(/^\/dashboard/);
    },
  );
});
