import type { launch } from '../../scripts/lib/browser';
import { runLighthouse, type LighthouseRun } from '../../scripts/lib/lighthouse';
import type { MockApi, Session } from '../../scripts/lib/mock-api';
import { coldLoad } from '../measure/cold-load';
import { search } from '../measure/search';
import { statusAction } from '../measure/status-action';
import { config } from './config';
import { record } from './figures';

/*
 * The figures measured at the mock's latency L (bench/run.ts): the cold load, a status click,
 * Lighthouse (at latency 0: it simulates its own network), the search per size.
 */

/** What each measurement of a round gets: the browser, the stack, the signed-in partner. */
export interface RoundContext {
  browser: Awaited<ReturnType<typeof launch>>;
  web: string;
  api: MockApi;
  session: Session;
  /** Each measurement's full results, per kind, for bench/results.json. */
  details: Record<string, unknown[]>;
}

export const log = (message: string) => console.log(`[bench] ${message}`);

export async function measureColdLoad({ browser, web, api, session, details }: RoundContext) {
  const L = config.latencyMs;
  log(`  cold /dashboard, stored session, L = ${L} ms, ${config.coldRunsPerRound} runs`);
  const cold = await coldLoad({ browser, web, api, session, latency: L, runs: config.coldRunsPerRound });
  record(
    'cold-load',
    { label: `cold /dashboard, stored session → all data on screen (L = ${L} ms)`, unit: 'L' },
    cold.medianL,
  );
  record(
    'cold-data-phase',
    { label: '… of which first API request → on screen', unit: 'L', target: 1.3 },
    cold.breakdown.dataPhaseMs / L,
  );
  record(
    'cold-render',
    { label: '… of which last reply → on screen', unit: 'ms', target: 100 },
    cold.breakdown.renderAfterLastResponse,
  );
  details.coldLoad!.push(cold);
}

export async function measureStatusAction({ browser, web, api, session, details }: RoundContext) {
  const L = config.latencyMs;
  await api.setLatency(L);
  log(`  status click (Accept), L = ${L} ms, ${config.actionTrialsPerRound} cards`);
  const action = await statusAction({ browser, web, api, session, trials: config.actionTrialsPerRound });
  record(
    'status-optimistic',
    {
      label: `status click → card updated, optimistic (median of ${config.actionTrialsPerRound})`,
      unit: 'ms',
      target: 16,
    },
    action.optimistic.p50,
  );
  record(
    'status-confirmed',
    { label: `status click → card confirmed by the server (L = ${L} ms)`, unit: 'L' },
    action.confirmed.p50 / L,
  );
  details.statusAction!.push(action);
}

export async function measureLighthouse({ web, api, session, details }: RoundContext) {
  log('  Lighthouse (mobile): /, /signin, /dashboard signed in');
  // Mock latency 0: Lighthouse simulates its own network from what it observes.
  await api.setLatency(0);
  const pages = [
    { path: '/', target: 98 },
    { path: '/signin', target: 98 },
    // Issue 24's targets for the signed-in first screen: ≥ 95, LCP ≤ 2.5 s, TBT ≤ 150 ms.
    { path: '/dashboard/deliveries', target: 95, session },
  ];
  const runs: Array<{ page: string } & LighthouseRun> = [];
  for (const page of pages) {
    const result = await runLighthouse(`${web}${page.path}`, page.session ? { session: page.session } : {});
    runs.push({ page: page.path, ...result });
    record(
      `lighthouse${page.path}`,
      {
        label: `Lighthouse performance ${page.path}${page.session ? ' (signed in)' : ''}`,
        unit: 'score',
        target: page.target,
        higherIsBetter: true,
      },
      result.scores.performance,
    );
    if (page.session) {
      record(
        'lighthouse-dashboard-lcp',
        { label: '… /dashboard Largest Contentful Paint', unit: 'ms', target: 2500 },
        result.metrics.lcp,
      );
      record(
        'lighthouse-dashboard-tbt',
        { label: '… /dashboard Total Blocking Time', unit: 'ms', target: 150 },
        result.metrics.tbt,
      );
      record(
        'lighthouse-dashboard-cls',
        { label: '… /dashboard Cumulative Layout Shift', unit: '', target: 0 },
        result.metrics.cls,
      );
    }
  }
  details.lighthouse!.push(runs);
}

export async function measureSearch({ browser, web, api, session, details }: RoundContext, size: number) {
  const L = config.latencyMs;
  await api.setLatency(L);
  log(`  search at ${size.toLocaleString('en')} deliveries, L = ${L} ms, ${config.searchTrialsPerRound} trials`);
  const typed = await search({ browser, web, api, session, trials: config.searchTrialsPerRound });
  const spec = (what: string) => ({
    label: `search a tracking number → list, ${size.toLocaleString('en')} deliveries (${what}, L = ${L} ms)`,
    unit: 'ms' as const,
  });
  record(`search-${size}-p50`, spec('median'), typed.p50);
  record(`search-${size}-max`, spec('slowest'), typed.max);
  details.search!.push({ size, ...typed });
}
