import { expect, test, type Locator } from '@playwright/test';
import { seriousAxeViolations } from './fixtures';
import { raise, tones } from './toast-checks';

/*
 * The toasts (sonner, rich colours) in each tone, in isolation: their title, description and
 * action pass axe's colour contrast (AA, 4.5:1 for their 13px text), and so does the close
 * button's icon against its own background, at rest and hovered. Where they show — never over a control of an open dialog — is checked at five
 * widths with the dialogs, in e2e/frame-layout.spec.ts (e2e/toast-checks.ts).
 */

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
