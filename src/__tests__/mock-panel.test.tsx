import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgotPassword } from '@/api/auth';
import { isApiError } from '@/api/errors';
import { getWallet } from '@/api/wallet';
import { tokenStorage } from '@/api/token-storage';
import { mockControl } from '@/features/mock-panel/control-api';
import { apiLogger } from '@mocks/control/log';
import { handlers } from '@mocks/handlers';
import { getLatency, setLatency } from '@mocks/latency';
import { server } from '@mocks/node';
import { currentHref, renderApp, signInAs } from '@/test/render';

/*
 * The mock API panel against the in-process mock (msw/node answers /__mock/* as the browser's
 * mock does). Each case checks what the panel changed in the mock, or what the app then shows.
 */

// The request log as the browser's mock keeps it (mocks/browser.ts puts the logger in front of
// the handlers; msw/node does not).
beforeEach(() => server.use(apiLogger(handlers)));

// The data is reset after each test (src/test/setup.ts); the rules, the log and the outbox outlive it.
afterEach(async () => {
  setLatency(0);
  await Promise.all([mockControl.clearFaults(), mockControl.clearLog(), mockControl.clearOutbox()]);
});

type Ui = ReturnType<typeof renderApp>;

const launcher = () => screen.findByRole('button', { name: /^Mock API/ });

async function openPanel({ user }: Ui, section?: string) {
  await user.click(await launcher());
  const dialog = await screen.findByRole('dialog', { name: /^Mock API/ });
  // A tab's name may go on ("Faults 1 active").
  if (section) await user.click(within(dialog).getByRole('tab', { name: new RegExp(`^${section}`) }));
  return dialog;
}

