import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { summary } from '../lib/stats';

/*
 * One server size's figures: `npm run server` started on a prepared PostgreSQL database (start-up
 * time, resident memory), then the requests of a partner's day timed one after another (p50 /
 * p95 / max in ms): the deliveries list, a search, needs attention, a status change (accept), a
 * withdrawal. Sequential, one client: latency, not throughput (issue 40's load test measures that).
 */

const root = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** From the spawn to the listening line, ms (Node's and tsx's start included). */
  wallMs: number;
  /** What the server says of its own start (database, migrations check, the API), ms. */
  readyMs: number;
}

export function startServer(databaseUrl: string): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', QUIET: '1', DEMO_DATA: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/localhost:\d+).*ready in (\d+) ms/.exec(output);
      if (match) resolve({ child, origin: match[1]!, wallMs: performance.now() - started, readyMs: Number(match[2]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

export const stopServer = (server: ServerProcess) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });

/** The process's resident memory (Linux's VmRSS), MB. */
export function residentMb(server: ServerProcess): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

interface Call {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

async function timed(server: ServerProcess, token: string, pathname: string, call: Call = {}) {
  const started = performance.now();
  const response = await fetch(`${server.origin}${pathname}`, {
    method: call.method ?? (call.body ? 'POST' : 'GET'),
    headers: {
      Authorization: `Bearer ${token}`,
      ...(call.body ? { 'Content-Type': 'application/json' } : {}),
      ...call.headers,
    },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  const json = (await response.json()) as { data: unknown };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(json)}`);
  return { ms, data: json.data };
}

export async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Partner123!' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The request figures at one size: `trials` of each (a warm-up first, not counted). */
export async function measureRequests(server: ServerProcess, token: string, trials: number) {
  const repeat = async (run: (i: number) => Promise<{ ms: number }>) => {
    await run(-1);
    const times: number[] = [];
    for (let i = 0; i < trials; i += 1) times.push((await run(i)).ms);
    return summary(times);
  };
  const list = await repeat(() => timed(server, token, '/api/deliveries?page=1&limit=20'));
  const search = await repeat((i) =>
    timed(server, token, `/api/deliveries?search=${['adaeze ok', 'tunde', 'ibadan'][Math.abs(i) % 3]}&limit=20`),
  );
  const attention = await repeat(() => timed(server, token, '/api/deliveries/attention?page=1&limit=20'));
  // One pending delivery for each accept (the warm-up's included): the bulk seed has 250.
  const pending: string[] = [];
  for (let page = 1; pending.length < trials + 1; page += 1) {
    const { data } = await timed(server, token, `/api/deliveries?status=pending&limit=100&page=${page}`);
    const items = (data as { items: Array<{ id: string }> }).items;
    if (items.length === 0) throw new Error(`only ${pending.length} pending deliveries for ${trials + 1} accepts`);
    pending.push(...items.map((item) => item.id));
  }
  const accept = await repeat((i) => timed(server, token, `/api/deliveries/${pending[i + 1]}/accept`, { body: {} }));
  const accounts = (await timed(server, token, '/api/payout-accounts')).data as Array<{ id: string }>;
  const withdraw = await repeat(() =>
    timed(server, token, '/api/wallet/withdraw', {
      body: { amount: 100, payout_account_id: accounts[0]?.id },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
  return { list, search, attention, statusChange: accept, withdrawal: withdraw };
}
