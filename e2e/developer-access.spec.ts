import { expect, test, type Page } from '@playwright/test';
import {
  fillAccessRequest,
  openMockPanel,
  sandboxParcel,
  sendAccessRequest,
  seriousAxeViolations,
  signInThroughForm,
  signInWithClock,
} from './fixtures';

/*
 * Issue 25's journeys, in the real app with the in-browser mock (one browser context: one mock
 * database): a visitor requests API access → operations approve it → the invitation in the
 * outbox → the developer creates the account from it, signed in, its test key shown once → a request with
 * that key creates a delivery in the sandbox, absent from live data → the request is in the
 * request log. Then a rolled key works until its grace period ends and a revoked one is
 * refused; and operations reject a request with a reason that the requester's e-mail gives.
 */

test.describe.configure({ timeout: 180_000 });

const API = 'http://localhost:8111';
const operator = { email: 'ops@deliveros.ng', password: 'Operator123!' } as const;

/** The landing page's Request API Access dialog, filled and sent. */
async function requestAccess(page: Page, request: { businessName: string; email: string }) {
  await page.goto('/');
  await sendAccessRequest(page, await fillAccessRequest(page, request));
}

/** Operations sign in, open the request and decide it; then sign out. */
async function decide(page: Page, businessName: string, decision: (page: Page) => Promise<void>) {
  await page.goto('/signin');
  await signInThroughForm(page, operator.email, operator.password);
  await expect(page).toHaveURL(/\/ops\/api-access/, { timeout: 30_000 });
  await page
    .getByRole('list', { name: 'API access requests' })
    .getByRole('link', { name: `Review ${businessName}` })
    .click();
  await expect(page.getByRole('heading', { name: businessName, level: 2 })).toBeVisible();
  await decision(page);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/signin/);
}

/** The newest outbox mail to `email`. */
async function mailTo(page: Page, email: string) {
  const panel = await openMockPanel(page, 'Outbox');
  const mail = panel.getByRole('article').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  return mail;
}

/** A request to the API with a key, made from the page (the in-browser mock answers it). */
function callApi(page: Page, path: string, secret: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, secret, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { url: `${API}${path}`, secret, method: init.method ?? 'GET', body: init.body },
  );
}

