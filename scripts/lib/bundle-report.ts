/** dist/.vite/bundle-report.json (vite.config.ts `bundleReport`): each chunk's modules. */
export type BundleReport = Record<string, { modules: string[] }>;

/**
 * Development-only code — the in-browser mock, msw, the dev tools and the mock's dev panel —
 * is never in a production build: not a byte of it, in any chunk (the e2e build has it).
 */
const developmentOnly =
  /^(mocks\/|node_modules\/msw\/|src\/features\/mock-panel\/dev-tools|src\/features\/mock-panel\/)/;

/**
 * Every module of a build that is development-only, as "chunk: module", and the mock's
 * service worker if the build emitted it (`files`: every file of the build, relative).
 */
export function developmentCodeIn(report: BundleReport, files: readonly string[]): string[] {
  const modules = Object.entries(report).flatMap(([file, chunk]) =>
    chunk.modules.filter((id) => developmentOnly.test(id)).map((id) => `${file}: ${id}`),
  );
  return [...modules, ...files.filter((file) => file.endsWith('mockServiceWorker.js'))];
}
