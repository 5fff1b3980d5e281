import { queryOptions } from '@tanstack/react-query';
import { getPublicTracking } from '@/api/public-tracking';

/*
 * A delivery's public tracking page (issue 28), by the code of its `trackingUrl`: no sign-in, so
 * under keys of its own, apart from the partner's deliveries (a signed-out customer's cache holds
 * nothing else). A wrong code is a 404 and a client past its look-up limit a 429: 4xx, which the
 * client's defaults do not retry. The limit is 30 look-ups per client in 10 minutes, so a page
 * that refreshes itself asks at most once every 20 seconds.
 */

export const publicTrackingKeys = {
  all: ['public-tracking'] as const,
  byCode: (code: string) => [...publicTrackingKeys.all, code] as const,
};

export const publicTrackingQueries = {
  byCode: (code: string) =>
    queryOptions({
      queryKey: publicTrackingKeys.byCode(code),
      queryFn: ({ signal }) => getPublicTracking(code, signal),
    }),
};
