/**
 * In development the mock API runs in the browser (unless VITE_API_MOCKING=off), and in the
 * end-to-end build (`vite build --mode e2e`: the app bundled as in production, with the mock).
 * A production build has none: MODE is a constant there, so this whole branch and the mock's
 * chunk are left out (the budget check sees every chunk a build emits).
 *
 * Then, before the router reads the URL and before the app's first request, a link that
 * reproduces a QA report (`?scenario=…&latency=…&fault=…`, src/boot/repro-params.ts) is
 * applied through the mock's control API — the in-browser mock's, or with mocking off the
 * HTTP mock's at VITE_API_URL — and its parameters leave the URL.
 */
export async function startMockApi(): Promise<void> {
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'e2e') return;
  const { env } = await import('../env');
  const { updateMockStatus } = await import('@/features/mock-panel/panel-state');
  if (env.apiMocking) {
    const { startBrowserMock } = await import('../../mocks/browser');
    // The latency set from the panel outlives a reload (the mock keeps it): the one in force.
    const { latencyMs } = await startBrowserMock({ latencyMs: env.mockLatencyMs ?? 300, settleMs: env.mockSettleMs });
    // The panel shows it (the control API has no GET for the latency).
    updateMockStatus({ latencyMs });
  }
  if (hasReproParams(window.location.search)) await reproduce();
  else void countActiveFaults(updateMockStatus);
}

/**
 * The launcher's badge: fault rules outlive a reload, and a rule nobody remembers adding looks
 * like a bug. Not awaited (a control request, never faulted or logged); nothing shown when
 * the API has no controls (mocking off against a real backend).
 */
async function countActiveFaults(update: (change: { activeFaults: number }) => void) {
  try {
    const { mockControl } = await import('@/features/mock-panel/control-api');
    update({ activeFaults: (await mockControl.faults()).length });
  } catch {
    // No controls there: no badge.
  }
}

const hasReproParams = (search: string) => /[?&](scenario|latency|fault)=/.test(search);

async function reproduce() {
  const { applyReproParams } = await import('./repro-params');
  const outcome = await applyReproParams();
  if (!outcome) return;
  const { notify } = await import('../components/ui/toast');
  if (outcome.problems.length > 0) {
    console.warn('The reproduction link was not applied in full:', outcome.problems);
    notify.error('Reproduction link: not applied in full', { description: outcome.problems.join(' · ') });
  } else if (outcome.applied.length > 0) {
    notify.info('Mock set up from the link', { description: outcome.applied.join(' · ') });
  }
}
