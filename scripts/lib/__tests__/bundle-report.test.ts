import { describe, expect, it } from 'vitest';
import { developmentCodeIn } from '../bundle-report';

describe('developmentCodeIn', () => {
  it('finds none in a build of app code and its libraries', () => {
    const report = {
      'assets/app.js': { modules: ['src/main.tsx', 'src/boot/mock-api.ts', 'node_modules/react/index.js'] },
      'assets/data.js': { modules: ['src/api/client.ts', 'node_modules/ky/distribution/index.js'] },
    };
    expect(developmentCodeIn(report, ['index.html', 'assets/app.js', 'assets/data.js'])).toEqual([]);
  });

  it('names each mock, msw, dev-tools or dev-panel module with its chunk, and the service worker', () => {
    const report = {
      'assets/app.js': { modules: ['src/main.tsx', 'src/features/mock-panel/dev-tools.tsx'] },
      'assets/browser.js': {
        modules: ['mocks/browser.ts', 'mocks/handlers/auth.ts', 'node_modules/msw/lib/browser/index.mjs'],
      },
      'assets/panel.js': { modules: ['src/features/mock-panel/panel.tsx'] },
    };
    expect(developmentCodeIn(report, ['index.html', 'mockServiceWorker.js'])).toEqual([
      'assets/app.js: src/features/mock-panel/dev-tools.tsx',
      'assets/browser.js: mocks/browser.ts',
      'assets/browser.js: mocks/handlers/auth.ts',
      'assets/browser.js: node_modules/msw/lib/browser/index.mjs',
      'assets/panel.js: src/features/mock-panel/panel.tsx',
      'mockServiceWorker.js',
    ]);
  });
});
