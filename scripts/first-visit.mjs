import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * What a first visit to / downloads, read from the production build: the scripts and
 * stylesheets of its HTML, the landing route's chunk, and everything they import
 * statically (dist/.vite/bundle-report.json, written by vite.config.ts). The size budget
 * (.size-limit.mjs) measures these files; an e2e-prod test checks the browser fetches
 * exactly these.
 */

/** Code that must not be part of a first visit to / (issue 5): data layer, forms, zod, dashboard. */
export const notOnFirstVisit = [
  /node_modules\/(zod|ky|react-hook-form|@hookform|@tanstack\/query-core|radix-ui|@radix-ui|sonner)\//,
  /^src\/(api\/(client|endpoints|errors|schemas)|forms|queries\/(query-client|auth))\b/,
  /^src\/routes\/-pages\/dashboard\//,
];

const landingChunk = 'src/routes/index.tsx?tsr-split=component';

/** @param {string} [dist] @returns {{ js: string[], css: string[], modules: string[] }} */
export function firstVisit(dist = 'dist') {
  /** @type {Record<string, { facadeModule: string | null, imports: string[], css: string[], modules: string[] }>} */
  const report = JSON.parse(readFileSync(path.join(dist, '.vite/bundle-report.json'), 'utf8'));
  const htmlFile = path.join(dist, existsSync(path.join(dist, 'app.html')) ? 'app.html' : 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const linked = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));

  const landing = Object.keys(report).find((file) => report[file].facadeModule === landingChunk);
  if (!landing) throw new Error(`no chunk for ${landingChunk} in the bundle report`);

  const js = new Set();
  const visit = (file) => {
    if (js.has(file)) return;
    js.add(file);
    for (const imported of report[file]?.imports ?? []) visit(imported);
  };
  for (const file of [
    ...linked(/<script[^>]*\bsrc="([^"]+\.js)"/g),
    ...linked(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    landing,
  ])
    visit(file);

  const css = new Set(linked(/<link rel="stylesheet"[^>]*\bhref="([^"]+)"/g));
  for (const file of js) for (const sheet of report[file]?.css ?? []) css.add(sheet);
  const modules = [...js].flatMap((file) => report[file]?.modules ?? []);
  return { js: [...js].sort(), css: [...css].sort(), modules };
}

/** The modules of a first visit that must not be there. */
export const misplacedModules = (modules) =>
  modules.filter((id) => notOnFirstVisit.some((pattern) => pattern.test(id)));
