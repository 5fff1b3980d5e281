import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The file a static host serves for a path of the built app: the file itself, the page
 * prerendered for that path (dist/signin/index.html for /signin), or the nearest app.html up
 * the path — dist/dashboard/app.html for /dashboard/*, else dist/app.html, the empty shell,
 * not the prerendered landing page (scripts/prerender.ts). A host's rewrite rules say the same:
 * `/dashboard/* → /dashboard/app.html`, `/* → /app.html`.
 * Used by the server (./static-app.ts), scripts/serve-dist.ts and `vite preview` (vite.config.ts).
 */
export function staticPage(distFolder: string, pathname: string): string {
  const dist = path.resolve(distFolder);
  const inside = (file: string) => file === dist || file.startsWith(dist + path.sep);
  const isFile = (file: string) => inside(file) && existsSync(file) && statSync(file).isFile();
  const file = path.join(dist, decodeURIComponent(pathname));
  for (const candidate of [file, path.join(file, 'index.html')]) if (isFile(candidate)) return candidate;
  for (let folder = inside(file) ? file : dist; ; folder = path.dirname(folder)) {
    if (isFile(path.join(folder, 'app.html'))) return path.join(folder, 'app.html');
    if (folder === dist) return path.join(dist, 'index.html');
  }
}
