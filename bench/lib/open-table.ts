import type { Page } from '@playwright/test';
import { waitInPage } from '../../scripts/lib/browser';
import { tableSettled } from './page-scripts';

/**
 * Opens the deliveries section's table view at `url` and waits for its rows. When they do not
 * come, the error says where the page is and what it shows instead (a refused session lands on
 * /signin; an error notice).
 */
export async function openTable(page: Page, url: string): Promise<void> {
  await page.goto(url);
  try {
    await waitInPage(page, tableSettled, 60_000);
  } catch (error) {
    const shown = await page
      .evaluate<string>(
        `[...document.querySelectorAll('h1, h2, [role="alert"], [role="status"]')].map((el) => (el.textContent || '').trim()).filter(Boolean).slice(0, 8).join(' | ')`,
      )
      .catch(() => '?');
    throw new Error(`the table did not show its rows at ${page.url()} (the page shows: ${shown})`, { cause: error });
  }
}
