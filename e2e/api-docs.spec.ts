import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './fixtures';

/*
 * The API reference (/api-docs), from the landing page's footer, at 1280 and 390 px: find an
 * endpoint with the filter, copy its curl, no horizontal page scroll, no serious axe violation.
 */

const withdrawCurl = [
  "curl -X POST 'http://localhost:8111/api/wallet/withdraw' \\",
  '  -H "Authorization: Bearer $DELIVEROS_TEST_KEY" \\',
  "  -H 'Idempotency-Key: 3f1c8a52-6b0e-4d7a-9c1e-5a2b7d4e8f10' \\",
  "  -H 'Content-Type: application/json' \\",
  `  -d '{"amount":5000,"payout_account_id":"pa_demo_gtbank"}'`,
].join('\n');

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function journey(page: Page, phone: boolean) {
  // A ceiling for a long page and three axe scans on a small, busy CI machine, not a timing assertion.
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Logistics API built');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API Docs' }).click();

  await expect(page).toHaveURL(/\/api-docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page).toHaveTitle('API reference — DeliverOS');
  const total = await page.getByRole('article').count();
  expect(total).toBeGreaterThan(40);
  await expect(page.getByText(`${total} endpoints`, { exact: true })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);

  // The index: on a phone behind a toggle; it jumps to a group.
  const contents = page.getByRole('navigation', { name: 'API reference contents' });
  if (phone) {
    await expect(contents.getByRole('link', { name: 'Money movements' })).toBeHidden();
    await contents.getByRole('button', { name: 'Show contents' }).click();
  } else {
    await expect(contents.getByRole('button', { name: 'Show contents' })).toBeHidden();
  }
  await contents.getByRole('link', { name: 'Money movements' }).click();
  await expect(page).toHaveURL(/#tag-wallet-movements$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Money movements' })).toBeInViewport();

  // Find the withdrawal through the filter.
  await page.getByRole('searchbox', { name: 'Filter endpoints' }).fill('withdraw');
  await expect(page.getByText(`1 of ${total} endpoints match`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  const withdraw = page.getByRole('article', { name: 'Withdraw to a payout account' });
  await expect(withdraw.getByText('/api/wallet/withdraw', { exact: true })).toBeVisible();
  await expect(withdraw.getByText('Idempotency-Key header required')).toBeVisible();
  await expect(withdraw.getByRole('table', { name: 'Request body of POST /api/wallet/withdraw' })).toContainText(
    'payout_account_id',
  );

  const code = withdraw.getByRole('figure', { name: 'curl example: Withdraw to a payout account' }).locator('pre');
  await expect(code).toHaveText(withdrawCurl, { useInnerText: true });
  const copy = withdraw.getByRole('button', { name: 'Copy curl example: Withdraw to a payout account' });
  await copy.click();
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(withdrawCurl);

  // Long lines scroll inside the code block, never the page.
  const codeScrolls = await code.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(codeScrolls).toBe(phone);
  expect(await pageScrollsSideways(page)).toBe(false);

  expect(await seriousAxeViolations(page)).toEqual([]);

  // A whole group passes axe too: the riders' six endpoints (path parameters, request and reply
  // tables, refusals). Every group is drawn by the same components; axe over the sixteen
  // /api/deliveries… endpoints took ~10 s a width on a CI machine, over all of them ~40 s.
  await page.getByRole('searchbox', { name: 'Filter endpoints' }).fill('/api/riders');
  await expect(page.getByRole('article')).toHaveCount(6);
  expect(await pageScrollsSideways(page)).toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Back to everything, still without a sideways scroll.
  await page.getByRole('searchbox', { name: 'Filter endpoints' }).fill('');
  await expect(page.getByRole('article')).toHaveCount(total);
  expect(await pageScrollsSideways(page)).toBe(false);
}

test('footer → API reference → filter to an endpoint → copy its curl (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await journey(page, false);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('footer → API reference → filter to an endpoint → copy its curl, nothing scrolls sideways', async ({ page }) => {
    await journey(page, true);
  });
});
