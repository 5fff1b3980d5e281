import { cpSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { assembleServer, rememberRemoteAddress, type RunningServer } from '../../assemble';
import { nodeWebhookSender, type Resolver } from '../../platform/webhook-sender';
import { buildServerSeed } from '../../seed';
import { seedDatabase } from '../../storage/postgres/seed';
import { newDelivery } from '../support/deliveries';
import { eventually, startReceiver, type Receiver } from '../support/receiver';
import { DEMO } from '../support/suite';
import { sqlStores } from '../support/stores';

/*
 * The URL policy at connect time (issue 39; docs/webhooks.md, Where webhooks go): the server
 * resolves an endpoint's host when the attempt connects and refuses a private, link-local,
 * unspecified or (unless allowed) loopback address there — a name that resolves to 10.0.0.1 is
 * refused although its URL, a name, passed when it was saved (DNS rebinding). The resolver is
 * injected: the names map to the addresses each case needs.
 */

const addresses: Record<string, string> = {
  'hooks.rebind.example': '10.0.0.1',
  'metadata.rebind.example': '169.254.169.254',
  'mapped.rebind.example': '::ffff:192.168.1.4',
  'local.partner.example': '127.0.0.1',
};
const resolve: Resolver = (hostname) => {
  const address = addresses[hostname];
  if (!address) return Promise.reject(new Error(`getaddrinfo ENOTFOUND ${hostname}`));
  return Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);
};

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const post = (url: string) => ({ url, headers: { 'Content-Type': 'application/json' }, body: '{}' });

describe('the server’s webhook sender checks the addresses it connects to', () => {
  const port = () => new URL(receiver.origin).port;

  it('refuses a name resolving to a private, link-local or mapped private address, and calls nothing', async () => {
    const sender = nodeWebhookSender({ allowLoopback: true, ownPorts: new Set(), resolve, ownAddresses: new Set() });
    const expected = {
      'hooks.rebind.example': '10.0.0.1 is a private address',
      'metadata.rebind.example': '169.254.169.254 is a link-local address',
      'mapped.rebind.example': '::ffff:192.168.1.4 is a private address',
    };
    for (const [host, reason] of Object.entries(expected)) {
      const url = `http://${host}:${port()}/hooks`;
      expect(sender.urlRefusal(url)).toBeNull();
      await expect(sender.send(post(url))).rejects.toThrow(reason);
    }
    expect(receiver.received).toHaveLength(0);
    // The same sender reaches a name that resolves to an allowed address: the resolver is the one connected with.
    expect(await sender.send(post(`http://local.partner.example:${port()}/hooks`))).toMatchObject({ status: 200 });
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses loopback where it is not allowed, and the server’s own port and addresses always', async () => {
    const strict = nodeWebhookSender({ allowLoopback: false, ownPorts: new Set(), resolve, ownAddresses: new Set() });
    expect(strict.urlRefusal(`http://127.0.0.1:${port()}/hooks`)).toMatch(/loopback/);
    expect(strict.urlRefusal(`http://localhost:${port()}/hooks`)).toMatch(/loopback/);
    await expect(strict.send(post(`http://local.partner.example:${port()}/hooks`))).rejects.toThrow(
      '127.0.0.1 is a loopback address',
    );
    const own = nodeWebhookSender({
      allowLoopback: true,
      ownPorts: new Set([port()]),
      resolve,
      ownAddresses: new Set(['203.0.113.9']),
    });
    await expect(own.send(post(`http://local.partner.example:${port()}/hooks`))).rejects.toThrow(
      'DeliverOS API itself',
    );
    expect(own.urlRefusal('http://203.0.113.9/hooks')).toMatch(/this server's own address/);
    expect(receiver.received.length).toBeLessThanOrEqual(1);
  });
});

describe.each(
  sqlStores()
    .filter((store) => store === 'pglite')
    .map((store) => [store]),
)('an endpoint whose name resolves to a private address — %s', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const template = inject('pgliteTemplate');
    const dataDir = path.join(mkdtempSync(path.join(path.dirname(template), 'worker-')), 'data');
    cpSync(template, dataDir, { recursive: true });
    server = await assembleServer({
      appOrigin: 'http://localhost:5173',
      verificationCodes: 'demo',
      demoData: false,
      dataDir,
      webhooks: { resolve, ownAddresses: new Set() },
    });
    await seedDatabase(server.connection.db, buildServerSeed());
  });
  afterAll(() => server.close());

  const call = async (pathname: string, init: { body?: unknown; token?: string } = {}) => {
    const request = new Request(`http://localhost:8111${pathname}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    rememberRemoteAddress(request, '127.0.0.1');
    const response = await server.api(request);
    return { status: response.status, json: (await response.json()) as { data: Record<string, unknown> } };
  };

  it('is saved (a name), and its attempt is refused on connecting, logged with the reason', async () => {
    const signedIn = await call('/api/auth/signin', { body: { ...DEMO, remember_me: false } });
    const token = String(signedIn.json.data.token);
    const url = `http://hooks.rebind.example:${new URL(receiver.origin).port}/hooks`;
    const endpoint = await call('/api/webhook-endpoints', { token, body: { url, events: ['delivery.created'] } });
    expect(endpoint.status).toBe(201);
    const before = receiver.received.length;
    expect((await call('/api/deliveries', { token, body: newDelivery() })).status).toBe(201);
    await server.deliverWebhooks();
    type Page = { items: Array<{ outcome: string; attempts: Array<{ error: string | null }> }> };
    const read = async () =>
      (await call(`/api/webhook-endpoints/${String(endpoint.json.data.id)}/deliveries`, { token })).json
        .data as unknown as Page;
    // The worker, poked by the commit, may be sending it meanwhile.
    const page = await eventually(read, (p) => (p.items[0]?.attempts.length ?? 0) > 0);
    const [delivery] = page.items;
    expect(delivery?.outcome).toBe('pending');
    expect(delivery?.attempts[0]?.error).toContain(
      'Refused when connecting: hooks.rebind.example → 10.0.0.1 is a private address',
    );
    expect(receiver.received.length).toBe(before);
  });
});
