import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/config';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_USER_ID } from '@mocks/seed';
import { renderApp, signInAs } from '@/test/render';

/*
 * The Wallet tab through the real /dashboard route against the mock API. The demo partner
 * starts with ₦125,000 and ten transactions; this month's statistics are ₦50,000 of
 * earnings and ₦5,000 of fees (completed earning credits / fee debits).
 */

/** The first render loads the dashboard's lazy route chunk and the first toast loads sonner: slow on a busy machine. */
const LOAD = { timeout: 5_000 };

const failure = (status: number, message?: string, code?: string) =>
  HttpResponse.json(
    { success: false, data: null, ...(message ? { message } : {}), ...(code ? { code } : {}) },
    { status },
  );

async function openWallet() {
  await signInAs();
  const view = renderApp('/dashboard/wallet');
  const balance = await screen.findByRole('region', { name: 'Wallet balance' }, LOAD);
  await within(balance).findByText('₦125,000', {}, LOAD);
  return { ...view, balance };
}

const addButton = () => screen.getByRole('button', { name: 'Add ₦5,000' });
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw ₦5,000' });
const recentRows = () => within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem');
const demoWallet = () => db.state.wallets.find((w) => w.partnerId === DEMO_USER_ID)!;

/** Counts the requests for one method and path, e.g. 'POST /api/wallet/top-up'. */
function countRequests(route: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const name = `${request.method} ${new URL(request.url).pathname}`;
    if (name === route) seen.push(name);
  });
  return () => seen.length;
}

describe('Wallet tab: balance', () => {
  it('shows the balance and hides it, keeping the choice for the session', async () => {
    const { user, balance, unmount } = await openWallet();
    expect(within(screen.getByRole('region', { name: 'Overview' })).getByText('₦125,000')).toBeInTheDocument();

    await user.click(within(balance).getByRole('button', { name: 'Hide balance' }));
    expect(within(balance).getByText('₦••••••')).toBeInTheDocument();
    expect(within(balance).queryByText('₦125,000')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(storageKeys.balanceHidden)).toBe('true');
    // One choice for the whole dashboard: the overview strip masks it too.
    expect(within(screen.getByRole('region', { name: 'Overview' })).queryByText('₦125,000')).not.toBeInTheDocument();

    // A fresh visit in the same session starts hidden.
    unmount();
    const again = renderApp('/dashboard/wallet');
    const card = await screen.findByRole('region', { name: 'Wallet balance' }, LOAD);
    expect(await within(card).findByText('₦••••••')).toBeInTheDocument();

    await again.user.click(within(card).getByRole('button', { name: 'Show balance' }));
    expect(await within(card).findByText('₦125,000')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(storageKeys.balanceHidden)).toBe('false');
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    await signInAs();
    server.use(http.get('*/api/wallet', () => failure(403, 'Wallet locked', 'FORBIDDEN'), { once: true }));
    const { user } = renderApp('/dashboard/wallet');
    const card = await screen.findByRole('region', { name: 'Wallet balance' }, LOAD);
    expect(await within(card).findByText("Couldn't load your balance.")).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('₦125,000')).toBeInTheDocument();
  });
});

