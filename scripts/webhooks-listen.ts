import { realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  type Verification,
  verifySignature,
} from '../server/domain/webhooks/signature';
import { WEBHOOK_SECRET_PATTERN } from '../src/api/schemas/webhooks';

/*
 * What `stripe listen` is to Stripe (issue 26): a local receiver for DeliverOS webhooks.
 *   npx tsx scripts/webhooks-listen.ts --secret whsec_… [--secret whsec_…] [--port 4242] [--tolerance 300]
 * Point an endpoint at http://127.0.0.1:<port>/<any path>: each POST's signature is checked
 * against the secrets (any one may verify, as during a rotation) with server/domain/webhooks/signature.ts,
 * answered 200 or 400, and printed as one line. Bound to 127.0.0.1 only. docs/webhooks.md.
 */

export const DEFAULT_PORT = 4242;
/** The largest body accepted, in bytes (DeliverOS' events are a few kilobytes). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ListenerOptions {
  /** The endpoint's signing secrets: a delivery verifies when one of them does. */
  secrets: readonly string[];
  /** How far `t` may be from this clock, in seconds. */
  tolerance?: number;
  /** Where the one-line reports go (stdout by default). */
  log?: (line: string) => void;
  maxBodyBytes?: number;
}

export interface ListenConfig {
  port: number;
  secrets: string[];
  tolerance: number;
  help: boolean;
}

export class UsageError extends Error {}

export const USAGE = `Usage: npx tsx scripts/webhooks-listen.ts --secret whsec_… [--secret whsec_…] [--port <port>] [--tolerance <seconds>]

  --secret     the endpoint's signing secret (repeat it during a rotation: any one may verify)
  --port       where to listen on 127.0.0.1 (default: $WEBHOOKS_LISTEN_PORT, else ${DEFAULT_PORT})
  --tolerance  how far a signature's timestamp may be from this clock (default: ${SIGNATURE_TOLERANCE_SECONDS} s)`;

