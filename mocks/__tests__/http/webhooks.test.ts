import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed';
import { newDelivery } from '../deliveries-fixtures';
import { SIGNATURE_HEADER, verifySignature } from '@server/domain/webhooks/signature';
import { killChildMocks, requestFrom, startChildMock, type ChildMock } from './child-mock';

/*
 * The HTTP mock really sends webhooks (issue 26): to a server on loopback, signed; a redirect
 * is a failed attempt and is not followed.
 */

interface Received {
  path: string;
  signature: string | null;
  body: string;
}

let mock: ChildMock;
let receiver: Server;
let receiverOrigin = '';
const received: Received[] = [];

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  receiver = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const signature = request.headers[SIGNATURE_HEADER.toLowerCase()];
      received.push({ path: request.url ?? '', signature: typeof signature === 'string' ? signature : null, body });
      if (request.url === '/moved') {
        response.writeHead(302, { Location: `${receiverOrigin}/elsewhere` }).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  mock = await startChildMock('memory');
}, 120_000);
afterAll(async () => {
  await killChildMocks();
  await new Promise((resolve) => receiver.close(resolve));
});

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const reply = await requestFrom(mock.origin, '127.0.0.1', path, init);
  return reply.json as { data: Record<string, unknown>; code?: string };
}

/** Polls until `ready` holds (a ceiling, not a timing assertion: the sending is asynchronous). */
async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const value = await read();
    if (ready(value) || tries > 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the HTTP mock sends webhooks', () => {
  it('POSTs a signed event to a loopback receiver, and treats a redirect as a failure it does not follow', async () => {
    const session = await call('/api/auth/signin', {
      method: 'POST',
      body: { email: 'demo@example.com', password: DEMO_PASSWORD, remember_me: false },
    });
    const token = String(session.data.token);
    const endpoint = await call('/api/webhook-endpoints', {
      method: 'POST',
      token,
      body: { url: `${receiverOrigin}/hooks`, events: ['delivery.created'] },
    });
    const secret = String(endpoint.data.secret);
    await call('/api/deliveries', { method: 'POST', token, body: newDelivery });

    await eventually(
      () => Promise.resolve(received.length),
      (count) => count >= 1,
    );
    const [hit] = received;
    expect(hit?.path).toBe('/hooks');
    expect(await verifySignature({ header: hit!.signature, body: hit!.body, secret })).toMatchObject({ ok: true });
    expect(JSON.parse(hit!.body)).toMatchObject({ type: 'delivery.created', livemode: true });

    const moved = await call('/api/webhook-endpoints', {
      method: 'POST',
      token,
      body: { url: `${receiverOrigin}/moved`, events: ['delivery.created'] },
    });
    const test = await call(`/api/webhook-endpoints/${String(moved.data.id)}/test`, {
      method: 'POST',
      token,
      body: { type: 'delivery.created' },
    });
    expect(test.data).toMatchObject({
      outcome: 'pending',
      attempts: [{ http_status: 302, error: 'HTTP 302: redirects are not followed' }],
    });
    expect(received.some((request) => request.path === '/elsewhere')).toBe(false);
  });
});

describe('a webhook never reaches the API itself (issue 38)', () => {
  it('refuses an endpoint on the mock’s own port, whatever loopback name it uses, and its data stays', async () => {
    const session = await call('/api/auth/signin', {
      method: 'POST',
      body: { email: 'demo@example.com', password: DEMO_PASSWORD, remember_me: false },
    });
    const token = String(session.data.token);
    const port = new URL(mock.origin).port;
    const before = await call('/api/deliveries?limit=1', { token });
    for (const host of ['127.0.0.1', 'localhost', '127.0.0.2', '[::1]']) {
      const refused = await call('/api/webhook-endpoints', {
        method: 'POST',
        token,
        body: { url: `http://${host}:${port}/__mock/reset`, events: ['delivery.created'] },
      });
      expect(refused.code).toBe('WEBHOOK_URL_NOT_ALLOWED');
    }
    // Nothing was reset: the session still works and the data is as it was.
    expect(await call('/api/deliveries?limit=1', { token })).toEqual(before);
  });
});
