import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { freshContext } from '../../scripts/lib/browser';
import { openTable } from '../lib/open-table';
import { summary } from '../lib/stats';
import type { BrowserMeasure } from '../lib/measure-input';

/**
 * "Export CSV" in the table view with no filter, at the mock's current latency: from the click
 * (Playwright's, timed in Node) to the browser's download event, `trials` times on one page
 * (the first one also loads the CSV code). Each file must hold `rows` deliveries.
 */
export async function csvExport({ browser, web, session, rows, trials }: BrowserMeasure & { rows: number }) {
  const context = await freshContext(browser, { origin: web, session });
  try {
    const page = await context.newPage();
    await openTable(page, `${web}/dashboard/deliveries?view=table`);
    const button = page.getByRole('button', { name: 'Export CSV', exact: true });
    const times: number[] = [];
    for (let i = 0; i < trials; i += 1) {
      await button.waitFor();
      await page.waitForTimeout(300);
      const downloading = page.waitForEvent('download', { timeout: 120_000 });
      const clicked = performance.now();
      await button.click();
      const download = await downloading;
      times.push(performance.now() - clicked);
      const file = await download.path();
      // The header, then one CRLF-ended line a delivery (no cell of the generated data holds a line break).
      const lines = (await readFile(file, 'utf8')).split('\r\n').filter(Boolean).length - 1;
      if (lines !== rows) throw new Error(`CSV export: the file holds ${lines} rows, not ${rows}`);
      await download.delete();
    }
    return summary(times);
  } finally {
    await context.close();
  }
}
