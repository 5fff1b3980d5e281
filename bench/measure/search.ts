import type { Browser } from '@playwright/test';
import type { MockApi, Session } from '../lib/api';
import { freshContext, inPage, waitInPage } from '../lib/browser';
import { installSearchProbe, listSettled, startSearchTrial } from '../lib/page-scripts';
import { summary } from '../lib/stats';

/** Between two keystrokes: a fast typist. */
const keyDelayMs = 40;

/** `count` distinct tracking numbers from pages spread over the whole list (a fixed pseudo-random pick). */
async function trackingNumbers(api: MockApi, session: Session, count: number): Promise<string[]> {
  const { total } = await api.deliveries(session, 1);
  const pages = Math.ceil(total / 20);
  const picked: string[] = [];
  let seed = 12345;
  while (picked.length < count) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const page = 1 + (seed % pages);
    const { items } = await api.deliveries(session, page);
    const item = items[seed % items.length];
    if (item && !picked.includes(item.tracking_number)) picked.push(item.tracking_number);
  }
  return picked;
}

/**
 * (2) Typing a tracking number into the search box, mock latency 0: from the last keydown to
 * the list holding exactly that delivery. The cleared box brings the full list back between
 * trials, and the bench waits out the URL's debounced write so it does not land in a trial.
 */
export async function search({
  browser,
  web,
  api,
  session,
  trials,
}: {
  browser: Browser;
  web: string;
  api: MockApi;
  session: Session;
  trials: number;
}) {
  await api.setLatency(0);
  const targets = await trackingNumbers(api, session, trials);
  const context = await freshContext(browser, { origin: web, session });
  let sent = 0;
  let aborted = 0;
  const isSearch = (url: string) => url.includes('/api/deliveries?') && new URL(url).searchParams.has('search');
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      if (isSearch(request.url())) sent += 1;
    });
    page.on('requestfailed', (request) => {
      if (isSearch(request.url()) && /abort/i.test(request.failure()?.errorText ?? '')) aborted += 1;
    });
    await page.goto(`${web}/dashboard`);
    await waitInPage(page, listSettled, 20_000);
    await inPage(page, installSearchProbe);
    const box = page.getByRole('searchbox', { name: 'Search deliveries' });
    const times: number[] = [];
    const frames: number[] = [];
    // Where the time goes: keydown → request sent, request → reply in, reply → list on screen.
    const toRequest: number[] = [];
    const server: number[] = [];
    const toScreen: number[] = [];
    for (const target of targets) {
      await inPage(page, startSearchTrial, target);
      await box.pressSequentially(target, { delay: keyDelayMs });
      await waitInPage(page, 'window.__search.frame !== null', 10_000);
      const state = await page.evaluate<{
        lastKey: number;
        shown: number;
        frame: number;
        requestStart: number | null;
        responseEnd: number | null;
      }>('window.__search');
      times.push(state.shown - state.lastKey);
      frames.push(state.frame - state.lastKey);
      if (state.requestStart !== null && state.responseEnd !== null) {
        toRequest.push(state.requestStart - state.lastKey);
        server.push(state.responseEnd - state.requestStart);
        toScreen.push(state.shown - state.responseEnd);
      }
      await box.fill('');
      await waitInPage(page, listSettled, 10_000);
      await page.waitForTimeout(400); // the URL's debounced write (300 ms) lands here, not in the next trial
    }
    return {
      latencyMs: 0,
      keyDelayMs,
      trials: times.length,
      ...summary(times),
      painted: summary(frames),
      breakdown: {
        keyToRequest: summary(toRequest),
        requestToReply: summary(server),
        replyToScreen: summary(toScreen),
      },
      listRequests: sent,
      abortedRequests: aborted,
      targets,
    };
  } finally {
    await context.close();
  }
}
