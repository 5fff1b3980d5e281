import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { chunksFor, frameModule, signedInShell, type BundleReport } from './lib/app-shells';

/*
 * After `vite build`: renders the public pages a visitor most often lands on to static
 * HTML, so the browser paints them before any script has loaded (issue 5: Lighthouse).
 *   dist/index.html         /        (the landing page)
 *   dist/signin/index.html  /signin
 *   dist/app.html           the empty shell, served for every other path (SPA fallback)
 *   dist/dashboard/app.html the shell for /dashboard/*: the frame's chunks and the API's
 *                           connection named up front (scripts/lib/app-shells.ts)
 * The page scripts stay the same: the app renders the same markup over it.
 *   tsx scripts/prerender.ts [dist]   (another build folder, e.g. the benchmark's)
 */
export const prerenderedPages = [
  { url: '/', file: 'index.html' },
  { url: '/signin', file: 'signin/index.html' },
] as const;

const dist = path.resolve(process.argv[2] ?? 'dist');
// Its own folder per run (two builds at once — CI and the benchmark — never share it),
// inside the project so that the rendered module resolves the project's packages.
const cache = path.resolve('node_modules/.cache');
await mkdir(cache, { recursive: true });
const ssrOut = await mkdtemp(path.join(cache, 'deliveros-prerender-'));

await build({
  logLevel: 'warn',
  build: { ssr: 'src/boot/prerender.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false, minify: false },
});
const { renderPage } = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as {
  renderPage: (url: string) => Promise<string>;
};

// The shell vite built (kept as app.html, so running this again starts from it too).
const shell = await readFile(path.join(dist, 'app.html'), 'utf8').catch(() =>
  readFile(path.join(dist, 'index.html'), 'utf8'),
);
const root = '<div id="root"></div>';
if (!shell.includes(root)) throw new Error(`dist/index.html has no ${root}`);
await writeFile(path.join(dist, 'app.html'), shell);

for (const page of prerenderedPages) {
  // Inline scripts go: the router's scroll restorer and React's reveal timer are for
  // server-streamed pages, and the Content-Security-Policy allows no inline script.
  const markup = (await renderPage(page.url)).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  if (/<script\b|<template\b/i.test(markup))
    throw new Error(`${page.url}: unexpected script or template in the prerendered markup`);
  // The page is visible without its script: the script (and what it preloads) loads at low
  // priority, after the HTML and the stylesheet rather than competing with them.
  const html = shell
    .replace(root, `<div id="root" data-prerendered="${page.url}">${markup}</div>`)
    .replaceAll(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  const file = path.join(dist, page.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(
    `prerendered ${page.url} → ${path.relative(process.cwd(), file)} (${(html.length / 1000).toFixed(1)} kB)`,
  );
}
await rm(ssrOut, { recursive: true, force: true });

// The signed-in shell: the build's API origin as vite.config.ts reads it.
const report = JSON.parse(await readFile(path.join(dist, '.vite/bundle-report.json'), 'utf8')) as BundleReport;
const apiOrigin = loadEnv('production', process.cwd(), 'VITE_').VITE_API_URL || 'http://localhost:8111';
const chunks = chunksFor(report, frameModule);
await mkdir(path.join(dist, 'dashboard'), { recursive: true });
await writeFile(path.join(dist, 'dashboard/app.html'), signedInShell(shell, { apiOrigin, chunks }));
console.log(`signed-in shell → dist/dashboard/app.html (preloads ${chunks.join(', ')})`);
