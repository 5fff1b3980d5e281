import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const demo = { email: 'demo@example.com', password: 'Partner123!', firstName: 'Ada' } as const;
/** The seed's second verified partner (Chidi Okeke, ₦20,000): the one transfers reach. */
export const secondPartner = { email: 'chidi@riders.ng', password: 'Partner123!', firstName: 'Chidi' } as const;

/** A new delivery's body as a developer's first request with a test key sends it (POST /api/deliveries). */
export const sandboxParcel = (customer: string) => ({
  customer: { name: customer, email: 'ngozi@example.com', phone: '+234 803 555 0101' },
  from: { address: '12 Admiralty Way, Lekki Phase 1', city: 'Lagos' },
  to: { address: '5 Awolowo Road, Ikoyi', city: 'Lagos' },
  description: 'Sandbox parcel',
  items: ['Parcel'],
  price: 4500,
  priority: 'medium',
  estimated_delivery: new Date(Date.now() + 86_400_000).toISOString(),
});

/** Opens the landing page's Request API Access dialog and fills it in for `request`; the dialog. */
export async function fillAccessRequest(page: Page, request: { businessName: string; email: string }) {
  await page.getByRole('button', { name: 'Request API Access' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request API Access' });
  await dialog.getByLabel('Business name').fill(request.businessName);
  await dialog.getByLabel('Business location').fill('Yaba, Lagos');
  await dialog.getByLabel('Business email').fill(request.email);
  await dialog.getByLabel('How do you plan to use the API?').fill('Book deliveries from our checkout.');
  return dialog;
}

/** Sends the filled Request API Access dialog: its reference shown, then the dialog closed. */
export async function sendAccessRequest(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Request Access' }).click();
  await expect(dialog.getByText(/^REQ-\d{6}$/)).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Signs in through the real form; the page must be on /signin. */
export async function signInThroughForm(page: Page, email: string = demo.email, password: string = demo.password) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

/**
 * Opens `path` signed out, signs in through the form and waits for the dashboard: for journeys
 * about signing in (the others start signed in: `openSignedIn` in ./stored-session). With room for
 * a cold dev server: the first pages of a run (vite transforming every module for two workers
 * at once) can stay blank for over 10 s.
 */
export async function signInAsDemo(page: Page, path = '/dashboard') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin/, { timeout: 30_000 });
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/**
 * A journey that moves the page's clock (a key's grace period, a webhook's retry): the phone's
 * or the laptop's viewport, the clock installed before the first page, signed in as the demo
 * partner through the form (the clock must see the session start).
 */
export async function signInWithClock(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
  await page.clock.install();
  await page.goto('/signin');
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

/**
 * Logs the current partner out (the app frame's Logout, in its top bar at every width) and
 * signs `who` in through the form, in the same browser context: the same mock database.
 */
export async function switchPartner(page: Page, who: { email: string; password: string; firstName: string }) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await signInThroughForm(page, who.email, who.password);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(`Welcome, ${who.firstName}`)).toBeVisible();
}

/**
 * Resolves once the page has settled: no finite CSS animation or transition running (a
 * toast sliding in or fading out, a list fading back from its dimmed state) and nothing
 * marked `aria-busy="true"`. Endless animations (spinners, skeleton pulses) never finish;
 * what they stand for, loading, is what aria-busy says.
 */
export async function waitForSettledPage(page: Page) {
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
      );
    return !moving && document.querySelector('[aria-busy="true"]') === null;
  });
}

interface MotionProbe {
  __axeMotion?: { installed: boolean; moved: boolean };
}

/** From now on, notes whether anything starts to animate (read it with `movedSinceProbe`). */
async function startMotionProbe(page: Page) {
  await page.evaluate(() => {
    const probe = window as MotionProbe;
    if (!probe.__axeMotion) {
      const state = { installed: true, moved: false };
      probe.__axeMotion = state;
      const moved = () => {
        state.moved = true;
      };
      window.addEventListener('transitionrun', moved, true);
      window.addEventListener('animationstart', moved, true);
    }
    probe.__axeMotion.moved = false;
  });
}

const movedSinceProbe = (page: Page) => page.evaluate(() => (window as MotionProbe).__axeMotion?.moved ?? true);

/** What a failure should say: the rule, where, and for contrast the colours and ratio found. */
function describe(violation: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]) {
  return violation.nodes.map((node) => {
    const data = node.any[0]?.data as
      { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } | undefined;
    const contrast =
      violation.id === 'color-contrast' && data?.fgColor
        ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio})`
        : '';
    return `${violation.id} [${violation.impact}]: ${node.target.join(' ')}${contrast}`;
  });
}

/**
 * The one axe scan of the e2e suite: waits for a settled page, runs axe (all its default
 * rules) on the page or on `include`, and returns its serious and critical violations, one
 * "rule [impact]: target" line each, so `expect(…).toEqual([])` says what to fix and where.
 * When something started to animate while axe ran (a toast timing out mid-scan), the scan
 * may have seen a half-faded frame: it waits for the page to settle again and scans again.
 */
export async function seriousAxeViolations(page: Page, { include }: { include?: string } = {}) {
  const maxScans = 3;
  for (let scan = 1; ; scan += 1) {
    await waitForSettledPage(page);
    await startMotionProbe(page);
    // Legacy mode: axe runs in the page itself rather than gathering each frame's results in a
    // new blank page (a third less time a scan; the app has no cross-origin frame to reach).
    const builder = new AxeBuilder({ page }).setLegacyMode(true);
    if (include) builder.include(include);
    const { violations } = await builder.analyze();
    if (scan < maxScans && (await movedSinceProbe(page))) continue;
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap(describe);
  }
}

/**
 * Opens the mock API panel of the dev and e2e builds with its launcher (the edge rail) and, when
 * given, one of its sections (Scenario, Network, Faults, Request log, Outbox, Reset).
 */
export async function openMockPanel(page: Page, section?: string) {
  await page.getByRole('button', { name: /^Mock API/ }).click();
  const panel = page.getByRole('dialog', { name: /^Mock API/ });
  await expect(panel).toBeVisible();
  if (section) {
    // A tab's name may go on ("Faults 1 active").
    const tab = panel.getByRole('tab', { name: new RegExp(`^${section}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  return panel;
}

/**
 * The deliveries' status filter, shown: on a phone it waits behind the Filters button (opened
 * unless it already is).
 */
export async function statusFilter(page: Page): Promise<Locator> {
  const filters = page.getByRole('button', { name: /^Filters/ });
  if ((await filters.isVisible()) && (await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
  return page.getByRole('combobox', { name: 'Status' });
}
