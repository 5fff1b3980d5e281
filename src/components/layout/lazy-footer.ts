import { lazyAfterFirstPage } from '@/first-page-settled';

/** The footer, below the fold on every page: ~1 kB gzip off every first visit's critical path. */
export const Footer = lazyAfterFirstPage(() => import('./footer'), 'Footer');
