import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './fixtures';
import { openSignedIn } from './stored-session';

/*
 * The Developers section (issue 25) in the real app with the in-browser mock: a new key's secret
 * shown once, then only redacted (also after a reload); revoking asks first. Axe on the section
 * and the secret's dialog, at 1280 and 390 px.
 */

test.describe.configure({ timeout: 120_000 });

for (const width of [1280, 390]) {
  test(`create a key: its secret once, then redacted; revoke it after confirming (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openSignedIn(page, '/dashboard/developers');
    const keys = page.getByRole('list', { name: 'API keys' });
    await expect(keys.getByText('Checkout integration', { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The open section's tab is in view, also where the phone's tab bar scrolls.
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    const [bar, tab] = await Promise.all([
      nav.boundingBox(),
      nav.getByRole('link', { name: 'Developers' }).boundingBox(),
    ]);
    expect(tab && bar && tab.x >= bar.x && tab.x + tab.width <= bar.x + bar.width).toBe(true);

    await page.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await form.getByLabel(/Name/).fill('Warehouse sync');
    await form.getByRole('button', { name: 'Create key' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(reveal).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const secret = (await reveal.getByLabel('Secret key', { exact: true }).textContent()) ?? '';
    // A key of the dashboard's mode: live here (issue 39).
    expect(secret).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    await reveal.getByRole('button', { name: 'Done' }).click();

    await page.reload();
    await expect(keys.getByText(`sk_live_••••${secret.slice(-4)}`)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    await keys.getByRole('button', { name: 'Revoke Warehouse sync' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke API key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(keys.getByRole('listitem').filter({ hasText: 'Warehouse sync' })).toContainText('Revoked');
  });
}
