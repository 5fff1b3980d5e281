import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardMode } from '@/api/mode';
import { db } from '@mocks/db';
import { DEMO_API_KEYS, DEMO_USER_ID } from '@mocks/seed';
import { renderApp, signInAs } from '@/test/render';
import { newDelivery } from '@server/__tests__/support/deliveries';

/*
 * The dashboard's test mode (issue 25): the switch in the top bar shows the partner's sandbox —
 * the data a test key sees — under a banner; leaving it shows the live data again. The demo
 * partner's live deliveries include Chioma Nwosu's; the sandbox starts with none and ₦1,000,000.
 */

const LOAD = { timeout: 5_000 };
const testSwitch = () => screen.getByRole('switch', { name: 'Test mode' });
const banner = () => screen.queryByRole('region', { name: 'Test mode' });

/** A delivery created in the sandbox with the demo test key, as an integration would. */
async function createWithTestKey(customer: string) {
  const response = await fetch('http://localhost:8111/api/deliveries', {
    method: 'POST',
    headers: { Authorization: `Bearer ${DEMO_API_KEYS.test.secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(newDelivery({ customer: { ...newDelivery().customer, name: customer } })),
  });
  expect(response.status).toBe(201);
}

describe('test mode', () => {
  it('shows the sandbox under a banner, and the live data again when left', async () => {
    await signInAs();
    const { user } = renderApp('/dashboard/deliveries');
    expect(await screen.findAllByText('Chioma Nwosu', {}, LOAD)).not.toHaveLength(0);
    expect(testSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(banner()).not.toBeInTheDocument();

    await user.click(testSwitch());
    expect(testSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(banner()).toHaveTextContent('you are viewing test data');
    expect(await screen.findByText('No deliveries yet', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Chioma Nwosu')).not.toBeInTheDocument();

    await user.click(within(banner()!).getByRole('button', { name: 'Leave test mode' }));
    expect(testSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(banner()).not.toBeInTheDocument();
    expect(await screen.findAllByText('Chioma Nwosu', {}, LOAD)).not.toHaveLength(0);
  });

  it('lists a delivery a test key created in test mode only', async () => {
    await createWithTestKey('Ngozi Sandbox');
    await signInAs();
    const { user } = renderApp('/dashboard/deliveries');
    expect(await screen.findAllByText('Chioma Nwosu', {}, LOAD)).not.toHaveLength(0);
    expect(screen.queryByText('Ngozi Sandbox')).not.toBeInTheDocument();

    await user.click(testSwitch());
    expect(await screen.findAllByText('Ngozi Sandbox', {}, LOAD)).not.toHaveLength(0);
    expect(screen.queryByText('Chioma Nwosu')).not.toBeInTheDocument();
    // The live partner's data never had it.
    expect(db.state.deliveries.some((d) => d.partnerId === DEMO_USER_ID && d.customer.name === 'Ngozi Sandbox')).toBe(
      false,
    );
  });

  it('shows the sandbox’s test money in the wallet', async () => {
    await signInAs();
    const { user } = renderApp('/dashboard/wallet');
    const balance = await screen.findByRole('region', { name: 'Wallet balance' }, LOAD);
    await within(balance).findByText(/125,000/, {}, LOAD);
    await user.click(testSwitch());
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Wallet balance' })).toHaveTextContent('1,000,000'),
      LOAD,
    );
  });

  it('is operable from the keyboard, and signing out leaves it', async () => {
    await signInAs();
    const { user } = renderApp('/dashboard/deliveries');
    await screen.findAllByText('Chioma Nwosu', {}, LOAD);
    testSwitch().focus();
    await user.keyboard('{Enter}');
    expect(testSwitch()).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(testSwitch()).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(dashboardMode.isTest()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Welcome back, Partner' }, LOAD);
    expect(dashboardMode.isTest()).toBe(false);
  });
});
