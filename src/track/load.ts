import { isHTTPError } from 'ky';
import { isAbortError, isApiError } from '@/api/errors';
import { getPublicTracking } from '@/api/public-tracking';
import { trackingCodePattern, type PublicTracking } from '@/api/schemas/public-tracking';

/*
 * One look-up of a tracking code through the app's typed client (the contract's reply schema,
 * its error mapping, its retries of a 5xx): what the page can show for it.
 */

export type TrackingResult =
  | { kind: 'found'; tracking: PublicTracking }
  /** 404: no delivery has this code (or it is not a code at all). */
  | { kind: 'not-found' }
  /** 429: this client asked too often; it may ask again after `retryAfter` seconds. */
  | { kind: 'too-many'; retryAfter: number }
  /** No answer, a 5xx, or an answer the contract refuses. */
  | { kind: 'failed' }
  /** Cancelled by the page (a newer look-up started, or the page stopped). */
  | { kind: 'aborted' };

/** The code of a /track/<code> path, or '' when the path has none. */
export function codeFromPath(pathname: string): string {
  const [, first, code = ''] = pathname.split('/');
  return first === 'track' ? decodeURIComponent(code).trim().toLowerCase() : '';
}

/** Retry-After in seconds (at least 1), from the failed reply's headers; a minute when absent. */
function retryAfterOf(error: unknown): number {
  const cause = error instanceof Error ? error.cause : undefined;
  const header = isHTTPError(cause) ? cause.response.headers.get('Retry-After') : null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

export async function loadTracking(code: string, signal?: AbortSignal): Promise<TrackingResult> {
  // A code of another shape opens nothing: no need to spend one of the client's look-ups on it.
  if (!trackingCodePattern.test(code)) return { kind: 'not-found' };
  try {
    return { kind: 'found', tracking: await getPublicTracking(code, signal) };
  } catch (error) {
    if (isAbortError(error)) return { kind: 'aborted' };
    if (isApiError(error) && error.status === 404) return { kind: 'not-found' };
    if (isApiError(error) && error.status === 429) return { kind: 'too-many', retryAfter: retryAfterOf(error) };
    return { kind: 'failed' };
  }
}
