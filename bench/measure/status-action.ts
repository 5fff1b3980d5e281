import type { Browser } from '@playwright/test';
import { deliveryStatusLabels } from '../../src/components/deliveries/badges';
import type { MockApi, Session } from '../lib/api';
import { freshContext, inPage, waitInPage } from '../lib/browser';
import { installActionProbe, listSettled, pickPendingCard } from '../lib/page-scripts';
import { summary } from '../lib/stats';

/**
 * (3) Accept on a pending card, mock latency `latency`: from the click event to the card's
 * status badge saying something else. The list is filtered to pending deliveries; after each
 * click the bench waits for the server's answer and the list's refetch (the accepted card
 * leaves the filter), so every trial starts from a quiet page.
 */
export async function statusAction({
  browser,
  web,
  api,
  session,
  latency,
  trials,
}: {
  browser: Browser;
  web: string;
  api: MockApi;
  session: Session;
  latency: number;
  trials: number;
}) {
  await api.setLatency(latency);
  const context = await freshContext(browser, { origin: web, session });
  try {
    const page = await context.newPage();
    await page.goto(`${web}/dashboard?status=pending`);
    await waitInPage(page, listSettled, 20_000);
    await inPage(page, installActionProbe, Object.values(deliveryStatusLabels));
    const times: number[] = [];
    const frames: number[] = [];
    const transitions = new Set<string>();
    for (let i = 0; i < trials; i += 1) {
      await waitInPage(page, listSettled, 10_000);
      const trackingNumber = await inPage<string | null>(page, pickPendingCard);
      if (!trackingNumber) throw new Error('status action: no pending card with an Accept button');
      await page
        .getByRole('article', { name: trackingNumber })
        .getByRole('button', { name: 'Accept', exact: true })
        .click();
      await waitInPage(page, 'window.__action.frame !== null', 10_000);
      const state = await page.evaluate<{
        click: number;
        updated: number;
        frame: number;
        before: string;
        after: string;
      }>(
        '({ click: window.__action.click, updated: window.__action.updated, frame: window.__action.frame, before: window.__action.before, after: window.__action.after })',
      );
      times.push(state.updated - state.click);
      frames.push(state.frame - state.click);
      transitions.add(`${state.before} → ${state.after}`);
      // The server answers after `latency`, then the lists refetch: the card leaves the pending filter.
      await waitInPage(page, '!window.__action.card.isConnected', 10_000);
    }
    const result = summary(times);
    return {
      latencyMs: latency,
      trials: times.length,
      ...result,
      painted: summary(frames),
      transitions: [...transitions],
      /** Every update came before the server could have answered: it was optimistic. */
      allBeforeServer: times.every((t) => t < latency),
    };
  } finally {
    await context.close();
  }
}
