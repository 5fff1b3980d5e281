import { z } from 'zod/mini';

/*
 * Classic zod registers its English messages the moment it loads; zod/mini (which the app
 * uses: it tree-shakes, classic zod does not) loads no locale at all, so every issue
 * without a message of its own would read just "Invalid input" — the contract's refusals
 * ("Invalid email address", "Too small: expected number to be >0"…) that the client and the
 * mock API pass on would change. The mock API loads it (mocks/http.ts: in Node, the tests,
 * the dev server); the browser's app loads it only when the client refuses input before
 * sending (src/api/client.ts) — every other message a partner sees is the app's own (the
 * forms carry the texts in docs/product.md#error-texts) — which keeps ~1.1 kB gzip off every signed-in first load.
 * It sets only the locale in zod's global config (src/zod-config.ts has set jitless there).
 */
z.config(z.locales.en());
