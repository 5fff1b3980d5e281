import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { endpoints, type EndpointDef, type EndpointName } from '@/api/endpoints';
import { fromWire, toSnake } from '@/api/schemas/common';
import { webhookEventTypes } from '@/api/schemas/webhooks';
import { db } from '@mocks/db';
import { buildSeed, DEMO_PASSWORD, OPERATOR } from '@mocks/seed';
import { docPath } from '../openapi';
import { buildOpenApi, openApiText } from '../openapi/build';
import { pathExamples } from '../openapi/examples';
import { domains } from '../openapi/prose';
import { sha256Hex } from '@server/domain/sha256';

/*
 * docs/openapi.json is generated from the contract (scripts/openapi.ts) and committed: this is
 * the CI check that it is not stale, that it describes every endpoint on the wire (snake_case,
 * the envelope), that it holds together as an OpenAPI 3.1 document, and that its examples
 * are inputs the mock accepts.
 */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node => (isNode(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const doc = buildOpenApi() as Node;
const contract = Object.entries(endpoints) as Array<[EndpointName, EndpointDef]>;
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function operation(def: EndpointDef): Node {
  return node(node(node(doc.paths)[openApiPath(def.path)])[def.method.toLowerCase()]);
}

/** A local JSON pointer (`#/components/schemas/User`) inside the document, or undefined. */
function pointer(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isNode(at) || !(key in at)) return undefined;
    at = at[key];
  }
  return at;
}

const deref = (value: unknown): Node => {
  const at = node(value);
  return typeof at.$ref === 'string' ? deref(pointer(at.$ref)) : at;
};

/** Every value in the document with the path to it. */
function* walk(value: unknown, at: string[] = []): Generator<[string[], unknown]> {
  yield [at, value];
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, [...at, String(index)]);
  else if (isNode(value)) for (const [key, item] of Object.entries(value)) yield* walk(item, [...at, key]);
}

const shapeKeys = (schema: z.ZodMiniType | undefined): string[] => {
  const def = schema?._zod.def as { type: string; shape?: Record<string, unknown> } | undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
};

describe('docs/openapi.json', () => {
  it('is what the contract generates (run `npm run openapi` after changing the contract)', () => {
    const committed = readFileSync(docPath, 'utf8');
    expect(committed, 'docs/openapi.json is stale: run `npm run openapi` and commit it').toBe(openApiText());
  });
});

