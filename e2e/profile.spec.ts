import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './fixtures';
import { openSignedIn } from './stored-session';

const PROFILE_TAB = '/dashboard/profile';
const ROUTES_TAB = '/dashboard/routes';

// Several reloads per journey, on a machine shared with other suites.
test.describe.configure({ timeout: 120_000 });

const routesSection = (page: Page) => page.locator('section#delivery-routes');
const profileCard = (page: Page) => page.getByRole('region', { name: 'Profile' });

/** The in-browser mock saves its database before it answers: once the reply is in, a reload keeps the change. */
const reply = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

test('add, toggle and delete a delivery route, each step surviving a reload', async ({ page }) => {
  await openSignedIn(page, ROUTES_TAB);
  const section = routesSection(page);
  await expect(section.getByRole('switch', { name: 'Lagos → Ibadan active' })).toBeChecked();

  // Add
  const addRoute = section.getByRole('button', { name: 'Add Route' });
  await addRoute.click();
  await expect(addRoute).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Add a delivery route' });
  const save = form.getByRole('button', { name: 'Save Route' });
  await expect(form.getByLabel('Coverage')).toHaveValue('local');
  await form.getByLabel('From').fill('Yaba');
  await form.getByLabel('To').fill('Surulere');
  await form.getByLabel('Estimated time').fill('45 minutes');
  await form.getByLabel('Base price (₦)').fill('0');
  await save.click();
  await expect(form.getByLabel('Base price (₦)')).toHaveAccessibleDescription('The base price must be more than ₦0');
  await form.getByLabel('Base price (₦)').fill('2500');
  await save.click();

  const added = section.getByRole('switch', { name: 'Yaba → Surulere active' });
  await expect(added).toBeChecked();
  await expect(form).toBeHidden();
  await expect(section.getByRole('listitem').filter({ hasText: 'Yaba → Surulere' })).toContainText('₦2,500');

  await page.reload();
  await expect(added).toBeChecked();
  await expect(section.getByRole('listitem').filter({ hasText: 'Yaba → Surulere' })).toContainText('45 minutes');

  // Toggle
  const toggled = reply(page, 'PATCH', /\/api\/routes\/[^/]+\/toggle$/);
  await added.click();
  await expect(added).not.toBeChecked();
  expect((await toggled).ok()).toBe(true);
  await page.reload();
  await expect(added).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Lagos → Ibadan active' })).toBeChecked();

  // Delete, after a confirmation
  await section.getByRole('button', { name: 'Delete route Yaba → Surulere' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this route?' });
  await expect(confirm).toContainText('Yaba → Surulere');
  const deleted = reply(page, 'DELETE', /\/api\/routes\/[^/]+$/);
  await confirm.getByRole('button', { name: 'Delete route' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(added).toBeHidden();
  await page.reload();
  await expect(section.getByRole('switch', { name: 'Lagos → Ibadan active' })).toBeVisible();
  await expect(added).toHaveCount(0);
  await expect(section.getByRole('listitem')).toHaveCount(4);
});

test('edit the profile: the new company name is kept after a reload', async ({ page }) => {
  await openSignedIn(page, PROFILE_TAB);
  const card = profileCard(page);
  await expect(card).toContainText('Swift Riders Ltd');

  await card.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByLabel('Company name')).toHaveValue('Swift Riders Ltd');
  await dialog.getByLabel('Company name').fill('   ');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Please enter your company name')).toBeVisible();

  await dialog.getByLabel('Company name').fill('Swift Riders Nigeria');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Swift Riders Nigeria');

  await page.reload();
  await expect(card).toContainText('Swift Riders Nigeria');
  await expect(card).toContainText('demo@example.com');
});

test('/routes opens the routes section, marked in the navigation', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/routes');
  await expect(page).toHaveURL(/\/dashboard\/routes$/);
  await expect(page.getByRole('heading', { name: 'Delivery Routes', level: 2 })).toBeInViewport();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Routes' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the account settings switches save and survive a reload', async ({ page }) => {
  await openSignedIn(page, PROFILE_TAB);
  const sms = page.getByRole('switch', { name: 'SMS Notifications' });
  await expect(sms).not.toBeChecked();
  const saved = reply(page, 'PUT', /\/api\/delivery-partners\/settings$/);
  await sms.click();
  await expect(sms).toBeChecked();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(sms).toBeChecked();
});

test('accessibility: the routes and profile sections and the open forms have no serious or critical violations', async ({
  page,
}) => {
  await openSignedIn(page, ROUTES_TAB);
  await expect(routesSection(page).getByRole('switch')).toHaveCount(4);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // With the add-route form open too.
  await routesSection(page).getByRole('button', { name: 'Add Route' }).click();
  await expect(page.getByRole('form', { name: 'Add a delivery route' })).toBeVisible();
  expect(await seriousAxeViolations(page, { include: '#dashboard-section' })).toEqual([]);

  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('switch', { name: 'Auto-Accept' })).toBeVisible();
  await expect(profileCard(page)).toContainText('Swift Riders Ltd');
  await expect(page.getByRole('region', { name: 'Delivery statistics' })).toContainText('Pending');

  expect(await seriousAxeViolations(page, { include: '#dashboard-section' })).toEqual([]);

  await profileCard(page).getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByLabel('Company name')).toBeVisible();
  expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
