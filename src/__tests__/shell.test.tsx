import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouteError } from '@/components/feedback/route-error';
import { createQueryClient } from '@/queries/query-client';
import { tokenStorage } from '@/api/token-storage';
import { db } from '@mocks/db';
import { expectConsoleError, expectConsoleWarn } from '@/test/console-guard';
import { renderApp, signInAs } from '@/test/render';

describe('router error screen', () => {
  it("shows 'Unexpected Application Error!' and retries the failed load", async () => {
    // The failed load is reported by React (the error boundary caught it) and by the router.
    expectConsoleError(/Loader exploded[\s\S]*The above error occurred in the <MatchInnerImpl> component/);
    expectConsoleWarn(/^Warning: Error in route match: \/\/$/);
    let attempts = 0;
    const root = createRootRoute();
    const flaky = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Loader exploded');
        return 'ok';
      },
      component: () => <p>Recovered</p>,
    });
    const router = createRouter({
      routeTree: root.addChildren([flaky]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: RouteError,
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Loader exploded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });
});

describe('development tools', () => {
  it('reset the mock to the demo data from the mock API panel, and sign out', async () => {
    await signInAs();
    db.state.wallets[0]!.balance = 1;
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    await user.click(await screen.findByRole('button', { name: /^Mock API/ }));
    const panel = await screen.findByRole('dialog', { name: /^Mock API/ });
    await user.click(within(panel).getByRole('tab', { name: 'Reset' }));
    await user.click(within(panel).getByRole('button', { name: 'Reset demo data' }));
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    expect(router.state.location.pathname).toBe('/signin');
    expect(tokenStorage.getToken()).toBeNull();
    expect(db.state.wallets[0]!.balance).toBe(12_500_000); // kobo: ₦125,000
  });
});
