import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './fixtures';
import { openSignedIn } from './stored-session';

// A cold dev server (E2E_DEV=1) on a shared, busy machine can take 20 s to show the first page.
test.describe.configure({ timeout: 90_000 });

const balanceRegion = (page: Page) => page.getByRole('region', { name: 'Wallet balance' });

test('the wallet tab, and a hidden balance, survive a reload', async ({ page }) => {
  await openSignedIn(page, '/dashboard/wallet');
  await expect(
    page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Wallet' }),
  ).toHaveAttribute('aria-current', 'page');
  await balanceRegion(page).getByRole('button', { name: 'Hide balance' }).click();
  await expect(balanceRegion(page).getByText('₦••••••')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(
    page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Wallet' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(balanceRegion(page).getByText('₦••••••')).toBeVisible();
  await balanceRegion(page).getByRole('button', { name: 'Show balance' }).click();
  await expect(balanceRegion(page).getByText(/^₦[\d,]+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total earnings' }).getByText('This month')).toBeVisible();
});

test('updated billing information is still there after a reload', async ({ page }) => {
  await openSignedIn(page, '/dashboard/billing');
  const city = page.getByLabel('City');
  await expect(city).toHaveValue('Lagos');

  await city.fill('Port Harcourt');
  await page.getByRole('button', { name: 'Update Billing Info' }).click();
  await expect(page.getByText('Billing information updated')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Billing' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('City')).toHaveValue('Port Harcourt');
});

test('the wallet tab has no serious or critical accessibility violations', async ({ page }) => {
  await openSignedIn(page, '/dashboard/wallet');
  await expect(page.getByRole('list', { name: 'Recent transactions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total earnings' }).getByText(/^₦[\d,]+$/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the billing tab and its add-payment-method dialog have no serious or critical accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard/billing');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Deliveries this period' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Payment methods' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Swift Riders Ltd');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment method' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add payment method' }).click(); // with its validation messages showing
  await expect(dialog.getByText('Please enter the account number')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a payment method added in the dialog is listed, and stays after a reload', async ({ page }) => {
  await openSignedIn(page, '/dashboard/billing');
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment method' });
  await dialog.getByLabel('Bank name').fill('Access Bank');
  await dialog.getByLabel('Account name').fill('Swift Riders Ltd');
  await dialog.getByLabel('Account number').fill('0987654321');
  await dialog.getByRole('button', { name: 'Add payment method' }).click();
  await expect(dialog).toBeHidden();

  const methods = page.getByRole('list', { name: 'Payment methods' });
  await expect(methods.getByText('Access Bank ••4321')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Payment methods' }).getByText('Access Bank ••4321')).toBeVisible();
});

test('billing lists invoices, not wallet transactions; a receipt adds up and prints alone', async ({ page }) => {
  await openSignedIn(page, '/dashboard/billing');
  const plan = page.getByRole('region', { name: 'Plan and usage' });
  await expect(plan.getByText('Growth — ₦25,000 a month')).toBeVisible();
  const methods = page.getByRole('list', { name: 'Payment methods' });
  await expect(methods.getByText('Verve ••4081')).toBeVisible();
  await expect(methods.getByText('GTBank ••6789')).toHaveCount(0);
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('Platform fee (10%)')).toHaveCount(0);

  await invoices.getByRole('link', { name: /-0011$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing\/invoices\/inv_demo_0011$/);
  const receipt = page.getByRole('article', { name: /^Receipt for INV-\d{4}-0011$/ });
  // The plan alone (the seed's past months hold no deliveries of their own), and 7.5% VAT.
  await expect(receipt.getByRole('row', { name: /^Total/ })).toContainText('₦26,875');
  await expect(receipt.getByRole('row', { name: /^VAT \(7\.5%\)/ })).toContainText('₦1,875');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // On paper: the receipt, without the app's frame or its Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.reload();
  await expect(receipt).toBeVisible();
  await page.getByRole('link', { name: 'Back to billing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
});
