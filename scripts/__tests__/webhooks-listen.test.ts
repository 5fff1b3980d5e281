import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signatureHeader } from '../../server/domain/webhooks/signature';
import { createListener, describeEvent, parseListenArgs, UsageError } from '../webhooks-listen';

/*
 * `scripts/webhooks-listen.ts` in-process, on an ephemeral port: what it answers and prints for a
 * good delivery and for each way one is refused. The lines go to an injected log, never the console.
 */

const secret = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const oldSecret = 'whsec_0123456789ABCDEFGHIJKLMNOPQRSTUV';
const otherSecret = 'whsec_ZzZzZzZzZzZzZzZzZzZzZzZzZzZzZzZz';

const event = {
  id: 'evt_123',
  type: 'delivery.status_changed',
  created_at: '2026-11-28T10:00:00.000Z',
  livemode: false,
  api_version: '2026-11-01',
  data: { object: { id: 'del_1', tracking_number: 'DOS-2026-0012', status: 'in-transit', description: 'Jollof — ₦' } },
};
const body = JSON.stringify(event);
const now = () => Math.floor(Date.now() / 1000);

function listen(secrets: readonly string[], lines: string[], maxBodyBytes?: number): Promise<Server> {
  const server = createServer(createListener({ secrets, log: (line) => lines.push(line), maxBodyBytes }));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: Record<string, unknown>;
}

/**
 * A request with node:http, as DeliverOS sends one. Not fetch: the test setup's MSW server
 * (src/test/setup.ts) intercepts fetch and refuses any request it has no handler for.
 */
