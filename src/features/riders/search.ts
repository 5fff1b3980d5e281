import { choice, day, openId, searchParams } from '@/search-params';

/*
 * The Riders section's search params (/dashboard/riders): which view (the roster, dispatch, the
 * fleet map, cash on delivery), the archived riders instead of the roster, the cash view's day
 * and the rider whose page is open. Plain validators, no zod: validateSearch is not code-split
 * (src/search-params.ts).
 */
export const riderViews = ['roster', 'dispatch', 'map', 'cash'] as const;
export type RiderView = (typeof riderViews)[number];

export interface RidersSearch {
  view: RiderView;
  archived: 'no' | 'yes';
  /** The cash view's Lagos day, YYYY-MM-DD; '' for today. */
  day: string;
  /** The rider whose page (a sheet) is open. */
  rider: string | undefined;
}

const params = searchParams<RidersSearch>({
  view: choice<RiderView>(riderViews, 'roster'),
  archived: choice(['no', 'yes'] as const, 'no'),
  day,
  rider: openId,
});
export const validateRidersSearch = params.validate;
export const ridersSearchDefaults = params.defaults;
