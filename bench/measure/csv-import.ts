import { deliveriesHeader } from '@/features/deliveries/csv/delivery-csv-columns';
import { freshContext, inPage, waitInPage } from '../../scripts/lib/browser';
import { openTable } from '../lib/open-table';
import { installDialogProbe, watchDialog } from '../lib/page-scripts';
import { summary } from '../lib/stats';
import type { BrowserMeasure } from '../lib/measure-input';

const cities = ['Lagos', 'Ikeja', 'Lekki', 'Abuja', 'Ibadan'];
const priorities = ['High', 'Medium', 'Low'];

/**
 * A file as Export CSV writes it, of `rows` valid deliveries, every ETA a week ahead (Lagos):
 * each row is ready to import. No cell needs quotes.
 */
export function importFile(rows: number, now = Date.now()): string {
  const lagosDay = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);
  const lines = Array.from({ length: rows }, (_, i) =>
    [
      `DOS-BENCH-${String(i + 1).padStart(5, '0')}`,
      'Pending',
      priorities[i % priorities.length],
      `Bench Customer ${i + 1}`,
      `bench.customer${i + 1}@example.com`,
      `0803555${String(i % 10_000).padStart(4, '0')}`,
      `${i + 1} Bench Street`,
      cities[i % cities.length],
      `${i + 2} Harbour Road`,
      cities[(i + 2) % cities.length],
      'Parcel for the import benchmark',
      'Box; Envelope',
      `${5_000 + (i % 50) * 100}.00`,
      lagosDay(now),
      '09:00',
      lagosDay(now + 7 * 86_400_000),
      '14:30',
      i % 4 === 0 ? 'Call on arrival' : '',
    ].join(','),
  );
  return [deliveriesHeader.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/**
 * "Import CSV" in the table view with a file of `rows` valid deliveries, at the mock's current
 * latency, `trials` times on one page: *preview*, from the file chosen (the input's change
 * event) to the dialog's summary of the checked rows; *import*, from the click on "Import
 * N deliveries" to the report that they were imported (every row created, 100 rows a request
 * to POST /api/deliveries/batch, two requests in flight, then the lists refetched once).
 */
export async function csvImport({ browser, web, session, rows, trials }: BrowserMeasure & { rows: number }) {
  const context = await freshContext(browser, { origin: web, session });
  const count = rows.toLocaleString('en-NG');
  const preview = `^${count} rows: ${count} ready to import$`;
  const report = ' imported';
  try {
    const page = await context.newPage();
    await openTable(page, `${web}/dashboard/deliveries?view=table`);
    await inPage(page, installDialogProbe);
    await page.getByRole('button', { name: 'Import CSV', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import deliveries from CSV' });
    const previewMs: number[] = [];
    const importMs: number[] = [];
    for (let i = 0; i < trials; i += 1) {
      const file = { name: `bench-import-${i + 1}.csv`, mimeType: 'text/csv', buffer: Buffer.from(importFile(rows)) };
      await inPage(page, watchDialog, [preview, report]);
      await dialog.getByLabel('CSV file').setInputFiles(file);
      await waitInPage(page, `window.__dialog.seen[${JSON.stringify(preview)}] !== undefined`, 60_000);
      const button = dialog.getByRole('button', { name: `Import ${count} deliveries`, exact: true });
      await button.waitFor();
      await page.waitForTimeout(300);
      const chosen = await page.evaluate<{ change: number; seen: Record<string, number> }>('window.__dialog');
      previewMs.push(chosen.seen[preview]! - chosen.change);
      await inPage(page, watchDialog, [report]);
      await button.click();
      await waitInPage(page, `window.__dialog.seen[${JSON.stringify(report)}] !== undefined`, 120_000);
      const done = await page.evaluate<{ click: number; seen: Record<string, number>; text: Record<string, string> }>(
        'window.__dialog',
      );
      const said = done.text[report];
      if (said !== `${count} deliveries imported.`) throw new Error(`CSV import: the report says “${said}”`);
      importMs.push(done.seen[report]! - done.click);
      await dialog.getByRole('button', { name: 'Import another file', exact: true }).click();
    }
    return { preview: summary(previewMs), import: summary(importMs) };
  } finally {
    await context.close();
  }
}
