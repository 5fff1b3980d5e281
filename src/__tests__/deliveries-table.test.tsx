import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordDownloads } from '@/test/downloads';
import { renderApp, signInAs } from '@/test/render';
import { db, resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { trackingNumber } from '@mocks/seed';

/*
 * The deliveries table (?view=table, issue 15): a row per delivery, columns sorted by the
 * server from their headers, rows per page and the range of creation days in the URL, only
 * the rows in view rendered when a page holds many, and the way back to the cards.
 */

async function openTable(path = '/dashboard/deliveries?view=table') {
  await signInAs();
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Partner Dashboard' });
  const table = await screen.findByRole('table', { name: /^Deliveries, sorted by/ });
  return { ...view, table };
}

/** The tracking numbers of the rows, top to bottom. */
const rowNumbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The partner's deliveries (the demo's), by a key, ties by id as the contract says. */
function demoOrder(key: (d: (typeof db.state.deliveries)[number]) => number, order: 'asc' | 'desc') {
  const partnerId = db.state.deliveries.find((d) => d.trackingNumber === trackingNumber(12))!.partnerId;
  const sorted = db.state.deliveries
    .filter((d) => d.partnerId === partnerId)
    .sort((a, b) => key(a) - key(b) || (a.id < b.id ? -1 : 1));
  if (order === 'desc') sorted.reverse();
  return sorted.map((d) => d.trackingNumber);
}

describe('Deliveries table', { timeout: 20_000 }, () => {
  it('shows a row per delivery with its customer, route, Lagos dates, priority, status and price', async () => {
    const { table } = await openTable();
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(12));
    // Newest first, as the cards.
    expect(rowNumbers(table)).toEqual(demoOrder((d) => Date.parse(d.createdAt), 'desc'));
    const first = within(table)
      .getByRole('rowheader', { name: trackingNumber(12) })
      .closest('tr')!;
    const row = within(first);
    expect(row.getByText('Chioma Nwosu')).toBeInTheDocument();
    expect(row.getByText('+234 803 555 0101')).toBeInTheDocument();
    expect(row.getByText(/12 Admiralty Way, Lekki Phase 1/)).toBeInTheDocument();
    expect(row.getByText(/5 Awolowo Road, Ikoyi/)).toBeInTheDocument();
    expect(row.getByText('High priority')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(row.getByText('₦8,500')).toBeInTheDocument();
    const record = db.state.deliveries.find((d) => d.trackingNumber === trackingNumber(12))!;
    const lagos = new Intl.DateTimeFormat('en-NG', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Lagos',
    });
    expect([...first.querySelectorAll('time')].map((time) => [time.dateTime, time.textContent])).toEqual([
      [record.createdAt, lagos.format(new Date(record.createdAt))],
      [record.estimatedDelivery, lagos.format(new Date(record.estimatedDelivery))],
    ]);
    // The way back to the cards; none to the table, which is on screen.
    expect(screen.getByRole('link', { name: 'Card view' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Table view' })).not.toBeInTheDocument();
  });

  it('sorts by a column from its header, the server deciding the order; a second click reverses it', async () => {
    const { user, router, table } = await openTable();
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(12));
    const priceHeader = () => within(table).getByRole('columnheader', { name: /^Price/ });
    expect(priceHeader()).not.toHaveAttribute('aria-sort');
    expect(within(table).getByRole('columnheader', { name: /^Created/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(priceHeader()).getByRole('button'));
    // The URL names what differs from the defaults (descending is one).
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'table', sort: 'price' }));
    const byPrice = (d: (typeof db.state.deliveries)[number]) => d.price;
    await waitFor(() => expect(rowNumbers(table)).toEqual(demoOrder(byPrice, 'desc')));
    expect(priceHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('table', { name: 'Deliveries, sorted by Price, highest first' })).toBe(table);

    await user.click(within(priceHeader()).getByRole('button', { name: /sort lowest first/ }));
    await waitFor(() => expect(rowNumbers(table)).toEqual(demoOrder(byPrice, 'asc')));
    expect(priceHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toEqual({ view: 'table', sort: 'price', order: 'asc' });

    // ETA sorts soonest first on its first click.
    await user.click(within(within(table).getByRole('columnheader', { name: /^ETA/ })).getByRole('button'));
    await waitFor(() => expect(rowNumbers(table)).toEqual(demoOrder((d) => Date.parse(d.estimatedDelivery), 'asc')));
  });

  it('takes its rows per page and a range of creation days from the URL, and offers to clear the range', async () => {
    resetDb({ extraDeliveries: 60 });
    const { user, router, table } = await openTable();
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(20));
    expect(screen.getByText('Showing', { exact: false })).toHaveTextContent('Showing 1–20 of 72 deliveries');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(router.state.location.search.size).toBe(50));
    await waitFor(() => expect(screen.getByText('Showing', { exact: false })).toHaveTextContent('Showing 1–50 of 72'));
    expect(screen.getByRole('navigation', { name: 'Deliveries pages' })).toHaveTextContent('Page 1 of 2');

    // One Lagos day: the newest delivery's.
    const newest = db.state.deliveries.find((d) => d.trackingNumber === trackingNumber(12))!;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(newest.createdAt));
    const partnerId = newest.partnerId;
    const thatDay = db.state.deliveries.filter(
      (d) =>
        d.partnerId === partnerId &&
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(d.createdAt)) === day,
    );
    expect(thatDay.length).toBeGreaterThan(0);
    expect(thatDay.length).toBeLessThan(72);
    const from = screen.getByLabelText('Created from');
    await user.type(from, day);
    await user.type(screen.getByLabelText('Created to'), day);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: day, to: day }));
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(thatDay.length));
    expect(new Set(rowNumbers(table))).toEqual(new Set(thatDay.map((d) => d.trackingNumber)));

    await user.click(screen.getByRole('button', { name: 'Any date' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'table', size: 50 }));
    await waitFor(() => expect(screen.getByText('Showing', { exact: false })).toHaveTextContent('Showing 1–50 of 72'));
  });

  it('renders only the rows in view when a page holds 100, and says how many there are', async () => {
    resetDb({ extraDeliveries: 150 });
    const { table } = await openTable('/dashboard/deliveries?view=table&size=100');
    await waitFor(() =>
      expect(screen.getByText('Showing', { exact: false })).toHaveTextContent('Showing 1–100 of 162'),
    );
    expect(table).toHaveAttribute('aria-rowcount', '101');
    const rendered = rowNumbers(table);
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toBe(trackingNumber(162)); // the newest first
  });

  it('goes back to the cards, leaving the table’s sort and dates out of the URL', async () => {
    const { user, router } = await openTable('/dashboard/deliveries?view=table&sort=price&order=asc&from=2020-01-01');
    await screen.findByRole('rowheader', { name: trackingNumber(12) });
    await user.click(screen.getByRole('link', { name: 'Card view' }));
    await screen.findByRole('article', { name: trackingNumber(12) });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(router.state.location.href).toBe('/dashboard/deliveries');
    // Newest first again.
    expect(within(screen.getAllByRole('article')[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      trackingNumber(12),
    );
  });
});

