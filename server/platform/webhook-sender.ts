import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { networkInterfaces } from 'node:os';
import { WEBHOOK_TIMEOUT_MS, type OutgoingWebhook, type WebhookSender } from '../domain/webhooks/sending';
import { addressRefusal, urlRefusal, type UrlPolicy } from '../domain/webhooks/url-policy';

/*
 * How the server sends a webhook (server/domain/webhooks/sending.ts): node's http/https with a
 * `lookup` of its own, so the URL policy (server/domain/webhooks/url-policy.ts) is checked on
 * the very addresses the socket connects to — a name that resolves to a private, link-local or
 * loopback address (or this server's own) is refused there, whatever it resolved to when the
 * endpoint was saved (DNS rebinding). Redirects are not followed; the reply is read up to
 * REPLY_READ_MAX bytes; 10 s in all.
 */

/** What a name resolves to (tests inject one: a name resolving to 10.0.0.1). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const REPLY_READ_MAX = 64 * 1024;

/** The addresses of this machine's interfaces other than loopback (its own: never called). */
export function ownInterfaceAddresses(): Set<string> {
  const own = new Set<string>();
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, internal } of addresses ?? []) if (!internal) own.add(address.toLowerCase());
  }
  return own;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for node's sockets that resolves with `resolve` and refuses what the policy refuses. */
function guardedLookup(resolve: Resolver, policy: UrlPolicy, port: string) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.map((a) => addressRefusal(a.address, policy, port)).find((r) => r !== null);
        if (addresses.length === 0 || refused) {
          const error: NodeJS.ErrnoException = new Error(
            refused ? `Refused when connecting: ${hostname} → ${refused}` : `${hostname} resolves to no address`,
          );
          error.code = 'EADDRNOTALLOWED';
          callback(error, '');
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };
}

function post(
  request: OutgoingWebhook,
  policy: UrlPolicy,
  resolve: Resolver,
): Promise<{ status: number; text: string }> {
  const url = new URL(request.url);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const signal = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
        lookup: guardedLookup(resolve, policy, port),
        signal,
        // A fresh socket per attempt: the address is checked on every connection.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < REPLY_READ_MAX) chunks.push(chunk);
          size += chunk.length;
          if (size >= REPLY_READ_MAX) response.destroy();
        });
        const finish = () => done({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    outgoing.on('error', (error) => {
      if (signal.aborted) {
        const timeout = new Error(`No reply within ${WEBHOOK_TIMEOUT_MS / 1000} s`);
        timeout.name = 'TimeoutError';
        fail(timeout);
      } else fail(error);
    });
    outgoing.end(request.body);
  });
}

export interface WebhookSenderOptions {
  /** Loopback may be called (development). */
  allowLoopback: boolean;
  /** The ports this server listens on (filled once it listens). */
  ownPorts: ReadonlySet<string>;
  resolve?: Resolver;
  ownAddresses?: ReadonlySet<string>;
}

export function nodeWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const policy: UrlPolicy = {
    allowLoopback: options.allowLoopback,
    ownPorts: options.ownPorts,
    ownAddresses: options.ownAddresses ?? ownInterfaceAddresses(),
  };
  const resolve = options.resolve ?? systemResolver;
  return {
    urlRefusal: (url) => urlRefusal(url, policy),
    send: (request) => post(request, policy, resolve),
  };
}
