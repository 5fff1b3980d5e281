import { defineConfig, devices } from '@playwright/test';

/*
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the
 * dev server with the in-browser mock API: each test's browser context has its own
 * localStorage, so its own freshly seeded mock database.
 */
const port = Number(process.env.E2E_PORT ?? 5180);
const isCI = Boolean(process.env.CI);

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Per port, so two suites running at once never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: isCI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    command: `npx vite --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    // A withdrawal or bank-transfer top-up settles 3 s after it was made (e2e/money.spec.ts
    // asserts "pending" only from the movement's reply, never from the clock).
    env: { VITE_MOCK_LATENCY_MS: '0', VITE_MOCK_SETTLE_MS: '3000' },
  },
});
