import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PerformanceDay } from '@/api/schemas';
import { formatNaira } from '@/components/ui/format';
import { addDays, formatCalendarDay, lagosDay } from '@/components/ui/lagos-time';
import { server } from '@mocks/node';
import { renderApp, signInAs } from '@/test/render';

/*
 * The wallet's earnings card (GET /api/statistics/performance), in the Wallet section, against
 * the mock API, with the demo partner signed in.
 */

const LOAD = { timeout: 5_000 };

async function renderCard() {
  await signInAs();
  const { user, router } = renderApp('/dashboard/wallet');
  const card = await screen.findByRole('region', { name: 'Earnings' }, LOAD);
  return { user, router, card: within(card) };
}

/** The periods asked for, in order. */
function periodsAsked(): string[] {
  const periods: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/statistics/performance') periods.push(url.searchParams.get('period') ?? '');
  });
  return periods;
}

/** A window of `days` days ending today in Lagos, with earnings on a few of them. */
function series(days: number): PerformanceDay[] {
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(lagosDay(), index - (days - 1));
    const earnings = index % 3 === 0 ? 1_000 * (index + 1) : 0;
    return { date, earnings, deliveries: earnings > 0 ? (index % 4) + 1 : 0 };
  });
}

function serveSeries() {
  const days = { week: 7, month: 30, quarter: 90, year: 365 } as const;
  server.use(
    http.get('*/api/statistics/performance', ({ request }) => {
      const period = (new URL(request.url).searchParams.get('period') ?? 'month') as keyof typeof days;
      const window = series(days[period]);
      return HttpResponse.json({
        success: true,
        data: {
          period,
          completed_deliveries: window.reduce((sum, d) => sum + d.deliveries, 0),
          on_time_rate: 0.9,
          average_delivery_hours: 3.5,
          earnings: window.reduce((sum, d) => sum + d.earnings, 0),
          rating: 4.6,
          series: window,
        },
      });
    }),
  );
}

const bars = () => document.querySelectorAll('svg[role="img"] rect[data-day]');
const tableRows = (card: Awaited<ReturnType<typeof renderCard>>['card']) =>
  within(card.getByRole('table', { name: /Earnings and deliveries by day/ }))
    .getAllByRole('row')
    .slice(1, -1); // the header row first, the totals last

describe('Earnings card', () => {
  it('shows the last 30 days first: a bar a day, the totals, and the same numbers in a table', async () => {
    const periods = periodsAsked();
    serveSeries();
    const { user, card } = await renderCard();
    const window = series(30);
    const total = window.reduce((sum, d) => sum + d.earnings, 0);
    const deliveries = window.reduce((sum, d) => sum + d.deliveries, 0);

    expect(await card.findByText('Earned, last 30 days', {}, LOAD)).toBeInTheDocument();
    expect(periods).toEqual(['month']);
    expect(card.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByText('Earned, last 30 days').nextElementSibling).toHaveTextContent(formatNaira(total));
    expect(card.getByText('Deliveries completed').nextElementSibling).toHaveTextContent(String(deliveries));

    expect(bars()).toHaveLength(30);
    expect([...bars()].map((bar) => bar.getAttribute('data-day'))).toEqual(window.map((d) => d.date));
    // Taller bars for bigger days; a day without earnings keeps a stub.
    const heights = [...bars()].map((bar) => Number(bar.getAttribute('height')));
    const best = window.reduce((top, d, i) => (d.earnings > window[top]!.earnings ? i : top), 0);
    expect(Math.max(...heights)).toBe(heights[best]);
    expect(heights[1]).toBe(1);
    expect(card.getByRole('img', { name: /Daily earnings over the last 30 days/ })).toBeInTheDocument();

    // The table behind it, reached by keyboard: the same days and numbers.
    await user.click(card.getByText('Show as a table'));
    const rows = tableRows(card);
    expect(rows).toHaveLength(30);
    window.forEach((day, index) => {
      const cells = within(rows[index]!).getAllByRole('cell');
      expect(within(rows[index]!).getByRole('rowheader')).toHaveTextContent(
        formatCalendarDay(day.date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
      );
      expect(cells.map((cell) => cell.textContent)).toEqual([formatNaira(day.earnings), String(day.deliveries)]);
    });
    const totals = card.getByRole('row', { name: /^Total/ });
    expect(totals).toHaveTextContent(formatNaira(total));
  });

  it('asks for the period the toggle names: 7 and 90 days', async () => {
    const periods = periodsAsked();
    serveSeries();
    const { user, card } = await renderCard();
    await card.findByText('Earned, last 30 days', {}, LOAD);

    await user.click(card.getByRole('button', { name: '7 days' }));
    expect(await card.findByText('Earned, last 7 days')).toBeInTheDocument();
    await waitFor(() => expect(bars()).toHaveLength(7));
    expect(card.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(card.getByText('Show as a table'));
    expect(tableRows(card)).toHaveLength(7);

    await user.click(card.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(bars()).toHaveLength(90));
    expect(periods).toEqual(['month', 'week', 'quarter']);
  });

  it('draws the mock API’s own series: one bar per day of the window', async () => {
    const { user, card } = await renderCard();
    await card.findByText('Earned, last 30 days', {}, LOAD);
    expect(bars()).toHaveLength(30);
    expect(bars()[29]!.getAttribute('data-day')).toBe(lagosDay());
    await user.click(card.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(bars()).toHaveLength(7));
  });

  it('says when the window has no earnings', async () => {
    server.use(
      http.get('*/api/statistics/performance', () =>
        HttpResponse.json({
          success: true,
          data: {
            period: 'month',
            completed_deliveries: 0,
            on_time_rate: 0,
            average_delivery_hours: 0,
            earnings: 0,
            rating: 0,
            series: series(30).map((d) => ({ ...d, earnings: 0, deliveries: 0 })),
          },
        }),
      ),
    );
    const { card } = await renderCard();
    expect(await card.findByText('No earnings in the last 30 days', {}, LOAD)).toBeInTheDocument();
    expect(bars()).toHaveLength(0);
  });

  it('shows a failure with a Retry that recovers', async () => {
    server.use(
      http.get(
        '*/api/statistics/performance',
        () => HttpResponse.json({ success: false, data: null, message: 'Forbidden' }, { status: 403 }),
        { once: true },
      ),
    );
    const { user, card } = await renderCard();
    const alert = await card.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent("Couldn't load your earnings.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card.findByText('Earned, last 30 days')).toBeInTheDocument();
  });

  it('says what each total sums and links to the rows behind it', async () => {
    // The seed: ₦50,000 from three completed earnings (two deliveries and a weekly settlement);
    // two deliveries completed, whose prices total ₦27,500.
    const { user, router, card } = await renderCard();
    const earned = await card.findByRole('link', { name: '3 completed earnings' }, LOAD);
    expect(card.getByText('Earned, last 30 days').nextElementSibling).toHaveTextContent('₦50,000');
    expect(card.getByRole('link', { name: '₦27,500 in delivery prices' })).toHaveAttribute(
      'href',
      '/dashboard/deliveries?status=delivered',
    );

    await user.click(earned);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet/transactions'));
    expect(router.state.location.search).toMatchObject({
      category: 'earning',
      status: 'completed',
      from: addDays(lagosDay(), -29),
    });
    const rows = await screen.findAllByRole('row', { name: /Delivery earnings/ }, LOAD);
    expect(rows).toHaveLength(3);
  });
});
