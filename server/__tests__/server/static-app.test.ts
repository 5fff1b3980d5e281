import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { holdsBuild, staticApp } from '../../http/static-app';

/* `npm run server` serving the built app beside the API (server/http/static-app.ts), as a static host would. */

const dist = mkdtempSync(path.join(tmpdir(), 'deliveros-static-app-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};
write('index.html', '<h1>Landing</h1>');
write('app.html', '<div id="root"></div>');
write('signin/index.html', '<h1>Sign in</h1>');
write('dashboard/app.html', '<div id="dashboard"></div>');
write('assets/index-abc123.js', 'console.log("app")'.repeat(50));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = staticApp(dist, 'http://localhost:8111');
const get = (target: string, init: RequestInit = {}) => app(new Request(`http://localhost:8111${target}`, init));
const text = async (reply: Response | undefined) => (reply ? await reply.text() : null);

describe('the built app on the server', () => {
  it('is served only from a folder that holds a build', () => {
    expect(holdsBuild(dist)).toBe(true);
    expect(holdsBuild(path.join(dist, 'assets'))).toBe(false);
  });

  it('answers each page with its prerendered file or the nearest shell, under the security headers', async () => {
    expect(await text(get('/'))).toBe('<h1>Landing</h1>');
    expect(await text(get('/signin'))).toBe('<h1>Sign in</h1>');
    expect(await text(get('/dashboard/deliveries'))).toBe('<div id="dashboard"></div>');
    const other = get('/track/abc');
    expect(await text(other)).toBe('<div id="root"></div>');
    expect(other?.headers.get('Content-Security-Policy')).toContain("connect-src 'self' http://localhost:8111");
    expect(other?.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(other?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('caches hashed assets for a year and gzips them when asked', async () => {
    const reply = get('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(reply?.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(reply?.headers.get('Content-Encoding')).toBe('gzip');
    const body = Buffer.from(await reply!.arrayBuffer());
    expect(gunzipSync(body).toString()).toBe('console.log("app")'.repeat(50));
  });

  it('leaves the API, the controls and every write to the API', () => {
    expect(get('/api/auth/me')).toBeUndefined();
    expect(get('/__dev/outbox')).toBeUndefined();
    expect(get('/', { method: 'POST', body: '{}' })).toBeUndefined();
  });

  it('never reads outside its folder', async () => {
    expect(await text(get('/..%2f..%2fetc%2fpasswd'))).toBe('<div id="root"></div>');
    expect(await text(get('/%2e%2e/%2e%2e/etc/passwd'))).toBe('<div id="root"></div>');
    expect(get('/%E0%A4%A')).toBeUndefined();
  });
});
