import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from '@mocks/seed';
import { renderApp, signInAs } from '@/test/render';

/*
 * The Developers section's request logs (issue 25) against the mock: the demo partner's two
 * logged requests (a GET → 200 and a POST → 400, both with the test key), filters, a request's
 * detail with its bodies and Copy as curl, and a new request made with a key after Refresh.
 */

const LOAD = { timeout: 5_000 };
const logs = () => within(screen.getByRole('list', { name: 'Logged requests' }));
const region = () => within(screen.getByRole('region', { name: 'Request logs' }));

async function openLogs() {
  await signInAs();
  const view = renderApp('/dashboard/developers');
  await screen.findByRole('list', { name: 'Logged requests' }, LOAD);
  return view;
}

describe('request logs', () => {
  it('lists the requests made with the keys, newest first, with status, mode and key', async () => {
    await openLogs();
    const rows = logs().getAllByRole('button');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^POST \/api\/deliveries, 400, test,/),
      expect.stringMatching(/^GET \/api\/deliveries\?page=1&limit=20, 200, test,/),
    ]);
    expect(rows[0]).toHaveTextContent('Checkout integration (test)');
    expect(rows[0]).toHaveTextContent('41 ms');
  });

  it('filters by outcome, mode and path, and says when nothing matches', async () => {
    const { user } = await openLogs();
    await user.selectOptions(region().getByLabelText('Outcome'), 'failed');
    await waitFor(() => expect(logs().getAllByRole('button')).toHaveLength(1));
    expect(logs().getByRole('button', { name: /^POST \/api\/deliveries, 400/ })).toBeInTheDocument();

    await user.selectOptions(region().getByLabelText('Mode'), 'live');
    expect(await region().findByText('No requests match these filters', {}, LOAD)).toBeInTheDocument();
    await user.click(region().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(logs().getAllByRole('button')).toHaveLength(2));

    await user.type(region().getByRole('searchbox', { name: 'Path' }), 'page=1');
    await waitFor(() => expect(logs().getAllByRole('button')).toHaveLength(1));
    expect(logs().getByRole('button', { name: /^GET \/api\/deliveries\?page=1/ })).toBeInTheDocument();
  });

  it('opens a request with its bodies, and copies it as curl without a secret', async () => {
    const { user } = await openLogs();
    await user.click(logs().getByRole('button', { name: /^POST \/api\/deliveries, 400/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Logged request' }));
    expect(await dialog.findByText('req_demo_000000000000000000000002', {}, LOAD)).toBeInTheDocument();
    expect(dialog.getByLabelText('Request body')).toHaveTextContent('"pickup_address": "12 Admiralty Way, Lekki"');
    expect(dialog.getByLabelText('Response body')).toHaveTextContent('"code": "VALIDATION_ERROR"');

    await user.click(dialog.getByRole('button', { name: 'Copy as curl' }));
    expect(await dialog.findByText(/^Copied: set \$DELIVEROS_TEST_KEY/)).toBeInTheDocument();
    const command = await navigator.clipboard.readText();
    expect(command).toBe(
      `curl -X POST 'http://localhost:8111/api/deliveries' -H "Authorization: Bearer $DELIVEROS_TEST_KEY" -H 'Content-Type: application/json' --data-raw '{"pickup_address":"12 Admiralty Way, Lekki","delivery_address":""}'`,
    );
    expect(command).not.toContain(DEMO_API_KEYS.test.secret);
  });

  it('shows a request made with a key after Refresh, under its reply’s X-Request-Id', async () => {
    const { user } = await openLogs();
    const reply = await fetch('http://localhost:8111/api/wallet', {
      headers: { Authorization: `Bearer ${DEMO_API_KEYS.live.secret}` },
    });
    expect(reply.status).toBe(200);
    const requestId = reply.headers.get('X-Request-Id');
    await user.click(region().getByRole('button', { name: 'Refresh' }));
    const row = await logs().findByRole('button', { name: /^GET \/api\/wallet, 200, live,/ }, LOAD);
    await user.click(row);
    const dialog = within(await screen.findByRole('dialog', { name: 'Logged request' }));
    expect(await dialog.findByText(requestId!, {}, LOAD)).toBeInTheDocument();
    expect(dialog.getByText('Checkout integration (sk_live_••••0001)')).toBeInTheDocument();
  });
});