const statusOf = (sequence: number) =>
  db.state.deliveries.find((d) => d.trackingNumber === trackingNumber(sequence))?.status;
const box = (sequence: number) => screen.getByRole('checkbox', { name: `Select ${trackingNumber(sequence)}` });
const bar = () => screen.getByRole('region', { name: 'Selected deliveries' });

describe('Deliveries table: bulk actions', { timeout: 20_000 }, () => {
  it('selects one row, then a Shift range, and accepts the pending ones; one not pending is skipped', async () => {
    const { user, table } = await openTable();
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(12));
    await user.click(box(12));
    await user.keyboard('{Shift>}');
    await user.click(box(10)); // 12, 11 and 10: the demo's three pending requests
    await user.keyboard('{/Shift}');
    await user.click(box(9)); // accepted already
    expect(within(bar()).getByText('4 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true);

    await user.click(within(bar()).getByRole('button', { name: 'Accept' }));
    const summary = await within(bar()).findByText('3 deliveries accepted, 1 skipped.');
    expect(summary).toBeInTheDocument();
    expect(within(bar()).getByRole('list', { name: 'Not done' })).toHaveTextContent(
      `${trackingNumber(9)} — skipped: it is Accepted, not Pending`,
    );
    expect([statusOf(12), statusOf(11), statusOf(10), statusOf(9)]).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'accepted',
    ]);
    // Nothing failed: nothing stays selected; the rows show their new status.
    expect(box(12)).not.toBeChecked();
    const row = within(table)
      .getByRole('rowheader', { name: trackingNumber(11) })
      .closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Accepted')).toBeInTheDocument());
  });

  it('with one refusal: the others accepted, the refused one still selected with the server’s reason', async () => {
    const refused = db.state.deliveries.find((d) => d.trackingNumber === trackingNumber(11))!;
    server.use(
      http.post('*/api/deliveries/:id/accept', ({ params }) =>
        params.id === refused.id
          ? HttpResponse.json(
              { success: false, data: null, message: 'Another partner has already accepted this delivery' },
              { status: 409 },
            )
          : undefined,
      ),
    );
    const { user, table } = await openTable('/dashboard/deliveries?view=table&status=pending');
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Accept' }));

    await within(bar()).findByText(/2 deliveries accepted, 1 failed\./);
    expect(within(bar()).getByRole('list', { name: 'Not done' })).toHaveTextContent(
      `${trackingNumber(11)} — failed: Another partner has already accepted this delivery`,
    );
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    expect([statusOf(12), statusOf(11), statusOf(10)]).toEqual(['accepted', 'pending', 'accepted']);
    // The filtered list refetches: only the refused one is still pending, and still selected.
    await waitFor(() => expect(rowNumbers(table)).toEqual([trackingNumber(11)]));
    expect(box(11)).toBeChecked();
  });

  it('rejects several with one reason, asked for and confirmed first', async () => {
    const { user, table } = await openTable('/dashboard/deliveries?view=table&status=pending');
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(3));
    await user.click(box(12));
    await user.click(box(11));
    await user.click(within(bar()).getByRole('button', { name: 'Reject…' }));
    const form = await screen.findByRole('form', { name: 'Reject 2 requests' });
    expect(statusOf(12)).toBe('pending'); // nothing happens before the confirmation
    await user.selectOptions(within(form).getByLabelText('Reason for rejecting'), 'Outside our service area');
    await user.click(within(form).getByRole('button', { name: 'Reject 2 requests' }));
    await within(bar()).findByText('2 deliveries rejected.');
    expect([statusOf(12), statusOf(11), statusOf(10)]).toEqual(['rejected', 'rejected', 'pending']);
    const ids = [12, 11].map((n) => db.state.deliveries.find((d) => d.trackingNumber === trackingNumber(n))!.id);
    const notes = db.state.trackingEvents
      .filter((event) => ids.includes(event.deliveryId) && event.status === 'rejected')
      .map((event) => event.note);
    expect(notes).toEqual(['Outside our service area', 'Outside our service area']);
    expect(screen.queryByRole('form', { name: /^Reject/ })).not.toBeInTheDocument();
  });

  it('moves each selected delivery one step along its workflow; delivering asks for the proof', async () => {
    const { user, table } = await openTable();
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(12));
    const before = [9, 7, 6].map(statusOf);
    expect(before).toEqual(['accepted', 'picked-up', 'in-transit']);
    for (const sequence of [9, 7, 6]) await user.click(box(sequence));
    await user.click(within(bar()).getByRole('button', { name: 'Move to next status' }));
    // The demo partner asks for proof of delivery (issue 27): that one is delivered from its own dialog.
    await within(bar()).findByText('2 deliveries moved along, 1 failed.', { exact: false });
    expect(within(bar()).getByText(/This partner requires proof of delivery/)).toBeInTheDocument();
    expect([9, 7, 6].map(statusOf)).toEqual(['picked-up', 'in-transit', 'in-transit']);
  });

  it('skips a delivery with cash to collect, which is delivered from its dialog (issue 28)', async () => {
    const { user, table } = await openTable('/dashboard/deliveries?view=table&status=in-transit');
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(2));
    await user.click(box(5));
    await user.click(within(bar()).getByRole('button', { name: 'Move to next status' }));
    await within(bar()).findByText(/1 skipped/);
    expect(within(bar()).getByText(/it has cash to collect: deliver it with Mark as Delivered/)).toBeInTheDocument();
    expect(statusOf(5)).toBe('in-transit');
  });

  it('selects every delivery matching the filter, across pages, and accepts them all', async () => {
    resetDb({ extraDeliveries: 200 });
    const partnerId = db.state.deliveries.find((d) => d.trackingNumber === trackingNumber(12))!.partnerId;
    const pending = db.state.deliveries.filter((d) => d.partnerId === partnerId && d.status === 'pending');
    expect(pending.length).toBeGreaterThan(20);
    const { user, table } = await openTable('/dashboard/deliveries?view=table&status=pending');
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(20));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(bar()).getByRole('button', { name: `Select all ${pending.length} matching` }));
    expect(within(bar()).getByText(`All ${pending.length} deliveries matching selected`)).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Accept' }));
    await within(bar()).findByText(`${pending.length} deliveries accepted.`, undefined, { timeout: 15_000 });
    expect(pending.every((d) => d.status === 'accepted')).toBe(true);
  });
});

