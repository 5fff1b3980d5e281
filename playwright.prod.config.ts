import { defineConfig, devices } from '@playwright/test';
import { distDir, mockPort, mockUrl, previewPort, previewUrl } from './e2e-prod/env';
import { chromiumLaunch } from './scripts/lib/chromium';

/*
 * The production build under its security headers (`npm run test:prod`): `vite preview`
 * serves dist/ (built beforehand by `npm run build`) with the CSP and hardening headers of
 * security-headers.ts, and the app talks to the HTTP mock (`npm run api:mock`).
 * One mock serves every test, so tests run one at a time and each resets it (e2e-prod/fixtures.ts).
 * On a busy machine: PREVIEW_PORT, MOCK_PORT and PROD_DIST (see e2e-prod/env.ts).
 */
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e-prod',
  outputDir: `test-results/e2e-prod-${previewPort}`,
  globalSetup: './e2e-prod/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: previewUrl,
    launchOptions: chromiumLaunch,
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  // Never reused: a server already on a port may be someone else's (another build, another mock's state).
  webServer: [
    {
      command: 'npm run --silent api:mock',
      port: mockPort,
      reuseExistingServer: false,
      timeout: 60_000,
      // MOCK_APP_ORIGIN: a delivery's tracking URL points at the build under test.
      env: {
        MOCK_PORT: String(mockPort),
        MOCK_LATENCY_MS: '0',
        MOCK_DELIVERIES: '0',
        MOCK_DB: 'memory',
        MOCK_APP_ORIGIN: previewUrl,
      },
    },
    {
      command: `npx vite preview --port ${previewPort} --strictPort --outDir ${distDir}`,
      url: previewUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      // The CSP's connect-src names the API origin: the one this build talks to.
      env: { VITE_API_URL: mockUrl },
    },
  ],
});
