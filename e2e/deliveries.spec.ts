import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, statusFilter } from './fixtures';
import { deliverWithCode, signAndPhotograph } from './proof-steps';
import { openSignedIn } from './stored-session';

/* The demo seed, newest first: 12 is Chioma Nwosu's pending restock, 11 Tunde Bakare's pending laptop, 9 an accepted one. */
const tn = (sequence: number) => `DOS-${new Date().getFullYear()}-${String(sequence).padStart(4, '0')}`;

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, trackingNumber: string) => page.getByRole('article', { name: trackingNumber });

/** Filters by status; on a phone the filter waits behind the Filters button. */
async function chooseStatus(page: Page, status: string) {
  await (await statusFilter(page)).selectOption(status);
}

// Long journeys; a busy CI machine needs the headroom.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
  await expect(card(page, tn(12))).toBeVisible();
});

test('searches a tracking number into the URL', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search deliveries' }).fill(tn(11));
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, tn(11))).toContainText('Tunde Bakare');
  await expect(page).toHaveURL(new RegExp(`q=${tn(11)}`));
});

test('filters by status, and the filter survives a reload', async ({ page }) => {
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption('in-transit');
  await expect(page).toHaveURL(/status=in-transit/);
  await expect(cards(page)).toHaveCount(2);
  for (const article of await cards(page).all()) await expect(article).toContainText('In Transit');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
  await expect(status).toHaveValue('in-transit');
  await expect(cards(page)).toHaveCount(2);
});

/**
 * The delivery code the mock texted to `phone` at pickup (its outbox, GET /__mock/outbox): the
 * newest text to that phone with a code (the demo partner's customers get a text at every step).
 */
async function codeTextedTo(page: Page, phone: string): Promise<string> {
  const text = await page.evaluate(async (to) => {
    const reply = (await (await fetch('/__mock/outbox')).json()) as {
      data: { messages: Array<{ to: string; kind: string; text: string }> };
    };
    return (
      reply.data.messages.find(
        (message) => message.kind === 'sms' && message.to === to && /code \d{4}/.test(message.text),
      )?.text ?? ''
    );
  }, phone);
  const code = /code (\d{4})/.exec(text)?.[1];
  expect(code, `an SMS with a code to ${phone}`).toBeDefined();
  return code!;
}

