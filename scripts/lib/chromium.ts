/*
 * Debian's Chromium as every suite and script drives it (never a downloaded browser): its path
 * and the flags of docs/ci.md. A leaf module: the Playwright configs, the budget, the bench and
 * Lighthouse all read it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser features turned off for tests and measurements. Each new browser context opens a
 * window whose address bar preloads its suggestion popups as two WebUI pages: ~0.7 s of CPU a
 * context on a 2-core machine, half of what twenty bare contexts cost. No test types in the
 * address bar.
 */
export const unusedFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright 1.65's own `--disable-features` list (playwright-core, chromiumSwitches).
 * Chromium keeps only the last `--disable-features` switch, and Playwright puts ours after
 * its own: ours must carry its list too. scripts/__tests__/chromium.test.ts fails when an
 * upgrade of Playwright changes it.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The flags of docs/ci.md. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for Playwright (`launchOptions`, `chromium.launch`). */
export const chromiumLaunch = {
  executablePath: chromiumPath,
  args: [...chromiumFlags, `--disable-features=${[...playwrightDisabledFeatures, ...unusedFeatures].join(',')}`],
};
