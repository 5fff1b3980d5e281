import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/*
 * Vitest: the app's Vite config (aliases, plugins) plus the test settings, in two projects:
 * `app` (the web app, the mock and the scripts, in jsdom) and `server` (the server's use-cases and
 * its conformance suite, in Node, against the stores of CONFORMANCE_STORES: server/__tests__; and
 * `npm run api:mock` over a socket: mocks/__tests__/http).
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      // Test files share their worker's modules (no fresh module graph per file): a fresh graph per
      // file nearly doubled the suite's time on two cores. No test replaces a module (no vi.mock); every
      // piece of state a test can leave behind is reset after each test by src/test/setup.ts.
      isolate: false,
      // Every core (Vitest's default leaves one free: on a 2-core CI machine, a single worker).
      maxWorkers: availableParallelism(),
      // A line per test file as it finishes, in every terminal (Vitest otherwise picks its
      // quiet 'minimal' reporter when it thinks an agent runs it: minutes without output).
      reporters: ['default'],
      // A ceiling, not a timing assertion: first renders load lazy route chunks on small, busy CI machines.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./src/test/setup.ts'],
            // `npm run api:mock` over a socket: the server's (Node) project.
            exclude: ['**/node_modules/**', 'mocks/__tests__/http/**'],
            include: [
              'src/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
              // Measurements print figures and assert nothing: run on request only (`npm run measure:deliveries`).
              ...(process.env.MEASURE_DELIVERIES ? ['mocks/**/*.measure.ts'] : []),
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            globalSetup: ['./server/__tests__/support/global-setup.ts'],
            include: [
              'server/**/*.test.ts',
              // `npm run api:mock` (the server with the dev tools) over a real socket.
              'mocks/__tests__/http/**/*.test.ts',
              // Races need a real PostgreSQL (PGlite runs one transaction at a time): with DATABASE_URL only.
              ...(process.env.DATABASE_URL ? ['server/**/*.postgres.ts'] : []),
              // The server killed under writers, started again: seconds a run (CI: RUN_CRASH_TESTS=1).
              ...(process.env.RUN_CRASH_TESTS ? ['server/**/*.crash.ts'] : []),
            ],
          },
        },
      ],
    },
  }),
);
