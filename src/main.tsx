// First: before any zod schema is defined (see the file).
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { holdClicks } from './boot/hold-clicks';
import { hydratePrerendered, nextTask } from './boot/hydrate';
import { startMockApi } from './boot/mock-api';
import { exposeTestHooks } from './boot/test-hooks';
import { preloadForReturningPartner } from './boot/returning-partner';
import { createDataLayer } from './queries/data-layer';
import { createAppRouter } from './router';
import './styles.css';

/*
 * The entry: the pieces are in src/boot/. On a prerendered page (/ and /signin) nothing waits
 * for the app — clicks are held from the first line, and the browser gets a turn between
 * evaluating this chunk, building the router and loading the route: short tasks rather than
 * one long one (Lighthouse's Total Blocking Time on a phone).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const replayClick = container.dataset.prerendered ? holdClicks(container) : undefined;

/*
 * A function, not top-level await: a chunk this entry loads (the mock, the env check) may
 * import from the entry's own chunk, which must have finished evaluating by then (a module
 * awaiting at its top level would never finish: the bundled e2e build hung on it).
 */
async function start(root: HTMLElement) {
  exposeTestHooks();
  await startMockApi();
  if (replayClick) await nextTask();

  // The data layer loads on first need (src/queries/data-layer.tsx).
  const dataLayer = createDataLayer(() =>
    import('./queries/query-client').then(({ createQueryClient }) => createQueryClient()),
  );
  const router = createAppRouter(dataLayer);
  preloadForReturningPartner(router, dataLayer);
  const app = (
    <StrictMode>
      <App router={router} dataLayer={dataLayer} />
    </StrictMode>
  );

  if (replayClick) void hydratePrerendered({ container: root, router, app, replayClick });
  else createRoot(root).render(app);
}

void start(container);
