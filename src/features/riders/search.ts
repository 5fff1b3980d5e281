import { choice, openId, searchParams } from '@/search-params';

/*
 * The Riders section's search params (/dashboard/riders): which view (the roster, dispatch, the
 * fleet map), the archived riders instead of the roster, and the rider whose page is open. Plain
 * validators, no zod: validateSearch is not code-split (src/search-params.ts).
 */
export const riderViews = ['roster', 'dispatch', 'map'] as const;
export type RiderView = (typeof riderViews)[number];

export interface RidersSearch {
  view: RiderView;
  archived: 'no' | 'yes';
  /** The rider whose page (a sheet) is open. */
  rider: string | undefined;
}

const params = searchParams<RidersSearch>({
  view: choice<RiderView>(riderViews, 'roster'),
  archived: choice(['no', 'yes'] as const, 'no'),
  rider: openId,
});
export const validateRidersSearch = params.validate;
export const ridersSearchDefaults = params.defaults;
