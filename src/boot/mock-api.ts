/**
 * In development the mock API runs in the browser (unless VITE_API_MOCKING=off), and in the
 * end-to-end build (`vite build --mode e2e`: the app bundled as in production, with the mock).
 * A production build has none: MODE is a constant there, so this whole branch and the mock's
 * chunk are left out (the budget check sees every chunk a build emits).
 */
export async function startMockApi(): Promise<void> {
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'e2e') return;
  const { env } = await import('../env');
  if (!env.apiMocking) return;
  const { startBrowserMock } = await import('../../mocks/browser');
  await startBrowserMock({ latencyMs: env.mockLatencyMs ?? 300, settleMs: env.mockSettleMs });
}
