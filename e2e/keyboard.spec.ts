import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, seriousAxeViolations } from './fixtures';

/*
 * Issue 5, "Accessibility": the partner's main journey with the keyboard alone. Locators
 * only read the page; every action is a key press (no click, fill, focus or mouse).
 */

// Signs in on a cold dev server, on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

const tn = (sequence: number) => `DOS-${new Date().getFullYear()}-${String(sequence).padStart(4, '0')}`;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab, when the target comes before the focus) until `target` has
 * the focus, as a keyboard user would; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  const key = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'Tab';
    return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'Shift+Tab' : 'Tab';
  });
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} not reached with ${max} × ${key}`);
}

test('keyboard only: sign in, open a pending delivery, accept it, close it, switch to Wallet', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome back, Partner' })).toBeVisible();

  // Sign in: Tab to each field, type, Enter submits.
  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type(demo.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/deliveries$/);

  // Open Chioma Nwosu's pending delivery from its card.
  const card = page.getByRole('article', { name: tn(12) });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await tabTo(page, card.getByRole('link', { name: /View details/ }));
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog', { name: tn(12) });
  await expect(view).toBeVisible();
  await expect(page).toHaveURL(/delivery=dlv_0001/);
  await expect(view.getByRole('list', { name: 'Tracking history' })).toBeVisible();

  // Accept it: the focus stays in the dialog; the next step of the workflow is offered.
  const accept = view.getByRole('button', { name: 'Accept', exact: true });
  await tabTo(page, accept, 30);
  await page.keyboard.press('Enter');
  // Pickup needs a rider (issue 27): Assign rider is the next step.
  await expect(view.getByRole('button', { name: 'Assign rider' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);

  // Close the view.
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(page).not.toHaveURL(/delivery=/);
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();

  // The section navigation: Tab to the next section's link, Enter opens it.
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  await tabTo(page, sections.getByRole('link', { name: 'Routes' }));
  await page.keyboard.press('Tab');
  const walletLink = sections.getByRole('link', { name: 'Wallet' });
  await expect(walletLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(walletLink).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(
    page.getByRole('region', { name: 'Wallet balance' }).getByText('₦125,000', { exact: true }),
  ).toBeVisible();

  // Where the keyboard journey ends, with the focus on the section navigation: no serious violations either.
  expect(await seriousAxeViolations(page)).toEqual([]);
});