describe('the OpenAPI document', () => {
  it('has every endpoint of the contract with its method, path, operationId and domain tag', () => {
    const byDomain = Object.entries(domains).flatMap(([domain, { endpoints: own }]) =>
      Object.keys(own).map((name) => [name, domain] as const),
    );
    // Every endpoint is in exactly one contract file that the generator knows.
    expect(byDomain.map(([name]) => name).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, def] of contract) {
      const op = operation(def);
      expect({ name, operationId: op.operationId, tags: op.tags }).toEqual({
        name,
        operationId: name,
        tags: [byDomain.find(([n]) => n === name)?.[1]],
      });
    }
    const operations = Object.values(node(doc.paths)).flatMap((item) => methods.filter((m) => m in node(item)));
    expect(operations).toHaveLength(contract.length);
  });

  it('describes the wire: snake_case keys for bodies, queries and replies', () => {
    for (const [name, def] of contract) {
      const op = operation(def);
      if (def.body) {
        const body = deref(node(node(node(op.requestBody).content)['application/json']).schema);
        expect({ name, body: Object.keys(node(body.properties)) }).toEqual({
          name,
          body: shapeKeys(def.body).map(toSnake),
        });
      }
      if (def.query) {
        const query = list(op.parameters)
          .map(deref)
          .filter((p) => p.in === 'query');
        expect({ name, query: query.map((p) => p.name) }).toEqual({ name, query: shapeKeys(def.query).map(toSnake) });
      }
      const success = node(node(op.responses)[String(def.status ?? 200)]);
      const envelope = deref(node(node(success.content)['application/json']).schema);
      expect({ name, envelope: envelope.required }).toEqual({ name, envelope: ['success', 'data'] });
      const data = deref(node(envelope.properties).data);
      if (shapeKeys(def.reply).length > 0) {
        expect({ name, reply: Object.keys(node(data.properties)) }).toEqual({
          name,
          reply: shapeKeys(def.reply).map(toSnake),
        });
      }
    }
    // No camelCase key anywhere: every property name in every schema is the wire's.
    for (const [at, value] of walk(doc)) {
      if (at.at(-1) !== 'properties' || !isNode(value)) continue;
      for (const key of Object.keys(value))
        expect({ at: at.join('.'), key }).toEqual({ at: at.join('.'), key: toSnake(key) });
    }
    expect(Object.keys(node(deref({ $ref: '#/components/schemas/Delivery' }).properties))).toContain('tracking_number');
  });

  it('is structurally valid OpenAPI 3.1: required fields, unique operationIds, declared path parameters, resolvable $refs', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(node(doc.info).title).toBe('DeliverOS Logistics API');
    expect(typeof node(doc.info).version).toBe('string');
    expect(list(doc.servers).map((s) => node(s).url)).toEqual(['http://localhost:8111']);
    const schemes = node(node(doc.components).securitySchemes);
    expect(Object.keys(schemes).sort()).toEqual(['accessToken', 'apiKey', 'refreshToken']);
    const tagNames = list(doc.tags).map((t) => node(t).name);

    const ids = new Set<unknown>();
    for (const [path, item] of Object.entries(node(doc.paths))) {
      expect(path).toMatch(/^\/api\//);
      for (const method of Object.keys(node(item))) {
        expect(methods).toContain(method);
        const op = node(node(item)[method]);
        expect(typeof op.operationId).toBe('string');
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        for (const tag of list(op.tags)) expect(tagNames).toContain(tag);
        for (const requirement of list(op.security)) {
          for (const scheme of Object.keys(node(requirement))) expect(Object.keys(schemes)).toContain(scheme);
        }
        const responses = node(op.responses);
        expect(Object.keys(responses).some((status) => /^2\d\d$/.test(status))).toBe(true);
        for (const response of Object.values(responses)) expect(typeof deref(response).description).toBe('string');
        const parameters = list(op.parameters).map(deref);
        for (const p of parameters) {
          expect(['path', 'query', 'header', 'cookie']).toContain(p.in);
          expect(typeof p.name).toBe('string');
          expect(isNode(p.schema)).toBe(true);
        }
        const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        const declared = parameters.filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name)).toEqual(templated);
        for (const p of declared) expect(p.required).toBe(true);
      }
    }

    let refs = 0;
    for (const [at, value] of walk(doc)) {
      if (at.at(-1) !== '$ref') continue;
      refs += 1;
      expect({
        at: at.join('.'),
        ref: value,
        resolves: typeof value === 'string' && pointer(value) !== undefined,
      }).toEqual({ at: at.join('.'), ref: value, resolves: true });
    }
    expect(refs).toBeGreaterThan(100);
  });

  it('documents the refusals: 400 everywhere, 401 for every signed-in call, 404 where an id is in the path, 429 for sign-in', () => {
    for (const [name, def] of contract) {
      const responses = node(operation(def).responses);
      const statuses = Object.keys(responses);
      expect({ name, has400: statuses.includes('400') }).toEqual({ name, has400: true });
      if (def.auth !== 'public') {
        const examples = node(node(node(node(responses['401']).content)['application/json']).examples);
        expect({ name, unauthorized: deref(examples.UNAUTHORIZED).value }).toEqual({
          name,
          unauthorized: { success: false, data: null, message: 'Authentication required', code: 'UNAUTHORIZED' },
        });
      }
      if (def.path.includes(':')) expect({ name, has404: statuses.includes('404') }).toEqual({ name, has404: true });
      for (const status of statuses.filter((s) => !s.startsWith('2'))) {
        const schema = node(node(node(node(responses[status]).content)['application/json']).schema);
        expect(schema.$ref).toBe('#/components/schemas/ErrorEnvelope');
      }
      if (def.idempotent) {
        expect(list(operation(def).parameters)).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      }
    }
    expect(Object.keys(node(operation(endpoints.signIn).responses))).toContain('429');
    expect(operation(endpoints.refresh).security).toEqual([{ refreshToken: [] }]);
    expect(operation(endpoints.signIn).security).toEqual([]);
    expect(operation(endpoints.me).security).toEqual([{ accessToken: [] }]);
    // A partner API key is the alternative on a partner's endpoints, never on its own management.
    expect(operation(endpoints.listDeliveries).security).toEqual([{ accessToken: [] }, { apiKey: [] }]);
    expect(operation(endpoints.createApiKey).security).toEqual([{ accessToken: [] }]);
  });
});

