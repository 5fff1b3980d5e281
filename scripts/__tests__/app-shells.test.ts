import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunksFor, signedInShell, type BundleReport } from '../lib/app-shells';
import { staticPage } from '../../server/http/static-page';

const report: BundleReport = {
  'assets/index-1.js': { isEntry: true, imports: [], modules: ['src/main.tsx'] },
  'assets/dashboard-2.js': {
    isEntry: false,
    imports: ['assets/data-3.js', 'assets/app-4.js', 'assets/index-1.js'],
    modules: ['src/features/dashboard/app-frame.tsx'],
  },
  'assets/data-3.js': {
    isEntry: false,
    imports: ['assets/index-1.js', 'assets/app-4.js'],
    modules: ['src/api/client.ts'],
  },
  'assets/app-4.js': { isEntry: false, imports: [], modules: ['src/components/ui/format.ts'] },
  'assets/wallet-5.js': { isEntry: false, imports: ['assets/data-3.js'], modules: ['src/features/wallet/wallet.tsx'] },
};

describe('the signed-in shell', () => {
  it('names the chunk of a module and every chunk it imports, once each, never the entry', () => {
    expect(chunksFor(report, 'src/features/dashboard/app-frame.tsx')).toEqual([
      'assets/dashboard-2.js',
      'assets/data-3.js',
      'assets/app-4.js',
    ]);
    expect(() => chunksFor(report, 'src/features/gone.tsx')).toThrow(
      'no chunk of the build holds src/features/gone.tsx',
    );
  });

  it('adds a preconnect to the API origin and a modulepreload a chunk before the title', () => {
    const html = signedInShell('<head>\n    <title>DeliverOS</title></head>', {
      apiOrigin: 'https://api.example.ng/v1',
      chunks: ['assets/data-3.js'],
    });
    expect(html).toBe(
      '<head>\n    <link rel="preconnect" href="https://api.example.ng" crossorigin>\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/data-3.js">\n    <title>DeliverOS</title></head>',
    );
  });
});

describe('staticPage: the file a static host serves', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'deliveros-static-page-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const put = (file: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), file);
  };
  ['index.html', 'app.html', 'signin/index.html', 'dashboard/app.html', 'assets/index-1.js'].forEach(put);
  const served = (pathname: string) => path.relative(dist, staticPage(dist, pathname));

  it('serves files and prerendered pages as they are', () => {
    expect(served('/')).toBe('index.html');
    expect(served('/signin')).toBe('signin/index.html');
    expect(served('/assets/index-1.js')).toBe('assets/index-1.js');
  });

  it('serves the nearest app.html up the path: the dashboard’s shell under /dashboard, else the app’s', () => {
    expect(served('/dashboard')).toBe('dashboard/app.html');
    expect(served('/dashboard/wallet/transactions')).toBe('dashboard/app.html');
    expect(served('/dashboards')).toBe('app.html');
    expect(served('/signup')).toBe('app.html');
    expect(served('/../../etc/passwd')).toBe('app.html');
    expect(served(`/../${path.basename(dist)}-other/app.html`)).toBe('app.html');
  });
});
