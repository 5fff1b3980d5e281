import { expect, type Page } from '@playwright/test';

export const demo = { email: 'demo@example.com', password: 'Partner123!', firstName: 'Ada' } as const;

/** Signs in through the real form; the page must be on /signin. */
export async function signInThroughForm(page: Page, email: string = demo.email, password: string = demo.password) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

export async function signInAsDemo(page: Page, path = '/dashboard') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin/);
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
}
