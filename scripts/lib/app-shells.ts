/*
 * Shells for the signed-in app: `dist/dashboard/app.html` is app.html plus what every
 * /dashboard/* first visit needs before it can ask for data — a connection to the API's origin
 * and the frame's chunks (the frame, the data layer and their imports) — named in the HTML, so
 * the browser fetches them beside the entry instead of after evaluating it (one request round
 * less: issue 24's LCP on a phone). server/http/static-page.ts serves a folder's app.html for
 * every path under it. The chunks are found by the module they hold, never by file name.
 */

/** One chunk of dist/.vite/bundle-report.json (vite.config.ts's bundle report). */
export interface ReportedChunk {
  isEntry: boolean;
  imports: string[];
  modules: string[];
}
export type BundleReport = Record<string, ReportedChunk>;

/** The module whose chunk a signed-in first visit always needs: the app frame. */
export const frameModule = 'src/features/dashboard/app-frame.tsx';

/** The chunk holding `module` and every chunk it imports, less the entry (already in the HTML). */
export function chunksFor(report: BundleReport, module: string): string[] {
  const start = Object.entries(report).find(([, chunk]) => chunk.modules.includes(module))?.[0];
  if (!start) throw new Error(`no chunk of the build holds ${module}`);
  const found = new Set<string>();
  const visit = (file: string) => {
    const chunk = report[file];
    if (!chunk || chunk.isEntry || found.has(file)) return;
    found.add(file);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return [...found];
}

/** app.html with a preconnect to `apiOrigin` and a modulepreload of each of `chunks`, before the title. */
export function signedInShell(appHtml: string, { apiOrigin, chunks }: { apiOrigin: string; chunks: string[] }): string {
  if (!appHtml.includes('<title>')) throw new Error('app.html has no <title>');
  const links = [
    `<link rel="preconnect" href="${new URL(apiOrigin).origin}" crossorigin>`,
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return appHtml.replace('<title>', `${links.join('\n    ')}\n    <title>`);
}
