import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { headersFile, securityHeaders } from './security-headers';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));

/** Emits dist/_headers with the security headers for the API the build talks to. */
function hostingHeaders(headers: Record<string, string>): Plugin {
  return {
    name: 'deliveros:hosting-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
  };
}

export default defineConfig(({ mode }) => {
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || 'http://localhost:8111';
  const headers = securityHeaders(apiUrl);

  return {
    plugins: [
      // Must come before react(): it generates src/routeTree.gen.ts and splits route code.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routeFileIgnorePrefix: '-',
        // Loaders are split too: the dashboard's loader pulls in the data layer (ky, zod,
        // schemas), which must stay off the landing page's first load.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      react(),
      tailwindcss(),
      // Serves mockServiceWorker.js to the dev server only: a production build ships no mock.
      { ...msw({ mode: 'worker-only' }), apply: 'serve' },
      hostingHeaders(headers),
    ],
    resolve: { alias: { '@': src, '@mocks': mocks } },
    server: { port: 5173, strictPort: true },
    // The production build is previewed (and tested) under the headers it is hosted with.
    preview: { port: 4173, strictPort: true, headers },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
      restoreMocks: true,
      // A ceiling, not a timing assertion: first renders load lazy route chunks on small, busy CI machines.
      testTimeout: 20_000,
    },
  };
});