describe('the OpenAPI webhooks', () => {
  it('list every event type of the catalogue, each a signed POST of that type’s event', () => {
    const webhooks = buildOpenApi().webhooks as Record<string, Node>;
    expect(Object.keys(webhooks)).toEqual([...webhookEventTypes]);
    for (const type of webhookEventTypes) {
      const post = webhooks[type]!.post as Node;
      expect((post.parameters as Node[]).map((p) => p.name)).toContain('DeliverOS-Signature');
      const body = ((post.requestBody as Node).content as Record<string, Node>)['application/json']!.schema as Node;
      const properties = body.properties as Record<string, Node>;
      expect(properties.type).toMatchObject({ const: type });
      expect(Object.keys(properties)).toEqual(['id', 'type', 'created_at', 'livemode', 'api_version', 'data']);
    }
  });
});

describe('the document’s examples', () => {
  it('are bodies and queries the contract accepts', () => {
    for (const [name, def] of contract) {
      const op = operation(def);
      if (def.body) {
        const example = node(node(node(op.requestBody).content)['application/json']).example;
        const parsed = fromWire(def.body, example);
        expect({ name, ok: parsed.success, issues: parsed.error?.issues }).toEqual({
          name,
          ok: true,
          issues: undefined,
        });
      }
      if (def.query) {
        const query = Object.fromEntries(
          list(op.parameters)
            .map(deref)
            .filter((p) => p.in === 'query')
            .map((p): [string, string] => [String(p.name), String(p.example)]),
        );
        const parsed = fromWire(def.query, query);
        expect({ name, ok: parsed.success, issues: parsed.error?.issues }).toEqual({
          name,
          ok: true,
          issues: undefined,
        });
      }
    }
  });

  it('name real records: every GET with its example parameters answers 200 on the mock', async () => {
    const seedIds = new Set(
      Object.values(buildSeed()).flatMap((collection) =>
        // A record's id, or what else a path names it by (an invitation's token, a delivery's tracking code).
        Array.isArray(collection)
          ? collection.flatMap((record) => [
              node(record).id,
              node(record).invitationTokenHash,
              node(record).trackingCode,
            ])
          : [],
      ),
    );
    // An invitation's token is stored as its hash (issue 39).
    const named = (id: string) => seedIds.has(id) || seedIds.has(sha256Hex(id));
    // A tracking code is drawn at random by each seed (issue 38): its example is of the right shape only.
    const drawnPerSeed = ['/api/track/'];
    expect(
      pathExamples.filter(([prefix, id]) => !named(id) && !drawnPerSeed.includes(prefix)).map(([prefix]) => prefix),
    ).toEqual([]);
    const seenCode = db.state.deliveries.find((delivery) => delivery.id === 'dlv_0008')!.trackingCode;
    const tokenOf = async (email: string, password: string) => {
      const signIn = await fetch('http://localhost:8111/api/auth/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return ((await signIn.json()) as { data: { token: string } }).data.token;
    };
    // Operations-only endpoints are called with the operator's token, the others with the demo partner's.
    const tokens = {
      partner: await tokenOf('demo@example.com', DEMO_PASSWORD),
      operator: await tokenOf(OPERATOR.email, OPERATOR.password),
    };
    for (const [name, def] of contract) {
      if (def.method !== 'GET') continue;
      const parameters = list(operation(def).parameters).map(deref);
      const path = parameters
        .filter((p) => p.in === 'path')
        .reduce<string>((at, p) => at.replace(`:${String(p.name)}`, String(p.example)), def.path)
        .replace(/^\/api\/track\/.*/, `/api/track/${seenCode}`);
      if (pathExamples.some(([prefix, id]) => path.startsWith(prefix) && !named(id) && !drawnPerSeed.includes(prefix)))
        continue;
      const query = new URLSearchParams(
        parameters.filter((p) => p.in === 'query').map((p) => [String(p.name), String(p.example)]),
      );
      const response = await fetch(`http://localhost:8111${path}${query.size ? `?${query}` : ''}`, {
        headers: { Authorization: `Bearer ${def.role === 'operator' ? tokens.operator : tokens.partner}` },
      });
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    }
  });
});
