import { z } from 'zod/mini';

/*
 * Classic zod registers its English messages the moment it loads; zod/mini (which the app
 * uses: it tree-shakes, classic zod does not) loads no locale at all, so every issue
 * without a message of its own would read just "Invalid input" — the contract's refusals
 * ("Invalid email address", "Too small: expected number to be >0"…) that the client and the
 * mock API pass on would change. Every module that builds a schema imports this one first:
 * the data layer through src/api/schemas/common.ts, the forms and src/env.ts directly.
 * It sets only the locale in zod's global config (src/zod-config.ts has set jitless there).
 */
z.config(z.locales.en());
