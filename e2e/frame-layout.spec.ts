import { expect, test, type Page } from '@playwright/test';
import { waitForSettledPage } from './fixtures';
import { expectNoOverflowingButtons, expectNoSidewaysScroll, expectNoTextOverlap, screens } from './layout-checks';
import { openSignedIn } from './stored-session';
import { closeToasts, expectToastClearOf } from './toast-checks';

/*
 * Every section of the signed-in app in its frame, at a small phone, a phone, a tablet, a
 * laptop and a wide screen (issue 24): the page never scrolls sideways and no text is drawn
 * over other text — the top bar, the navigation and the section together; then the dialogs
 * a partner opens most, over the page, with a toast over each. One journey a width: a fresh
 * page costs more than the checks. The deliveries section's own views (cards, table, phone's
 * first screen) are e2e/deliveries-layout.spec.ts's.
 */

/** The top bar, the navigation and the open section: everything the partner reads. */
const frame = ['header', 'nav[aria-label="Dashboard sections"]', 'main'];

type Role = Parameters<Page['getByRole']>[0];

/** A section by its navigation link, and what shows it has its data: the element of `role` named `name`. */
const navSection = (link: string, path: string, role: Role, name: string) => ({
  link,
  path,
  ready: (page: Page) => page.getByRole(role, { name }),
});

const sections = [
  navSection('Dashboard', '/dashboard/overview', 'region', 'Overview'),
  navSection('Routes', '/dashboard/routes', 'list', 'Your delivery routes'),
  navSection('Wallet', '/dashboard/wallet', 'list', 'Recent transactions'),
  navSection('Profile', '/dashboard/profile', 'region', 'Account settings'),
  navSection('Billing', '/dashboard/billing', 'heading', 'Billing information'),
];

async function checkLayout(page: Page, roots: string[] = frame) {
  await waitForSettledPage(page);
  await expectNoSidewaysScroll(page);
  await expectNoTextOverlap(page, roots);
  await expectNoOverflowingButtons(page);
}

for (const { width, height } of screens) {
  test(`at ${width} px every section fits its frame, no text over other text`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openSignedIn(page, '/dashboard/deliveries');
    await expect(page.getByRole('list', { name: 'Deliveries' })).toBeVisible();
    await checkLayout(page);

    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    for (const section of sections) {
      await nav.getByRole('link', { name: section.link }).click();
      await expect(page).toHaveURL(section.path);
      await expect(section.ready(page)).toBeVisible();
      await expect(nav.getByRole('link', { name: section.link })).toHaveAttribute('aria-current', 'page');
      await checkLayout(page);
    }

    await dialogsKeepTheirTextApart(page);
  });
}

/**
 * The dialogs a partner opens most, over the page: their text apart, and a toast raised over
 * each covers none of their controls (over the detail sheet at 320 × 640, which fills the
 * screen, the toast sits on its header, narrowed from the right to clear the close button).
 */
async function dialogsKeepTheirTextApart(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  // A delivery's detail sheet, from the first card.
  await nav.getByRole('link', { name: 'Deliveries' }).click();
  const first = page.getByRole('list', { name: 'Deliveries' }).getByRole('article').first();
  await first.getByRole('link', { name: /View details/ }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('list', { name: 'Tracking history' })).toBeVisible();
  await checkLayout(page, ['[role="dialog"]']);
  await expectToastClearOf(page, sheet);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await closeToasts(page);

  // A money dialog, at its form and at its review.
  await nav.getByRole('link', { name: 'Wallet' }).click();
  await page.getByRole('region', { name: 'Wallet balance' }).getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw to your bank' });
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('5000');
  await checkLayout(page, ['[role="dialog"]']);
  await expectToastClearOf(page, withdraw);
  await withdraw.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(page.getByRole('dialog', { name: 'Review withdrawal' })).toBeVisible();
  await checkLayout(page, ['[role="dialog"]']);
}
