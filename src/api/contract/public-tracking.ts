import * as s from '../schemas/public-tracking';
import { endpoint } from './endpoint';

/**
 * The customers' tracking page (issue 28): public, by the code in a delivery's `trackingUrl`.
 * A wrong code, a tracking number and a code of another shape get the same 404; a client
 * that asks too often, 429 with Retry-After.
 */
export const publicTrackingEndpoints = {
  getPublicTracking: endpoint({ method: 'GET', path: '/api/track/:code', auth: 'public', reply: s.publicTracking }),
};
