import { http, HttpResponse } from 'msw';
import { resetDb } from '../db';
import { setLatency } from '../latency';

/**
 * Not part of the contract: development and benchmark controls of the mock.
 * - POST /__mock/reset[?deliveries=N]: back to the seed data (N extra generated deliveries);
 *   reachable from the app's "Reset demo data" control.
 * - POST /__mock/latency?ms=N: the latency every handler waits before answering.
 */
export const devHandlers = [
  http.post('*/__mock/reset', ({ request }) => {
    const extra = Number(new URL(request.url).searchParams.get('deliveries') ?? 0);
    resetDb({ extraDeliveries: Number.isFinite(extra) && extra > 0 ? Math.min(extra, 100_000) : 0 });
    return HttpResponse.json({ success: true, data: null, message: 'Mock data reset' });
  }),
  http.post('*/__mock/latency', ({ request }) => {
    const ms = Number(new URL(request.url).searchParams.get('ms'));
    if (!Number.isFinite(ms) || ms < 0) {
      return HttpResponse.json(
        { success: false, data: null, message: 'ms must be a non-negative number', code: 'VALIDATION_ERROR' },
        { status: 400 },
      );
    }
    setLatency(ms);
    return HttpResponse.json({ success: true, data: { latency_ms: ms } });
  }),
];
