import { apiUrl } from './env';
import { signInThroughForm } from '../e2e/fixtures';
import { expect, test } from './fixtures';

/*
 * The prerendered pages (scripts/prerender.ts) the browser paints before the app's script
 * has run. What a first visit downloads is measured by `npm run budget` (scripts/budget.ts).
 */

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

test('/ and /signin arrive as HTML with their content; every other path gets the empty app shell', async ({
  request,
}) => {
  const landing = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(landing).toContain('data-prerendered="/"');
  expect(landing).toContain('The Logistics API built');
  expect(landing).not.toMatch(/<script(?![^>]*\bsrc=)/);

  const signin = await (
    await request.get('/signin?redirect=%2Fdashboard', { headers: { accept: 'text/html' } })
  ).text();
  expect(signin).toContain('data-prerendered="/signin"');
  expect(signin).toContain('Welcome back, Partner');

  for (const path of ['/dashboard', '/signup', '/no-such-page']) {
    const shell = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(shell, path).not.toContain('data-prerendered');
    expect(rootOf(shell), path).toBe('');
  }
});

for (const [path, heading] of [
  ['/', /^The Logistics API built/],
  ['/signin', 'Welcome back, Partner'],
] as const) {
  test(`${path}: the app hydrates the prerendered page — the same elements, no hydration error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Hold the app's script back, and mark the page's heading while it is the prerendered one.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not waiting for `load`: it waits for the held script.
    await page.goto(path, { waitUntil: 'commit' });
    await page
      .getByRole('heading', { level: 1, name: heading })
      .evaluate((element) => element.setAttribute('data-before-app', ''));
    release();

    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    // React adopted the markup: a rebuilt page would not carry the mark.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveAttribute('data-before-app', '');
    expect(errors).toEqual([]);
  });
}

test('typed before the app has loaded: the sign-in form keeps it, and signs in', async ({ page }) => {
  // Hold the form library back (the page hydrates with it), so the typing happens on the
  // prerendered page.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/forms-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/signin');
  await expect(page.locator('#root[data-prerendered="/signin"]')).toBeAttached();
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Partner123!');
  await page.getByLabel('Password', { exact: true }).focus();
  release();

  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await expect(page.getByLabel('Email address')).toHaveValue('demo@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Partner123!');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  const signedIn = page.waitForResponse((response) => response.url().startsWith(`${apiUrl}/api/auth/signin`));
  await page.keyboard.press('Enter');
  expect((await signedIn).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
});

test('a click made while the app takes over is not lost: Request API Access opens its dialog', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The landing route's code is what the takeover waits for.
  await page.route(
    (url) => url.pathname.startsWith('/assets/routes-'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/');
  await page
    .getByRole('region', { name: /^The Logistics API built\sfor/ })
    .getByRole('button', { name: 'Request API Access' })
    .click();
  await expect(page.locator('#root[data-prerendered="/"]')).toBeAttached();
  release();
  await expect(page.getByRole('dialog', { name: 'Request API Access' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Business name')).toBeFocused();
});

test('signing in through the prerendered form right after it loads works as before', async ({ page }) => {
  await page.goto('/signin');
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
});
