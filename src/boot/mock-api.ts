/** In development the mock API runs in the browser (unless VITE_API_MOCKING=off); a production build has none. */
export async function startMockApi(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { env } = await import('../env');
  if (!env.apiMocking) return;
  const { startBrowserMock } = await import('../../mocks/browser');
  await startBrowserMock({ latencyMs: env.mockLatencyMs ?? 300, settleMs: env.mockSettleMs });
}
