import type { Page } from '@playwright/test';
import {
  fillAccessRequest,
  sandboxParcel,
  sendAccessRequest,
  seriousAxeViolations,
  signInThroughForm,
} from '../e2e/fixtures';
import { apiUrl, previewPort, previewUrl } from './env';
import { expect, outboxTo, test, type OutboxMessage } from './fixtures';
import { freePort, startListener, type Listener } from './webhooks-listener';

/*
 * Issue 39's developer's path, end to end on one server at 1280 px, as a developer and a
 * DeliverOS operator would walk it: request API access on the landing page → operations approve
 * it → the invitation's sign-up lands signed in (Developers, test mode, the first test key shown
 * once) → a test key created on the screen → a webhook endpoint pointing at `npm run
 * webhooks:listen` → a delivery created with the key by a plain HTTP call (as curl would) to the
 * API origin the app talks to → the listener verifies the signed `delivery.created` → the call is
 * in the request log and the key's "Last used" says when. Every message read from the server's
 * own outbox (GET /__dev/outbox).
 */

const operator = { email: 'ops@deliveros.ng', password: 'Operator123!' } as const;
const developer = {
  businessName: 'Yaba Couriers',
  email: 'kemi@yabacouriers.ng',
  password: 'Sandbox2026!',
} as const;
/** Where the journey's screenshots go (viewed by whoever runs it). */
const shots = `test-results/e2e-prod-${previewPort}/developer-path`;

/** The landing page's Request API Access dialog, filled and sent (the page hydrated first). */
async function requestAccess(page: Page) {
  await page.goto('/');
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  const dialog = await fillAccessRequest(page, developer);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await sendAccessRequest(page, dialog);
}

