// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The feature rooms (src/features/<domain>): one per folder. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature never imports another feature: route files compose them (the billing route shows
 * the wallet's transaction history). What two features share belongs to a lower layer —
 * generic UI in src/components, server state in src/queries. Nor does a feature import a
 * route file: only the route-level helpers in src/search-params.ts.
 */
const featureZones = features.flatMap((feature) => [
  {
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `The ${feature} feature imports another feature: compose them in a route file, or move the shared piece to src/components or src/queries.`,
  },
  {
    target: `./src/features/${feature}`,
    from: './src/routes',
    message: 'A feature imports no route file: routes import features, not the other way round.',
  },
]);

/** The layer arrows of docs/architecture.md, enforced: each zone may not import from `from`. */
const layerZones = [
  {
    target: './src',
    from: './mocks',
    except: [],
    message: 'src never imports mocks (src/boot/mock-api.ts imports it dynamically, in development only).',
  },
  {
    target: './src',
    from: './server',
    message: 'src never imports the server: both speak the contract of src/api.',
  },
  {
    target: './server',
    from: [
      './mocks',
      './src/queries',
      './src/forms',
      './src/routes',
      './src/features',
      './src/components',
      './src/boot',
    ],
    message: 'The server imports only the contract (src/api) and the constants (src/config.ts) of src, never mocks.',
  },
  {
    target: './server/domain',
    from: ['./server/http', './server/storage', './server/main.ts', './server/platform'],
    message: 'The domain knows neither HTTP nor SQL: it speaks the storage port (server/domain/ports.ts).',
  },
  {
    target: './server/storage',
    from: ['./server/http', './server/main.ts'],
    message: 'Storage adapters know nothing of HTTP.',
  },
  {
    target: './src/api',
    from: ['./src/queries', './src/forms', './src/routes', './src/features', './src/components'],
    message: 'src/api knows nothing of React, the cache or the UI.',
  },
  {
    target: './src/queries',
    from: ['./src/forms', './src/routes', './src/features', './src/components'],
    message: 'src/queries knows nothing of the UI.',
  },
  {
    target: './src/forms',
    from: ['./src/queries', './src/routes', './src/features', './src/api/client.ts'],
    message: 'src/forms knows nothing of HTTP or the cache.',
  },
  {
    target: './src/components',
    from: ['./src/queries', './src/routes', './src/features', './src/api/client.ts'],
    message: 'src/components do no fetching.',
  },
  {
    target: './mocks',
    from: ['./src/queries', './src/forms', './src/routes', './src/features', './src/components'],
    message: 'mocks speak the contract only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '**/dist',
      'bench/results',
      'node_modules',
      'src/routeTree.gen.ts',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      // A planted import loop that scripts/__tests__/lint-rules.test.ts lints on purpose.
      'scripts/__tests__/fixtures/import-cycle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Without the parser and extension settings import-x resolves no .ts import, and
      // no-cycle then passes any loop (a planted two-file loop must fail: scripts/__tests__/lint-rules.test.ts).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
      // Cycles among the project's own modules; packages are not walked (most of lint's time otherwise).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text.',
        },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
      ],
    },
  },
  {
    files: ['src/boot/mock-api.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones.filter((zone) => zone.from !== './mocks'), ...featureZones] },
      ],
    },
  },
  {
    // The storage port is asynchronous (PostgreSQL); the in-memory adapter answers it at once.
    files: ['server/storage/memory/**', 'mocks/server-api.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'e2e-prod/**', 'bench/**', 'src/test/**', 'server/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
