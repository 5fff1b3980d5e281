import { expect, test } from '@playwright/test';
import { demo, seriousAxeViolations, signInAsDemo, signInThroughForm } from './fixtures';
import { openSignedIn } from './stored-session';

test('the guard sends a visitor to /signin with the requested location, and back after sign-in', async ({ page }) => {
  await page.goto('/dashboard/wallet');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Fwallet$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Partner' })).toBeVisible();

  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${demo.firstName}`).first()).toBeVisible();
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/signin');
  await signInThroughForm(page, demo.email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/signin$/);
});

test('the session survives a reload, and logout ends it', async ({ page }) => {
  await signInAsDemo(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const tokens = await page.evaluate(() => [
    localStorage.getItem('deliveros.token'),
    sessionStorage.getItem('deliveros.token'),
    localStorage.getItem('deliveros.refresh_token'),
  ]);
  expect(tokens).toEqual([null, null, null]);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
});

test('the bare /wallet link lands on the dashboard wallet section', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
