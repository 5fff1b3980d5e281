import { z } from 'zod';

/*
 * The server's configuration, from the environment, checked at start: a bad value stops the
 * start with one line per variable saying what is wrong (docs/server.md, Configuration).
 */

const onOff = z.enum(['on', 'off']);

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8111),
  /** postgres://… — without it, the embedded PostgreSQL (PGlite) in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /**
   * Where the web app runs: the links of the e-mails point there, and it is answered with CORS.
   * Unset: this server's own origin when it serves the app (APP_DIST), else http://localhost:5173.
   */
  APP_ORIGIN: z.url().optional(),
  /** A build of the web app (`npm run build`) to serve beside the API, if the folder holds one; `off`: never. */
  APP_DIST: z.string().min(1).default('dist'),
  /** `demo`: every verification code is 123456 (docs/product.md#demo-data); `random`: six random digits, e-mailed. */
  VERIFICATION_CODES: z.enum(['demo', 'random']).default('demo'),
  /** How long a withdrawal or a top-up by bank transfer waits for the (demo) bank, in ms. */
  SETTLE_MS: z.coerce.number().int().min(0).max(86_400_000).default(4_000),
  /** Seed the demo data (docs/product.md#demo-data) into an empty database. */
  DEMO_DATA: onOff.default('on'),
  /** `on`: the development controls (/__dev/outbox, /__dev/reset: server/http/dev-controls.ts). Never in production. */
  DEV_CONTROLS: onOff.default('off'),
  /** `on`: webhooks may be sent to loopback (`npm run webhooks:listen` on 127.0.0.1); `off` in production (docs/webhooks.md). */
  WEBHOOK_LOOPBACK: onOff.default('on'),
  /** How long a worker holds a webhook delivery it is sending (ms): after a crash it is sent again once this has passed. More than the POST's 10 s. */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(11_000).max(3_600_000).default(60_000),
  /** `1`: no line per request. */
  QUIET: z.enum(['0', '1']).default('0'),
});

export type Config = z.infer<typeof environment>;

/** The configuration, or the list of what is wrong with the environment. */
export function readConfig(env: NodeJS.ProcessEnv): { config: Config } | { problems: string[] } {
  const parsed = environment.safeParse(env);
  if (parsed.success) return { config: parsed.data };
  return {
    problems: parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    ),
  };
}