/** The operator signs in to the review queue, approves the request and signs out. */
async function approve(page: Page) {
  await page.goto('/signin');
  await signInThroughForm(page, operator.email, operator.password);
  await expect(page).toHaveURL(/\/ops\/api-access/);
  const review = page.getByRole('list', { name: 'API access requests' });
  await expect(review.getByRole('link', { name: `Review ${developer.businessName}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await review.getByRole('link', { name: `Review ${developer.businessName}` }).click();
  await expect(page.getByRole('heading', { name: developer.businessName, level: 2 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved: the requester has been e-mailed an invitation')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/signin/);
}

/** The invitation's sign-up form, filled and sent. */
async function signUp(page: Page, invitation: string) {
  await page.goto(invitation);
  await expect(page.getByText(developer.businessName)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(developer.email);
  await page.getByLabel('First name').fill('Kemi');
  await page.getByLabel('Last name').fill('Ade');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Password', { exact: true }).fill(developer.password);
  await page.getByLabel('Confirm password').fill(developer.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create Account & Sign In' }).click();
}

/** A secret shown once in the dialog `title`, read from the screen; the dialog then closed. */
async function secretShownIn(page: Page, title: string): Promise<string> {
  const reveal = page.getByRole('dialog', { name: title });
  const secret = (await reveal.getByLabel('Secret key', { exact: true }).textContent()) ?? '';
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toHaveCount(0);
  return secret;
}

/** Create key, in test mode: the new key's secret as the page shows it once. */
async function createTestKey(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Mode')).toHaveValue('test');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  return secretShownIn(page, 'Your new API key');
}

/** Add endpoint on Developers → Webhooks: its signing secret as the page shows it once. */
async function addEndpoint(page: Page, url: string): Promise<string> {
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await dialog.getByLabel(/Endpoint URL/).fill(url);
  await expect(dialog.getByRole('checkbox', { name: 'Delivery created delivery.created' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  return secretShownIn(page, 'Your endpoint’s signing secret');
}

/** POST /api/deliveries with the key, from Node (as curl would): no browser, no session. */
async function createDelivery(secret: string) {
  const response = await fetch(`${apiUrl}/api/deliveries`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(sandboxParcel('Ngozi Sandbox')),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

test('request access → approved → invitation signs in → test key → curl → verified webhook → request log (1280 px)', async ({
  page,
  csp,
}) => {
  // A ceiling for a dozen screens, nine axe scans and the listener's start on a busy machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const listenPort = await freePort();
  let listener: Listener | undefined;
  try {
    // 1–2. The request, and the operator's approval: the invitation arrives by e-mail.
    await requestAccess(page);
    await expect.poll(async () => (await outboxTo(developer.email)).length).toBe(1);
    await approve(page);
    let approval: OutboxMessage | undefined;
    await expect
      .poll(
        async () =>
          (approval = (await outboxTo(developer.email)).find((mail) => mail.subject?.includes('is approved'))),
      )
      .toBeDefined();
    const invitation = approval?.link ?? '';
    expect(invitation).toMatch(new RegExp(`^${previewUrl}/signup\\?invitation=`));
    expect(approval?.text).toContain(invitation);

    // 3. The sign-up lands signed in: Developers, test mode, the first test key shown once.
    await signUp(page, invitation);
    await expect(page).toHaveURL(`${previewUrl}/dashboard/developers`);
    await expect(page.getByText(/you are viewing test data/)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your test key' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/1-signed-in-after-invitation.png` });
    const firstKey = await secretShownIn(page, 'Your test key');
    expect(firstKey).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    const keys = page.getByRole('list', { name: 'API keys' });
    await expect(keys.getByText(`sk_test_••••${firstKey.slice(-4)}`)).toBeVisible();
    // At the page's top, not where the long sign-up form was scrolled to.
    await expect(page.getByRole('heading', { name: 'API keys', level: 2 })).toBeInViewport();
    await page.screenshot({ path: `${shots}/2-developers-after-invitation.png` });
    // Signed in for good, and shown once: a reload keeps the session, not the secret.
    await page.reload();
    await expect(keys.getByText(`sk_test_••••${firstKey.slice(-4)}`)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your test key' })).toHaveCount(0);
    await expect(page.getByText(firstKey)).toHaveCount(0);

    // 4. A test key of its own, made on the screen.
    const secret = await createTestKey(page, 'Checkout sandbox');
    expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    const keyRow = keys.getByRole('listitem').filter({ hasText: 'Checkout sandbox' });
    await expect(keyRow).toContainText(`sk_test_••••${secret.slice(-4)}`);
    await expect(keyRow).toContainText('Last used never');

    // 5. An endpoint pointing at the listener; the listener started with the secret shown.
    const endpointUrl = `http://127.0.0.1:${listenPort}/deliveros`;
    const signingSecret = await addEndpoint(page, endpointUrl);
    expect(signingSecret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    await expect(page.getByRole('list', { name: 'Webhooks' }).getByRole('link', { name: endpointUrl })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const listening = await startListener(listenPort, signingSecret);
    listener = listening;

    // 6. A delivery, with the key, at the API origin the app was built for.
    const created = await createDelivery(secret);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ livemode: false });
    const trackingNumber = String((created.json.data as { tracking_number?: unknown } | undefined)?.tracking_number);
    expect(trackingNumber).toMatch(/^DOS-\d{4}-\d{4}$/);

    // 7. The listener verified the signed event (its id printed); the endpoint's page shows the same event.
    const verified = new RegExp(
      `^✔ \\d{2}:\\d{2}:\\d{2} (evt_\\w+) delivery\\.created \\(test\\) ${trackingNumber}\\b`,
    );
    let delivered: string | undefined;
    await expect
      .poll(() => (delivered = listening.lines().find((line) => verified.test(line))), { timeout: 60_000 })
      .toBeDefined();
    const eventId = verified.exec(delivered ?? '')?.[1] ?? '';
    expect(eventId).toMatch(/^evt_/);
    expect(listening.lines().filter((line) => line.startsWith('✘'))).toEqual([]);
    await page.getByRole('list', { name: 'Webhooks' }).getByRole('link', { name: endpointUrl }).click();
    const sent = page.getByRole('list', { name: 'Deliveries' }).getByRole('listitem').filter({ hasText: eventId });
    await expect(sent.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(sent).toContainText('Delivery created');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The call in test mode's request log, and the key's "Last used" at the same minute.
    await page.goto('/dashboard/developers');
    const logs = page.getByRole('region', { name: 'Request logs' });
    const call = logs.getByRole('button', { name: /^POST \/api\/deliveries/ });
    await expect(call).toHaveCount(1);
    await expect(call).toHaveAccessibleName(/, 201, test, /);
    const loggedAt = /, test, (.+)$/.exec((await call.textContent()) ?? '')?.[1] ?? '';
    expect(loggedAt).not.toBe('');
    await expect(keyRow).toContainText(`Last used ${loggedAt}`);
    await expect(logs.getByRole('row', { name: /^POST \/api\/deliveries/ })).toContainText('Checkout sandbox');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await logs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/3-request-log.png` });
    expect(await csp.violations()).toEqual([]);
  } finally {
    await listener?.stop();
  }
});
