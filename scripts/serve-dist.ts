import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { staticApp } from '../server/http/static-app';

/*
 * Serves a production build the way a static host does — gzip, long-lived caching for hashed
 * assets, prerendered pages (dist/signin/index.html for /signin), the SPA fallback to app.html,
 * the security headers of security-headers.ts — with the server's own static hosting
 * (server/http/static-app.ts), without an API. Lighthouse and the benchmark measure the build
 * through it (`vite preview` sends no compression, which no real host would do).
 *   tsx scripts/serve-dist.ts [dist] [port]   (API origin for the CSP: VITE_API_URL)
 */
const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4174);
const app = staticApp(root, process.env.VITE_API_URL ?? 'http://localhost:8111');

createServer((req, res) => {
  const acceptEncoding = req.headers['accept-encoding'];
  const request = new Request(new URL(req.url ?? '/', 'http://localhost'), {
    method: req.method ?? 'GET',
    headers: typeof acceptEncoding === 'string' ? { 'Accept-Encoding': acceptEncoding } : {},
  });
  const reply = app(request);
  if (!reply) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(reply.status, Object.fromEntries(reply.headers));
  void reply.arrayBuffer().then((body) => res.end(Buffer.from(body)));
}).listen(port, () => console.log(`Serving ${root} on http://localhost:${port}`));
