import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type TransactionRecord } from '@mocks/db';
import { server } from '@mocks/node';
import {
  addDays,
  formatLagosDate,
  formatLagosDateTime,
  formatLagosTime,
  lagosClock,
  lagosDay,
} from '@/components/ui/lagos-time';
import { endpoints } from '@/api/endpoints';
import { pendingRefreshMs } from '@/queries/wallet';
import { countCalls } from '@/test/faults';
import { recordDownloads } from '@/test/downloads';
import { renderApp, signInAs } from '@/test/render';
import { useRefreshClock } from '@/test/refresh-clock';

/*
 * The wallet's full history, /dashboard/wallet/transactions, through the real route against
 * the mock API. The demo partner starts with ten transactions over the last two weeks (newest
 * first: the ₦1,800 fee 3 days ago … the failed ₦5,000 withdrawal 14 days ago), references
 * TRX-YYYYMMDD-NNNNNN; txn_07 (₦12,000 earning) is pending, txn_10 failed with a reason.
 */

const PAGE = '/dashboard/wallet/transactions';
/** The first render loads the route's lazy chunk: slow on a busy machine. */
const LOAD = { timeout: 5_000 };

const record = (id: string) => db.state.transactions.find((t) => t.id === id)!;
const referenceOf = (id: string) => record(id).reference;
const lagosTodayMinus = (days: number) => addDays(lagosDay(), -days);

async function openPage(path = PAGE) {
  await signInAs();
  const ui = renderApp(path);
  // An open detail (a modal) hides the page from the accessibility tree: no heading to wait for then.
  if (!path.includes('transaction=')) await screen.findByRole('heading', { name: 'Transactions', level: 2 }, LOAD);
  return ui;
}

/** The table (its caption names it) and its body rows. */
const table = () => screen.findByRole('table', { name: /^Transactions/ }, LOAD);
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
async function rows() {
  return bodyRows(await table());
}
/** The references shown, in order. */
const referencesIn = (t: HTMLElement) => bodyRows(t).map((row) => within(row).getAllByRole('link')[0]!.textContent);
const rowOf = (t: HTMLElement, id: string) => bodyRows(t).find((row) => row.textContent?.includes(referenceOf(id)))!;

const search = (ui: { router: { state: { location: { search: Record<string, unknown> } } } }) =>
  ui.router.state.location.search;

/** Copies of a seeded record, `count` of them, one a day going back from `startDaysAgo` (they sort after the seed). */
function addTransactions(count: number, { startDaysAgo = 15, perDay = 1 } = {}) {
  const template = record('txn_08');
  for (let i = 0; i < count; i += 1) {
    const date = new Date(Date.now() - (startDaysAgo + Math.floor(i / perDay)) * 86_400_000 - (i % perDay) * 60_000);
    const copy: TransactionRecord = {
      ...template,
      id: `txn_extra_${i}`,
      reference: `TRX-EXTRA-${String(i).padStart(6, '0')}`,
      description: `Old settlement ${i}`,
      date: date.toISOString(),
      timeline: [{ status: 'completed', at: date.toISOString() }],
    };
    db.state.transactions.push(copy);
  }
}

