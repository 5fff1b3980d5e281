import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

/*
 * The real HTTP mock (`node --import tsx mocks/server.ts`) as a child process on an embedded database folder (MOCK_DB),
 * to kill with SIGKILL and start again; and requests to it from a chosen local address, so
 * that a test plays several clients (the mock tells clients apart by their remote address:
 * mocks/client-identity.ts). 127.0.0.0/8 is all loopback on Linux, where CI runs.
 */

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const START_TIMEOUT_MS = 60_000;

export interface ChildMock {
  origin: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGKILL, then waits for the process to be gone. */
  kill: () => Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills `child` (SIGKILL, as a crash) and forgets it in `running` once it has exited. */
export function killChild(child: ChildProcess, running: Set<ChildProcess>): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      resolve();
      return;
    }
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
    child.kill('SIGKILL');
  });
}

/** Kills every child this module started that still runs (for an afterEach). */
export const killChildMocks = () => Promise.all([...running].map((child) => killChild(child, running)));

/**
 * The HTTP mock on `file`, on a free port; resolves once it listens. `args` go to the server,
 * `env` over the defaults (a line per request only when `MOCK_QUIET` is overridden).
 */
export function startChildMock(
  file: string,
  options: { args?: string[]; deliveries?: number; env?: Record<string, string> } = {},
): Promise<ChildMock> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts', ...(options.args ?? [])], {
    cwd: root,
    env: {
      ...process.env,
      MOCK_PORT: '0',
      MOCK_DB: file,
      MOCK_LATENCY_MS: '0',
      MOCK_DELIVERIES: String(options.deliveries ?? 0),
      MOCK_QUIET: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void killChild(child, running);
      reject(new Error(`the mock did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const listening = () => {
      const port = /DeliverOS mock API on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout.off('data', listening);
      child.off('exit', exited);
      resolve({ origin: `http://127.0.0.1:${port}`, output: () => output, kill: () => killChild(child, running) });
    };
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited (${code}) before listening:\n${output}`));
    };
    child.stdout.on('data', listening);
    child.once('exit', exited);
  });
}

export interface ClientReply {
  status: number;
  headers: IncomingHttpHeaders;
  json: { success: boolean; data: unknown; message?: string; code?: string };
}

/** A JSON request to `origin` from the local address `from` (a client of its own to the mock). */
export function requestFrom(
  origin: string,
  from: string,
  route: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ClientReply> {
  const url = new URL(route, origin);
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(body));
  }
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        localAddress: from,
        agent: false,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text) as ClientReply['json'] });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${route} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}
