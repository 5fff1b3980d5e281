import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './fixtures';

const request = {
  businessName: 'Swift Riders Ltd',
  location: 'Ikeja, Lagos',
  email: 'ops@swiftriders.ng',
  reason: 'Dispatch 300 daily deliveries across Lagos and Abuja from our online store.',
};

const hero = (page: Page) => page.getByRole('region', { name: /^The Logistics API built\sfor/ });

test('landing → request API access → success with a REQ- id → the empty form is back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Logistics API built');
  for (const id of ['features', 'demo', 'comparison']) await expect(page.locator(`section#${id}`)).toBeVisible();

  await hero(page).getByRole('button', { name: 'Request API Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request API Access' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Business name')).toBeFocused();

  // Always enabled (issue 24): a submit with blank fields marks each under itself and focuses the first.
  const submit = dialog.getByRole('button', { name: 'Request Access' });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(dialog.getByLabel('Business name')).toBeFocused();
  await expect(dialog.getByLabel('Business email')).toHaveAccessibleDescription('Please enter your business email');
  await dialog.getByLabel('Business name').fill(request.businessName);
  await dialog.getByLabel('Business location').fill(request.location);
  await dialog.getByLabel('Business email').fill(request.email);
  await dialog.getByLabel('How do you plan to use the API?').fill(request.reason);
  await expect(submit).toBeEnabled();

  // (The wire body is asserted by the component tests: here the mock's service worker answers.)
  await submit.click();

  await expect(dialog.getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeVisible();
  await expect(dialog.getByText(/^REQ-\d{6}$/)).toBeVisible();
  await expect(dialog.getByText(request.businessName)).toBeVisible();
  await expect(dialog.getByText(request.email)).toBeVisible();

  // After the 3 s reset the dialog shows the empty form again.
  await expect(dialog.getByLabel('Business name')).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeHidden();
  for (const label of ['Business name', 'Business location', 'Business email', 'How do you plan to use the API?']) {
    await expect(dialog.getByLabel(label)).toHaveValue('');
  }
  await expect(dialog.getByRole('button', { name: 'Request Access' })).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the header offers Sign In, Sign Up and Request API Access side by side (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Request API Access' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeHidden();
  await header.getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Join as Delivery Partner' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header's Get Started leads to partner sign-up", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Request API Access' })).toBeHidden();
    await header.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Join as Delivery Partner' })).toBeVisible();
  });

  test('the mobile menu toggles with Sign In, Sign Up and Request API Access', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');

    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await menu.getByRole('button', { name: 'Request API Access' }).click();
    await expect(page.getByRole('dialog', { name: 'Request API Access' })).toBeVisible();
  });

  test('the landing page has no horizontal scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
});

test('axe finds no serious or critical violation on the landing page or in the open dialog', async ({ page }) => {
  test.slow(); // two full axe runs over a long page
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await hero(page).getByRole('button', { name: 'Request API Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request API Access' });
  await expect(dialog.getByLabel('Business name')).toBeFocused();
  expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
