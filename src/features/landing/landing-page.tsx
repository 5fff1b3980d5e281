import { Suspense } from 'react';
import { lazyAfterFirstPage } from '@/first-page-settled';
import { Hero } from './hero';

/*
 * The public landing page (docs/product.md#screens-and-routes). It imports no form library, no zod, no dialog and
 * no data layer: "Request API Access" is handed in by the route (the api-access feature
 * loads its dialog on first use). What is below the hero loads once the page is live: the
 * prerendered markup shows it from the start, and React hydrates it when its code arrives.
 */
const BelowTheFold = lazyAfterFirstPage(() => import('./below-the-fold'), 'BelowTheFold');

export function LandingPage({ onRequestAccess }: { onRequestAccess: () => void }) {
  return (
    <>
      <Hero onRequestAccess={onRequestAccess} />
      <Suspense fallback={null}>
        <BelowTheFold onRequestAccess={onRequestAccess} />
      </Suspense>
    </>
  );
}
