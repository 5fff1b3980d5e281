import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@/api/auth';
import { tokenStorage } from '@/api/token-storage';
import { App } from '@/app';
import { createDataLayer } from '@/queries/data-layer';
import { createQueryClient } from '@/queries/query-client';
import { createAppRouter } from '@/router';
import { testAppSignal, trackQueryClient } from './query-clients';

/**
 * Renders the real app (routes, guard, data layer) at `path`, against the mock API. The
 * data layer is ready from the start, unless `loadDataLayer` is given: then it loads on
 * first need, through that function, as in the browser.
 */
export function renderApp(
  path: string,
  options: {
    userEvent?: Parameters<typeof userEvent.setup>[0];
    loadDataLayer?: (queryClient: QueryClient) => Promise<QueryClient>;
  } = {},
) {
  const queryClient = createQueryClient();
  trackQueryClient(queryClient);
  const history = createMemoryHistory({ initialEntries: [path] });
  const { loadDataLayer } = options;
  const dataLayer = loadDataLayer
    ? createDataLayer(() => loadDataLayer(queryClient))
    : createDataLayer(() => Promise.resolve(queryClient), queryClient);
  const router = createAppRouter(dataLayer, { history, signal: testAppSignal() });
  const user = userEvent.setup(options.userEvent);
  const view = render(<App router={router} dataLayer={dataLayer} />);
  return { ...view, router, history, queryClient, dataLayer, user };
}

/** Signs in through the API and stores the tokens, as a returning partner's browser would have them. */
export async function signInAs(email = 'demo@example.com', password = 'Partner123!', remember = true) {
  const reply = await signIn({ email, password, rememberMe: remember });
  tokenStorage.save(reply, remember);
  return reply;
}

/** The current path + search of the router, e.g. '/signin?redirect=%2Fdashboard'. */
export const currentHref = (router: ReturnType<typeof createAppRouter>) => router.state.location.href;

/** The dashboard's section navigation, and one of its links (Deliveries, Wallet, Profile, Billing). */
export const sectionNav = () => screen.getByRole('navigation', { name: 'Dashboard sections' });
export const sectionLink = (name: string) => within(sectionNav()).getByRole('link', { name });
export const findSectionLink = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Dashboard sections' })).getByRole('link', { name });
