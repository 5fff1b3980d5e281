import { http, HttpResponse } from 'msw';
import { resetDb } from '../db';

/**
 * Not part of the contract: a development-only reset of the mock database to the seed
 * data, reachable from the app's "Reset demo data" control and from e2e/bench scripts.
 * `?deliveries=N` adds N generated deliveries (the benchmark uses 5,000).
 */
export const devHandlers = [
  http.post('*/__mock/reset', ({ request }) => {
    const extra = Number(new URL(request.url).searchParams.get('deliveries') ?? 0);
    resetDb({ extraDeliveries: Number.isFinite(extra) && extra > 0 ? Math.min(extra, 20_000) : 0 });
    return HttpResponse.json({ success: true, data: null, message: 'Mock data reset' });
  }),
];
