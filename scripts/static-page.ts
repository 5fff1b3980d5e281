import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The file a static host serves for a path of the built app: the file itself, the page
 * prerendered for that path (dist/signin/index.html for /signin), or app.html — the empty
 * shell, not the prerendered landing page — for every other path (scripts/prerender.ts).
 * Used by scripts/serve-dist.ts and by `vite preview` (vite.config.ts).
 */
export function staticPage(dist: string, pathname: string): string {
  const isFile = (file: string) => file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  const file = path.join(dist, decodeURIComponent(pathname));
  for (const candidate of [file, path.join(file, 'index.html')]) if (isFile(candidate)) return candidate;
  return isFile(path.join(dist, 'app.html')) ? path.join(dist, 'app.html') : path.join(dist, 'index.html');
}
