import { MockApi } from './mock-api';
import { portInUse, start, waitUntil } from './processes';

/*
 * The production build as deployed, against the HTTP mock: scripts/serve-dist.ts (gzip,
 * security headers, prerendered pages) on `webPort`, mocks/server.ts on `apiPort`. The build
 * must have been made with VITE_API_URL = http://localhost:<apiPort> (its CSP and its calls
 * name that origin).
 */
export interface Stack {
  api: MockApi;
  web: string;
}

const answers = async (url: string, method = 'GET') => {
  // A timeout per probe: a connection made while the server is still starting may never answer.
  const response = await fetch(url, { method, signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.status < 500;
};

export async function startStack({
  dist,
  apiPort,
  webPort,
  deliveries = 0,
}: {
  dist: string;
  apiPort: number;
  webPort: number;
  /** Extra generated deliveries of the demo partner. */
  deliveries?: number;
}): Promise<Stack> {
  for (const port of [apiPort, webPort]) {
    if (await portInUse(port)) throw new Error(`port ${port} is in use: stop what listens there, or pick another`);
  }
  const apiOrigin = `http://localhost:${apiPort}`;
  const web = `http://localhost:${webPort}`;
  const mock = start('mock API', 'tsx', ['mocks/server.ts'], {
    MOCK_PORT: String(apiPort),
    // The seed at every start, nothing written to disk: measurements never depend on a file's past.
    MOCK_DB: 'memory',
    MOCK_DELIVERIES: String(deliveries),
    MOCK_LATENCY_MS: '0',
  });
  const server = start('serve-dist', 'tsx', ['scripts/serve-dist.ts', dist, String(webPort)], {
    VITE_API_URL: apiOrigin,
  });
  await waitUntil('the mock API answering', mock, () => answers(`${apiOrigin}/api/auth/me`));
  await waitUntil('the build being served', server, () => answers(`${web}/favicon.svg`));
  return { api: new MockApi(apiOrigin), web };
}

/** The API origin a build talks to (VITE_API_URL, as vite.config.ts reads it) and its port. */
export function buildApiOrigin(): { origin: string; port: number } {
  const origin = new URL(process.env.VITE_API_URL ?? 'http://localhost:8111');
  return { origin: origin.origin, port: Number(origin.port || (origin.protocol === 'https:' ? 443 : 80)) };
}
