import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/*
 * `npm run webhooks:listen` (scripts/webhooks-listen.ts) as a developer runs it beside the server,
 * started by a journey: its one line per delivery read from its output. The port is chosen free
 * first, because the endpoint's URL names it before the endpoint's signing secret — which the
 * listener needs to start — is shown.
 */

/** A port free on 127.0.0.1 now (the system's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Listener {
  /** Every line it printed so far, stdout and stderr. */
  lines: () => string[];
  /** Stops it (its process group: npm, the shell and tsx's node). */
  stop: () => Promise<void>;
}

/** Starts `npm run webhooks:listen -- --port <port> --secret <secret>` and waits until it listens. */
export async function startListener(port: number, secret: string): Promise<Listener> {
  const child = spawn('npm', ['run', '--silent', 'webhooks:listen', '--', '--port', String(port), '--secret', secret], {
    // Its own process group: stop() ends exactly what this started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let partial = '';
  const read = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    output.push(...complete.filter((line) => line.trim() !== ''));
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const listener: Listener = { lines: () => [...output], stop: () => stop(child, exited) };
  const ready = await Promise.race([
    waitFor(() => output.some((line) => line.startsWith(`Listening on http://127.0.0.1:${port}`))),
    exited.then(() => false),
  ]);
  if (!ready) {
    await listener.stop();
    throw new Error(`webhooks:listen did not start on port ${port}:\n${output.join('\n')}`);
  }
  return listener;
}

/** Resolves true once `done()` holds: checked every 100 ms, for at most 60 s (tsx's start on a busy machine). */
async function waitFor(done: () => boolean): Promise<boolean> {
  for (let tries = 0; tries < 600; tries += 1) {
    if (done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  await exited;
}
