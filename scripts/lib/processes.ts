import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';

/*
 * Child processes of the bench and the CI scripts (HTTP mock, vite preview, vite build): each in its own process
 * group, so stopping one stops what it spawned too (tsx and vite start node children), and
 * every one still running is stopped when the bench ends — normally, on an error or on a signal.
 */

export const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'node_modules', '.bin');

interface Child {
  name: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const running = new Set<Child>();

/** The last lines a child printed, for an error message. */
export function tail(child: Child, lines = 20): string {
  return child.output.join('').split('\n').slice(-lines).join('\n');
}

export function start(name: string, command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(path.join(bin, command), args, {
    cwd: root,
    // The project's node_modules/.bin first: its Node 24, vite and tsx.
    env: { ...process.env, ...env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const entry: Child = {
    name,
    process: child,
    output,
    exited: new Promise((resolve) => {
      child.on('exit', (code) => {
        running.delete(entry);
        resolve(code);
      });
      child.on('error', (error) => {
        output.push(String(error));
        running.delete(entry);
        resolve(-1);
      });
    }),
  };
  running.add(entry);
  return entry;
}

/** Runs a command to its end; throws with its output if it fails. */
export async function run(name: string, command: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = start(name, command, args, env);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${tail(child, 40)}`);
}

function signalGroup(child: Child, signal: NodeJS.Signals): void {
  const pid = child.process.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal); // the group this bench created for it
  } catch {
    // already gone
  }
}

/** Stops every child still running: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(graceMs = 3_000): Promise<void> {
  const children = [...running];
  for (const child of children) signalGroup(child, 'SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
  await Promise.race([Promise.all(children.map((child) => child.exited)), timeout]);
  for (const child of running) signalGroup(child, 'SIGKILL');
}

/** Last resort on process exit: nothing asynchronous runs any more. */
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

export async function portInUse(port: number): Promise<boolean> {
  const tryHost = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  return (await tryHost('127.0.0.1')) || (await tryHost('::1'));
}

/** Polls `probe` until it resolves true; fails early if the child serving it has exited. */
export async function waitUntil(
  what: string,
  child: Child,
  probe: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  let last = 'no answer';
  void child.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child.name} exited before ${what}:\n${tail(child)}`);
    try {
      if (await probe()) return;
      last = 'not ready';
    } catch (error) {
      last =
        error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
          : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what} (last: ${last}):\n${tail(child)}`);
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Runs a script's `main`, then stops every child it started — when it ends, fails, or the
 * script gets a signal. Exit code: main's (a number), 1 if it threw, 130 on a signal.
 */
export function runMain(main: () => Promise<number | void>, cleanups: Array<() => Promise<unknown>> = []): void {
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stopAll();
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(130));
  main().then(
    (code) => shutdown(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      void shutdown(1);
    },
  );
}
