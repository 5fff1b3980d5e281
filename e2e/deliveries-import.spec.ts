import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, statusFilter } from './fixtures';
import { openSignedIn } from './stored-session';

/*
 * The CSV round trip of the deliveries table (issue 15): export every delivery, import that
 * very file back, and every row comes back as a new pending delivery.
 */

// Long journeys; a busy CI machine needs the headroom.
test.describe.configure({ timeout: 90_000 });

/** "All (12)" in the status filter: how many deliveries the partner has (on a phone, behind Filters). */
async function totalDeliveries(page: Page): Promise<number> {
  const all = (await statusFilter(page)).locator('option[value="all"]');
  await expect(all).toHaveText(/\(\d+\)$/);
  return Number(/\((\d+)\)$/.exec((await all.textContent()) ?? '')?.[1]);
}

for (const width of [1280, 390]) {
  test(`CSV round trip at ${width} px: export, import that file back, every row a new delivery`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openSignedIn(page, '/dashboard/deliveries?view=table');
    const table = page.getByRole('table', { name: /^Deliveries, sorted by/ });
    await expect(table.getByRole('rowheader')).toHaveCount(12);
    const before = await totalDeliveries(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const exported = await readFile(await download.path());
    const rows = exported.toString('utf8').split('\r\n').filter(Boolean).length - 1;
    expect(rows).toBe(before);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import deliveries from CSV' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: exported });

    await expect(dialog.getByRole('status').filter({ hasText: 'ready to import' })).toHaveText(
      `${rows} rows: ${rows} ready to import`,
    );
    await expect(dialog.getByRole('img', { name: 'Ready' })).toHaveCount(rows);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    await dialog.getByRole('button', { name: `Import ${rows} deliveries` }).click();
    await expect(dialog.getByText(`${rows} deliveries imported.`)).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('button', { name: 'Download error report' })).toHaveCount(0);
    expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toBeFocused();
    await expect.poll(() => totalDeliveries(page)).toBe(before + rows);
    // Newest first: the imported deliveries lead the table, pending.
    await expect(table.getByRole('row').nth(1)).toContainText('Pending');
  });
}