for (const width of [1280, 390]) {
  test(`request access → approved → invitation → sign up → test key → sandbox delivery → request log (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const developer = { businessName: `Yaba Couriers ${width}`, email: `dev${width}@yabacouriers.ng` };
    await requestAccess(page, developer);
    await decide(page, developer.businessName, async (ops) => {
      await ops.getByRole('button', { name: 'Approve' }).click();
      await expect(ops.getByText('Request approved: the requester has been e-mailed an invitation')).toBeVisible();
    });

    const mail = await mailTo(page, developer.email);
    await expect(mail).toContainText('Create your account with this invitation');
    await mail.getByRole('link', { name: 'Open the link' }).click();
    await expect(page).toHaveURL(/\/signup\?invitation=/);
    await expect(page.getByText(developer.businessName)).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(developer.email);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const password = 'Sandbox2026!';
    await page.getByLabel('First name').fill('Kemi');
    await page.getByLabel('Last name').fill('Ade');
    await page.getByLabel('Phone number').fill('08031234567');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create Account & Sign In' }).click();
    // Signed in by the sign-up (issue 39): Developers, in test mode, shows the first test key once.
    await expect(page).toHaveURL(/\/dashboard\/developers/, { timeout: 30_000 });
    const keys = page.getByRole('list', { name: 'API keys' });
    const reveal = page.getByRole('dialog', { name: 'Your test key' });
    const secret = (await reveal.getByLabel('Secret key', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await expect(keys.getByText(`sk_test_••••${secret.slice(-4)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Leave test mode' }).click();

    const created = await callApi(page, '/api/deliveries', secret, {
      method: 'POST',
      body: sandboxParcel('Ngozi Sandbox'),
    });
    expect(created.status).toBe(201);
    expect(created.json.livemode).toBe(false);

    // Live: not there. Test mode: there, under the banner.
    await page.goto('/dashboard/deliveries');
    await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
    await expect(page.getByText('Ngozi Sandbox')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Test mode' }).first().click();
    await expect(page.getByText(/you are viewing test data/)).toBeVisible();
    await expect(page.getByText('Ngozi Sandbox').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Leave test mode' }).click();
    await expect(page.getByText(/you are viewing test data/)).toHaveCount(0);
    await expect(page.getByText('Ngozi Sandbox')).toHaveCount(0);

    // The request made with the test key is in test mode's request log.
    await page.getByRole('switch', { name: 'Test mode' }).first().click();
    await page.goto('/dashboard/developers');
    const logs = page.getByRole('region', { name: 'Request logs' });
    const row = logs.getByRole('button', { name: /POST \/api\/deliveries/ }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('201');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

for (const width of [1280, 390]) {
  test(`a rolled key works until its grace period ends; a revoked key is refused (${width} px)`, async ({ page }) => {
    await signInWithClock(page, width);
    await page.goto('/dashboard/developers');
    // The page's mock answers once the app is up (its first screen came from it).
    const keys = page.getByRole('list', { name: 'API keys' });
    await expect(keys.getByText('Checkout integration', { exact: true })).toBeVisible();
    const oldSecret = 'sk_live_SwiftRidersDemoLiveKey0000000001';
    expect((await callApi(page, '/api/wallet', oldSecret)).status).toBe(200);

    await keys.getByRole('button', { name: 'Roll Checkout integration', exact: true }).click();
    const roll = page.getByRole('dialog', { name: 'Roll Checkout integration', exact: true });
    await roll.getByLabel('Old secret expires').selectOption({ label: 'In 1 hour' });
    await roll.getByRole('button', { name: 'Roll key' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your rolled API key' });
    const newSecret = (await reveal.getByLabel('Secret key', { exact: true }).textContent()) ?? '';
    expect(newSecret).toMatch(/^sk_live_/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await reveal.getByRole('button', { name: 'Done' }).click();

    // Within the grace period both work; after it, only the new one.
    expect((await callApi(page, '/api/wallet', oldSecret)).status).toBe(200);
    await page.clock.fastForward('01:01:00');
    const expired = await callApi(page, '/api/wallet', oldSecret);
    expect(expired).toMatchObject({ status: 401, json: { code: 'API_KEY_EXPIRED' } });
    expect((await callApi(page, '/api/wallet', newSecret)).status).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(/\/(dashboard|signin)/);
    if (page.url().includes('/signin')) {
      await signInThroughForm(page);
      await page.goto('/dashboard/developers');
    }
    await expect(keys.getByText('Checkout integration', { exact: true }).first()).toBeVisible();
    const liveRow = keys.getByRole('listitem').filter({ hasText: `sk_live_••••${newSecret.slice(-4)}` });
    await liveRow.getByRole('button', { name: 'Revoke Checkout integration', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Revoke API key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(liveRow).toContainText('Revoked');
    const revoked = await callApi(page, '/api/wallet', newSecret);
    expect(revoked).toMatchObject({ status: 401, json: { code: 'API_KEY_REVOKED' } });
  });

  test(`operations reject a request with a reason, and the requester’s e-mail says why (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const requester = { businessName: `Surulere Shop ${width}`, email: `owner${width}@surulereshop.ng` };
    const reason = 'We could not verify the business registration number.';
    await requestAccess(page, requester);
    await decide(page, requester.businessName, async (ops) => {
      await ops.getByRole('button', { name: 'Reject', exact: true }).click();
      await ops.getByLabel('Reason for rejecting').fill(reason);
      expect(await seriousAxeViolations(ops)).toEqual([]);
      await ops.getByRole('button', { name: 'Reject request' }).click();
      await expect(ops.getByText('Request rejected: the requester has been e-mailed the reason')).toBeVisible();
    });
    const mail = await mailTo(page, requester.email);
    await expect(mail).toContainText('was not approved');
    await expect(mail).toContainText(`Reason: ${reason}`);
  });
}
