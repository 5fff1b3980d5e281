import type { Browser, Page } from '@playwright/test';
import { seriousAxeViolations, signInThroughForm } from '../e2e/fixtures';
import { apiUrl, previewUrl } from './env';
import { expect, outboxTo, test } from './fixtures';

/*
 * Issue 28: a customer follows a parcel on its public tracking page, in a browser with no
 * session, while the partner moves it from picked up to delivered; each step's message to the
 * customer (the server's recorded messages) carries the same link. Here, not in e2e/: the partner's
 * and the customer's browsers share one API, the DeliverOS server, as they would in production.
 * Emeka Eze's parcel DOS-2026-0007 (dlv_0006) is picked up, with Bola Adeyemi, going to Lagos. It
 * is delivered without proof (the partner's proof settings switched off first): the proof of
 * delivery moves to the server with issue 39.
 */

const PARCEL = { id: 'dlv_0006', number: 'DOS-2026-0007', phone: '+234 806 555 0106' };

/** The partner's call to the API, with the dashboard's session. */
async function partnerCall(page: Page, method: string, path: string, body?: unknown) {
  const status = await page.evaluate(
    async ({ api, method, path, body }) => {
      const token = localStorage.getItem('deliveros.token') ?? sessionStorage.getItem('deliveros.token');
      const response = await fetch(`${api}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.status;
    },
    { api: apiUrl, method, path, body },
  );
  expect(status, `${method} ${path}`).toBe(200);
}

async function customerPage(browser: Browser, width: number, link: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

for (const width of [1280, 390]) {
  test(`a customer follows the parcel from picked up to delivered, by the link of its messages (${width} px)`, async ({
    page,
    browser,
  }) => {
    // A ceiling for two browsers and three axe scans on a small, busy CI machine, not a timing assertion.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/signin?redirect=${encodeURIComponent(`/dashboard/deliveries?delivery=${PARCEL.id}`)}`);
    await signInThroughForm(page);
    const view = page.getByRole('dialog', { name: PARCEL.number });
    const share = view.getByRole('region', { name: 'Customer tracking link' });
    const link = (await share.getByRole('link', { name: 'Open the page' }).getAttribute('href')) ?? '';
    expect(link).toMatch(new RegExp(`^${previewUrl}/track/[0-9a-z]{16}$`));

    // The customer, in a browser of their own: no session, nothing of the partner's.
    const customer = await customerPage(browser, width, link);
    await expect(customer.getByRole('heading', { level: 1, name: 'Picked up' })).toBeVisible();
    await expect(customer.getByText('Swift Riders Ltd').first()).toBeVisible();
    await expect(customer.getByText(PARCEL.number, { exact: true })).toBeVisible();
    expect(await customer.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('token')))).toEqual([]);
    expect(await seriousAxeViolations(customer)).toEqual([]);

    // The partner starts the delivery: the customer is told, with the link.
    await view.getByRole('button', { name: 'Start Delivery' }).click();
    await expect(view.getByText('In Transit').first()).toBeVisible();
    await expect
      .poll(async () => (await outboxTo(PARCEL.phone)).find((message) => message.text.includes('on its way')))
      .toMatchObject({ kind: 'sms', link });
    await customer.reload();
    await expect(customer.getByRole('heading', { level: 1, name: 'On its way to Lagos' })).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'Last reported position' })).toBeVisible();
    expect(await seriousAxeViolations(customer)).toEqual([]);

    // Delivered (no proof asked: the proof's endpoints move to the server with issue 39).
    await partnerCall(page, 'PUT', '/api/delivery-partners/settings', {
      proof_of_delivery: { code: false, signature: false, photo: false },
    });
    await partnerCall(page, 'PUT', `/api/deliveries/${PARCEL.id}/status`, {
      status: 'delivered',
      timestamp: new Date().toISOString(),
    });
    await expect
      .poll(async () => (await outboxTo(PARCEL.phone)).find((message) => message.text.includes('has been delivered')))
      .toMatchObject({ kind: 'sms', link });
    await customer.reload();
    await expect(customer.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    await expect(customer.getByText(/^Delivered to E\. E\. at \d{2}:\d{2}$/)).toBeVisible();
    expect(await seriousAxeViolations(customer)).toEqual([]);
    // The customer's first name and initial, the cities: nothing else of theirs, nor the price.
    const html = (await customer.content()).toLowerCase();
    for (const secret of [
      'emeka.eze@example.com',
      '806 555 0106',
      'Ogunlana',
      'Trade Fair',
      'Emeka Eze',
      '₦',
      '5,500',
    ]) {
      expect(html, secret).not.toContain(secret.toLowerCase());
    }

    // The tracking number alone opens nothing: numbers are sequential, links are not.
    await customer.goto(`${previewUrl}/track/${PARCEL.number}`);
    await expect(customer.getByRole('heading', { level: 1, name: 'We can’t find this delivery' })).toBeVisible();
    await customer.context().close();
  });
}
