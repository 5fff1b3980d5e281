import type { Browser } from '@playwright/test';
import { freshContext, inPage, waitInPage } from '../../scripts/lib/browser';
import type { MockApi, Session } from '../../scripts/lib/mock-api';
import { collectTimings, readyObserver } from '../../scripts/lib/page-probes';
import { max, median, round } from '../lib/stats';

interface Timings {
  responseEnd: number;
  domContentLoaded: number;
  resources: Array<{ name: string; type: string; start: number; end: number }>;
}

export interface ColdRun {
  /** Navigation start → the first delivery card in the DOM (inside the app frame). */
  ready: number;
  /** … → the next animation frame (painted). */
  frame: number;
  htmlEnd: number;
  /** When the last JS chunk that arrived before `ready` was in. */
  jsEnd: number;
  firstApiStart: number;
  lastApiStart: number;
  lastApiEnd: number;
  api: Array<{ path: string; start: number; end: number }>;
  js: Array<{ file: string; start: number; end: number }>;
}

/**
 * Cold load of /dashboard with a stored session: a fresh context per run (empty HTTP cache),
 * the mock answering every request — preflights too — after `latency` ms. One warm-up run
 * first (discarded: it also pays for the servers' own warm-up).
 */
export async function coldLoad({
  browser,
  web,
  api,
  session,
  latency,
  runs,
}: {
  browser: Browser;
  web: string;
  api: MockApi;
  session: Session;
  latency: number;
  runs: number;
}) {
  await api.setLatency(latency);
  const all: ColdRun[] = [];
  for (let i = 0; i <= runs; i += 1) {
    const context = await freshContext(browser, { origin: web, session, extra: [readyObserver(web)] });
    try {
      const page = await context.newPage();
      await page.goto(`${web}/dashboard/deliveries`, { waitUntil: 'commit' });
      await waitInPage(
        page,
        'window.__bench && (window.__bench.frame !== null || window.__bench.problem !== null)',
        20_000,
      );
      const state = await page.evaluate<{ ready: number; frame: number; problem: string | null }>('window.__bench');
      if (state.problem) throw new Error(`cold load: ${state.problem}`);
      if (!page.url().includes('/dashboard')) throw new Error(`cold load ended on ${page.url()}`);
      const timings = await inPage<Timings>(page, collectTimings);
      const before = timings.resources.filter((r) => r.start <= state.ready);
      const calls = before
        .filter((r) => new URL(r.name).origin === api.origin)
        .map((r) => ({ path: pathOf(r.name), start: round(r.start), end: round(r.end) }));
      const js = before
        .filter((r) => new URL(r.name).origin === web && r.name.endsWith('.js'))
        .map((r) => ({ file: new URL(r.name).pathname, start: round(r.start), end: round(r.end) }));
      all.push({
        ready: round(state.ready),
        frame: round(state.frame),
        htmlEnd: round(timings.responseEnd),
        jsEnd: round(max(js.map((r) => r.end))),
        firstApiStart: round(Math.min(...calls.map((r) => r.start))),
        lastApiStart: round(max(calls.map((r) => r.start))),
        lastApiEnd: round(max(calls.map((r) => r.end))),
        api: calls,
        js,
      });
    } finally {
      await context.close();
    }
  }
  const [warmup, ...measured] = all;
  const ready = measured.map((r) => r.ready);
  const frame = measured.map((r) => r.frame);
  const medianRun = measured.find((r) => r.ready === median(ready)) ?? measured[0]!;
  return {
    latencyMs: latency,
    runs: measured.length,
    medianMs: round(median(ready)),
    maxMs: round(max(ready)),
    medianL: round(median(ready) / latency, 2),
    maxL: round(max(ready) / latency, 2),
    paintedMedianMs: round(median(frame)),
    paintedMaxMs: round(max(frame)),
    /** Where the time goes, medians over the runs. */
    breakdown: {
      /** From the first API request to all of it on screen: the load without the JS boot. */
      dataPhaseMs: round(median(measured.map((r) => r.ready - r.firstApiStart))),
      /** How far apart the data requests (all but the session check) started. */
      dataRequestSpreadMs: round(
        median(measured.map((r) => spread(r.api.filter((a) => !a.path.startsWith(sessionPath)).map((a) => a.start)))),
      ),
      /** The session check's start minus the first data request's: negative when it went first. */
      sessionCheckOffsetMs: round(median(measured.map((r) => sessionOffset(r)))),
      htmlEnd: round(median(measured.map((r) => r.htmlEnd))),
      jsEnd: round(median(measured.map((r) => r.jsEnd))),
      firstApiStart: round(median(measured.map((r) => r.firstApiStart))),
      lastApiStart: round(median(measured.map((r) => r.lastApiStart))),
      lastApiEnd: round(median(measured.map((r) => r.lastApiEnd))),
      renderAfterLastResponse: round(median(measured.map((r) => r.ready - r.lastApiEnd))),
    },
    medianRun,
    warmup: warmup ? { ready: warmup.ready } : null,
    samples: measured.map(({ ready: r, frame: f, firstApiStart, lastApiStart, lastApiEnd }) => ({
      ready: r,
      frame: f,
      firstApiStart,
      lastApiStart,
      lastApiEnd,
    })),
  };
}

const sessionPath = '/api/auth/me';
const spread = (values: number[]) => (values.length ? max(values) - Math.min(...values) : Number.NaN);

function sessionOffset(run: ColdRun): number {
  const session = run.api.find((a) => a.path.startsWith(sessionPath));
  const data = run.api.filter((a) => !a.path.startsWith(sessionPath)).map((a) => a.start);
  return session && data.length ? session.start - Math.min(...data) : Number.NaN;
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}
