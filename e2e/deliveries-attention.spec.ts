import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './fixtures';
import { openSignedIn } from './stored-session';

/*
 * Needs attention (issue 15): from the overview's "6 need attention" to ?view=attention, where
 * acting on a delivery takes it off the list. The demo seed's six, the longest waiting first:
 * 5 and 6 in transit and 7 picked up, none with a location since the pickup (38, 28 and 24 h
 * ago); 10, 11 and 12 pending for 5, 3 and 1 h.
 */
const tn = (sequence: number) => `DOS-${new Date().getFullYear()}-${String(sequence).padStart(4, '0')}`;

const attentionList = (page: Page) => page.getByRole('list', { name: 'Deliveries that need attention' });
const row = (page: Page, trackingNumber: string) => attentionList(page).getByRole('article', { name: trackingNumber });
const overview = (page: Page) => page.getByRole('region', { name: 'Overview' });
const summary = (page: Page) => page.getByText(/deliveries need attention:/);

// Long journeys; a busy CI machine needs the headroom.
test.describe.configure({ timeout: 90_000 });

for (const width of [1280, 390]) {
  test(`at ${width} px: from the overview to what needs attention, and each action takes a delivery off`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openSignedIn(page, '/dashboard/overview');

    await overview(page).getByRole('link', { name: '6 need attention' }).click();
    await expect(page).toHaveURL(/\/dashboard\/deliveries\?view=attention$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Needs attention' })).toBeVisible();
    const articles = attentionList(page).getByRole('article');
    await expect(articles).toHaveCount(6);
    await expect(summary(page)).toHaveText(
      '6 deliveries need attention: 3 pending over 30 min · 3 without a location for 2 h',
    );
    await expect(page.getByText(/^Checked at \d{2}:\d{2}$/)).toBeVisible();
    // The longest waiting first.
    const order = [5, 6, 7, 10, 11, 12].map(tn);
    for (const [index, trackingNumber] of order.entries()) {
      await expect(articles.nth(index).getByRole('heading', { level: 3 })).toHaveText(trackingNumber);
    }
    await expect(row(page, tn(5)).getByRole('listitem')).toHaveText(['No location for 1 d 14 h']);
    await expect(row(page, tn(12)).getByRole('listitem')).toHaveText([/^Waiting for acceptance for 1 h( \d+ min)?$/]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Accepting a pending request answers it: off the list.
    await row(page, tn(12)).getByRole('button', { name: 'Accept' }).click();
    await expect(row(page, tn(12))).toHaveCount(0);
    await expect(articles).toHaveCount(5);
    await expect(summary(page)).toHaveText(
      '5 deliveries need attention: 2 pending over 30 min · 3 without a location for 2 h',
    );

    // A location reported for a parcel on the road: it is no longer silent.
    await row(page, tn(6))
      .getByRole('link', { name: `View details of ${tn(6)}` })
      .click();
    const sheet = page.getByRole('dialog', { name: tn(6) });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/view=attention/);
    await expect(page).toHaveURL(/delivery=dlv_0007/);
    await sheet.getByRole('button', { name: 'Update location' }).click();
    const form = sheet.getByRole('form', { name: `Update the location of ${tn(6)}` });
    await form.getByLabel('Where is the rider?').fill('Kano–Zaria Road, Tarauni');
    await form.getByRole('button', { name: 'Save location' }).click();
    await expect(sheet.getByRole('status')).toHaveText(`Location of ${tn(6)} updated`);
    await expect(form).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    await expect(row(page, tn(6))).toHaveCount(0);
    await expect(articles).toHaveCount(4);
    await expect(summary(page)).toHaveText(
      '4 deliveries need attention: 2 pending over 30 min · 2 without a location for 2 h',
    );
    // Back on the overview, its counts follow.
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(overview(page).getByRole('link', { name: '4 need attention' })).toBeVisible();
    await expect(overview(page).getByText('2 pending')).toBeVisible();
  });
}