test('takes one delivery from Accept to Delivered with a rider and its proof, and rejects another', async ({
  page,
}) => {
  const chioma = card(page, tn(12));
  await chioma.getByRole('button', { name: 'Accept' }).click();
  await expect(chioma.getByText('Accepted', { exact: true })).toBeVisible();
  // Pickup needs a rider (issue 27).
  await chioma.getByRole('button', { name: 'Assign rider' }).click();
  const assign = chioma.getByRole('form', { name: `Assign a rider to ${tn(12)}` });
  await assign.getByLabel('Rider').selectOption('rdr_sade');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(chioma.getByText('Rider: Sade Ogunleye')).toBeVisible();
  for (const [button, status] of [
    ['Mark as Picked Up', 'Picked Up'],
    ['Start Delivery', 'In Transit'],
  ] as const) {
    await chioma.getByRole('button', { name: button }).click();
    await expect(chioma.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(chioma).toHaveAttribute('aria-busy', 'false');

  // The proof the demo partner asks for: the code texted at pickup, a name and a drawn signature, a photo.
  const code = await codeTextedTo(page, '+234 803 555 0101');
  const proof = await deliverWithCode(page, chioma, tn(12), code);
  await signAndPhotograph(page, proof, 'Chioma Nwosu');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await proof.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(proof).toBeHidden();
  await expect(chioma.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(chioma).toHaveAttribute('aria-busy', 'false');
  await expect(chioma.getByRole('button')).toHaveCount(0);

  const tunde = card(page, tn(11));
  await tunde.getByRole('button', { name: 'Reject' }).click();
  // Rejecting asks why and is confirmed by the form's own button.
  const rejectForm = tunde.getByRole('form', { name: `Reject ${tn(11)}` });
  await rejectForm.getByLabel('Reason for rejecting').selectOption('Pickup time not possible');
  await rejectForm.getByRole('button', { name: 'Reject request' }).click();
  await expect(tunde.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(tunde.getByRole('button')).toHaveCount(0);
  // The card shows Rejected before the server has answered (optimistic): wait for the answer.
  await expect(tunde).toHaveAttribute('aria-busy', 'false');

  // the server kept both: a reload shows the same
  await page.reload();
  await expect(card(page, tn(12)).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(card(page, tn(11)).getByText('Rejected', { exact: true })).toBeVisible();
});

test('opens a delivery’s tracking in the detail view, with its own URL', async ({ page }) => {
  await card(page, tn(9))
    .getByRole('link', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: tn(9) });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/delivery=dlv_0004/);
  const timeline = dialog.getByRole('list', { name: 'Tracking history' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Delivery request created');
  await expect(timeline.getByRole('listitem').last()).toContainText('Accepted by delivery partner');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/delivery=/);

  // the link itself opens it too
  await page.goto('/dashboard/deliveries?delivery=dlv_0004');
  await expect(page.getByRole('dialog', { name: tn(9) }).getByRole('list', { name: 'Tracking history' })).toBeVisible();
});

test('has no serious accessibility violations, in the tab, its reject form and the open detail view', async ({
  page,
}) => {
  expect(await seriousAxeViolations(page)).toEqual([]);

  const tunde = card(page, tn(11));
  await tunde.getByRole('button', { name: 'Reject' }).click();
  await expect(tunde.getByLabel('Reason for rejecting')).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await tunde.getByRole('button', { name: 'Keep request' }).click();
  await expect(tunde.getByRole('button', { name: 'Accept' })).toBeFocused();

  await card(page, tn(12))
    .getByRole('link', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: tn(12) });
  await expect(dialog.getByRole('list', { name: 'Tracking history' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel delivery' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason for cancelling' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('works at 390 px without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, tn(12)).getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card(page, tn(12))
    .getByRole('link', { name: /View details/ })
    .click();
  await expect(page.getByRole('dialog', { name: tn(12) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const width of [1280, 390]) {
  test(`creates a delivery at ${width} px: refused while incomplete, then first in the list with its detail open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.getByRole('link', { name: 'New delivery' }).click();
    const form = page.getByRole('form', { name: 'New delivery' });
    await form.getByRole('button', { name: 'Create delivery' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByText('Please list at least one item')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await form.getByLabel('Name').fill('Adaeze Okafor');
    await form.getByLabel('Email address').fill('adaeze@example.com');
    await form.getByLabel('Phone number').fill('+234 802 000 1111');
    await form.getByLabel('Pickup address').fill('12 Admiralty Way, Lekki Phase 1');
    await form.getByLabel('Drop-off address').fill('5 Awolowo Road, Ikoyi');
    await form.getByLabel('Description').fill('Two cartons of printer paper');
    await form.getByLabel('Items').fill('Printer paper (x2)\nToner');
    await form.getByLabel('Price (₦)').fill('7500');
    await form.getByLabel('Priority').selectOption('high');
    const nextYear = new Date().getFullYear() + 1;
    await form.getByLabel('Estimated arrival').fill(`${nextYear}-01-15T15:30`);
    await form.getByRole('button', { name: 'Create delivery' }).click();

    const dialog = page.getByRole('dialog', { name: tn(13) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Two cartons of printer paper');
    await expect(dialog).toContainText(`15 Jan ${nextYear}, 15:30`);
    await page.keyboard.press('Escape');
    await expect(cards(page).first()).toHaveAccessibleName(tn(13));
    await expect(cards(page).first()).toContainText('Pending');
  });
}

for (const width of [1280, 390]) {
  test(`updates where the rider is at ${width} px, and the timeline shows each place with its time`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await chooseStatus(page, 'in-transit');
    const onTheRoad = cards(page).first();
    // The filtered list first: before it lands, the first card is still the newest pending one.
    await expect(cards(page)).toHaveCount(2);
    await expect(onTheRoad).toContainText('In Transit');
    await onTheRoad.getByRole('link', { name: /View details/ }).click();
    const dialog = page.getByRole('dialog');
    const timeline = dialog.getByRole('list', { name: 'Tracking history' });
    await expect(timeline).toBeVisible();
    const steps = await timeline.getByRole('listitem').count();

    await dialog.getByRole('button', { name: 'Update location' }).click();
    await expect(dialog.getByLabel('Where is the rider?')).toBeFocused();
    await dialog.getByLabel('Where is the rider?').fill('Third Mainland Bridge, towards Ikeja');
    await dialog.getByLabel('Note (optional)').fill('Slow traffic');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save location' }).click();

    await expect(timeline.getByRole('listitem')).toHaveCount(steps + 1);
    const last = timeline.getByRole('listitem').last();
    await expect(last).toContainText('Slow traffic');
    await expect(last).toContainText('Third Mainland Bridge, towards Ikeja');
    await expect(last.locator('time')).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    await expect(dialog.getByText(/Last known location:/).locator('..')).toContainText('Third Mainland Bridge');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The server kept it: the detail reopened after a reload shows the same place.
    await page.reload();
    await expect(
      page
        .getByRole('dialog')
        .getByText(/Last known location:/)
        .locator('..'),
    ).toContainText('Third Mainland Bridge');
  });
}

for (const width of [1280, 390]) {
  test(`the table at ${width} px: sorted by price from its header, 50 rows a page, a row opens its detail`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.getByRole('link', { name: 'Table view' }).click();
    // Its name says how it is sorted.
    const table = page.getByRole('table', { name: /^Deliveries, sorted by/ });
    await expect(table).toHaveAccessibleName('Deliveries, sorted by Created, newest first');
    await expect(page).toHaveURL(/view=table/);
    const rowHeaders = table.getByRole('rowheader');
    await expect(rowHeaders).toHaveCount(12);
    await expect(rowHeaders.first()).toHaveText(tn(12));

    // Price, highest first (the demo's dearest is ₦18,000), then lowest first.
    const price = table.getByRole('columnheader', { name: /^Price/ });
    await price.getByRole('button').click();
    await expect(table).toHaveAccessibleName('Deliveries, sorted by Price, highest first');
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    const prices = () => table.locator('tbody tr td:last-child').allTextContents();
    await expect.poll(async () => (await prices())[0]).toBe('₦18,000');
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=price&order=asc|order=asc&sort=price/);
    // The rows follow once the reordered page has arrived (the old order shows meanwhile).
    const inOrder = async () => {
      const amounts = (await prices()).map((text) => Number(text.replace(/[₦,]/g, '')));
      return amounts.length === 12 && amounts.every((amount, i) => i === 0 || amounts[i - 1]! <= amount);
    };
    await expect.poll(inOrder).toBe(true);

    await page.getByLabel('Rows per page').selectOption('50');
    await expect(page).toHaveURL(/size=50/);
    // The table's frame scrolls; the page itself never does sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // After a reload the same view, sort and size.
    await page.reload();
    await expect(table).toHaveAccessibleName('Deliveries, sorted by Price, lowest first');
    await expect(page.getByLabel('Rows per page')).toHaveValue('50');

    const first = rowHeaders.first();
    const number = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page.getByRole('dialog', { name: number })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Card view' }).click();
    await expect(card(page, tn(12))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/deliveries$/);
  });
}

for (const width of [1280, 390]) {
  test(`bulk accept at ${width} px: one request refused by an injected fault stays selected with its reason`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The mock refuses the first accept it is sent (a QA link's fault rule), then accepts again.
    await page.goto('/dashboard/deliveries?view=table&status=pending&fault=acceptDelivery:status:409:once');
    const table = page.getByRole('table', { name: /^Deliveries, sorted by/ });
    await expect(table.getByRole('rowheader')).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = page.getByRole('region', { name: 'Selected deliveries' });
    await expect(bar.getByText('3 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Accept', exact: true }).click();

    await expect(bar.getByText('2 deliveries accepted, 1 failed. What failed is still selected.')).toBeVisible();
    const failed = bar.getByRole('list', { name: 'Not done' }).getByRole('listitem');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('failed: Injected fault: HTTP 409');
    const number = ((await failed.locator('span').first().textContent()) ?? '').trim();
    await expect(bar.getByText('1 selected')).toBeVisible();
    // The pending filter refetched: the refused request is the one row left, still selected.
    await expect(table.getByRole('rowheader')).toHaveText([number]);
    await expect(page.getByRole('checkbox', { name: `Select ${number}` })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Tried again, it goes through (the rule was for once).
    await bar.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(bar.getByText('1 delivery accepted.')).toBeVisible();
    await expect(page.getByText('No deliveries match your filters')).toBeVisible();
  });
}

for (const width of [1280, 390]) {
  test(`exports the table's filter as CSV at ${width} px, in its order`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/dashboard/deliveries?view=table&status=pending&sort=priority&order=desc');
    const table = page.getByRole('table', { name: 'Deliveries, sorted by Priority, high first' });
    await expect(table.getByRole('rowheader')).toHaveCount(3);
    const shown = await table.getByRole('rowheader').allTextContents();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^deliveros-deliveries-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Tracking number,Status,Priority,Customer,Customer email,Customer phone,Pickup address,Pickup city,' +
        'Drop-off address,Drop-off city,Description,Items,Price (NGN),Created date,Created time,ETA date,ETA time,' +
        'Special instructions',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
    for (const line of lines.slice(1)) expect(line).toContain(',Pending,');
    await expect(page.getByText('Exported 3 deliveries.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
