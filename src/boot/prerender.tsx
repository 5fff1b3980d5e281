// First: before any zod schema is defined (see the file).
import '../zod-config';
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from '../app';
import { createDataLayer } from '../queries/data-layer';
import { createQueryClient } from '../queries/query-client';
import { createAppRouter } from '../router';

/**
 * Renders a public page to HTML at build time (scripts/prerender.ts), as a first-time
 * visitor's browser would first show it: signed out, no data. The browser paints it
 * before any script runs; the app then renders the same page over it (src/main.tsx).
 */
export async function renderPage(url: string): Promise<string> {
  const dataLayer = createDataLayer(() => Promise.resolve(createQueryClient()));
  const router = createAppRouter(dataLayer, { history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  // The pages' code-split components, so the markup holds the page rather than its fallback.
  const routes = Object.values(router.routesById) as AnyRoute[];
  const matched = routes.filter((route) => router.state.matches.some((match) => match.routeId === route.id));
  await Promise.all(
    matched.map(async (route) => {
      await router.loadRouteChunk(route);
    }),
  );
  // A lazy part (the footer) suspends the first time; once its code is in, it renders at once:
  // render again until nothing is missing. `<!--$?-->` / `<!--$!-->`: a Suspense boundary
  // rendered its fallback instead of the page.
  const suspended = (markup: string) => /<!--\$[?!]-->/.test(markup);
  let markup = renderToString(<App router={router} dataLayer={dataLayer} />);
  for (let pass = 0; suspended(markup) && pass < 5; pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    markup = renderToString(<App router={router} dataLayer={dataLayer} />);
  }
  if (suspended(markup)) throw new Error(`${url}: a part of the page suspended while prerendering`);
  return markup;
}
