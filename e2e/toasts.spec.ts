import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TestHooks } from '../src/boot/test-hooks';
import { seriousAxeViolations, waitForSettledPage } from './fixtures';
import { openSignedIn } from './stored-session';

/*
 * The toasts (sonner, rich colours) in each tone, in isolation: their title, description and
 * action pass axe's colour contrast (AA, 4.5:1 for their 13px text), and so does the close
 * button's icon against its own background, at rest and hovered. And where they show: never
 * over a control of an open dialog (issue 24: a toast sat on the detail sheet's close button).
 */

const tones = ['success', 'error', 'info', 'warning'] as const;

/** Raises a toast through the app's own `notify` (src/boot/test-hooks.ts: e2e and dev builds only). */
async function raise(page: Page, tone: (typeof tones)[number]) {
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

/** WCAG contrast of an element's text colour against its own background, both read as sRGB. */
function contrastOf(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const luminance = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const [text, background] = [luminance(style.color), luminance(style.backgroundColor)];
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  });
}

for (const tone of tones) {
  test(`a ${tone} toast reads with AA contrast: title, description, action and close button`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await raise(page, tone);
    const toast = page.locator(`[data-sonner-toast][data-type="${tone}"]`);
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await expect(toast.getByText(`The ${tone} description.`)).toBeVisible();

    expect(await seriousAxeViolations(page, { include: '[data-sonner-toaster]' })).toEqual([]);

    const close = toast.getByRole('button', { name: 'Close toast' });
    expect(await contrastOf(close)).toBeGreaterThanOrEqual(4.5);
    await close.hover();
    await expect.poll(() => contrastOf(close)).toBeGreaterThanOrEqual(4.5);
  });
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
async function expectToastClearOf(page: Page, dialog: Locator) {
  await raise(page, 'error');
  await expect(page.locator('[data-sonner-toast][data-front="true"]')).toHaveAttribute('data-mounted', 'true');
  await waitForSettledPage(page);
  await expect.poll(() => controlsUnderToast(page, dialog)).toEqual([]);
}

// A small phone, a phone, a tablet, a laptop and a wide screen (issue 24).
for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // At 320 × 640 the sheet fills the screen and its header band is shorter than a toast:
    // no place is free of its controls there (a known limit, issue 24's closing note).
    if (viewport.width > 320)
      test('a toast covers no button of the delivery detail sheet, its close button included', async ({ page }) => {
        await openSignedIn(page, '/dashboard/deliveries');
        await page
          .getByRole('link', { name: /^View details/ })
          .first()
          .click();
        const sheet = page.getByRole('dialog');
        await expect(sheet.getByRole('button', { name: 'Close' })).toBeVisible();
        await expect(sheet.getByRole('heading', { name: /^DOS-/ })).toBeVisible();
        await expectToastClearOf(page, sheet);
      });

    test('a toast covers no button of a money dialog', async ({ page }) => {
      await openSignedIn(page, '/dashboard/wallet');
      await page.getByRole('region', { name: 'Wallet balance' }).getByRole('button', { name: 'Withdraw' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName('Withdraw to your bank');
      await expectToastClearOf(page, dialog);
    });
  });
}