describe('Wallet tab: this month', () => {
  it('shows total earnings and platform fees from the statistics, labelled This month', async () => {
    await openWallet();
    const earnings = screen.getByRole('region', { name: 'Total earnings' });
    const fees = screen.getByRole('region', { name: 'Platform fees' });
    expect(await within(earnings).findByText('₦50,000')).toBeInTheDocument();
    expect(await within(fees).findByText('₦5,000')).toBeInTheDocument();
    expect(within(earnings).getByText('This month')).toBeInTheDocument();
    expect(within(fees).getByText('This month')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated from your recent transactions/)).not.toBeInTheDocument();
  });

  it('falls back to the completed credits and debits of the transactions, and says so', async () => {
    await signInAs();
    server.use(http.get('*/api/wallet/statistics', () => failure(404, 'Not found', 'NOT_FOUND')));
    renderApp('/dashboard/wallet');
    const earnings = await screen.findByRole('region', { name: 'Total earnings' }, LOAD);
    const fees = screen.getByRole('region', { name: 'Platform fees' });
    // Completed credits: 18,000 + 9,500 + 50,000 (top-up) + 22,500; the pending 12,000 is left out.
    expect(await within(earnings).findByText('₦100,000')).toBeInTheDocument();
    // Completed debits: 1,800 + 950 + 30,000 (withdrawal) + 2,250; the failed 5,000 is left out.
    expect(within(fees).getByText('₦35,000')).toBeInTheDocument();
    expect(within(earnings).getByText('Estimated from your recent transactions')).toBeInTheDocument();
  });

  it('offers a retry when neither the statistics nor the transactions load', async () => {
    await signInAs();
    server.use(
      http.get('*/api/wallet/statistics', () => failure(404, 'Not found', 'NOT_FOUND'), { once: true }),
      http.get('*/api/wallet/transactions', ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '100' ? failure(403, 'Forbidden', 'FORBIDDEN') : undefined,
      ),
    );
    const { user } = renderApp('/dashboard/wallet');
    const earnings = await screen.findByRole('region', { name: 'Total earnings' }, LOAD);
    expect(await within(earnings).findByText("Couldn't load total earnings.")).toBeInTheDocument();

    await user.click(within(earnings).getByRole('button', { name: 'Retry loading total earnings' }));
    expect(await within(earnings).findByText('₦50,000')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Platform fees' })).getByText('₦5,000')).toBeInTheDocument();
  });
});

