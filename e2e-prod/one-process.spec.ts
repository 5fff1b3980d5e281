import { signInThroughForm } from '../e2e/fixtures';
import { apiUrl } from './env';
import { expect, test } from './fixtures';

/*
 * `npm run build` + `npm run server` is a whole deployment: the server serves the build beside the
 * API on one origin (server/http/static-app.ts), under the same security headers as a static host.
 */

test('the server alone serves the app: sign in on its origin and see the deliveries', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  const landing = await page.goto(`${apiUrl}/`);
  expect(landing?.headers()['content-security-policy']).toContain("connect-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Logistics API built');

  await page.goto(`${apiUrl}/signin`);
  await signInThroughForm(page);
  await expect(page).toHaveURL(`${apiUrl}/dashboard/deliveries`);
  await expect(page.getByRole('heading', { name: 'Deliveries', exact: true })).toBeVisible();
  await expect(page.getByText('DOS-2026-0012').first()).toBeVisible();
  expect(errors).toEqual([]);
});
