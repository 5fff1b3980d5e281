import { expect, test } from '@playwright/test';
import { seriousAxeViolations, signInThroughForm } from './fixtures';

/*
 * DeliverOS operations' review queue (issue 25) in the real app with the in-browser mock: the
 * operations account lands on /ops/api-access, opens a seeded request and approves it (axe on
 * the queue and the detail, at 1280 and 390 px); a partner who opens /ops is sent to the
 * dashboard.
 */

test.describe.configure({ timeout: 120_000 });

const operator = { email: 'ops@deliveros.ng', password: 'Operator123!' } as const;

for (const width of [1280, 390]) {
  test(`operations sign in to the review queue and approve a request at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/signin');
    await signInThroughForm(page, operator.email, operator.password);
    await expect(page).toHaveURL(/\/ops\/api-access/, { timeout: 30_000 });
    await expect(page.getByText('DeliverOS Operations')).toBeVisible();

    const requests = page.getByRole('list', { name: 'API access requests' });
    await expect(requests.getByRole('link', { name: 'Review Ikeja Parcel Hub' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await requests.getByRole('link', { name: 'Review Ikeja Parcel Hub' }).click();
    await expect(page.getByRole('heading', { name: 'Ikeja Parcel Hub', level: 2 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Request approved: the requester has been e-mailed an invitation')).toBeVisible();
    await expect(requests.getByText('Ikeja Parcel Hub')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Request status' })
      .getByRole('link', { name: /^Approved/ })
      .click();
    await expect(requests.getByText('Ikeja Parcel Hub')).toBeVisible();
  });
}

test('a partner who opens /ops is sent to the dashboard', async ({ page }) => {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/signin/, { timeout: 30_000 });
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard/);
});
