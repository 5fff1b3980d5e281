import type { Page, Response } from '@playwright/test';
import { signInThroughForm } from '../e2e/fixtures';
import { apiUrl } from './env';
import { expect, test, type CspWatch } from './fixtures';

/*
 * The production build under its Content-Security-Policy: every screen loads with the
 * policy's headers and without a single violation, and no token ever shows in a URL.
 */

/** The CSP as directive → sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectSecurityHeaders(response: Response | null) {
  expect(response, 'the document response').not.toBeNull();
  const headers = response!.headers();
  const csp = parseCsp(headers['content-security-policy'] ?? '');
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toContain(apiUrl);
  // The API origin and the app itself: nothing else may be fetched.
  expect(csp.get('connect-src')?.filter((source) => source !== "'self'" && source !== apiUrl)).toEqual([]);
  // Images: the app, data: URLs and the delivery map's tiles (VITE_MAP_TILES_URL, OpenStreetMap's by default), nothing else.
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', tilesOrigin]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['referrer-policy']).not.toMatch(/unsafe-url|no-referrer-when-downgrade/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
}

async function expectNoViolations(csp: CspWatch, where: string) {
  expect(await csp.violations(), `CSP violations on ${where}`).toEqual([]);
}

const tilesOrigin = new URL(process.env.VITE_MAP_TILES_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png').origin;

const tn = (sequence: number) => `DOS-${new Date().getFullYear()}-${String(sequence).padStart(4, '0')}`;

const publicScreens: [path: string, heading: string | RegExp][] = [
  ['/', /The Logistics API built/],
  ['/signin', 'Welcome back, Partner'],
  ['/signup', 'Join as Delivery Partner'],
  ['/forgot-password', 'Forgot your password?'],
  ['/verify-email', 'Verify your email'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/this/page/does-not-exist', 'Oops! Page not found'],
];

for (const [path, heading] of publicScreens) {
  test(`${path} is served with the security headers and loads with zero CSP violations`, async ({ page, csp }) => {
    const response = await page.goto(path);
    expectSecurityHeaders(response);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(csp, path);
  });
}

test('the Request API Access dialog on / loads its form and submits to the API with zero CSP violations', async ({
  page,
  csp,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: /^The Logistics API built\sfor/ })
    .getByRole('button', { name: 'Request API Access' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Request API Access' });
  await expect(dialog.getByLabel('Business name')).toBeFocused();
  await expectNoViolations(csp, 'the open dialog');

  await dialog.getByLabel('Business name').fill('Swift Riders Ltd');
  await dialog.getByLabel('Business location').fill('Ikeja, Lagos');
  await dialog.getByLabel('Business email').fill('ops@swiftriders.ng');
  await dialog
    .getByLabel('How do you plan to use the API?')
    .fill('Dispatch 300 daily deliveries across Lagos and Abuja from our online store.');
  const submitted = page.waitForResponse(
    (response) => response.url().startsWith(apiUrl) && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Request Access' }).click();
  expect((await submitted).ok()).toBe(true);
  await expect(dialog.getByText(/^REQ-\d{6}$/)).toBeVisible();
  await expectNoViolations(csp, 'the dialog after submitting');
});

/** What each dashboard section shows once its data is in. */
const tabs: [tab: string, loaded: (page: Page) => Promise<void>][] = [
  ['deliveries', (page) => expect(page.getByRole('article', { name: tn(12) })).toBeVisible()],
  [
    'wallet',
    (page) => expect(page.getByRole('region', { name: 'Wallet balance' }).getByText(/^₦[\d,]+$/)).toBeVisible(),
  ],
  ['routes', (page) => expect(page.getByRole('list', { name: 'Your delivery routes' })).toBeVisible()],
  ['profile', (page) => expect(page.getByRole('region', { name: 'Profile' })).toContainText('Swift Riders Ltd')],
  ['billing', (page) => expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible()],
];

async function signIn(page: Page) {
  await page.goto('/signin');
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
}

test('signed in: every dashboard section and a delivery’s detail view load with zero CSP violations', async ({
  page,
  csp,
}) => {
  await signIn(page);
  await expectNoViolations(csp, 'sign-in');

  for (const [tab, loaded] of tabs) {
    const response = await page.goto(`/dashboard/${tab}`);
    expectSecurityHeaders(response);
    await expect(
      page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('link', { name: new RegExp(`^${tab}$`, 'i') }),
    ).toHaveAttribute('aria-current', 'page');
    await loaded(page);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(csp, `/dashboard/${tab}`);
  }

  await page.goto('/dashboard');
  await page
    .getByRole('article', { name: tn(12) })
    .getByRole('link', { name: /View details/ })
    .click();
  const view = page.getByRole('dialog', { name: tn(12) });
  await expect(view.getByRole('list', { name: 'Tracking history' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'chioma.nwosu@example.com' })).toHaveAttribute(
    'href',
    'mailto:chioma.nwosu@example.com',
  );
  // The map (Leaflet, its CSS and its tile images) loads under the policy too.
  const map = view.getByRole('img', { name: /^Map: pickup 12 Admiralty Way/ });
  await expect(map.locator('path.delivery-map-pickup')).toHaveCount(1);
  await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', new RegExp(`^${tilesOrigin}/`));
  await page.waitForLoadState('networkidle');
  await expectNoViolations(csp, 'the delivery detail view');
});

test('no token ever appears in a URL: not in a request, not in the history', async ({ page }) => {
  const requests: string[] = [];
  const history: string[] = [];
  page.on('request', (request) => {
    requests.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) requests.push(`referer ${referer}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) history.push(frame.url());
  });
  // Every URL the app hands to the History API, whatever the router does with it afterwards.
  await page.exposeFunction('__historyUrl', (url: string) => {
    history.push(url);
  });
  await page.addInitScript(() => {
    const report = (url: string) =>
      void (window as unknown as { __historyUrl?: (url: string) => Promise<void> }).__historyUrl?.(url);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      window.history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null) report(new URL(url, window.location.href).href);
        original(data, unused, url);
      };
    }
  });

  const tokens = new Set<string>();
  const readTokens = async () => {
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((storage) => [
        storage.getItem('deliveros.token'),
        storage.getItem('deliveros.refresh_token'),
      ]),
    );
    for (const token of stored) if (token) tokens.add(token);
  };

  await signIn(page);
  await readTokens();
  // Both tokens, where the sign-in form put them.
  expect(tokens.size).toBe(2);

  // Every section through the section navigation (history entries), then each one as a fresh load.
  for (const [tab, loaded] of tabs) {
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: new RegExp(`^${tab}$`, 'i') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${tab}$`));
    await loaded(page);
  }
  for (const [tab, loaded] of tabs) {
    await page.goto(`/dashboard/${tab}`);
    await loaded(page);
  }
  await page.goto('/dashboard');
  await page
    .getByRole('article', { name: tn(12) })
    .getByRole('link', { name: /View details/ })
    .click();
  await expect(
    page.getByRole('dialog', { name: tn(12) }).getByRole('list', { name: 'Tracking history' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/delivery=/);
  await page.reload();
  await tabs[0]![1](page);
  await readTokens();

  history.push(...(await page.evaluate(() => [window.location.href, document.referrer])));
  expect(requests.some((url) => url.startsWith(`${apiUrl}/api/`))).toBe(true);
  expect(history.length).toBeGreaterThan(10);
  const leaks = [...requests, ...history].filter((url) =>
    [...tokens].some((token) => url.includes(token) || url.includes(encodeURIComponent(token))),
  );
  expect(leaks).toEqual([]);
});
