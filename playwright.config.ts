import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './scripts/lib/chromium';

/*
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the app
 * bundled as in production (`vite build --mode e2e`: the same chunks, served by `vite preview`
 * under the production security headers and CSP) with the in-browser mock API: each test's
 * browser context has its own localStorage, so its own freshly seeded mock database. Bundled,
 * a fresh context loads a few dozen files rather than the dev server's hundreds of modules.
 * Not prerendered: every page renders in the browser, as on the dev server (the prerendered
 * first visit, and a click on it before the app's script has run, are e2e-prod's).
 * E2E_DEV=1 runs the same journeys against the dev server instead (no build; for debugging).
 */
const port = Number(process.env.E2E_PORT ?? 5180);
const isCI = Boolean(process.env.CI);
const againstDevServer = Boolean(process.env.E2E_DEV);
// Inside test-results/ (ignored by git, lint and formatting), per port like the traces.
const distDir = `test-results/e2e-app-${port}`;
// A withdrawal or bank-transfer top-up settles 3 s after it was made (e2e/money.spec.ts
// asserts "pending" only from the movement's reply, never from the clock).
const mockEnv = { VITE_MOCK_LATENCY_MS: '0', VITE_MOCK_SETTLE_MS: '3000' };

export default defineConfig({
  testDir: 'e2e',
  // Per port, so two suites running at once never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: isCI ? [['list']] : [['list']],
  // A ceiling that stops a hung test, never a timing assertion: on a busy 2-core machine the
  // longest journeys (a dozen steps and two axe scans) took up to 50 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch,
    // A trace records every action of every test (~20% of the suite's CPU on 2 cores): in CI
    // only a retried test records one; locally a failing test keeps its trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    command: againstDevServer
      ? `npx vite --port ${port} --strictPort`
      : `npx vite build --mode e2e --outDir ${distDir} --emptyOutDir --logLevel warn && npx vite preview --mode e2e --outDir ${distDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    // The bundled app is built afresh for every run: a server already on the port may serve an older build.
    reuseExistingServer: againstDevServer && !isCI,
    timeout: 180_000,
    env: mockEnv,
  },
});