describe('Transactions page: the list', () => {
  it('lists every movement newest first: date and time in Lagos, reference, description, signed amount, fee, status', async () => {
    const ui = await openPage();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Reference', 'Description', 'Amount', 'Fee', 'Status']);
    const all = bodyRows(t);
    // Ten movements, and the opening balance they start from (server/seed/wallet.ts).
    expect(all).toHaveLength(11);
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1–11 of 11 transactions');

    // Newest first: the fee an hour after the textbooks earning.
    const fee = all[0]!;
    expect(within(fee).getByRole('link', { name: referenceOf('txn_02') })).toHaveClass('font-mono');
    expect(fee).toHaveTextContent('Platform fee (10%)');
    expect(within(fee).getByText('−₦1,800')).toBeInTheDocument();
    expect(within(fee).getByText('Completed')).toBeInTheDocument();
    expect(within(fee).getByText('No fee')).toBeInTheDocument();
    const date = record('txn_02').date;
    expect(within(fee).getByText(formatLagosDate(date))).toBeInTheDocument();
    expect(within(fee).getByText(formatLagosTime(date))).toBeInTheDocument();

    // A withdrawal shows its fee; credits are signed +.
    const withdrawal = rowOf(t, 'txn_06');
    expect(within(withdrawal).getByText('−₦30,000')).toBeInTheDocument();
    expect(withdrawal).toHaveTextContent('Fee ₦25');
    expect(within(rowOf(t, 'txn_01')).getByText('+₦18,000')).toBeInTheDocument();
    expect(within(rowOf(t, 'txn_07')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf(t, 'txn_10')).getByText('Failed')).toBeInTheDocument();

    // The dashboard frame stays, the Wallet section current; the way back leads to the wallet.
    expect(screen.getByRole('link', { name: 'Wallet', current: 'page' })).toBeInTheDocument();
    await ui.user.click(screen.getByRole('link', { name: 'Back to wallet' }));
    await waitFor(() => expect(ui.router.state.location.pathname).toBe('/dashboard/wallet'));
  });

  it('is reached from the wallet’s Recent transactions (All transactions)', async () => {
    await signInAs();
    const ui = renderApp('/dashboard/wallet');
    const recent = await screen.findByRole('region', { name: 'Recent transactions' }, LOAD);
    await ui.user.click(within(recent).getByRole('link', { name: 'All transactions' }));
    expect(await screen.findByRole('heading', { name: 'Transactions', level: 2 }, LOAD)).toBeInTheDocument();
    expect(ui.router.state.location.pathname).toBe(PAGE);
    expect(await rows()).toHaveLength(11);
  });

  it('filters by type and by status, in the URL', async () => {
    const ui = await openPage();
    await table();
    await ui.user.selectOptions(screen.getByLabelText('Type'), 'Debit');
    await waitFor(() => expect(search(ui)).toMatchObject({ type: 'debit' }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    for (const row of await rows()) expect(row).toHaveTextContent(/−₦/);

    await ui.user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(ui.router.state.location.href).toBe(`${PAGE}?type=debit&status=failed`);
    expect((await rows())[0]).toHaveTextContent(referenceOf('txn_10'));

    // The filters come back from the URL (a reload, a shared link).
    await ui.user.selectOptions(screen.getByLabelText('Type'), 'All types');
    await waitFor(() => expect(ui.router.state.location.href).toBe(`${PAGE}?status=failed`));
  });

  it('opens a shared link with its filters set', async () => {
    await openPage(`${PAGE}?type=credit&status=pending`);
    expect(screen.getByLabelText('Type')).toHaveValue('credit');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    const only = await rows();
    expect(only).toHaveLength(1);
    expect(only[0]).toHaveTextContent(referenceOf('txn_07'));
  });

  it('filters by a date range (Lagos days, both included)', async () => {
    const ui = await openPage();
    await table();
    // txn_06 is 8 days old, txn_05 6 days: 7–6 days ago holds txn_05 only; 8–6 both.
    const from = lagosDay(record('txn_06').date);
    const to = lagosDay(record('txn_05').date);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: to } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
    await waitFor(() => expect(search(ui)).toMatchObject({ from: to, to }));
    await waitFor(async () => expect(referencesIn(await table())).toEqual([referenceOf('txn_05')]));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
    await waitFor(async () =>
      expect(referencesIn(await table())).toEqual([referenceOf('txn_05'), referenceOf('txn_06')]),
    );
    expect(ui.router.state.location.href).toBe(`${PAGE}?from=${from}&to=${to}`);
  });

  it('searches by reference: the box writes q to the URL once typing pauses', async () => {
    const ui = await openPage();
    await table();
    const reference = referenceOf('txn_10');
    await ui.user.type(screen.getByLabelText('Search by reference'), reference.slice(-8));
    await waitFor(() => expect(search(ui)).toMatchObject({ q: reference.slice(-8) }));
    await waitFor(async () => expect(referencesIn(await table())).toEqual([reference]));
    // Typing replaced the history entry: Back leaves the page rather than undoing letters.
    expect(ui.router.history.length).toBe(1);
  });

  it('says when nothing matches, and Clear filters brings every row back', async () => {
    const ui = await openPage(`${PAGE}?status=failed&type=credit`);
    const empty = (await screen.findByText('No transactions match these filters', {}, LOAD)).parentElement!;
    await ui.user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await rows()).toHaveLength(11));
    expect(ui.router.state.location.href).toBe(PAGE);
    expect(screen.getByLabelText('Status')).toHaveValue('all');
  });

  it('says so when there are no transactions at all', async () => {
    db.state.transactions = [];
    await openPage();
    expect(await screen.findByText('No transactions yet', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows a load failure with a Retry that recovers', async () => {
    let down = true;
    server.use(
      http.get('*/api/wallet/transactions', () =>
        down
          ? HttpResponse.json({ success: false, data: null, message: 'Ledger offline' }, { status: 500 })
          : undefined,
      ),
    );
    const ui = await openPage();
    // The client tries a GET three times before the page says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("Couldn't load your transactions.");
    down = false;
    await ui.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(11);
  });

  it('pages on the server: Previous / Next, "Page X of Y", the page in the URL', async () => {
    addTransactions(25);
    const ui = await openPage();
    const first = await table();
    expect(bodyRows(first)).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Transactions pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await ui.user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Transactions, page 2 of 2' })).toBeInTheDocument());
    await waitFor(async () => expect(await rows()).toHaveLength(16));
    expect(search(ui)).toMatchObject({ page: 2 });
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 21–36 of 36 transactions');

    await ui.user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(ui.router.state.location.href).toBe(PAGE));
    // A filter goes back to page 1.
    await ui.user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(search(ui)).toMatchObject({ page: 2 }));
    await ui.user.selectOptions(screen.getByLabelText('Type'), 'Credit');
    await waitFor(() => expect(ui.router.state.location.href).toBe(`${PAGE}?type=credit`));
  });
});

