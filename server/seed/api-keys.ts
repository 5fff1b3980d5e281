import type { ApiKeyRecord } from '../domain/api-keys/records';
import { DAY_MS as DAY } from '../domain/calendar';
import { sha256Hex } from '../domain/sha256';
import { DEMO_USER_ID } from './accounts';

/*
 * The demo partner's API keys (docs/api-keys.md): one test key, one live key, their secrets
 * fixed here so tests and docs can use them. The store keeps their SHA-256 and last 4 only. The
 * live key was last used by the newest of its seeded requests (request-logs.ts).
 */
export const DEMO_API_KEYS = {
  test: { id: 'key_demo_test', secret: 'sk_test_SwiftRidersDemoTestKey0000000001' },
  live: { id: 'key_demo_live', secret: 'sk_live_SwiftRidersDemoLiveKey0000000001' },
} as const;

export function seedApiKeys(at: (offsetMs: number) => string, lastUsed: { live: string | null }): ApiKeyRecord[] {
  return (['test', 'live'] as const).map((mode) => ({
    partnerId: DEMO_USER_ID,
    id: DEMO_API_KEYS[mode].id,
    name: mode === 'test' ? 'Checkout integration (test)' : 'Checkout integration',
    mode,
    hash: sha256Hex(DEMO_API_KEYS[mode].secret),
    last4: DEMO_API_KEYS[mode].secret.slice(-4),
    createdAt: at(-30 * DAY),
    lastUsedAt: mode === 'live' ? lastUsed.live : null,
    expiresAt: null,
    revokedAt: null,
  }));
}
