/*
 * Zod 4 compiles object parsers with the Function constructor when it may, and probes
 * whether it may (a try/catch around an empty one) the first time an object schema is defined. Under the production CSP
 * (script-src 'self', no 'unsafe-eval') the probe is refused, and although zod catches the
 * error the browser reports a CSP violation (`script-src blocked eval`) on every page that
 * loads a schema. Jitless mode (`z.config({ jitless: true })`) skips the probe, but it must
 * be set before the first object schema is defined, and importing zod here would put it on
 * the landing page's first load. So this sets it in zod's global config object
 * (`globalThis.__zod_globalConfig`, which zod adopts when it loads), with no import:
 * main.tsx imports this module first. src/__tests__/security.test.tsx checks that zod
 * reads it, and e2e-prod/csp.spec.ts that no page reports a violation. The app builds its
 * schemas with zod/mini, whose object schemas never compile a parser; the flag stays so
 * that no classic schema (a dependency's, a future one) ever probes. zod/mini and classic
 * zod share this one global config (src/zod-locale.ts adds the English messages to it).
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
