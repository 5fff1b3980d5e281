import { defineConfig, devices } from '@playwright/test';
import { apiPort, apiUrl, dataDir, distDir, previewPort, previewUrl } from './e2e-prod/env';
import { chromiumLaunch } from './scripts/lib/chromium';

/*
 * The production build under its security headers (`npm run test:prod`): `vite preview`
 * serves dist/ (built beforehand by `npm run build`) with the CSP and hardening headers of
 * security-headers.ts, and the app talks to the DeliverOS server (`npm run server`) on a fresh
 * embedded database with the demo data — the production path, end to end. One server serves every
 * test, so tests run one at a time and each resets its data (e2e-prod/fixtures.ts, through the
 * server's development controls). On a busy machine: PREVIEW_PORT, API_PORT, PROD_DIST and
 * PROD_DATA_DIR (see e2e-prod/env.ts).
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
  // Never reused: a server already on a port may be someone else's (another build, another server's data).
  webServer: [
    {
      command: 'npm run --silent server -- --fresh',
      port: apiPort,
      reuseExistingServer: false,
      // A ceiling for the embedded database's first creation (initdb) on a busy machine.
      timeout: 120_000,
      // APP_ORIGIN: a delivery's tracking URL and the e-mails' links point at the build under test.
      env: {
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        APP_ORIGIN: previewUrl,
        // It serves the build too (e2e-prod/one-process.spec.ts): the one-process deployment.
        APP_DIST: distDir,
        DEV_CONTROLS: 'on',
        QUIET: '1',
      },
    },
    {
      command: `npx vite preview --port ${previewPort} --strictPort --outDir ${distDir}`,
      url: previewUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      // The CSP's connect-src names the API origin: the one this build talks to.
      env: { VITE_API_URL: apiUrl },
    },
  ],
});
