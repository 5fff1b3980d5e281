import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForSettledPage } from './fixtures';
import { expectNoSidewaysScroll, expectNoTextOverlap, screens } from './layout-checks';
import { openSignedIn } from './stored-session';

/*
 * The deliveries section at a small phone, a phone, a tablet, a laptop and a wide screen, in
 * both views (issue 24): the page never scrolls sideways, no text is drawn over other text —
 * the table's pinned column included — and a phone's first screen shows three deliveries.
 */

/** The frame's top bar and navigation, and the section: everything the partner reads here. */
const readable = ['header', 'nav[aria-label="Dashboard sections"]', 'section[aria-labelledby="deliveries-heading"]'];

async function openSection(page: Page, path: string) {
  await openSignedIn(page, path);
  await expect(page.getByRole('heading', { name: 'Deliveries', exact: true })).toBeVisible();
  await waitForSettledPage(page);
}

for (const { width, height } of screens) {
  test(`at ${width} px the cards and the table fit, their text never overlapping`, async ({ page }) => {
    await page.setViewportSize({ width, height });

    await openSection(page, '/dashboard/deliveries');
    await expect(page.getByRole('list', { name: 'Deliveries' }).getByRole('article')).toHaveCount(12);
    await expectNoSidewaysScroll(page);
    await expectNoTextOverlap(page, readable);

    await page.goto('/dashboard/deliveries?view=table');
    const table = page.getByRole('region', { name: 'Deliveries table' });
    await expect(table.getByRole('rowheader')).toHaveCount(12);
    await waitForSettledPage(page);
    await expectNoSidewaysScroll(page);
    await expectNoTextOverlap(page, readable);
    // Price is whole in its cell, never cut by a long name at the table's minimum width and up.
    const price = table.getByRole('row').nth(1).getByRole('cell').last();
    expect(await price.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);

    // A cut line shows whole while its row holds the keyboard focus (hover has its title).
    const cut = (row: Locator) =>
      row.locator('td p').evaluateAll((lines) => lines.filter((line) => line.scrollWidth > line.clientWidth).length);
    let cutRow: Locator | undefined;
    for (const row of (await table.getByRole('row').all()).slice(1)) if (!cutRow && (await cut(row)) > 0) cutRow = row;
    // Up to a tablet's width the seed's long addresses are cut.
    if (width <= 768) expect(cutRow).toBeDefined();
    if (cutRow) {
      // From its checkbox to its tracking number by keyboard (a click keeps the text cut: the
      // link must not move under the pointer between press and release).
      await cutRow.getByRole('checkbox').focus();
      await page.keyboard.press('Tab');
      await expect(cutRow.getByRole('rowheader').getByRole('link')).toBeFocused();
      await expect.poll(() => cut(cutRow)).toBe(0);
    }
  });
}

test('a phone’s first screen shows three deliveries, their actions a thumb’s size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSection(page, '/dashboard/deliveries');
  const cards = page.getByRole('list', { name: 'Deliveries' }).getByRole('article');
  await expect(cards).toHaveCount(12);

  // A card counts when its top and at least half of it are on the first screen.
  const boxes = await Promise.all((await cards.all()).slice(0, 4).map((card) => card.boundingBox()));
  const onFirstScreen = boxes.filter((box) => box && box.y >= 0 && box.y + box.height / 2 < 844);
  expect(onFirstScreen.length).toBeGreaterThanOrEqual(3);

  // The search box stays; the status filter waits behind Filters, which says how many are set.
  await expect(page.getByRole('searchbox', { name: 'Search deliveries' })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters' });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await status.selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(cards).toHaveCount(3);
  await expect(filters).toHaveAccessibleName('Filters 1 set');

  for (const button of await cards.first().getByRole('button').all()) {
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
});