describe('mock API panel', () => {
  it('opens from the launcher and with Alt+Shift+M, and remembers its section across a reload', async () => {
    const ui = renderApp('/');
    const button = await launcher();
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+M');
    expect(button).toHaveAttribute('title', 'Mock API panel (Alt+Shift+M)');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const dialog = await openPanel(ui, 'Request log');
    expect(within(dialog).getByRole('tab', { name: 'Request log' })).toHaveAttribute('aria-selected', 'true');
    await ui.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await ui.user.keyboard('{Alt>}{Shift>}M{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: /^Mock API/ })).toBeInTheDocument();
    await ui.user.keyboard('{Alt>}{Shift>}M{/Shift}{/Alt}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Open, on the log, with its filter: as it was after a reload.
    await ui.user.keyboard('{Alt>}{Shift>}M{/Shift}{/Alt}');
    await ui.user.type(await screen.findByRole('searchbox', { name: 'Filter requests' }), 'wallet');
    ui.unmount();
    renderApp('/');
    const again = await screen.findByRole('dialog', { name: /^Mock API/ });
    expect(within(again).getByRole('tab', { name: 'Request log' })).toHaveAttribute('aria-selected', 'true');
    expect(within(again).getByRole('searchbox', { name: 'Filter requests' })).toHaveValue('wallet');
  });

  it('lists the nine scenarios with the current one marked; switching loads that data set', async () => {
    await signInAs();
    const ui = renderApp('/dashboard/deliveries');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    const dialog = await openPanel(ui, 'Scenario');
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(9);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('demo');
    expect(within(current[0]!).getByText('Current')).toBeInTheDocument();

    const empty = items.find((item) => within(item).queryByText('empty', { exact: true }))!;
    await ui.user.click(within(empty).getByRole('button', { name: /^Switch to / }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await mockControl.scenario()).current).toBe('empty');

    // Sessions are part of the data: the old one is refused, and the app's usual handling of a
    // refused session takes over (/signin, the location kept). The demo partner is there, with
    // no deliveries.
    await waitFor(() => expect(currentHref(ui.router)).toBe('/signin?redirect=%2Fdashboard%2Fdeliveries'));
    await ui.user.type(await screen.findByLabelText('Email address'), 'demo@example.com');
    await ui.user.type(screen.getByLabelText('Password'), 'Partner123!');
    await ui.user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
    expect(ui.router.state.location.pathname).toBe('/dashboard/deliveries');
  });

  it('network: applies a latency, and Offline is the /api/* network rule the app then fails on', async () => {
    await signInAs();
    const ui = renderApp('/');
    const dialog = await openPanel(ui, 'Network');
    const latency = within(dialog).getByLabelText('Latency (ms)');
    await ui.user.clear(latency);
    await ui.user.type(latency, 'abc');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(/A whole number of milliseconds/)).toBeInTheDocument();
    await ui.user.clear(latency);
    await ui.user.type(latency, '40');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('40 ms')).toBeInTheDocument();
    expect(getLatency()).toBe(40);
    setLatency(0);

    const offline = within(dialog).getByRole('switch', { name: 'Offline' });
    await waitFor(() => expect(offline).toBeEnabled());
    expect(offline).toHaveAttribute('aria-checked', 'false');
    await ui.user.click(offline);
    await waitFor(() => expect(offline).toHaveAttribute('aria-checked', 'true'));
    expect(await mockControl.faults()).toEqual([
      expect.objectContaining({ path: '/api/*', kind: 'network', remaining: null }),
    ]);
    await expect(getWallet()).rejects.toSatisfy((error) => isApiError(error) && error.kind === 'network');

    await ui.user.click(offline);
    await waitFor(() => expect(offline).toHaveAttribute('aria-checked', 'false'));
    expect(await mockControl.faults()).toEqual([]);
    await expect(getWallet()).resolves.toBeTruthy();
  });

  it('faults: a rule from the form fails the deliveries list three times, shows its hits, then the list recovers', async () => {
    await signInAs();
    const ui = renderApp('/dashboard/deliveries');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    const dialog = await openPanel(ui, 'Faults');
    expect(within(dialog).getByText('No fault rules')).toBeInTheDocument();

    const form = within(dialog).getByRole('form', { name: 'Add a fault rule' });
    expect(within(form).getByLabelText('Endpoint')).toHaveValue('listDeliveries');
    expect(within(form).getByLabelText('Kind')).toHaveValue('status');
    const status = within(form).getByLabelText('Status');
    await ui.user.clear(status);
    await ui.user.type(status, '700');
    await ui.user.click(within(form).getByRole('button', { name: 'Add fault rule' }));
    expect(await within(form).findByText('A status from 400 to 599')).toBeInTheDocument();
    await ui.user.clear(status);
    await ui.user.type(status, '503');
    await ui.user.type(within(form).getByLabelText('Message (optional)'), 'Deliveries are resting');
    await ui.user.click(within(form).getByRole('radio', { name: 'N times' }));
    await ui.user.clear(within(form).getByLabelText('Requests'));
    await ui.user.type(within(form).getByLabelText('Requests'), '3');
    await ui.user.click(within(form).getByRole('button', { name: 'Add fault rule' }));

    const rules = await within(dialog).findByRole('list', { name: 'Fault rules' });
    expect(within(rules).getByText('listDeliveries')).toBeInTheDocument();
    expect(within(rules).getByText('status 503')).toBeInTheDocument();
    expect(within(rules).getByText(/3 left · 0 hits/)).toBeInTheDocument();
    expect(await mockControl.faults()).toEqual([
      expect.objectContaining({ endpoint: 'listDeliveries', kind: 'status', status: 503, times: 3, remaining: 3 }),
    ]);

    // The list asks again (a filter): ky's three tries meet the three faults.
    await ui.user.keyboard('{Escape}');
    await ui.user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'pending');
    const failure = await screen.findByText('Couldn’t load your deliveries', {}, { timeout: 8_000 });
    expect(failure.closest('[role="alert"]')).toHaveTextContent('Deliveries are resting');
    // Answered three times, the rule is gone; the log says which requests it answered.
    expect(await mockControl.faults()).toEqual([]);
    const answered = (await mockControl.log()).filter((entry) => entry.fault);
    expect(answered.map((entry) => [entry.method, entry.path.split('?')[0], entry.status])).toEqual([
      ['GET', '/api/deliveries', 503],
      ['GET', '/api/deliveries', 503],
      ['GET', '/api/deliveries', 503],
    ]);

    await ui.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Couldn’t load your deliveries')).not.toBeInTheDocument());

    // A rule goes with its remove button.
    await mockControl.addFault({ path: '/api/wallet/*', method: 'GET', kind: 'timeout', times: null });
    const reopened = await openPanel(ui, 'Faults');
    const rule = await within(reopened).findByRole('button', { name: 'Remove fault rule /api/wallet/* timeout' });
    expect(within(reopened).getByText('Always · 0 hits', { exact: false })).toBeInTheDocument();
    await ui.user.click(rule);
    expect(await within(reopened).findByText('No fault rules')).toBeInTheDocument();
    expect(await mockControl.faults()).toEqual([]);
  });

  it('request log: the app’s requests with their status, filtered, expanded to their bodies, copied as curl', async () => {
    await signInAs();
    await mockControl.clearLog();
    const ui = renderApp('/dashboard/wallet');
    await screen.findByRole('region', { name: 'Wallet balance' });
    const dialog = await openPanel(ui, 'Request log');
    const requests = await within(dialog).findByRole('list', { name: 'Requests' });
    const wallet = within(requests).getByRole('button', { name: /^GET \/api\/wallet, 200,/ });
    expect(within(requests).getByRole('button', { name: /^GET \/api\/auth\/me, 200,/ })).toBeInTheDocument();

    await ui.user.type(within(dialog).getByRole('searchbox', { name: 'Filter requests' }), 'auth/me');
    await waitFor(() => expect(wallet).not.toBeInTheDocument());
    expect(within(dialog).getByText(/1 of \d+ requests match/)).toBeInTheDocument();
    const me = within(dialog).getByRole('button', { name: /^GET \/api\/auth\/me, 200,/ });
    expect(me).toHaveAttribute('aria-expanded', 'false');
    await ui.user.click(me);
    expect(me).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Reply body')).toBeInTheDocument();
    expect(within(dialog).getByText(/"demo@example.com"/)).toBeInTheDocument();

    await ui.user.click(within(dialog).getByRole('button', { name: 'Copy as curl' }));
    expect(await within(dialog).findByText('curl command copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `curl 'http://localhost:8111/api/auth/me' -H 'Authorization: Bearer ${tokenStorage.getToken()}'`,
    );

    await ui.user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await within(dialog).findByText('No requests yet')).toBeInTheDocument();
  });

  it('outbox: a password-reset e-mail, newest first, whose link opens /reset-password in the app', async () => {
    await forgotPassword('chidi@riders.ng');
    await forgotPassword('demo@example.com');
    const ui = renderApp('/');
    const dialog = await openPanel(ui, 'Outbox');
    const mails = await within(dialog).findAllByRole('article');
    expect(mails[0]).toHaveTextContent('demo@example.com');
    expect(mails[1]).toHaveTextContent('chidi@riders.ng');
    const link = within(mails[0]!).getByRole('link', { name: 'Open the reset link' });
    expect(link.getAttribute('href')).toMatch(/\/reset-password\?token=/);

    await ui.user.click(link);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentHref(ui.router)).toMatch(/^\/reset-password\?token=/);
  });

  it('copies a link that reproduces the scenario and the active rules on this page', async () => {
    await mockControl.addFault({ endpoint: 'withdraw', kind: 'status', status: 500, times: 1 });
    await mockControl.addFault({ path: '/api/wallet/*', kind: 'timeout', times: null });
    const ui = renderApp('/signin');
    const dialog = await openPanel(ui);
    const copy = within(dialog).getByRole('button', { name: 'Copy link to reproduce' });
    await waitFor(() => expect(copy).toBeEnabled());
    await ui.user.click(copy);
    expect(await within(dialog).findByText('Link to reproduce copied')).toBeInTheDocument();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/signin');
    expect(link.searchParams.get('scenario')).toBe('demo');
    expect(link.searchParams.getAll('fault')).toEqual(['withdraw:status:500:once', '/api/wallet/*:timeout:always']);
  });

  it('reset: back to the demo data, signed out, on /signin', async () => {
    await signInAs();
    const ui = renderApp('/dashboard/deliveries');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    const dialog = await openPanel(ui, 'Reset');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    expect(ui.router.state.location.pathname).toBe('/signin');
    expect(tokenStorage.getToken()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
