import { request } from './client';
import { publicTrackingEndpoints as endpoints } from './contract/public-tracking';

/** A delivery's public tracking page by its code (no sign-in): a wrong code is a 404 ApiError. */
export const getPublicTracking = (code: string, signal?: AbortSignal) =>
  request(endpoints.getPublicTracking, { params: { code }, signal });
