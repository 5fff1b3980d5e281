import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticPage } from './static-page';
import { securityHeaders } from '../../security-headers';

/*
 * The built web app (`npm run build` → dist/), served by `npm run server` beside the API when
 * APP_DIST names a folder that holds a build: one process is a whole deployment, the app and its
 * API on one origin (and by scripts/serve-dist.ts, alone, for Lighthouse and the benchmark). Served as a static host does: the file, the page
 * prerendered for the path, else the nearest app.html (./static-page.ts); the security
 * headers of security-headers.ts; gzip when asked for; hashed assets cached for a year, pages
 * revalidated. GET and HEAD only, and never a path of the API (/api/…) or of the controls.
 */

/** The content type of each kind of file a build holds. */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
/** The kinds worth gzipping. */
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

/** Whether `folder` holds a build of the app. */
export const holdsBuild = (folder: string) => existsSync(path.join(folder, 'index.html'));

/** The app's reply to a request, or undefined when the request is not the app's. */
export function staticApp(folder: string, apiOrigin: string) {
  const root = path.resolve(folder);
  const headers = securityHeaders(apiOrigin);
  const files = new Map<string, { plain: Buffer; gzipped: Buffer | null }>();
  const read = (file: string) => {
    let found = files.get(file);
    if (!found) {
      const plain = readFileSync(file);
      found = { plain, gzipped: compressible.has(path.extname(file)) ? gzipSync(plain, { level: 9 }) : null };
      files.set(file, found);
    }
    return found;
  };

  return (request: Request): Response | undefined => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const { pathname } = new URL(request.url);
    // The API's paths and the development tools' (never pages of the app, never its index.html).
    if (/^\/(api|__dev|__mock)(\/|$)/.test(pathname)) return undefined;
    let file: string;
    try {
      file = staticPage(root, pathname);
    } catch {
      return undefined; // a path that does not decode (`/%E0`): not a page of the app
    }
    const { plain, gzipped } = read(file);
    const gzip = gzipped !== null && /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '');
    const body = gzip ? gzipped : plain;
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      headers: {
        ...headers,
        'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': String(body.length),
        'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        ...(gzipped ? { Vary: 'Accept-Encoding' } : {}),
      },
    });
  };
}
