import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, apiUrl } from './env';

/** Fails fast, and says why, when there is no build or it talks to another API than the server under test. */
export default function checkBuild() {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) throw new Error(`No production build in ${distDir}/: run \`npm run build\` first.`);
  const assets = join(distDir, 'assets');
  const talksToServer = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(join(assets, name), 'utf8').includes(apiUrl));
  if (!talksToServer) {
    throw new Error(
      `The build in ${distDir}/ does not talk to the server at ${apiUrl}: build it with VITE_API_URL=${apiUrl}.`,
    );
  }
}