describe('Transactions page: a pending movement refreshes itself', () => {
  useRefreshClock();

  it('turns a pending withdrawal into completed without a reload', async () => {
    const withdrawal = record('txn_06');
    withdrawal.status = 'pending';
    await openPage(`${PAGE}?category=withdrawal`);
    expect(within(rowOf(await table(), 'txn_06')).getByText('Pending')).toBeInTheDocument();

    withdrawal.status = 'completed';
    withdrawal.timeline = [...withdrawal.timeline, { status: 'completed', at: new Date().toISOString() }];
    await act(() => vi.advanceTimersByTimeAsync(pendingRefreshMs));
    await waitFor(async () =>
      expect(within(rowOf(await table(), 'txn_06')).getByText('Completed')).toBeInTheDocument(),
    );
  });

  it('does not keep asking about an earning that waits on its delivery', async () => {
    const listCalls = countCalls(endpoints.listTransactions);
    await openPage(`${PAGE}?category=earning`);
    expect(within(rowOf(await table(), 'txn_07')).getByText('Pending')).toBeInTheDocument();
    const before = listCalls();
    await act(() => vi.advanceTimersByTimeAsync(pendingRefreshMs * 3));
    expect(listCalls()).toBe(before);
  });
});

describe('Transactions page: the detail', () => {
  const dialog = (reference: string) => screen.findByRole('dialog', { name: reference }, LOAD);

  it('opens from a row’s reference with its own URL: amounts, counterpart, timeline; Close goes back', async () => {
    const ui = await openPage(`${PAGE}?type=debit`);
    const t = await table();
    const reference = referenceOf('txn_06');
    await ui.user.click(within(rowOf(t, 'txn_06')).getByRole('link', { name: reference }));

    const view = within(await dialog(reference));
    expect(search(ui)).toMatchObject({ type: 'debit', transaction: 'txn_06' });
    expect(view.getByText('Withdrawal to GTBank ••6789')).toBeInTheDocument();
    expect(view.getByText('−₦30,000')).toBeInTheDocument();
    expect(view.getByText('Fee').nextElementSibling).toHaveTextContent('₦25');
    expect(view.getByText('Total debited').nextElementSibling).toHaveTextContent('₦30,025');
    expect(view.getByText('Type').nextElementSibling).toHaveTextContent('Debit');
    expect(view.getByText('Category').nextElementSibling).toHaveTextContent('Withdrawal');
    expect(view.getByText('Date and time').nextElementSibling).toHaveTextContent(
      formatLagosDateTime(record('txn_06').date),
    );
    const counterpart = record('txn_06').counterpart!;
    expect(view.getByText(counterpart.name)).toBeInTheDocument();
    if (counterpart.detail) expect(view.getByText(counterpart.detail)).toBeInTheDocument();

    const timeline = view.getByRole('list', { name: 'Status history' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Pending');
    expect(steps[1]).toHaveTextContent('Completed');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    const completedAt = record('txn_06').timeline.at(-1)!.at;
    expect(within(steps[1]!).getByText(formatLagosDateTime(completedAt))).toHaveAttribute('datetime', completedAt);

    await ui.user.click(view.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ui.router.state.location.href).toBe(`${PAGE}?type=debit`);
  });

  it('opens from a click anywhere on the row, and the browser’s Back closes it', async () => {
    const ui = await openPage();
    const t = await table();
    await ui.user.click(within(rowOf(t, 'txn_01')).getByText('Delivery earnings — DOS textbooks run'));
    await dialog(referenceOf('txn_01'));
    ui.router.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ui.router.state.location.href).toBe(PAGE);
  });

  it('opens the row with the keyboard (the reference is a link)', async () => {
    const ui = await openPage();
    const t = await table();
    within(rowOf(t, 'txn_03'))
      .getByRole('link', { name: referenceOf('txn_03') })
      .focus();
    await ui.user.keyboard('{Enter}');
    expect(await dialog(referenceOf('txn_03'))).toBeInTheDocument();
  });

  it('tells a failed withdrawal’s reason in plain words, and that the money came back', async () => {
    const ui = await openPage(`${PAGE}?transaction=txn_10`);
    const view = within(await dialog(referenceOf('txn_10')));
    expect(view.getByText('This withdrawal failed.')).toBeInTheDocument();
    expect(view.getByText(record('txn_10').failureReason!)).toBeInTheDocument();
    expect(view.getByText('The money was returned to your wallet.')).toBeInTheDocument();
    // What left (₦5,000 and the ₦10 fee), what came back, and the net: no "Total debited".
    const fact = (label: string) => view.getByText(label).nextElementSibling;
    expect(fact('Amount')).toHaveTextContent('₦5,000');
    expect(fact('Fee')).toHaveTextContent('₦10');
    expect(fact('Debited')).toHaveTextContent('₦5,010');
    expect(fact('Returned')).toHaveTextContent('₦5,010');
    expect(fact('Net')).toHaveTextContent(/^₦0$/);
    expect(view.queryByText('Total debited')).not.toBeInTheDocument();
    const steps = within(view.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Pending', 'Failed (current status)']);

    // A deep link closes by replacing its entry: the URL is the list's.
    await ui.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ui.router.state.location.href).toBe(PAGE);
  });

  it('copies the reference', async () => {
    const ui = await openPage(`${PAGE}?transaction=txn_05`);
    const reference = referenceOf('txn_05');
    const view = within(await dialog(reference));
    await ui.user.click(view.getByRole('button', { name: `Copy reference ${reference}` }));
    expect(await view.findByText('Reference copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(reference);
  });

  it('reads the transaction from GET /api/wallet/transactions/:id', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/wallet/transactions/')) asked.push(path);
    });
    await openPage(`${PAGE}?transaction=txn_07`);
    const view = within(await dialog(referenceOf('txn_07')));
    expect(
      view.getByText('This movement is still being processed. Its status here updates by itself.'),
    ).toBeInTheDocument();
    expect(asked).toContain('/api/wallet/transactions/txn_07');
  });

  it('says a transaction that is not the partner’s does not exist', async () => {
    const ui = await openPage(`${PAGE}?transaction=txn_chidi_01`);
    const view = within(await screen.findByRole('dialog', { name: 'Transaction not found' }, LOAD));
    await ui.user.click(view.getByRole('button', { name: 'Back to transactions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ui.router.state.location.href).toBe(PAGE);
  });
});

describe('Transactions page: the CSV statement', () => {
  let files: ReturnType<typeof recordDownloads>;
  beforeEach(() => {
    files = recordDownloads();
  });

  it('downloads the last 30 days when no date is set: every page of 100, a row per transaction, naira, debits negative', async () => {
    addTransactions(140, { startDaysAgo: 15, perDay: 10 }); // 15–28 days ago: in the last 30
    const listRequests: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/wallet/transactions' && url.searchParams.get('limit') === '100')
        listRequests.push(url);
    });
    const ui = await openPage();
    await table();
    await ui.user.click(screen.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText('Statement downloaded: 150 transactions.', {}, LOAD)).toBeInTheDocument();

    const from = lagosTodayMinus(29);
    const to = lagosDay();
    expect(files.names).toEqual([`deliveros-statement-${from}_${to}.csv`]);
    expect(listRequests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    // From a week before the range (movements that settled in it) up to now (the closing balance).
    expect(listRequests[0]!.searchParams.get('from')).toBe(addDays(from, -7));
    expect(listRequests[0]!.searchParams.get('to')).toBeNull();

    const lines = await files.lines();
    expect(lines[0]).toBe(
      'Date,Time,Reference,Description,Type,Category,Status,Amount (NGN),Fee (NGN),Counterpart,Net (NGN),Balance (NGN)',
    );
    // The header, the opening balance, 150 transactions, the failed withdrawal's money coming back, the closing balance.
    expect(lines).toHaveLength(154);
    const line = (id: string) => lines.find((l) => l.includes(referenceOf(id)))!;
    const fee = record('txn_02');
    const platform = `${fee.counterpart!.name}${fee.counterpart!.detail ? ` (${fee.counterpart!.detail})` : ''}`;
    expect(line('txn_02').replace(/,[^,]*$/, '')).toBe(
      `${lagosDay(fee.date)},${lagosClock(fee.date)},${fee.reference},Platform fee (10%),Debit,Platform fee,Completed,-1800.00,0.00,${platform},-1800.00`,
    );
    expect(line('txn_01')).toContain(',Credit,Earning,Completed,18000.00,0.00,');
    expect(line('txn_06')).toContain(',Debit,Withdrawal,Completed,-30000.00,-25.00,');
    expect(line('txn_10')).toContain(',Debit,Withdrawal,Failed,-5000.00,-10.00,');
    // Oldest first, after the opening balance.
    expect(lines[2]).toContain('Old settlement 139');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:download-1'));
  });

  it('uses the date filters’ range', async () => {
    const from = lagosDay(record('txn_06').date);
    const to = lagosDay(record('txn_05').date);
    const ui = await openPage(`${PAGE}?from=${from}&to=${to}`);
    await table();
    await ui.user.click(screen.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText('Statement downloaded: 2 transactions.', {}, LOAD)).toBeInTheDocument();
    expect(files.names).toEqual([`deliveros-statement-${from}_${to}.csv`]);
    const lines = await files.lines();
    expect(lines.slice(2, -1).map((l) => l.split(',')[2])).toEqual([referenceOf('txn_06'), referenceOf('txn_05')]);
  });

  it('tells its progress page by page, and Cancel stops it without a file', async () => {
    addTransactions(250, { startDaysAgo: 15, perDay: 20 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/wallet/transactions', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held;
        return undefined; // on to the mock API
      }),
    );
    const ui = await openPage();
    await table();
    await ui.user.click(screen.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText('Preparing statement… 1 of 3 pages', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download statement' })).toBeDisabled();

    await ui.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Statement cancelled.')).toBeInTheDocument();
    release();
    expect(screen.getByRole('button', { name: 'Download statement' })).toBeEnabled();
    // The held page was aborted with the statement: nothing is written after the Cancel.
    expect(screen.queryByText(/Statement downloaded/)).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(files.names).toEqual([]);
  });

  it('says why a statement could not be prepared', async () => {
    server.use(
      http.get('*/api/wallet/transactions', ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '100'
          ? HttpResponse.json({ success: false, data: null, message: 'Ledger offline' }, { status: 500 })
          : undefined,
      ),
    );
    const ui = await openPage();
    await table();
    await ui.user.click(screen.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText('Couldn’t prepare the statement: Ledger offline', {}, LOAD)).toBeInTheDocument();
    expect(files.names).toEqual([]);
  });
});
