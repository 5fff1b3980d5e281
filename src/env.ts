import { z } from 'zod/mini';
import { DEFAULT_API_URL } from './api-url';
import { defaultMapTilesUrl, mapTilesUrlPattern } from './map-tiles-url';

/** import.meta.env, checked once at start-up so a typo fails loudly, not at the first request. */
const envSchema = z.object({
  VITE_API_URL: z._default(z.url(), DEFAULT_API_URL),
  VITE_API_MOCKING: z.optional(z.enum(['on', 'off'])),
  VITE_MOCK_LATENCY_MS: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  /** How long the in-browser mock takes to settle a withdrawal or a bank-transfer top-up (4000 ms unless set). */
  VITE_MOCK_SETTLE_MS: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  /**
   * The delivery map's tiles: a URL template with {z}, {x} and {y} (OpenStreetMap's unless set), https
   * (http on localhost) from one host. zod's own message shows the pattern (every page carries this check).
   */
  VITE_MAP_TILES_URL: z._default(z.string().check(z.regex(mapTilesUrlPattern)), defaultMapTilesUrl),
  DEV: z.boolean(),
  MODE: z.string(),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL.replace(/\/+$/, ''),
  /** The in-browser mock API is on by default in development and in the e2e build, off in a production build. */
  apiMocking: (parsed.VITE_API_MOCKING ?? (parsed.DEV || parsed.MODE === 'e2e' ? 'on' : 'off')) === 'on',
  mockLatencyMs: parsed.VITE_MOCK_LATENCY_MS,
  mockSettleMs: parsed.VITE_MOCK_SETTLE_MS,
  mapTilesUrl: parsed.VITE_MAP_TILES_URL,
  dev: parsed.DEV,
} as const;