describe('Deliveries table: CSV export', { timeout: 20_000 }, () => {
  let files: ReturnType<typeof recordDownloads>;
  beforeEach(() => {
    files = recordDownloads();
  });

  it('exports every page of the filter, 100 at a time, in the table’s order', async () => {
    resetDb({ extraDeliveries: 200 });
    const pages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/deliveries' && url.searchParams.get('limit') === '100')
        pages.push(`${url.searchParams.get('page')} ${url.searchParams.get('sort')} ${url.searchParams.get('order')}`);
    });
    const { user, table } = await openTable('/dashboard/deliveries?view=table&sort=price&order=asc');
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 212 deliveries.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(pages).toEqual(['1 price asc', '2 price asc', '3 price asc']);
    expect(files.names).toHaveLength(1);
    expect(files.names[0]).toMatch(/^deliveros-deliveries-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await files.lines();
    expect(lines[0]).toMatch(/^Tracking number,Status,Priority,Customer,/);
    expect(lines).toHaveLength(213);
    // Lowest price first, as the table.
    const prices = lines.slice(1).map((line) => Number(/,(\d+\.\d\d),\d{4}-/.exec(line)?.[1]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('exports only the selected rows from the bulk bar', async () => {
    const { user, table } = await openTable();
    await waitFor(() => expect(rowNumbers(table)).toHaveLength(12));
    await user.click(box(12));
    await user.click(box(7));
    await user.click(within(bar()).getByRole('button', { name: 'Export' }));
    expect(await within(bar()).findByText('Exported 2 deliveries.')).toBeInTheDocument();
    const lines = await files.lines();
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([trackingNumber(12), trackingNumber(7)]);
  });
});
