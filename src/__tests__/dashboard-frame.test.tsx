import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/config';
import { server } from '@mocks/node';
import { currentHref, findSectionLink, renderApp, sectionLink, sectionNav, signInAs } from '@/test/render';
import { hold } from '@/test/hold';

describe('dashboard frame', () => {
  it('shows the overview: pending deliveries, wallet balance, active routes, billing account', async () => {
    await signInAs();
    renderApp('/dashboard/overview');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() => expect(within(overview).getByTestId('overview-wallet')).toHaveTextContent('₦125,000'));
    expect(within(overview).getByTestId('overview-deliveries')).toHaveTextContent('3 pending');
    expect(within(overview).getByTestId('overview-routes')).toHaveTextContent('3 of 4');
    expect(within(overview).getByTestId('overview-billing')).toHaveTextContent('Swift Riders Ltd');
  });

  it('masks the balance when the partner chose to hide it this session', async () => {
    window.sessionStorage.setItem(storageKeys.balanceHidden, 'true');
    await signInAs();
    renderApp('/dashboard/overview');
    const tile = await screen.findByTestId('overview-wallet');
    await waitFor(() => expect(tile).toHaveTextContent('₦••••••'));
    expect(tile).not.toHaveTextContent('125,000');
  });

  it('opens each section at its own URL, and Back returns to the previous section', async () => {
    await signInAs();
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    await user.click(sectionLink('Billing'));
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/billing'));
    expect(sectionLink('Billing')).toHaveAttribute('aria-current', 'page');
    router.history.back();
    await waitFor(() => expect(sectionLink('Deliveries')).toHaveAttribute('aria-current', 'page'));
    expect(currentHref(router)).toBe('/dashboard/deliveries');
  });

  it('reaches the next section from the keyboard: Tab to its link, Enter opens it', async () => {
    await signInAs();
    const { user, router } = renderApp('/dashboard/wallet');
    const wallet = await findSectionLink('Wallet');
    expect(wallet).toHaveAttribute('aria-current', 'page');
    wallet.focus();
    await user.tab();
    expect(sectionLink('Profile')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/profile'));
    expect(sectionLink('Profile')).toHaveAttribute('aria-current', 'page');
    expect(sectionLink('Wallet')).not.toHaveAttribute('aria-current');
    // The section it opened, loaded (its chunk and data): nothing is left suspended when the test ends.
    expect(
      await within(await screen.findByRole('region', { name: 'Profile' })).findByText('Swift Riders Ltd'),
    ).toBeVisible();
  });

  it("shows 'Failed to load dashboard data' with a retry that recovers once the fault is gone", async () => {
    await signInAs();
    let failing = true;
    server.use(
      http.get('*/api/wallet', () =>
        failing
          ? HttpResponse.json({ success: false, message: 'Wallet service unavailable', code: 'DOWN' }, { status: 403 })
          : undefined,
      ),
    );
    const { user } = renderApp('/dashboard/overview');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load dashboard data');
    failing = false;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument());
    expect(await screen.findByTestId('overview-wallet')).toHaveTextContent('₦125,000');
  });

  it('holds every section in one navigation, and the greeting and Logout once', async () => {
    await signInAs();
    renderApp('/dashboard/deliveries');
    await findSectionLink('Deliveries');
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Dashboard sections',
    ]);
    expect(
      within(sectionNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Deliveries', 'Riders', 'Routes', 'Wallet', 'Profile', 'Billing', 'Developers']);
    expect(sectionLink('Deliveries')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { name: 'Partner Dashboard' })).toHaveLength(1);
    expect(screen.getAllByText('Welcome, Ada')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
  });

  it('opens the routes at their own section: /routes, and the Routes link', async () => {
    await signInAs();
    const { user, router } = renderApp('/routes');
    expect(await screen.findByRole('heading', { name: 'Delivery Routes' })).toBeInTheDocument();
    expect(currentHref(router)).toBe('/dashboard/routes');
    expect(sectionLink('Routes')).toHaveAttribute('aria-current', 'page');
    await user.click(sectionLink('Profile'));
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/profile'));
    expect(screen.queryByRole('heading', { name: 'Delivery Routes' })).not.toBeInTheDocument();
  });

  it('paints the frame, not the site header, while a stored session is checked', async () => {
    await signInAs();
    const { gate, release } = hold();
    server.use(
      http.get('*/api/auth/me', async () => {
        await gate;
        return undefined;
      }),
    );
    renderApp('/dashboard/wallet');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request API Access' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DeliverOS dashboard' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
  });
});
