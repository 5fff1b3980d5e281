import { endpoints } from '@/api/endpoints';
import { clientOf } from '../client-identity';
import { handle } from '../http';
import { limitedLookup } from '@server/domain/lookup-limits';
import { publicTrackingOf } from '../public-tracking';

/**
 * The customers' tracking page (issue 28): no sign-in; each client may look up so many codes in
 * a window, found or not (server/domain/lookup-limits.ts), so codes cannot be tried by the thousand.
 */
export const publicTrackingHandlers = [
  handle(endpoints.getPublicTracking, ({ request, params, tx }) =>
    limitedLookup(tx, 'tracking', clientOf(request), Date.now(), () => publicTrackingOf(params.code ?? '')),
  ),
];