/** HH:MM:SS on this machine's clock. */
const clockTime = (date: Date) => date.toTimeString().slice(0, 8);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function field(object: Record<string, unknown>, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * A few words on `data.object`: `DOS-2026-0012 → in-transit`, `TRX-… debit 5000 → failed (reason)`,
 * `Sample Logistics Ltd → approved`. Empty when it has none of the usual fields.
 */
export function summarize(object: unknown): string {
  if (!isRecord(object)) return '';
  const subject = field(object, 'tracking_number') ?? field(object, 'reference') ?? field(object, 'business_name');
  const amount = field(object, 'amount');
  const kind = field(object, 'type');
  const status = field(object, 'status');
  const location = isRecord(object.current_location) ? field(object.current_location, 'address') : undefined;
  const reason = field(object, 'failure_reason');
  return [
    subject,
    amount !== undefined
      ? [kind === 'credit' || kind === 'debit' ? kind : undefined, amount].filter(Boolean).join(' ')
      : '',
    status !== undefined ? `→ ${status}` : '',
    location !== undefined ? `@ ${location}` : '',
    reason !== undefined ? `(${reason})` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The line printed for a verified delivery: id, type, mode and the object's summary. */
export function describeEvent(body: string): string {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return `(a body that is not JSON, ${Buffer.byteLength(body)} bytes)`;
  }
  if (!isRecord(event)) return '(a JSON body that is not an event object)';
  const mode = event.livemode === true ? '(live)' : event.livemode === false ? '(test)' : '';
  const object = isRecord(event.data) ? event.data.object : undefined;
  return [field(event, 'id') ?? '(no id)', field(event, 'type') ?? '(no type)', mode, summarize(object)]
    .filter(Boolean)
    .join(' ');
}

function reply(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** The signature header as received: Node joins repeated headers, the array form is defensive. */
function signatureOf(request: IncomingMessage): string | null {
  const value = request.headers[SIGNATURE_HEADER.toLowerCase()];
  if (Array.isArray(value)) return value.join(',');
  return value ?? null;
}

/**
 * The request handler: `createServer(createListener({ secrets }))`. Answers 200 `{"received":true}`
 * to a POST whose signature verifies with one of `secrets`, 400 `{"error":…}` to one that does not,
 * 405 to another method and 413 to a body over `maxBodyBytes`; logs one line per request.
 */
export function createListener({
  secrets,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
  log = (line) => console.log(line),
  maxBodyBytes = MAX_BODY_BYTES,
}: ListenerOptions): (request: IncomingMessage, response: ServerResponse) => void {
  if (secrets.length === 0) throw new Error('createListener needs at least one secret');

  const refuse = (response: ServerResponse, status: number, message: string, headers?: Record<string, string>) => {
    log(`✘ ${clockTime(new Date())} refused: ${message}`);
    reply(response, status, { error: message }, headers);
  };

  const verify = async (request: IncomingMessage, response: ServerResponse, body: string) => {
    const header = signatureOf(request);
    const checks = await Promise.all(
      secrets.map((secret) => verifySignature({ header, body, secret, toleranceSeconds: tolerance })),
    );
    if (checks.some((check) => check.ok)) {
      log(`✔ ${clockTime(new Date())} ${describeEvent(body)}`);
      reply(response, 200, { received: true });
      return;
    }
    // The reasons differ by secret only for a mismatch, where they read the same: say the first.
    const failure = checks.find((check): check is Extract<Verification, { ok: false }> => !check.ok);
    refuse(response, 400, failure?.message ?? 'The signature did not verify');
  };

  const tooLarge = (request: IncomingMessage, response: ServerResponse) => {
    // Drop the rest unread; close the connection after answering rather than read on.
    request.resume();
    refuse(response, 413, `The body is over ${maxBodyBytes} bytes`, { Connection: 'close' });
  };

  return (request, response) => {
    if (request.method !== 'POST') {
      request.resume();
      refuse(response, 405, `${request.method ?? 'A request'} is not accepted: DeliverOS sends POST`, {
        Allow: 'POST',
      });
      return;
    }
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      tooLarge(request, response);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > maxBodyBytes) {
        settled = true;
        chunks.length = 0;
        tooLarge(request, response);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (settled) return;
      settled = true;
      verify(request, response, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        log(`✘ ${clockTime(new Date())} error: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) reply(response, 500, { error: 'The listener failed to check this delivery' });
      });
    });
    request.on('error', () => {
      settled = true;
    });
  };
}

function integerOption(value: string, name: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new UsageError(`${name} must be a whole number from 0 to ${max} (got "${value}")`);
  }
  return Number(value);
}

/** `--port` (else $WEBHOOKS_LISTEN_PORT, else 4242), every `--secret`, `--tolerance`. */
export function parseListenArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): ListenConfig {
  let values: { port?: string; secret?: string[]; tolerance?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        secret: { type: 'string', multiple: true },
        tolerance: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const help = values.help === true;
  const secrets = values.secret ?? [];
  if (!help && secrets.length === 0) throw new UsageError('Give the endpoint’s signing secret: --secret whsec_…');
  const malformed = secrets.find((secret) => !WEBHOOK_SECRET_PATTERN.test(secret));
  if (malformed !== undefined) {
    throw new UsageError(
      `"${malformed}" is not a signing secret: whsec_ and 32 letters or digits, as shown when the endpoint was created or its secret rotated`,
    );
  }
  const portText = values.port ?? (env.WEBHOOKS_LISTEN_PORT || undefined);
  return {
    port: portText === undefined ? DEFAULT_PORT : integerOption(portText, '--port', 65_535),
    secrets,
    tolerance:
      values.tolerance === undefined
        ? SIGNATURE_TOLERANCE_SECONDS
        : integerOption(values.tolerance, '--tolerance', 365 * 24 * 3600),
    help,
  };
}

function main(): void {
  let config: ListenConfig;
  try {
    config = parseListenArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (config.help) {
    console.log(USAGE);
    return;
  }
  const server = createServer(createListener({ secrets: config.secrets, tolerance: config.tolerance }));
  server.on('error', (error) => {
    console.error(`Cannot listen on 127.0.0.1:${config.port}: ${error.message}`);
    process.exitCode = 1;
  });
  server.listen(config.port, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Listening on http://127.0.0.1:${port} — forward DeliverOS webhooks here`);
  });
  const stop = () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    server.close(() => console.log('Stopped listening.'));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

const invokedAs = process.argv[1];
if (invokedAs !== undefined && realPath(resolve(invokedAs)) === realPath(fileURLToPath(import.meta.url))) main();
