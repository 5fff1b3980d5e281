import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { build, defineConfig, loadEnv, type LogLevel, type Plugin } from 'vite';
import { chunkGroups, groupTest } from './scripts/chunk-groups.ts';
import { staticPage } from './server/http/static-page.ts';
import { headersFile, securityHeaders } from './security-headers.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
const server = fileURLToPath(new URL('./server', import.meta.url));

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

/**
 * Emits dist/.vite/bundle-report.json: each chunk's modules and imports. The size budget
 * (.size-limit.mjs) reads it to know what a first visit to / downloads, and what is in it.
 * `joining`: a report already written (the app's), whose chunks this build's join.
 */
function bundleReport(joining?: string): Plugin {
  return {
    name: 'deliveros:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const relative = (id: string) => path.relative(process.cwd(), id.replace(/^\0/, '')).split(path.sep).join('/');
      const chunks = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            {
              isEntry: chunk.isEntry,
              facadeModule: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
              imports: chunk.imports,
              dynamicImports: chunk.dynamicImports,
              css: [...(chunk.viteMetadata?.importedCss ?? [])],
              modules: chunk.moduleIds.map(relative),
              // Minified bytes of each module in the chunk: where a chunk's weight comes from.
              moduleSizes: Object.fromEntries(
                Object.entries(chunk.modules).map(([id, info]) => [relative(id), info.renderedLength]),
              ),
            },
          ]),
      );
      const earlier = joining && existsSync(joining) ? (JSON.parse(readFileSync(joining, 'utf8')) as object) : {};
      const report = { ...earlier, ...chunks };
      this.emitFile({ type: 'asset', fileName: '.vite/bundle-report.json', source: JSON.stringify(report, null, 1) });
    },
  };
}

/**
 * papaparse ships one UMD file (no ES module build). Bundled as CommonJS it needs the bundler's
 * interop runtime, which a lazy CommonJS chunk splits out of the entry into a file of its own
 * that every page then requests (+0.43 kB on each first visit). Given a local `module`, its
 * UMD header takes the CommonJS branch, and the file becomes a plain ES module.
 */
function papaparseAsEsModule(): Plugin {
  return {
    name: 'deliveros:papaparse-as-es-module',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules[\\/]papaparse[\\/]papaparse(\.min)?\.js$/.test(id)) return undefined;
      return {
        code: `const module = { exports: {} };\nconst exports = module.exports;\n${code}\nexport default module.exports;\n`,
        map: null,
      };
    },
  };
}

/**
 * The customers' tracking page (/track/<code>, issue 28): track/app.html, plain TypeScript in
 * src/track/, no React. Its own build, run after the app's into the same dist/ (emitting
 * dist/track/app.html, which server/http/static-page.ts serves for /track/*), not a second input of
 * the app's: the chunk groups below are one set per build, and the `app` group takes whatever
 * any entry imports statically — both entries then load one chunk (measured: the page 117 kB
 * with React, the app carrying the page). Here it has no groups: an entry chunk, and Leaflet's
 * chunk once a parcel on the road has a position. Its chunks join the app's bundle report.
 */
function trackingPage(mode: string): Plugin {
  let outDir = '';
  let logLevel: LogLevel | undefined;
  let appBuild = false;
  return {
    name: 'deliveros:tracking-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logLevel = config.logLevel;
      // Not the prerender's server build (scripts/prerender.ts), which loads this config too.
      appBuild = !config.build.ssr;
    },
    async closeBundle() {
      if (!appBuild) return;
      await build({
        configFile: false,
        root,
        mode,
        logLevel,
        clearScreen: false,
        publicDir: false,
        resolve: { alias: { '@': src, '@mocks': mocks, '@server': server } },
        plugins: [bundleReport(path.join(outDir, '.vite/bundle-report.json'))],
        build: {
          outDir,
          emptyOutDir: false,
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { track: path.join(root, 'track/app.html') },
            // src/boot/mock-api.ts imports src/env.ts lazily (for the app, whose entry has no env);
            // here the typed client brings it into the entry anyway: not worth a warning per build.
            checks: { ineffectiveDynamicImport: false },
          },
        },
      });
    },
  };
}

