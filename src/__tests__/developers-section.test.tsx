import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_KEY_SECRET_PATTERN } from '@/api/schemas/api-keys';
import { db } from '@mocks/db';
import { DEMO_API_KEYS } from '@mocks/seed';
import { renderApp, signInAs } from '@/test/render';

/*
 * The Developers section through the real route against the mock API (issue 25): the demo
 * partner's seeded test and live keys, redacted; a new key's secret shown once; revoke asks first.
 */

const LOAD = { timeout: 5_000 };
const last4 = (secret: string) => secret.slice(-4);

async function openDevelopers() {
  await signInAs();
  const view = renderApp('/dashboard/developers');
  const list = await screen.findByRole('list', { name: 'API keys' }, LOAD);
  return { ...view, list: () => within(screen.getByRole('list', { name: 'API keys' })), listElement: list };
}

describe('Developers section', () => {
  it('lists the seeded keys of the dashboard’s mode redacted, never their secrets', async () => {
    const { list } = await openDevelopers();
    // Live mode: the live key only (issue 39: test mode lists the test keys).
    expect(list().queryByText(`sk_test_••••${last4(DEMO_API_KEYS.test.secret)}`)).not.toBeInTheDocument();
    expect(list().getByText(`sk_live_••••${last4(DEMO_API_KEYS.live.secret)}`)).toBeInTheDocument();
    expect(list().getAllByText('Active')).toHaveLength(1);
    expect(document.body.textContent).not.toContain(DEMO_API_KEYS.live.secret);
    expect(screen.getByLabelText('Example request')).toHaveTextContent('Authorization: Bearer sk_test_…');
  });

  it('shows a new key’s secret once, with the warning, and only redacted afterwards', async () => {
    const { user, list } = await openDevelopers();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    // Blank name: the field says so, takes the focus, and nothing is sent.
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await form.findByText('Please enter a name for the key')).toBeInTheDocument();
    expect(form.getByLabelText(/Name/)).toHaveFocus();
    expect(db.state.apiKeys).toHaveLength(2);

    await user.type(form.getByLabelText(/Name/), 'Warehouse sync');
    await user.click(form.getByRole('button', { name: 'Create key' }));
    const reveal = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    const secret = reveal.getByLabelText('Secret key').textContent ?? '';
    expect(secret).toMatch(API_KEY_SECRET_PATTERN);
    expect(reveal.getAllByText('Copy it now: this secret will not be shown again.').length).toBeGreaterThan(0);
    await user.click(reveal.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(list().getByText('Warehouse sync')).toBeInTheDocument());
    // A key of the dashboard's mode (live here), listed with it.
    expect(secret.startsWith('sk_live_')).toBe(true);
    expect(list().getByText(`sk_live_••••${last4(secret)}`)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('refuses a live key for a partner without approved API access, in the form', async () => {
    await signInAs('chidi@riders.ng');
    const { user } = renderApp('/dashboard/developers');
    await screen.findByText('No API keys yet', {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    await user.type(form.getByLabelText(/Name/), 'Production');
    await user.selectOptions(form.getByLabelText(/Mode/), 'live');
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await form.findByText(/Live keys need approved API access/)).toBeInTheDocument();
    expect(form.getByLabelText(/Name/)).toHaveValue('Production');
  });

  it('revokes a key only after confirming, then shows it revoked', async () => {
    const { user, list } = await openDevelopers();
    await user.click(list().getByRole('button', { name: 'Revoke Checkout integration' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke API key?' }));
    expect(db.state.apiKeys.find((k) => k.id === DEMO_API_KEYS.live.id)?.revokedAt).toBeNull();
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(list().getByText('Revoked')).toBeInTheDocument());
    expect(list().queryByRole('button', { name: 'Revoke Checkout integration' })).not.toBeInTheDocument();
    expect(db.state.apiKeys.find((k) => k.id === DEMO_API_KEYS.live.id)?.revokedAt).not.toBeNull();
  });

  it('rolls a key and shows the new secret once; the old one is expiring', async () => {
    const { user, list } = await openDevelopers();
    await user.click(list().getByRole('button', { name: 'Roll Checkout integration' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roll Checkout integration' }));
    await user.selectOptions(dialog.getByLabelText('Old secret expires'), '1');
    await user.click(dialog.getByRole('button', { name: 'Roll key' }));
    const reveal = within(await screen.findByRole('dialog', { name: 'Your rolled API key' }));
    expect(reveal.getByLabelText('Secret key').textContent).toMatch(/^sk_live_/);
    await user.click(reveal.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(list().getByText('Expiring')).toBeInTheDocument());
  });
});
