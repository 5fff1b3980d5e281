import { tokenStorage } from '../api/token-storage';
import type { DataLayer } from '../queries/data-layer';
import { authApi } from '../queries/session';
import type { AppRouter } from '../router';

/**
 * A returning partner (a stored session) needs at once what a first visitor loads on need:
 * the data layer (protected pages fetch their data), the session check's module and the
 * open page's code — whose loader starts its data requests — alongside the data layer rather
 * than after the guard, so a cold /dashboard's requests start with the session check.
 */
export function preloadForReturningPartner(router: AppRouter, dataLayer: DataLayer): void {
  if (!tokenStorage.hasSession()) return;
  void dataLayer.load();
  // The session check's own module, alongside the data layer rather than after it.
  void authApi();
  for (const match of router.matchRoutes(router.latestLocation)) {
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById]);
  }
}
