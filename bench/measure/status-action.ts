import { deliveryStatusLabels } from '@/features/deliveries/badges';
import { freshContext, inPage, waitInPage } from '../../scripts/lib/browser';
import type { MockApi } from '../../scripts/lib/mock-api';
import { installActionProbe, listSettled, pickPendingCard } from '../lib/page-scripts';
import { summary } from '../lib/stats';
import type { BrowserMeasure } from '../lib/measure-input';

/**
 * Accept on a pending card, at the mock's current latency: from the click event to the
 * card's status badge saying something else (optimistic), and to the card settled with the
 * server's answer (confirmed: no longer busy, or gone from the pending filter after the
 * refetch). Every trial starts from a quiet page.
 */
export async function statusAction({ browser, web, session, trials }: BrowserMeasure & { api: MockApi }) {
  const context = await freshContext(browser, { origin: web, session });
  try {
    const page = await context.newPage();
    await page.goto(`${web}/dashboard/deliveries?status=pending`);
    await waitInPage(page, listSettled, 30_000);
    await inPage(page, installActionProbe, Object.values(deliveryStatusLabels));
    const optimistic: number[] = [];
    const confirmed: number[] = [];
    const transitions = new Set<string>();
    for (let i = 0; i < trials; i += 1) {
      await waitInPage(page, listSettled, 30_000);
      const trackingNumber = await inPage<string | null>(page, pickPendingCard);
      if (!trackingNumber) throw new Error('status action: no pending card with an Accept button');
      await page
        .getByRole('article', { name: trackingNumber })
        .getByRole('button', { name: 'Accept', exact: true })
        .click();
      await waitInPage(page, 'window.__action.confirmed !== null', 30_000);
      const state = await page.evaluate<{
        click: number;
        updated: number;
        confirmed: number;
        before: string;
        after: string;
      }>(
        '({ click: window.__action.click, updated: window.__action.updated, confirmed: window.__action.confirmed, before: window.__action.before, after: window.__action.after })',
      );
      optimistic.push(state.updated - state.click);
      confirmed.push(state.confirmed - state.click);
      transitions.add(`${state.before} → ${state.after}`);
      // The accepted card leaves the pending filter once the list is fresh.
      await waitInPage(page, '!window.__action.card.isConnected', 30_000);
    }
    return { optimistic: summary(optimistic), confirmed: summary(confirmed), transitions: [...transitions] };
  } finally {
    await context.close();
  }
}