function send(server: Server, method: string, path: string, payload: Buffer, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(`${origin(server)}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        }),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function post(server: Server, payload: string, header: string | null, path = '/webhooks') {
  const { status, json } = await send(server, 'POST', path, Buffer.from(payload, 'utf8'), {
    'Content-Type': 'application/json',
    ...(header === null ? {} : { [SIGNATURE_HEADER]: header }),
  });
  return { status, json };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

describe('webhooks:listen', () => {
  const lines: string[] = [];
  let server: Server;

  beforeAll(async () => {
    server = await listen([secret], lines);
  });
  afterAll(() => close(server));
  beforeEach(() => {
    lines.length = 0;
  });

  it('takes a correctly signed delivery: 200 and a ✔ line with its id, type, mode and summary', async () => {
    const answer = await post(server, body, await signatureHeader([secret], now(), body));
    expect(answer).toEqual({ status: 200, json: { received: true } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^✔ \d\d:\d\d:\d\d evt_123 delivery\.status_changed \(test\) DOS-2026-0012 → in-transit$/);
  });

  it('refuses a tampered body with the mismatch message', async () => {
    const header = await signatureHeader([secret], now(), body);
    const answer = await post(server, body.replace('in-transit', 'delivered'), header);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/No v1 signature matches this secret/);
    expect(lines).toEqual([expect.stringMatching(/^✘ \d\d:\d\d:\d\d refused: No v1 signature matches this secret/)]);
  });

  it('refuses a timestamp 301 s old with the timestamp message', async () => {
    const answer = await post(server, body, await signatureHeader([secret], now() - 301, body));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/^The timestamp is 30[12] s from this clock \(at most 300 s\)$/);
    expect(lines[0]).toMatch(/refused: The timestamp is/);
  });

  it('refuses a body signed with another secret', async () => {
    const answer = await post(server, body, await signatureHeader([otherSecret], now(), body));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/No v1 signature matches this secret/);
  });

  it('refuses a delivery without the signature header, or with a malformed one', async () => {
    expect(await post(server, body, null)).toEqual({
      status: 400,
      json: { error: `No ${SIGNATURE_HEADER} header` },
    });
    const malformed = await post(server, body, 'v1=abc');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatch(/is not "t=<unix seconds>,v1=<hex>"/);
    expect(lines).toHaveLength(2);
  });

  it('accepts POST on any path and refuses other methods with 405', async () => {
    expect((await post(server, body, await signatureHeader([secret], now(), body), '/any/path?x=1')).status).toBe(200);
    const answer = await send(server, 'GET', '/webhooks', Buffer.alloc(0), {});
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json).toEqual({ error: 'GET is not accepted: DeliverOS sends POST' });
  });

  it('prints a verified body that is not an event by its size', async () => {
    const text = 'not json';
    expect((await post(server, text, await signatureHeader([secret], now(), text))).status).toBe(200);
    expect(lines[0]).toMatch(/^✔ \S+ \(a body that is not JSON, 8 bytes\)$/);
  });
});

describe('webhooks:listen during a secret rotation', () => {
  it('verifies with either secret, whichever the header carries', async () => {
    const lines: string[] = [];
    const server = await listen([secret, oldSecret], lines);
    try {
      for (const signers of [[secret], [oldSecret], [secret, oldSecret], [otherSecret, oldSecret]]) {
        expect((await post(server, body, await signatureHeader(signers, now(), body))).status).toBe(200);
      }
      expect((await post(server, body, await signatureHeader([otherSecret], now(), body))).status).toBe(400);
      expect(lines.map((line) => line[0])).toEqual(['✔', '✔', '✔', '✔', '✘']);
    } finally {
      await close(server);
    }
  });
});

describe('webhooks:listen body limit', () => {
  it('answers 413 to a body over the limit, declared or streamed', async () => {
    const lines: string[] = [];
    const server = await listen([secret], lines, 1024);
    try {
      const declared = { 'Content-Length': '1025' };
      expect((await send(server, 'POST', '/', Buffer.alloc(1025, 'a'), declared)).status).toBe(413);
      const streamed = { 'Transfer-Encoding': 'chunked' };
      expect((await send(server, 'POST', '/', Buffer.alloc(1025, 'a'), streamed)).json).toEqual({
        error: 'The body is over 1024 bytes',
      });
      expect((await send(server, 'POST', '/', Buffer.alloc(1024, 'a'), {})).status).toBe(400);
      expect(lines[0]).toMatch(/refused: The body is over 1024 bytes$/);
    } finally {
      await close(server);
    }
  });
});

describe('webhooks:listen arguments', () => {
  it('takes every --secret, and the port from --port, else WEBHOOKS_LISTEN_PORT, else 4242', () => {
    expect(parseListenArgs(['--secret', secret, '--secret', oldSecret, '--port', '5000'])).toEqual({
      port: 5000,
      secrets: [secret, oldSecret],
      tolerance: 300,
      help: false,
    });
    expect(parseListenArgs(['--secret', secret], { WEBHOOKS_LISTEN_PORT: '4300' }).port).toBe(4300);
    expect(parseListenArgs(['--secret', secret, '--port', '4400'], { WEBHOOKS_LISTEN_PORT: '4300' }).port).toBe(4400);
    expect(parseListenArgs(['--secret', secret], {}).port).toBe(4242);
    expect(parseListenArgs(['--secret', secret, '--tolerance', '60']).tolerance).toBe(60);
  });

  it('refuses no secret, a malformed secret, a bad port and an unknown option', () => {
    expect(() => parseListenArgs([])).toThrow(UsageError);
    expect(() => parseListenArgs(['--secret', 'sk_test_nope'])).toThrow(/is not a signing secret/);
    expect(() => parseListenArgs(['--secret', secret, '--port', '70000'])).toThrow(/--port must be/);
    expect(() => parseListenArgs(['--secret', secret, '--tolerance', '-1'])).toThrow(UsageError);
    expect(() => parseListenArgs(['--secret', secret, '--verbose'])).toThrow(UsageError);
  });
});

describe('describeEvent', () => {
  const withObject = (type: string, object: object, livemode = true) =>
    describeEvent(JSON.stringify({ id: 'evt_1', type, livemode, data: { object } }));

  it('summarises the usual objects', () => {
    expect(
      withObject('wallet.transaction.failed', {
        reference: 'TRX-20261128-000000',
        type: 'debit',
        amount: 5000,
        status: 'failed',
        failure_reason: 'Bank declined',
      }),
    ).toBe('evt_1 wallet.transaction.failed (live) TRX-20261128-000000 debit 5000 → failed (Bank declined)');
    expect(
      withObject('delivery.location_updated', {
        tracking_number: 'DOS-2026-0001',
        status: 'in-transit',
        current_location: { address: 'Ikeja, Lagos' },
      }),
    ).toBe('evt_1 delivery.location_updated (live) DOS-2026-0001 → in-transit @ Ikeja, Lagos');
    expect(withObject('api_access.decided', { business_name: 'Sample Logistics Ltd', status: 'approved' }, false)).toBe(
      'evt_1 api_access.decided (test) Sample Logistics Ltd → approved',
    );
    expect(withObject('something.else', { foo: 1 })).toBe('evt_1 something.else (live)');
  });
});
