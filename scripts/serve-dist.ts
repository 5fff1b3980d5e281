import { createReadStream, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressible, contentTypes } from '../server/http/static-app';
import { securityHeaders } from '../security-headers';
import { staticPage } from './static-page';

/*
 * Serves a production build the way a static host does: gzip, long-lived caching for
 * hashed assets, prerendered pages (dist/signin/index.html for /signin), the SPA fallback
 * to app.html, and the security headers of
 * security-headers.ts. Lighthouse and the benchmark measure the build through it
 * (`vite preview` sends no compression, which no real host would do).
 *   tsx scripts/serve-dist.ts [dist] [port]   (API origin for the CSP: VITE_API_URL)
 */
const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4174);
const headers = securityHeaders(process.env.VITE_API_URL ?? 'http://localhost:8111');

const gzipped = new Map<string, Buffer>();

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const file = staticPage(root, path);
  const ext = extname(file);
  res.setHeader('Content-Type', contentTypes[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    let body = gzipped.get(file);
    if (!body) gzipped.set(file, (body = gzipSync(readFileSync(file), { level: 9 })));
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(body);
    return;
  }
  createReadStream(file).pipe(res);
}).listen(port, () => console.log(`Serving ${root} on http://localhost:${port}`));
