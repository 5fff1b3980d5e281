import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_API_KEYS, DEMO_USER_ID } from '@mocks/seed';
import { currentHref, renderApp, signInAs } from '@/test/render';

/*
 * The Developers section's request logs (issue 25) against the mock: the demo partner's two
 * logged requests (a GET → 200 and a POST → 400, both with the live key: the dashboard's live mode
 * shows the live keys' requests only, issue 39), the filters (in the URL), a request's detail with
 * its bodies and Copy as curl, and a new request made with a key after Refresh.
 */

const LOAD = { timeout: 5_000 };
const table = () => within(screen.getByRole('table', { name: 'Logged requests' }));
const rows = () => table().getAllByRole('button');
const region = () => within(screen.getByRole('region', { name: 'Request logs' }));

async function openLogs(path = '/dashboard/developers') {
  await signInAs();
  const view = renderApp(path);
  await screen.findByRole('table', { name: 'Logged requests' }, LOAD);
  return view;
}

describe('request logs', () => {
  it('lists the requests made with the keys, newest first, with status, duration, mode and key', async () => {
    await openLogs();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^POST \/api\/deliveries, 400, live,/),
      expect.stringMatching(/^GET \/api\/deliveries\?page=1&limit=20, 200, live,/),
    ]);
    const [post] = table().getAllByRole('row').slice(1);
    const cells = within(post!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^POST \/api\/deliveries, 400, live, /),
      '400',
      '41 ms',
      'Live',
      `Checkout integrationsk_live_••••${DEMO_API_KEYS.live.secret.slice(-4)}`,
      expect.stringMatching(/\d{4}/),
    ]);
    expect(region().getByText(/Showing/)).toHaveTextContent('Showing 1–2 of 2 requests');
  });

  it('filters by outcome, mode, key and path, keeps the filters in the URL, and says when nothing matches', async () => {
    const { user, router } = await openLogs();
    await user.selectOptions(region().getByLabelText('Outcome'), 'failed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(table().getByRole('button', { name: /^POST \/api\/deliveries, 400/ })).toBeInTheDocument();
    expect(currentHref(router)).toBe('/dashboard/developers?outcome=failed');

    await user.selectOptions(region().getByLabelText('Mode'), 'test');
    expect(await region().findByText('No requests match these filters', {}, LOAD)).toBeInTheDocument();
    await user.click(region().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(currentHref(router)).toBe('/dashboard/developers');

    await user.selectOptions(region().getByLabelText('Key'), DEMO_API_KEYS.live.id);
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.type(region().getByRole('searchbox', { name: 'Path contains' }), 'page=1');
    await waitFor(() => expect(rows()).toHaveLength(1), LOAD);
    expect(table().getByRole('button', { name: /^GET \/api\/deliveries\?page=1/ })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ key: DEMO_API_KEYS.live.id, path: 'page=1' });
  });

  it('says when no request was made yet, with an example to try', async () => {
    db.state.requestLogs = db.state.requestLogs.filter((log) => log.partnerId !== DEMO_USER_ID);
    await signInAs();
    renderApp('/dashboard/developers');
    const logs = within(await screen.findByRole('region', { name: 'Request logs' }, LOAD));
    expect(await logs.findByText('No requests yet', {}, LOAD)).toBeInTheDocument();
    expect(logs.getByLabelText('Example request')).toHaveTextContent(
      'curl http://localhost:8111/api/deliveries \\ -H "Authorization: Bearer sk_test_…"',
    );
    expect(logs.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens a filtered view from its URL, as after a reload', async () => {
    await openLogs('/dashboard/developers?outcome=failed');
    expect(rows()).toHaveLength(1);
    expect(region().getByLabelText('Outcome')).toHaveValue('failed');
  });

  it('opens a request with its bodies, and copies it as curl without a secret', async () => {
    const { user } = await openLogs();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(table().getByRole('button', { name: /^POST \/api\/deliveries, 400/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Logged request' }));
    expect(await dialog.findByText('req_demo_000000000000000000000002', {}, LOAD)).toBeInTheDocument();
    expect(dialog.getByLabelText('Request body')).toHaveTextContent('"pickup_address": "12 Admiralty Way, Lekki"');
    expect(dialog.getByLabelText('Response body')).toHaveTextContent('"code": "VALIDATION_ERROR"');

    await user.click(dialog.getByRole('button', { name: 'Copy as curl' }));
    expect(await dialog.findByText(/^Copied: set \$DELIVEROS_LIVE_KEY/)).toBeInTheDocument();
    const command = `curl -X POST 'http://localhost:8111/api/deliveries' -H "Authorization: Bearer $DELIVEROS_LIVE_KEY" -H 'Content-Type: application/json' --data-raw '{"pickup_address":"12 Admiralty Way, Lekki","delivery_address":""}'`;
    expect(writeText).toHaveBeenLastCalledWith(command);
    expect(command).not.toContain(DEMO_API_KEYS.live.secret);

    await user.click(dialog.getByRole('button', { name: 'Copy request ID' }));
    expect(writeText).toHaveBeenLastCalledWith('req_demo_000000000000000000000002');
  });

  it('shows a request made with the live key after Refresh, under its reply’s X-Request-Id', async () => {
    const { user } = await openLogs();
    const reply = await fetch('http://localhost:8111/api/wallet', {
      headers: { Authorization: `Bearer ${DEMO_API_KEYS.live.secret}` },
    });
    expect(reply.status).toBe(200);
    const requestId = reply.headers.get('X-Request-Id');
    expect(rows()).toHaveLength(2);

    await user.click(region().getByRole('button', { name: 'Refresh' }));
    const row = await table().findByRole('button', { name: /^GET \/api\/wallet, 200, live,/ }, LOAD);
    expect(rows()).toHaveLength(3);
    await user.click(row);
    const dialog = within(await screen.findByRole('dialog', { name: 'Logged request' }));
    expect(await dialog.findByText(requestId!, {}, LOAD)).toBeInTheDocument();
    expect(dialog.getByText('Checkout integration')).toBeInTheDocument();
  });
});
