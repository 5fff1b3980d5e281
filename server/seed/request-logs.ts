import type { RequestLogRecord } from '../domain/api-keys/records';
import { DEMO_USER_ID } from './accounts';
import { DEMO_API_KEYS } from './api-keys';

type Log = RequestLogRecord;

/*
 * A few requests the demo partner's live key made last week (docs/api-keys.md), so the
 * Developers section's request log shows what it keeps before the first real request.
 */
export function seedRequestLogs(at: (offsetMs: number) => string): Log[] {
  const live = DEMO_API_KEYS.live;
  const key = {
    partnerId: DEMO_USER_ID,
    mode: 'live' as const,
    keyId: live.id,
    keyName: 'Checkout integration',
    keyRedacted: `sk_live_••••${live.secret.slice(-4)}`,
    truncated: false,
  };
  const minutes = (n: number) => at(-7 * 86_400_000 + n * 60_000);
  return [
    {
      ...key,
      id: 'req_demo_000000000000000000000001',
      method: 'GET',
      path: '/api/deliveries?page=1&limit=20',
      status: 200,
      durationMs: 84,
      createdAt: minutes(0),
      requestBody: null,
      responseBody: '{"success":true,"data":{"items":[],"total":0,"page":1,"limit":20},"livemode":true}',
    },
    {
      ...key,
      id: 'req_demo_000000000000000000000002',
      method: 'POST',
      path: '/api/deliveries',
      status: 400,
      durationMs: 41,
      createdAt: minutes(3),
      requestBody: '{"pickup_address":"12 Admiralty Way, Lekki","delivery_address":""}',
      responseBody:
        '{"success":false,"data":null,"message":"customer_name: Invalid input: expected string, received undefined","code":"VALIDATION_ERROR","livemode":true}',
    },
  ];
}
