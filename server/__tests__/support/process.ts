import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/* The real `npm run server` (server/main.ts) as a child process, for the tests that start, kill and start it again. */

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export interface Running {
  child: ChildProcess;
  origin: string;
  /** What it has printed so far. */
  output: () => string;
}

const inherited = () => {
  const { DATABASE_URL: _databaseUrl, ...rest } = process.env;
  return rest;
};

export function start(env: Record<string, string>, args: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: root,
    // Not the tests' own DATABASE_URL: a server on PGlite is started without one.
    env: { ...inherited(), PORT: '0', QUIET: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DeliverOS server on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, origin: match[1]!, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened:\n${output}`)));
  });
}

export const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

export async function post(origin: string, pathname: string, body: unknown, token?: string) {
  const response = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data: { id?: string; token?: string } } };
}
