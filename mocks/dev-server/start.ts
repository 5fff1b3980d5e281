import type { Server } from 'node:http';
import { assembleServer, type RunningServer } from '@server/assemble';
import { buildSeed } from '../seed';
import { devScenario, serverDevData } from './data';
import { createDevFront, type DevFrontOptions } from './front';

/*
 * The server with the development tools on (`npm run api:mock`, and the tests of mocks/__tests__/http):
 * the DeliverOS server on the embedded PostgreSQL (PGlite) — the same API, rules, queue and
 * workers as `npm run server` — with the demo data, the demo verification code, webhooks
 * allowed to loopback, and the dev panel's controls in front (mocks/dev-server/front.ts).
 */

export interface DevServerOptions extends DevFrontOptions {
  /** PGlite's folder; `memory://` keeps nothing. */
  dataDir: string;
  /** Start from the demo data, replacing what `dataDir` holds. */
  fresh?: boolean;
  /** Extra generated deliveries of the demo partner when seeding. */
  extraDeliveries?: number;
  /** How long a withdrawal or a bank-transfer top-up stays pending (ms). */
  settleAfterMs?: number;
  /** Where the e-mails' links point when a request names no local app origin. */
  appOrigin?: string;
  /** The ports this process listens on: webhooks are never sent there. */
  ownPorts?: Set<string>;
}

export interface DevServer {
  running: RunningServer;
  http: Server;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const appOrigin = (options.appOrigin ?? 'http://localhost:5173').replace(/\/+$/, '');
  const scenario = devScenario();
  const running = await assembleServer({
    dataDir: options.dataDir,
    appOrigin,
    verificationCodes: 'demo',
    demoData: true,
    fresh: options.fresh ?? false,
    seed: () => buildSeed({ extraDeliveries: options.extraDeliveries ?? 0 }),
    settleAfterMs: options.settleAfterMs ?? 4_000,
    withdrawalsFail: () => scenario.current.withdrawalsFail,
    webhooks: { allowLoopback: true, ownPorts: options.ownPorts ?? new Set() },
  });
  const http = createDevFront(running, serverDevData(running, scenario, appOrigin), options);
  return { running, http };
}
