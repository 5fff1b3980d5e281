// First: before any zod schema is defined (see the file).
import './zod-config';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { tokenStorage } from './api/token-storage';
import { App } from './app';
import { createDataLayer } from './queries/data-layer';
import { createAppRouter } from './router';
import './styles.css';

/** In development the mock API runs in the browser (unless VITE_API_MOCKING=off). */
async function startMockApi(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { env } = await import('./env');
  if (!env.apiMocking) return;
  const { startBrowserMock } = await import('../mocks/browser');
  await startBrowserMock({ latencyMs: env.mockLatencyMs ?? 300 });
}

await startMockApi();

// The data layer loads on first need; a returning partner needs it at once (the header
// shows who is signed in, protected pages fetch their data).
const dataLayer = createDataLayer(() => import('./queries/query-client').then(({ createQueryClient }) => createQueryClient()));
if (tokenStorage.hasSession()) void dataLayer.load();
const router = createAppRouter(dataLayer);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App router={router} dataLayer={dataLayer} />
  </StrictMode>
);

if (container.dataset.prerendered) {
  // The page is on screen already (scripts/prerender.ts): the app renders over it in one
  // go once its route has loaded — no flash of a spinner — carrying over anything typed
  // meanwhile and replaying a click (same markup, same element). Not awaited here: the
  // route's code imports this module, which must have finished evaluating.
  const replay = holdClicks(container);
  const carryOver = container.querySelector('input') ? import('./prerender/carry-over') : undefined;
  void Promise.all([carryOver, router.load()]).then(([typed]) => {
    const restoreTyped = typed?.carryOverTypedInput(container);
    const tookOver = () => {
      if (!container.dataset.prerendered) return;
      delete container.dataset.prerendered;
      restoreTyped?.(container);
      replay(container);
    };
    // A transition: React renders in short slices (the page stays responsive) and swaps
    // the markup in one commit.
    startTransition(() => createRoot(container).render(<AfterCommit onCommit={tookOver}>{app}</AfterCommit>));
  });
} else {
  createRoot(container).render(app);
}

/** Calls `onCommit` once its whole tree is in the document (a parent's layout effect runs after its children's). */
function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** Holds clicks on the prerendered page; the returned function clicks the same element in the app. */
function holdClicks(within: HTMLElement): (app: HTMLElement) => void {
  let path: number[] | undefined;
  const hold = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    path = [];
    for (let element = event.target as Element | null; element && element !== within; element = element.parentElement) {
      path.unshift(element.parentElement ? [...element.parentElement.children].indexOf(element) : 0);
    }
  };
  within.addEventListener('click', hold, true);
  return (app) => {
    within.removeEventListener('click', hold, true);
    const target = path?.reduce<Element | undefined>((element, index) => element?.children[index], app);
    if (target instanceof HTMLElement) target.click();
  };
}
