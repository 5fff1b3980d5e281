import { lazy } from 'react';
import { firstPageSettled } from '@/first-page-settled';

/**
 * The footer, below the fold on every page, loads once the first page has settled: ~1 kB gzip
 * off every first visit's critical path. A prerendered page has its markup from the start (the
 * prerender renders until no lazy part is missing), which React leaves as it is until the
 * code arrives; until then its links are plain links.
 */
export const Footer = lazy(() =>
  firstPageSettled.then(() => import('./footer')).then(({ Footer }) => ({ default: Footer })),
);
