import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, mockUrl } from './env';

/** Fails fast, and says why, when there is no build or it talks to another API than the mock. */
export default function checkBuild() {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) throw new Error(`No production build in ${distDir}/: run \`npm run build\` first.`);
  const assets = join(distDir, 'assets');
  const talksToMock = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(join(assets, name), 'utf8').includes(mockUrl));
  if (!talksToMock) {
    throw new Error(
      `The build in ${distDir}/ does not talk to the mock at ${mockUrl}: build it with VITE_API_URL=${mockUrl}.`,
    );
  }
}
