import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_USER_ID, DEMO_WEBHOOK } from '@mocks/seed';
import { currentHref, renderApp, signInAs } from '@/test/render';

/*
 * Developers → Webhooks (issue 26) against the mock: the demo partner's endpoint to the built-in
 * receiver, adding one (the form's rules and the server's refusal in the form), an endpoint's
 * page (a test event and its attempt, a failing endpoint's retry, Resend), rotating the secret,
 * disabling. The mock sends in-process to its receiver (mocks/webhooks/receiver.ts).
 */

const LOAD = { timeout: 5_000 };
const region = (name: string) => within(screen.getByRole('region', { name }));
const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const ownEndpoints = () => db.state.webhookEndpoints.filter((e) => e.partnerId === DEMO_USER_ID);

async function openDevelopers(path = '/dashboard/developers') {
  await signInAs();
  const view = renderApp(path);
  await screen.findByRole('heading', { name: path.includes('endpoint=') ? DEMO_WEBHOOK.url : 'Webhooks' }, LOAD);
  return view;
}

describe('webhooks', () => {
  it('adds an endpoint: every rule inline at once, the server’s refusal under the URL, then the secret once', async () => {
    const { user } = await openDevelopers();
    expect(await region('Webhooks').findByText(DEMO_WEBHOOK.url, {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const add = dialog('Add endpoint');
    for (const name of ['Delivery created delivery.created', 'Delivery status changed delivery.status_changed']) {
      await user.click(add.getByRole('checkbox', { name }));
    }
    await user.click(add.getByRole('button', { name: 'Add endpoint' }));
    expect(await add.findByText('Please enter the URL to send events to')).toBeInTheDocument();
    expect(add.getByText('Choose at least one event')).toBeInTheDocument();
    expect(add.getByLabelText(/Endpoint URL/)).toHaveFocus();

    await user.type(add.getByLabelText(/Endpoint URL/), 'https://example.com/hooks');
    await user.click(add.getByRole('checkbox', { name: 'Payout failed payout.failed' }));
    await user.click(add.getByRole('button', { name: 'Add endpoint' }));
    expect(await add.findByText(/example\.com is not one/, {}, LOAD)).toBeInTheDocument();
    expect(add.getByLabelText(/Endpoint URL/)).toHaveValue('https://example.com/hooks');
    expect(ownEndpoints()).toHaveLength(1);

    await user.clear(add.getByLabelText(/Endpoint URL/));
    await user.type(add.getByLabelText(/Endpoint URL/), 'http://localhost/__mock/webhook-receiver/payouts');
    await user.click(add.getByRole('button', { name: 'Add endpoint' }));
    const reveal = await screen.findByRole('dialog', { name: 'Your endpoint’s signing secret' }, LOAD);
    expect(within(reveal).getByLabelText('Secret key')).toHaveTextContent(/^whsec_[0-9A-Za-z]{32}$/);
    expect(ownEndpoints().map((e) => e.events)).toContainEqual(['payout.failed']);
    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    expect(await region('Webhooks').findByText('http://localhost/__mock/webhook-receiver/payouts')).toBeInTheDocument();
  });

  it('opens an endpoint in the URL: a test event arrives with its attempt; a failing one retries; Resend', async () => {
    const { user, router } = await openDevelopers();
    await user.click(await region('Webhooks').findByRole('link', { name: new RegExp(DEMO_WEBHOOK.url) }, LOAD));
    await screen.findByRole('heading', { name: DEMO_WEBHOOK.url }, LOAD);
    expect(currentHref(router)).toBe(`/dashboard/developers?endpoint=${DEMO_WEBHOOK.endpointId}`);

    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    const deliveries = () => within(screen.getByRole('list', { name: 'Deliveries' }));
    await waitFor(() => expect(deliveries().getAllByRole('listitem')).toHaveLength(2), LOAD);
    await user.click(deliveries().getAllByRole('button', { name: /Delivery created/ })[0]!);
    const attempts = within(await screen.findByRole('list', { name: 'Attempts' }));
    expect(attempts.getByText('HTTP 200')).toBeInTheDocument();
    expect(attempts.getByText('{"received":true,"verified":true}')).toBeInTheDocument();

    // The receiver answers 500 on request: the delivery is retrying, then a resend to a fixed URL lands.
    db.state.webhookEndpoints.find((e) => e.id === DEMO_WEBHOOK.endpointId)!.url = `${DEMO_WEBHOOK.url}?status=500`;
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(deliveries().getAllByText('Retrying')).toHaveLength(1), LOAD);
    db.state.webhookEndpoints.find((e) => e.id === DEMO_WEBHOOK.endpointId)!.url = DEMO_WEBHOOK.url;
    const retrying = deliveries()
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Retrying'))!;
    await user.click(within(retrying).getAllByRole('button')[0]!);
    expect(await within(retrying).findByText('HTTP 500')).toBeInTheDocument();
    expect(within(retrying).getByText(/· next /)).toBeInTheDocument();
    await user.click(within(retrying).getByRole('button', { name: 'Resend' }));
    expect(await within(retrying).findByText('Attempt 2 (resend)', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(deliveries().queryAllByText('Retrying')).toHaveLength(0), LOAD);

    await user.selectOptions(screen.getByLabelText('Outcome'), 'failed');
    expect(await screen.findByText('No delivery matches these filters.', {}, LOAD)).toBeInTheDocument();
    expect(currentHref(router)).toBe(
      `/dashboard/developers?endpoint=${DEMO_WEBHOOK.endpointId}&deliveryOutcome=failed`,
    );
  });

  it('rotates the secret (the old one signs 24 h more) and disables the endpoint', async () => {
    const { user } = await openDevelopers(`/dashboard/developers?endpoint=${DEMO_WEBHOOK.endpointId}`);
    await screen.findByRole('heading', { name: DEMO_WEBHOOK.url }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate' }));
    const reveal = await screen.findByRole('dialog', { name: 'Your new signing secret' }, LOAD);
    const secret = within(reveal).getByLabelText('Secret key').textContent ?? '';
    expect(secret).not.toBe(DEMO_WEBHOOK.secret);
    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(`whsec_••••${secret.slice(-4)}`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/The previous secret also signs until/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Disabled by you', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send test event' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByRole('button', { name: 'Send test event' }, LOAD)).toBeInTheDocument();
  });
});
