import { lazyRouteComponent } from '@tanstack/react-router';

/* The router's error and not-found screens load when one is shown: not part of a first visit. */
export const RouteError = lazyRouteComponent(() => import('./route-error'), 'RouteError');
export const NotFound = lazyRouteComponent(() => import('./not-found'), 'NotFound');
