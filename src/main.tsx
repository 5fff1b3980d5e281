// First: before any zod schema is defined (see the file).
import './zod-config';
import { StrictMode, useInsertionEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { tokenStorage } from './api/token-storage';
import { App } from './app';
import { loadSignedInNav } from './components/layout/header';
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A prerendered page (scripts/prerender.ts) is on screen already: clicks on it wait for the app.
const replayClick = container.dataset.prerendered ? holdClicks(container) : undefined;

await startMockApi();
// On a prerendered page nothing waits for the app: the browser gets a turn between
// evaluating this chunk, building the router and loading the route — short tasks rather
// than one long one (Lighthouse's Total Blocking Time on a phone).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
if (replayClick) await nextTask();

// The data layer loads on first need; a returning partner needs it at once (protected
// pages fetch their data), and the header's signed-in part.
const dataLayer = createDataLayer(() =>
  import('./queries/query-client').then(({ createQueryClient }) => createQueryClient()),
);
const router = createAppRouter(dataLayer);
if (tokenStorage.hasSession()) {
  void dataLayer.load();
  void loadSignedInNav();
  // The page's code (its loader starts its data requests) loads alongside the data layer
  // rather than after the guard: /dashboard's requests start with the session check.
  for (const match of router.matchRoutes(router.latestLocation))
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById]);
}
const app = (
  <StrictMode>
    <App router={router} dataLayer={dataLayer} />
  </StrictMode>
);

if (replayClick) {
  // Once its route has loaded, the app hydrates the prerendered page — adopts the markup
  // as it is: no new DOM, no flash of a spinner — carrying over anything typed meanwhile
  // and replaying the held click. Not awaited here: the route's code imports this module,
  // which must have finished evaluating. `router.ssr` is what TanStack Start sets before
  // hydrating: the router renders the tree it rendered at build time (no client-only
  // Suspense boundary around the root).
  router.ssr = { manifest: undefined };
  const carryOver = container.querySelector('input') ? import('./prerender/carry-over') : undefined;
  void nextTask()
    .then(() => Promise.all([carryOver, router.load()]))
    .then(([typed]) => {
      const fields = typed?.carryOverTypedInput(container);
      const tookOver = () => {
        if (!container.dataset.prerendered) return;
        delete container.dataset.prerendered;
        fields?.restore();
        // After the commit: React dispatches no event to a tree it is still committing.
        queueMicrotask(() => replayClick(container));
      };
      hydrateRoot(
        container,
        <Hydrated beforeCommit={() => fields?.snapshot()} onCommit={tookOver}>
          {app}
        </Hydrated>,
      );
    });
} else {
  createRoot(container).render(app);
}

/**
 * `beforeCommit` runs as the hydrated tree commits, before any ref is attached (a form
 * library's ref resets its field); `onCommit` once the whole tree is live (a parent's
 * layout effect runs after its children's).
 */
function Hydrated({
  beforeCommit,
  onCommit,
  children,
}: {
  beforeCommit: () => void;
  onCommit: () => void;
  children: ReactNode;
}) {
  useInsertionEffect(beforeCommit, [beforeCommit]);
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
