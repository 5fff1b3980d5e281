import type { MockApi } from '../../scripts/lib/mock-api';
import { csvExport } from '../measure/csv-export';
import { csvImport } from '../measure/csv-import';
import { search } from '../measure/search';
import { tableScroll } from '../measure/table-scroll';
import { config } from './config';
import { record } from './figures';
import { log, type RoundContext } from './page-figures';

/*
 * Issue 15's fleet-scale figures, at mock latency 0 (set back to L after each): search at
 * BENCH_FLEET_SIZE deliveries (p95), the table of 100 rows scrolled over 2 s (frame rate,
 * longest frame), Export CSV of 5,000 deliveries, Import CSV of 1,000 rows.
 */

/** Runs `measure` at mock latency 0, then sets the latency back to L. */
async function atLatencyZero<T>(api: MockApi, measure: () => Promise<T>): Promise<T> {
  await api.setLatency(0);
  try {
    return await measure();
  } finally {
    await api.setLatency(config.latencyMs);
  }
}

export async function measureFleetSearch({ browser, web, api, session, details }: RoundContext) {
  const size = config.fleetSize;
  const trials = config.fleetSearchTrialsPerRound;
  log(`  search at ${size.toLocaleString('en')} deliveries, L = 0, ${trials} trials`);
  const typed = await atLatencyZero(api, () => search({ browser, web, api, session, trials }));
  const spec = (what: string) => ({
    label: `search a tracking number → list, ${size.toLocaleString('en')} deliveries (${what} of ${trials}, L = 0)`,
    unit: 'ms' as const,
  });
  record(`search-fleet-${size}-l0-p50`, spec('median'), typed.p50);
  record(`search-fleet-${size}-l0-p95`, { ...spec('p95'), target: 150 }, typed.p95);
  details.fleetSearch!.push({ size, ...typed });
}

export async function measureTableScroll({ browser, web, api, session, details }: RoundContext) {
  const { scrollTrialsPerRound: trials, scrollDurationMs: durationMs } = config;
  log(`  table of 100 rows scrolled top to bottom in ${durationMs} ms, L = 0, ${trials} trials`);
  const scrolled = await atLatencyZero(api, () => tableScroll({ browser, web, session, trials, durationMs }));
  record(
    'table-scroll-fps',
    {
      label: `table, 100 rows, scrolled top to bottom in ${durationMs / 1000} s: frame rate (median of ${trials})`,
      unit: 'fps',
      target: 60,
      higherIsBetter: true,
    },
    scrolled.fps.p50,
  );
  record(
    'table-scroll-longest-frame',
    { label: `… its longest frame (slowest of ${trials})`, unit: 'ms' },
    scrolled.longestFrame.max,
  );
  record(
    'table-scroll-rest-fps',
    { label: '… the same page at rest, for comparison: frame rate', unit: 'fps' },
    scrolled.restFps.p50,
  );
  details.tableScroll!.push(scrolled);
}

export async function measureExport({ browser, web, api, session, details }: RoundContext) {
  const { exportRows: rows, exportTrialsPerRound: trials } = config;
  log(`  Export CSV of ${rows.toLocaleString('en')} deliveries, L = 0, ${trials} trials`);
  const exported = await atLatencyZero(api, () => csvExport({ browser, web, session, rows, trials }));
  record(
    'csv-export',
    {
      label: `Export CSV, ${rows.toLocaleString('en')} deliveries: click → download (median of ${trials}, L = 0)`,
      unit: 'ms',
      target: 5_000,
    },
    exported.p50,
  );
  details.csvExport!.push({ rows, ...exported });
}

export async function measureImport({ browser, web, api, session, details }: RoundContext) {
  const { importRows: rows, importTrialsPerRound: trials } = config;
  log(`  Import CSV of ${rows.toLocaleString('en')} rows, L = 0, ${trials} trials`);
  const imported = await atLatencyZero(api, () => csvImport({ browser, web, session, rows, trials }));
  record(
    'csv-import',
    {
      label: `Import CSV, ${rows.toLocaleString('en')} rows: click Import → report (median of ${trials}, L = 0)`,
      unit: 'ms',
      target: 3_000,
    },
    imported.import.p50,
  );
  record(
    'csv-import-preview',
    { label: `… file chosen → every row checked, preview on screen (median of ${trials})`, unit: 'ms' },
    imported.preview.p50,
  );
  details.csvImport!.push({ rows, ...imported });
}