describe('Wallet tab: recent transactions', () => {
  it('lists the newest five with type, signed amount, description, date and status', async () => {
    await openWallet();
    await screen.findByRole('list', { name: 'Recent transactions' });
    const rows = recentRows();
    expect(rows).toHaveLength(5);
    // Newest first: the fee an hour after the textbooks earning.
    expect(rows[0]).toHaveTextContent('Platform fee (10%)');
    expect(within(rows[0]!).getByText('−₦1,800')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Debit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+₦18,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Credit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    const seededDate = db.state.transactions.find((t) => t.id === 'txn_01')!.date;
    expect(
      within(rows[1]!).getByText(
        new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' }).format(new Date(seededDate)),
      ),
    ).toBeInTheDocument();
    expect(rows[4]).toHaveTextContent('Wallet top-up by card');
  });

  it('shows pending and failed statuses', async () => {
    db.state.transactions = db.state.transactions.filter((t) => ['txn_07', 'txn_10'].includes(t.id));
    await openWallet();
    await screen.findByRole('list', { name: 'Recent transactions' });
    const [pending, failed] = recentRows();
    expect(within(pending!).getByText('Pending')).toBeInTheDocument();
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
  });

  it('shows an empty state when there are no transactions yet', async () => {
    db.state.transactions = [];
    await openWallet();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('offers a retry when the transactions cannot be loaded', async () => {
    await signInAs();
    server.use(http.get('*/api/wallet/transactions', () => failure(403, 'Forbidden', 'FORBIDDEN'), { once: true }));
    const { user } = renderApp('/dashboard/wallet');
    const section = await screen.findByRole('region', { name: 'Recent transactions' }, LOAD);
    expect(await within(section).findByText("Couldn't load your transactions.")).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Recent transactions' })).toBeInTheDocument();
    expect(recentRows()).toHaveLength(5);
  });
});

describe('Wallet tab: quick actions', () => {
  it('Add ₦5,000 raises the balance by exactly ₦5,000 and puts the top-up first, without a reload', async () => {
    const { user, balance } = await openWallet();
    await user.click(addButton());

    expect(await within(balance).findByText('₦130,000')).toBeInTheDocument();
    expect(await screen.findByText('₦5,000 added to your wallet', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(recentRows()[0]).toHaveTextContent('Wallet top-up by card'));
    expect(within(recentRows()[0]!).getByText('+₦5,000')).toBeInTheDocument();
    expect(recentRows()).toHaveLength(5);
    expect(demoWallet().balance).toBe(130_000);
  });

  it('Withdraw ₦5,000 lowers the balance by exactly ₦5,000 and lists the withdrawal first', async () => {
    const { user, balance } = await openWallet();
    await user.click(withdrawButton());

    expect(await within(balance).findByText('₦120,000')).toBeInTheDocument();
    expect(await screen.findByText('₦5,000 withdrawn from your wallet', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(recentRows()[0]).toHaveTextContent('Withdrawal to DeliverOS Partner ••6789'));
    expect(within(recentRows()[0]!).getByText('−₦5,000')).toBeInTheDocument();
    expect(demoWallet().balance).toBe(120_000);
  });

  it('shows the server message when a withdrawal exceeds the balance, and offers no pointless retry', async () => {
    demoWallet().balance = 3_000;
    await signInAs();
    const { user } = renderApp('/dashboard/wallet');
    const balance = await screen.findByRole('region', { name: 'Wallet balance' }, LOAD);
    await within(balance).findByText('₦3,000');

    await user.click(withdrawButton());
    expect(await screen.findByText('Insufficient balance', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await waitFor(() => expect(withdrawButton()).toBeEnabled());
    expect(within(balance).getByText('₦3,000')).toBeInTheDocument();
    expect(demoWallet().balance).toBe(3_000);
  });

  it('disables both actions while one is pending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/wallet/withdraw', async () => {
        await gate; // then fall through to the mock's own handler
      }),
    );
    const { user, balance } = await openWallet();
    await user.click(withdrawButton());
    await waitFor(() => expect(withdrawButton()).toBeDisabled());
    expect(addButton()).toBeDisabled();

    release();
    expect(await within(balance).findByText('₦120,000')).toBeInTheDocument();
    await waitFor(() => expect(addButton()).toBeEnabled());
    expect(withdrawButton()).toBeEnabled();
  });

  it('makes one request and one balance change for a double click', async () => {
    const topUps = countRequests('POST /api/wallet/top-up');
    const { user, balance } = await openWallet();

    await user.dblClick(addButton());
    expect(await within(balance).findByText('₦130,000')).toBeInTheDocument();
    await waitFor(() => expect(addButton()).toBeEnabled());

    expect(topUps()).toBe(1);
    expect(demoWallet().balance).toBe(130_000);
    expect(db.state.transactions.filter((t) => t.category === 'top-up')).toHaveLength(2); // the seeded one and this one
  });

  it('shows the §8 text when a top-up fails, and Retry resends the same Idempotency-Key', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/api/wallet/top-up', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first attempt fails on the server; the retry reaches the mock's own handler.
        return keys.length === 1 ? failure(500) : undefined;
      }),
    );
    const { user, balance } = await openWallet();

    await user.click(addButton());
    expect(await screen.findByText('Failed to add wallet. Please try again.', {}, LOAD)).toBeInTheDocument();
    expect(within(balance).getByText('₦125,000')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Retry' }, LOAD));
    expect(await within(balance).findByText('₦130,000')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses a new Idempotency-Key for each click', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/api/wallet/withdraw', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
      }),
    );
    const { user, balance } = await openWallet();
    await user.click(withdrawButton());
    await within(balance).findByText('₦120,000');
    await waitFor(() => expect(withdrawButton()).toBeEnabled());
    await user.click(withdrawButton());
    await within(balance).findByText('₦115,000');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows the §8 text when a withdrawal fails without a server message', async () => {
    server.use(http.post('*/api/wallet/withdraw', () => failure(502)));
    const { user, balance } = await openWallet();
    await user.click(withdrawButton());
    expect(await screen.findByText('Failed to withdraw wallet. Please try again.', {}, LOAD)).toBeInTheDocument();
    expect(within(balance).getByText('₦125,000')).toBeInTheDocument();
  });
});
