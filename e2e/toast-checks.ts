import { expect, type Locator, type Page } from '@playwright/test';
import type { TestHooks } from '../src/boot/test-hooks';
import { waitForSettledPage } from './fixtures';

/*
 * Toasts in the journeys: raise one through the app's own `notify`, and check that it sits
 * over none of an open dialog's controls (issue 24: a toast sat on the detail sheet's close
 * button). The toasts' colours are e2e/toasts.spec.ts's.
 */

export const tones = ['success', 'error', 'info', 'warning'] as const;

/** Raises a toast through the app's own `notify` (src/boot/test-hooks.ts: e2e and dev builds only). */
export async function raise(page: Page, tone: (typeof tones)[number]) {
  await page.waitForFunction(() => '__deliveros' in window);
  await page.evaluate((tone) => {
    const { notify } = (window as unknown as { __deliveros: TestHooks }).__deliveros;
    notify[tone](`A ${tone} title`, {
      description: `The ${tone} description.`,
      action: { label: 'Retry', onClick: () => undefined },
      // Until closed: on a busy machine the scan below can outlast the default 4 s.
      duration: Infinity,
    });
  }, tone);
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The names of the dialog's buttons (and links) that the front toast's box intersects. */
async function controlsUnderToast(page: Page, dialog: Locator) {
  const toast = await page.locator('[data-sonner-toast][data-front="true"]').boundingBox();
  if (!toast) throw new Error('No toast on screen');
  const covered: string[] = [];
  for (const control of await dialog.locator('button, a[href]').all()) {
    const box = await control.boundingBox();
    if (box && box.width > 0 && intersects(toast, box))
      covered.push((await control.textContent()) || 'an unnamed control');
  }
  return covered;
}

/** Raises a toast over the open `dialog`; once it is in place, none of the dialog's controls is under it. */
export async function expectToastClearOf(page: Page, dialog: Locator) {
  await raise(page, 'error');
  await expect(page.locator('[data-sonner-toast][data-front="true"]')).toHaveAttribute('data-mounted', 'true');
  await waitForSettledPage(page);
  await expect.poll(() => controlsUnderToast(page, dialog)).toEqual([]);
}

/** Closes the toasts on screen (a modal dialog takes the pointer from them: close it first). */
export async function closeToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await toasts.getByRole('button', { name: 'Close toast' }).all()) await close.click();
  await expect(toasts).toHaveCount(0);
}
