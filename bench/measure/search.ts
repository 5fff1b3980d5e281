import { freshContext, inPage, waitInPage } from '../../scripts/lib/browser';
import type { MockApi, Session } from '../../scripts/lib/mock-api';
import { installSearchProbe, listSettled, startSearchTrial } from '../lib/page-scripts';
import { summary } from '../lib/stats';
import type { BrowserMeasure } from '../lib/measure-input';

/** Between two keystrokes: a fast typist. */
const keyDelayMs = 40;

/**
 * `count` tracking numbers from pages spread over the whole list (a fixed pseudo-random
 * pick), each one that a search finds alone: from 10,000 deliveries on, one number can be
 * the start of others (DOS-2026-1234 and DOS-2026-12345), and the trial waits for a list of
 * exactly one card. Gives up after a bounded number of tries, so a small list cannot hang it.
 */
async function uniqueTrackingNumbers(api: MockApi, session: Session, count: number): Promise<string[]> {
  const { total } = await api.deliveries(session, 1);
  const pages = Math.max(1, Math.ceil(total / 20));
  const picked: string[] = [];
  let seed = 12345;
  for (let attempt = 0; picked.length < count && attempt < count * 10; attempt += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const { items } = await api.deliveries(session, 1 + (seed % pages));
    const candidate = items[seed % Math.max(1, items.length)]?.tracking_number;
    if (!candidate || picked.includes(candidate)) continue;
    const { total: matches } = await api.deliveries(session, 1, { search: candidate, limit: 1 });
    if (matches === 1) picked.push(candidate);
  }
  if (picked.length === 0) throw new Error('search: no tracking number that a search finds alone');
  return picked;
}

/**
 * Typing a tracking number into the search box, at the mock's current latency: from the
 * last keydown to the list holding exactly that delivery. The cleared box brings the full
 * list back between trials, and the bench waits out the URL's debounced write so it does
 * not land in a trial.
 */
export async function search({ browser, web, api, session, trials }: BrowserMeasure & { api: MockApi }) {
  const targets = await uniqueTrackingNumbers(api, session, trials);
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
    await page.goto(`${web}/dashboard/deliveries`);
    await waitInPage(page, listSettled, 60_000);
    await inPage(page, installSearchProbe);
    const box = page.getByRole('searchbox', { name: 'Search deliveries' });
    const times: number[] = [];
    // Where the time goes: keydown → request sent, request → reply in, reply → list on screen.
    const toRequest: number[] = [];
    const server: number[] = [];
    const toScreen: number[] = [];
    for (const target of targets) {
      await inPage(page, startSearchTrial, target);
      await box.pressSequentially(target, { delay: keyDelayMs });
      await waitInPage(page, 'window.__search.frame !== null', 120_000);
      const state = await page.evaluate<{
        lastKey: number;
        shown: number;
        requestStart: number | null;
        responseEnd: number | null;
      }>('window.__search');
      times.push(state.shown - state.lastKey);
      if (state.requestStart !== null && state.responseEnd !== null) {
        toRequest.push(state.requestStart - state.lastKey);
        server.push(state.responseEnd - state.requestStart);
        toScreen.push(state.shown - state.responseEnd);
      }
      await box.fill('');
      await waitInPage(page, listSettled, 120_000);
      await page.waitForTimeout(400); // the URL's debounced write (300 ms) lands here, not in the next trial
    }
    return {
      ...summary(times),
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
