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
  const markup = renderToString(<App router={router} dataLayer={dataLayer} />);
  // `<!--$?-->` / `<!--$!-->`: a Suspense boundary rendered its fallback instead of the page.
  if (/<!--\$[?!]-->/.test(markup)) throw new Error(`${url}: a part of the page suspended while prerendering`);
  return markup;
}