/**
 * The dev server answers /track/<code> with the tracking page, as a host answers with
 * dist/track/app.html (Vite's own fallback would give index.html, the app).
 */
function trackingPageInDev(): Plugin {
  return {
    name: 'deliveros:tracking-page-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (
          req.method === 'GET' &&
          /^\/track(\/|$)/.test(url.pathname) &&
          (req.headers.accept ?? '').includes('text/html')
        ) {
          req.url = `/track/app.html${url.search}`;
        }
        next();
      });
    },
  };
}

/** `vite preview` serves pages as a static host would (server/http/static-page.ts). */
function previewPrerendered(): Plugin {
  return {
    name: 'deliveros:preview-prerendered',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) {
          req.url = `/${path.relative(dist, staticPage(dist, url.pathname)).split(path.sep).join('/')}${url.search}`;
        }
        next();
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const viteEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const apiUrl = viteEnv.VITE_API_URL || 'http://localhost:8111';
  // The CSP follows the same .env files as the app: the API's origin and the map tiles' one.
  const headers = securityHeaders(apiUrl, viteEnv.VITE_MAP_TILES_URL || undefined);

  return {
    plugins: [
      // Must come before react(): it generates the route tree and splits route code.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routeFileIgnorePrefix: '-',
        // A route's loader, component and pending component are one lazy chunk (a loader
        // pulls in the data layer, which must stay off the landing page's first load): one
        // stub in the entry and one request per route rather than three.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      react(),
      tailwindcss(),
      // Serves mockServiceWorker.js to the dev server, and emits it into the end-to-end build
      // (`--mode e2e`, the in-browser mock bundled): a production build ships no mock.
      { ...msw({ mode: 'worker-only' }), apply: (_config, { command }) => command === 'serve' || mode === 'e2e' },
      hostingHeaders(headers),
      previewPrerendered(),
      papaparseAsEsModule(),
      bundleReport(),
      trackingPage(mode),
      trackingPageInDev(),
    ],
    build: {
      modulePreload: {
        polyfill: false,
        // The steps a delivery's action asks for (reject, assign, deliver with proof) load on a
        // click, without preloading their dependencies: one more round trip then, and ~0.1 kB
        // (their preload list) off every signed-in first visit.
        resolveDependencies: (filename: string, deps: string[]) =>
          /(action-forms|fleet-parts)-/.test(filename) ? [] : deps,
      },
      rolldownOptions: {
        // The contract's modules (the api folder and its schemas) only define things: one that
        // a chunk does not use is left out of it even when an index re-exports it (the schemas
        // index would otherwise put API access's and the profile's schemas in the data chunk).
        treeshake: {
          moduleSideEffects: (id: string) => !/[\\/]src[\\/]api[\\/](schemas[\\/])?[a-z-]+\.ts$/.test(id),
        },
        output: {
          // Groups by folder and package (scripts/chunk-groups.ts): where a file lives decides its chunk.
          codeSplitting: {
            groups: chunkGroups.map((group) => ({
              name: group.name,
              priority: group.priority,
              ...(group.tags ? { tags: [...group.tags] } : { test: groupTest(group, root) }),
              ...(group.withoutDependencies ? { includeDependenciesRecursively: false } : {}),
            })),
          },
        },
      },
    },
    resolve: {
      alias: {
        '@': src,
        '@mocks': mocks,
        '@server': server,
        // TanStack Store's selector hook imports the React 17 shim; React 19 has the hook
        // built in: the non-shim build uses it (~0.5 kB gzip less on every first visit).
        'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      },
    },
    server: { port: 5173, strictPort: true },
    // The production build is previewed (and tested) under the headers it is hosted with.
    preview: { port: 4173, strictPort: true, headers },
  };
});
