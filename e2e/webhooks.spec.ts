import { expect, test, type Page } from '@playwright/test';
import { verifySignature } from '../server/domain/webhooks/signature';
import { seriousAxeViolations, signInWithClock } from './fixtures';

/*
 * Issue 26's journeys, in the real app with the in-browser mock and its built-in receiver
 * (mocks/webhooks/receiver.ts): add an endpoint, move a delivery's status, see the signed event
 * arrive with its attempt (the signature checked here with the secret the page showed once); an
 * endpoint answering 500 retries on schedule (the page's clock moved), then a Resend lands; a
 * rotated secret signs the next event.
 */

test.describe.configure({ timeout: 180_000 });

const tn = (sequence: number) => `DOS-${new Date().getFullYear()}-${String(sequence).padStart(4, '0')}`;

interface Received {
  path: string;
  signature: string | null;
  body: string;
  verified: boolean;
}

/** What the built-in receiver got for `name`, newest first (GET /__mock/webhook-receiver). */
async function receivedBy(page: Page, name: string): Promise<Received[]> {
  const reply = await page.evaluate(async () => (await fetch('/__mock/webhook-receiver')).json() as Promise<unknown>);
  const { data } = reply as { data: { received: Received[] } };
  return data.received.filter((r) => r.path.startsWith(`/__mock/webhook-receiver/${name}`));
}

/** Accepts the pending delivery `trackingNumber` on the deliveries page. */
async function accept(page: Page, trackingNumber: string) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Deliveries' }).click();
  const card = page.getByRole('article', { name: trackingNumber });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
}

async function openEndpoint(page: Page, url: string) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Developers' }).click();
  await page
    .getByRole('list', { name: 'Webhooks' })
    .getByRole('link', { name: new RegExp(url.replace(/[?.]/g, '\\$&')) })
    .click();
  await expect(page.getByRole('heading', { name: url })).toBeVisible();
}

const deliveries = (page: Page) => page.getByRole('list', { name: 'Deliveries' });

for (const width of [1280, 390]) {
  test(`a webhook endpoint receives signed events, retries, resends and rotates (${width} px)`, async ({ page }) => {
    await signInWithClock(page, width);
    await page.goto('/dashboard/developers');

    // Add an endpoint for status changes, to the built-in receiver; its secret is shown once.
    const name = `journey-${width}`;
    const url = `http://localhost/__mock/webhook-receiver/${name}`;
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add endpoint' });
    await add.getByLabel(/Endpoint URL/).fill(url);
    await add.getByRole('checkbox', { name: 'Delivery created delivery.created' }).uncheck();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your endpoint’s signing secret' });
    const secret = (await reveal.getByLabel('Secret key', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await reveal.getByRole('button', { name: 'Done' }).click();

    // A status change arrives, signed with that secret, and shows with its attempt.
    await accept(page, tn(12));
    await openEndpoint(page, url);
    const changed = deliveries(page).getByRole('listitem').filter({ hasText: 'Delivery status changed' }).first();
    await expect(changed.getByText('Delivered', { exact: true })).toBeVisible();
    await changed.getByRole('button').first().click();
    await expect(changed.getByText('HTTP 200')).toBeVisible();
    const [arrived] = await receivedBy(page, name);
    expect(JSON.parse(arrived!.body)).toMatchObject({
      type: 'delivery.status_changed',
      data: { object: { status: 'accepted' } },
    });
    expect(await verifySignature({ header: arrived!.signature, body: arrived!.body, secret })).toMatchObject({
      ok: true,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The endpoint answers 500: a test event is retrying, the next try a minute later also fails.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit endpoint' });
    await edit.getByLabel(/Endpoint URL/).fill(`${url}?status=500`);
    await edit.getByRole('button', { name: 'Save endpoint' }).click();
    await expect(page.getByRole('heading', { name: `${url}?status=500` })).toBeVisible();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const failing = deliveries(page).getByRole('listitem').filter({ hasText: 'Retrying' }).first();
    const eventId = (await failing.getByText(/^evt_/).textContent()) ?? '';
    // Found by its event from now on: its outcome changes.
    const retrying = deliveries(page).getByRole('listitem').filter({ hasText: eventId });
    await expect(retrying.getByText('Retrying', { exact: true })).toBeVisible();
    await page.clock.fastForward('01:05');
    await expect(retrying.getByText(/· 2 attempts/)).toBeVisible({ timeout: 15_000 });
    await retrying.getByRole('button').first().click();
    await expect(retrying.getByText('HTTP 500')).toHaveCount(2);

    // Fixed, a Resend lands.
    await page.getByRole('button', { name: 'Edit' }).click();
    await edit.getByLabel(/Endpoint URL/).fill(url);
    await edit.getByRole('button', { name: 'Save endpoint' }).click();
    await expect(page.getByRole('heading', { name: url })).toBeVisible();
    await retrying.getByRole('button', { name: 'Resend' }).click();
    await expect(retrying.getByText('Attempt 3 (resend)')).toBeVisible();
    await expect(retrying.getByText('Delivered', { exact: true })).toBeVisible();

    // Rotate: the next event is signed with the new secret.
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate' }).click();
    const rotated = page.getByRole('dialog', { name: 'Your new signing secret' });
    const newSecret = (await rotated.getByLabel('Secret key', { exact: true }).textContent()) ?? '';
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: 'Done' }).click();
    await accept(page, tn(11));
    await expect.poll(async () => (await receivedBy(page, name)).length).toBe(5);
    const [latest] = await receivedBy(page, name);
    expect(JSON.parse(latest!.body)).toMatchObject({ data: { object: { tracking_number: tn(11) } } });
    expect(await verifySignature({ header: latest!.signature, body: latest!.body, secret: newSecret })).toMatchObject({
      ok: true,
    });
  });
}
