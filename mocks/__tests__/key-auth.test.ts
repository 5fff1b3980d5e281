import { beforeEach, describe, expect, it } from 'vitest';
import { apiKeyMayCall } from '@/api/contract/api-keys';
import { endpoints, type EndpointDef } from '@/api/endpoints';
import { buildOpenApi, pathExamples } from '../../scripts/openapi';
import { resetDb } from '../db';
import { DEMO_API_KEYS } from '../seed';
import { raw } from './helpers';

/*
 * Key authentication on every endpoint of the contract (issue 25), generated from the contract
 * itself so that a new endpoint is covered the day it is added: each endpoint a key may call
 * (`apiKeyMayCall`) takes the demo partner's live key (livemode true) and its test key (livemode
 * false, the sandbox) as the bearer; every other signed-in endpoint refuses both keys with 403
 * API_KEY_NOT_ALLOWED. Requests carry the OpenAPI document's examples (scripts/openapi).
 */

type Node = Record<string, unknown>;
const node = (value: unknown): Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {};
const doc = buildOpenApi() as Node;
const operationOf = (def: EndpointDef) =>
  node(node(node(doc.paths)[def.path.replace(/:([A-Za-z]+)/g, '{$1}')])[def.method.toLowerCase()]);

/** The endpoint's example request: its path with the seed's example id, its example body. */
function exampleRequest(def: EndpointDef) {
  const id = pathExamples.find(([prefix]) => def.path.startsWith(prefix))?.[1] ?? 'x';
  const path = def.path.replace(/:([A-Za-z]+)/g, id);
  const body = node(node(node(operationOf(def).requestBody).content)['application/json']).example;
  const query = (Array.isArray(operationOf(def).parameters) ? (operationOf(def).parameters as Node[]) : [])
    .map((p) => node(p))
    .filter((p) => p.in === 'query' && p.required === true)
    .map(
      (p) =>
        `${String(p.name)}=${encodeURIComponent(JSON.stringify(p.example ?? node(p.schema).example ?? '').replace(/^"|"$/g, ''))}`,
    )
    .join('&');
  return { path: query ? `${path}?${query}` : path, body };
}

async function callWith(secret: string, def: EndpointDef) {
  const { path, body } = exampleRequest(def);
  return raw(path, {
    method: def.method,
    token: secret,
    ...(body === undefined ? {} : { body }),
    ...(def.idempotent ? { headers: { 'Idempotency-Key': crypto.randomUUID() } } : {}),
  });
}

const contract = Object.entries(endpoints) as Array<[string, EndpointDef]>;
const keyEndpoints = contract.filter(([, def]) => apiKeyMayCall(def));
const sessionOnly = contract.filter(([, def]) => def.auth !== 'public' && !apiKeyMayCall(def));

beforeEach(() => {
  resetDb();
});

describe('key authentication on every endpoint', () => {
  it('sorts every endpoint: a key may call the partner endpoints, and nothing else signed in', () => {
    expect(keyEndpoints.length).toBeGreaterThan(40);
    expect(sessionOnly.map(([name]) => name)).toEqual(
      expect.arrayContaining(['me', 'signOut', 'refresh', 'listApiKeys', 'listRequestLogs', 'listApiAccessRequests']),
    );
    for (const [, def] of keyEndpoints) expect(def.role).toBeUndefined();
  });

  it.each(keyEndpoints)('%s takes the live key (livemode true) and the test key (livemode false)', async (_, def) => {
    const live = await callWith(DEMO_API_KEYS.live.secret, def);
    expect([401, 403]).not.toContain(live.status);
    expect(live.status).toBeLessThan(500);
    expect(live.json).toMatchObject({ livemode: true });

    resetDb();
    const test = await callWith(DEMO_API_KEYS.test.secret, def);
    expect([401, 403]).not.toContain(test.status);
    expect(test.status).toBeLessThan(500);
    expect(test.json).toMatchObject({ livemode: false });
  });

  it.each(sessionOnly)('%s refuses both keys: 403 API_KEY_NOT_ALLOWED', async (_, def) => {
    for (const secret of [DEMO_API_KEYS.live.secret, DEMO_API_KEYS.test.secret]) {
      const reply = await callWith(secret, def);
      expect(reply.status).toBe(403);
      expect(reply.json).toMatchObject({ success: false, code: 'API_KEY_NOT_ALLOWED' });
    }
  });
});
