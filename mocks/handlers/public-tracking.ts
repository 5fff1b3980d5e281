import { endpoints } from '@/api/endpoints';
import { clientOf } from '../client-identity';
import { handle } from '../http';
import { limitedLookup } from '../lookup-limits';
import { publicTrackingOf } from '../public-tracking';

/**
 * The customers' tracking page (issue 28): no sign-in; each client may look up so many codes in
 * a window, found or not (mocks/lookup-limits.ts), so codes cannot be tried by the thousand.
 */
export const publicTrackingHandlers = [
  handle(endpoints.getPublicTracking, ({ request, params }) =>
    limitedLookup('tracking', clientOf(request), () => publicTrackingOf(params.code ?? '')),
  ),
];
