import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef, type EndpointName } from '@/api/endpoints';
import { buildOpenApi, pathExamples } from '../../scripts/openapi';
import { db, resetDb } from '../db';
import { DEMO_PASSWORD } from '../seed';
import { API } from './helpers';
import { sha256Hex } from '@server/domain/sha256';

/*
 * Bad input, generated for EVERY endpoint of the contract from its own schemas (the wire's
 * JSON schemas of the OpenAPI document, scripts/openapi.ts), never from a hand list: for each
 * body and query field, values of the wrong type, null, arrays and objects in its place, extreme
 * numbers (±1e308, 1e999, -0, 2^53+1, "NaN"), 100 kB strings, unknown enum values and malformed
 * formats; each required field missing; whole bodies that are not objects; and each path's
 * record by a real id of the seed, by nonsense ids and by another partner's id. Sent signed in as
 * the demo partner (the refresh token for `refresh`), in process (msw/node), one case at a time.
 * Each reply must be below 500; a 4xx must carry the error envelope, in a person's words (never
 * zod's: "Invalid input: expected string"), and leave the mock's
 * database (`db.state`, as JSON) exactly as it was. The one change a refusal may make is
 * documented (docs/api-contract.md): a money movement's refusal from its handler is stored
 * under its Idempotency-Key, to be replayed.
 */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node => (isNode(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const doc = buildOpenApi() as Node;
const components = node(doc.components);

function deref(value: unknown): Node {
  const at = node(value);
  if (typeof at.$ref !== 'string') return at;
  const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(at.$ref) ?? [];
  return deref(node(components[section ?? ''])[name ?? '']);
}

function operationOf(def: EndpointDef): Node {
  const path = def.path.replace(/:([A-Za-z]+)/g, '{$1}');
  return node(node(node(doc.paths)[path])[def.method.toLowerCase()]);
}

/** Values JSON cannot write from JavaScript, spliced into the body text as they are. */
const raw = (text: string) => `\u0001RAW:${text}\u0001`;
const toBodyText = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0001RAW:([^\\]*)\\u0001"/g, (_, text: string) => text);

const huge = 'x'.repeat(100_000);

/** What to put in place of a field of this schema: wrong types, extremes, formats it refuses. */
function badValues(schema: Node): Array<[string, unknown]> {
  const always: Array<[string, unknown]> = [
    ['null', null],
    ['an empty array', []],
    ['an array of an object', [{}]],
    ['an object', { value: 1 }],
  ];
  const type = schema.type;
  if (type === 'string') {
    return [
      ...always,
      ['a number', 12345],
      ['true', true],
      ['a 100 kB string', huge],
      ['an empty string', ''],
      ['blanks', '   '],
      ...(Array.isArray(schema.enum)
        ? ([['an unknown enum value', 'not-one-of-them']] as Array<[string, unknown]>)
        : []),
      ...(schema.format === 'date-time'
        ? ([
            ['text that is no date', 'not-a-date'],
            ['a day that does not exist', '2026-02-30T10:00:00Z'],
          ] as Array<[string, unknown]>)
        : []),
      ...(schema.format === 'email' ? ([['text that is no e-mail', 'not-an-email']] as Array<[string, unknown]>) : []),
      ...(typeof schema.pattern === 'string' ? ([['text off the pattern', 'abc']] as Array<[string, unknown]>) : []),
    ];
  }
  if (type === 'number' || type === 'integer') {
    return [
      ...always,
      ['a numeric string', '5000'],
      ['"NaN"', 'NaN'],
      ['"Infinity"', 'Infinity'],
      ['true', true],
      ['1e308', 1e308],
      ['-1e308', -1e308],
      ['1e999 (Infinity once parsed)', raw('1e999')],
      ['-1e999', raw('-1e999')],
      ['2^53+1', raw('9007199254740993')],
      ['-0', raw('-0')],
      ['-1', -1],
      ['0.001', 0.001],
      ['1.5', 1.5],
      ['a 100 kB string', huge],
    ];
  }
  if (type === 'boolean') return [...always, ['"true"', 'true'], ['1', 1], ['0', 0], ['a 100 kB string', huge]];
  if (type === 'array') {
    return [
      ['null', null],
      ['an object', { value: 1 }],
      ['a string', 'text'],
      ['a number', 1],
      ['an empty array', []],
      ['an array of null', [null]],
      ['an array of numbers', [1, 2]],
      ['an array of a 100 kB string', [huge]],
      ['10,000 items', Array.from({ length: 10_000 }, () => 'item')],
    ];
  }
  if (type === 'object') {
    return [
      ['null', null],
      ['an empty array', []],
      ['an array of an object', [{}]],
      ['a string', 'text'],
      ['a number', 1],
      ['an empty object', {}],
    ];
  }
  return always;
}

interface Field {
  at: Array<string | number>;
  schema: Node;
  required: boolean;
}

/** Every field of a body schema, nested objects and array items included. */
function fieldsOf(schema: unknown, at: Array<string | number> = [], depth = 0): Field[] {
  const resolved = deref(schema);
  if (depth > 4) return [];
  if (resolved.type === 'array') return fieldsOf(resolved.items, [...at, 0], depth + 1);
  if (resolved.type !== 'object') return [];
  const required = list(resolved.required);
  return Object.entries(node(resolved.properties)).flatMap(([key, property]) => {
    const field = { at: [...at, key], schema: deref(property), required: required.includes(key) };
    return [
      field,
      ...fieldsOf(property, field.at, depth + 1).map((f) => ({ ...f, required: field.required && f.required })),
    ];
  });
}

const clone = <T>(value: T): T => structuredClone(value);

/** A copy of `base` with `value` at `at` (missing parents made on the way). */
function withValue(base: unknown, at: Array<string | number>, value: unknown): unknown {
  const copy = clone(base) as Node;
  let parent: Node | unknown[] = copy;
  at.forEach((key, index) => {
    const container = parent as Record<string | number, unknown>;
    if (index === at.length - 1) {
      container[key] = value;
      return;
    }
    if (typeof container[key] !== 'object' || container[key] === null)
      container[key] = typeof at[index + 1] === 'number' ? [] : {};
    parent = container[key] as Node;
  });
  return copy;
}

function without(base: unknown, at: Array<string | number>): unknown {
  const copy = clone(base) as Node;
  let parent: unknown = copy;
  for (const key of at.slice(0, -1)) {
    parent = (parent as Record<string | number, unknown>)[key];
    if (typeof parent !== 'object' || parent === null) return null;
  }
  const last = at.at(-1) ?? '';
  if (!(last in (parent as object))) return null;
  delete (parent as Record<string | number, unknown>)[last];
  return copy;
}

interface Case {
  label: string;
  /** A path id other than the real one. */
  id?: string;
  query?: string;
  body?: string;
  withoutIdempotencyKey?: boolean;
}

/** The cases of one endpoint: its body's and its query's fields, then its path's ids. */
function casesOf(def: EndpointDef, op: Node): Case[] {
  const cases: Case[] = [];
  const content = node(node(node(op.requestBody).content)['application/json']);
  const parameters = list(op.parameters).map(deref);
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const requiredQuery = new URLSearchParams(
    queryParameters.filter((p) => p.required).map((p) => [String(p.name), String(p.example)]),
  );
  const baseBody = def.body ? toBodyText(content.example) : undefined;
  const base = { ...(baseBody === undefined ? {} : { body: baseBody }), query: requiredQuery.toString() };

  if (def.body) {
    const example = content.example;
    for (const [label, body] of [
      ['body: null', 'null'],
      ['body: an empty object', '{}'],
      ['body: an array', '[]'],
      ['body: the valid body in an array', `[${baseBody}]`],
      ['body: a string', '"text"'],
      ['body: a number', '1e308'],
      ['body: true', 'true'],
      ['body: not JSON', '{"a":'],
      ['body: a 100 kB string', JSON.stringify(huge)],
    ] as const) {
      cases.push({ ...base, label, body });
    }
    for (const field of fieldsOf(content.schema)) {
      const name = field.at.join('.');
      for (const [label, value] of badValues(field.schema)) {
        cases.push({ ...base, label: `body ${name}: ${label}`, body: toBodyText(withValue(example, field.at, value)) });
      }
      const missing = field.required ? without(example, field.at) : null;
      if (missing !== null) cases.push({ ...base, label: `body ${name}: missing`, body: toBodyText(missing) });
    }
  } else if (def.method !== 'GET') {
    // A body where none is expected: ignored or refused, never a 5xx.
    for (const [label, body] of [
      ['an unexpected body: null', 'null'],
      ['an unexpected body: not JSON', '{"a":'],
      ['an unexpected body: 100 kB', JSON.stringify({ value: huge })],
    ] as const) {
      cases.push({ ...base, label, body });
    }
  }

  const queryValues: Array<[string, string]> = [
    ['empty', ''],
    ['text', 'abc'],
    ['1e308', '1e308'],
    ['-1e308', '-1e308'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['2^53+1', '9007199254740993'],
    ['-0', '-0'],
    ['0', '0'],
    ['-1', '-1'],
    ['1.5', '1.5'],
    ['null', 'null'],
    ['an unknown enum value', 'not-one-of-them'],
    ['an array', '[1,2]'],
    ['an object', '{"a":1}'],
    ['100 kB', huge],
  ];
  for (const parameter of queryParameters) {
    const name = String(parameter.name);
    for (const [label, value] of queryValues) {
      const query = new URLSearchParams(requiredQuery);
      query.set(name, value);
      cases.push({ ...base, label: `query ${name}: ${label}`, query: query.toString() });
    }
    const repeated = new URLSearchParams(requiredQuery);
    repeated.append(name, String(parameter.example));
    repeated.append(name, 'abc');
    cases.push({ ...base, label: `query ${name}: twice`, query: repeated.toString() });
    cases.push({ ...base, label: `query ${name}[]: as an array`, query: `${requiredQuery}&${name}[]=1&${name}[]=2` });
    if (parameter.required) {
      const missing = new URLSearchParams(requiredQuery);
      missing.delete(name);
      cases.push({ ...base, label: `query ${name}: missing`, query: missing.toString() });
    }
  }
  // Parameters nobody asked for: ignored, on every endpoint.
  const prefix = requiredQuery.size > 0 ? `${requiredQuery}&` : '';
  cases.push({ ...base, label: 'query: an unknown parameter', query: `${prefix}zzz=1` });
  cases.push({ ...base, label: 'query: an unknown 100 kB parameter', query: `${prefix}zzz=${huge}` });

  if (def.idempotent) {
    cases.push({ ...base, label: 'no Idempotency-Key', withoutIdempotencyKey: true });
  }

  if (def.path.includes(':')) {
    const nonsense = [
      'does-not-exist',
      '0',
      '-1',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      '../../etc/passwd',
      '%00',
      "' OR 1=1 --",
      '😀',
      'x'.repeat(2_000),
    ];
    for (const id of nonsense) {
      cases.push({ ...base, label: `id ${id.length > 40 ? `${id.length} characters` : JSON.stringify(id)}`, id });
      if (def.body) cases.push({ label: `id ${JSON.stringify(id.slice(0, 40))} with body null`, id, body: 'null' });
    }
    cases.push({ ...base, label: 'another partner’s record', id: OTHER_PARTNERS_RECORD });
  }
  return cases;
}

/** Stands for "a record of the same kind that belongs to another partner", resolved per run. */
const OTHER_PARTNERS_RECORD = '\u0000other-partner';

interface Session {
  token: string;
  refreshToken: string;
  userId: string;
}

async function signInDemo(): Promise<Session> {
  const response = await fetch(`${API}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
  });
  const json = (await response.json()) as { data: { token: string; refresh_token: string; user: { id: string } } };
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  return { token: json.data.token, refreshToken: json.data.refresh_token, userId: json.data.user.id };
}

type Records = Array<{ id?: unknown; partnerId?: unknown }>;
const collections = (): Records[] =>
  Object.values(db.state as Record<string, unknown>).flatMap((value) =>
    Array.isArray(value) && isNode(value[0]) ? [value as Records] : [],
  );

/**
 * A fresh seed and session, and the real id this endpoint's path names: the seed's (the
 * document's example), or — where the seed has none of that kind — one the API creates first.
 */
async function prepare(def: EndpointDef): Promise<{ session: Session; id: string | null; otherId: string | null }> {
  resetDb();
  const session = await signInDemo();
  if (!def.path.includes(':')) return { session, id: null, otherId: null };
  let id = pathExamples.find(([prefix]) => def.path.startsWith(prefix))?.[1] ?? null;
  if (id === null) throw new Error(`No example id for ${def.path}: add one to pathExamples in scripts/openapi.ts`);
  // A tracking code is drawn at random by each seed (issue 38): the example only has its shape.
  if (def.path.startsWith('/api/track/')) id = db.state.deliveries.find((d) => d.id === 'dlv_0008')!.trackingCode;
  // A path that names a record by another key than its id (an invitation's token, a delivery's
  // tracking code) is answered by the seed.
  const seeded = (r: Node) =>
    r.id === id || (id !== null && r.invitationTokenHash === sha256Hex(id)) || r.trackingCode === id;
  if (!collections().some((records) => records.some(seeded))) {
    const collectionPath = def.path.slice(0, def.path.indexOf('/:'));
    const create = Object.values(endpoints).find((e) => e.method === 'POST' && e.path === collectionPath);
    if (!create) throw new Error(`The seed has no record for ${def.path}, and nothing creates one`);
    const example = node(node(node(operationOf(create).requestBody).content)['application/json']).example;
    const response = await fetch(`${API}${collectionPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify(example),
    });
    id = String(node(node(await response.json()).data).id);
  }
  const kind = collections().find((records) => records.some((r) => r.id === id));
  const other = kind?.find((r) => r.partnerId !== undefined && r.partnerId !== session.userId);
  return { session, id, otherId: typeof other?.id === 'string' ? other.id : null };
}

/**
 * The state as JSON, but for a refusal stored under this request's own Idempotency-Key, the
 * failed sign-in attempts (a wrong password is recorded, so that it counts: mocks/auth-limits.ts)
 * and the counted look-ups (a tracking code that opens nothing counts: server/domain/lookup-limits.ts),
 * all by design.
 */
function stateWithout(key: string | null, status: number): string {
  const { idempotency, signInFailures: _failures, lookups: _lookups, ...rest } = db.state;
  return JSON.stringify({ ...rest, idempotency: idempotency.filter((r) => !(r.key === key && r.status === status)) });
}

/** zod's own English messages (src/zod-locale.ts), which no reply may carry. */
const zodWords =
  /Invalid input|expected \w+, received|Too (big|small):|Invalid option|Unrecognized key|Invalid (string|email address|URL|ISO|UUID)/;

interface Outcome {
  case: string;
  status: number;
  problem: string;
}

async function run(
  name: EndpointName,
  def: EndpointDef,
  cases: Case[] = casesOf(def, operationOf(def)),
): Promise<{ outcomes: Outcome[]; cases: number }> {
  const problems: Outcome[] = [];
  let context = await prepare(def);
  for (const c of cases) {
    let id = c.id ?? context.id;
    if (id === OTHER_PARTNERS_RECORD) id = context.otherId;
    if (def.path.includes(':') && id === null) continue;
    const path = def.path.replace(/:[A-Za-z]+/g, encodeURIComponent(id ?? ''));
    const key = def.idempotent && !c.withoutIdempotencyKey ? crypto.randomUUID() : null;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${def.auth === 'refresh' ? context.session.refreshToken : context.session.token}`,
    };
    if (key) headers['Idempotency-Key'] = key;
    if (c.body !== undefined) headers['Content-Type'] = 'application/json';
    const before = stateWithout(null, 0);
    const response = await fetch(`${API}${path}${c.query ? `?${c.query}` : ''}`, {
      method: def.method,
      headers,
      ...(c.body === undefined ? {} : { body: c.body }),
    });
    const text = await response.text();
    const label = `${name} ${def.method} ${def.path} — ${c.label}`;
    if (response.status >= 500) {
      problems.push({ case: label, status: response.status, problem: `a ${response.status}: ${text.slice(0, 300)}` });
    } else if (response.status >= 400) {
      let envelope: Node = {};
      try {
        envelope = node(JSON.parse(text));
      } catch {
        // Not JSON: reported below.
      }
      if (envelope.success !== false || typeof envelope.code !== 'string' || typeof envelope.message !== 'string') {
        problems.push({ case: label, status: response.status, problem: `no error envelope: ${text.slice(0, 200)}` });
      }
      // A person's words, never zod's (issue 39): "Invalid input: expected string, received undefined".
      if (zodWords.test(text)) {
        problems.push({ case: label, status: response.status, problem: `zod's words: ${text.slice(0, 300)}` });
      }
      // A refusal of the contract's schema names its fields, each with its reason.
      if (envelope.code === 'VALIDATION_ERROR' && 'fields' in envelope) {
        const fields = list(envelope.fields).map(node);
        if (fields.length === 0 || fields.some((f) => typeof f.field !== 'string' || typeof f.message !== 'string')) {
          problems.push({ case: label, status: response.status, problem: `bad fields: ${text.slice(0, 300)}` });
        }
      }
      if (stateWithout(key, response.status) !== before) {
        problems.push({ case: label, status: response.status, problem: 'the database changed on a refusal' });
      }
    }
    // A request that did something (or a refresh that rotated the tokens): back to the seed.
    if (response.status < 400) context = await prepare(def);
  }
  return { outcomes: problems, cases: cases.length };
}

const contract = Object.entries(endpoints) as Array<[EndpointName, EndpointDef]>;

describe('bad input to every endpoint: never a 5xx, and a refusal changes nothing', () => {
  it('covers every endpoint of the contract, with cases generated from its schemas', () => {
    const operations = contract.filter(([, def]) => Object.keys(operationOf(def)).length > 0);
    expect(operations.map(([name]) => name)).toEqual(contract.map(([name]) => name));
    for (const [name, def] of contract) {
      const labels = casesOf(def, operationOf(def)).map((c) => c.label);
      // Each body field and each query parameter has its own cases; each path id its own.
      const expected = [
        ...fieldsOf(node(node(node(operationOf(def).requestBody).content)['application/json']).schema).map(
          (f) => `body ${f.at.join('.')}: null`,
        ),
        ...list(operationOf(def).parameters)
          .map(deref)
          .filter((p) => p.in === 'query')
          .map((p) => `query ${String(p.name)}: text`),
        ...(def.path.includes(':') ? ['id "does-not-exist"', 'another partner’s record'] : []),
        ...(def.idempotent ? ['no Idempotency-Key'] : []),
        'query: an unknown parameter',
      ];
      expect({ name, missing: expected.filter((label) => !labels.includes(label)) }).toEqual({ name, missing: [] });
    }
    // The generator reaches nested fields: the delivery's customer, places and their coordinates.
    expect(casesOf(endpoints.createDelivery, operationOf(endpoints.createDelivery)).map((c) => c.label)).toContain(
      'body from.coordinates.lat: 1e308',
    );
  });

  for (const [name, def] of contract) {
    it(`${name}: ${def.method} ${def.path}`, async () => {
      const { outcomes } = await run(name, def);
      expect(outcomes).toEqual([]);
    });
  }

  /*
   * Found by this file, and left failing for the mock's owner: msw's URL matching (@msw/url
   * `matchPattern`) throws for a path over 8,192 characters, before any handler runs, so the
   * in-process and in-browser mocks answer 500 — and the HTTP mock 500 MOCK_ERROR (for any path,
   * known or not). A 414 before the handler lookup fixed it over HTTP (server/http/node-front.ts);
   * in process, a first handler that matches without msw's pattern matcher.
   */
  it('a path id longer than 8,192 characters (msw’s URL limit) gets a 4xx, not a 500', async () => {
    const problems: Outcome[] = [];
    for (const [name, def] of contract.filter(([, d]) => d.path.includes(':'))) {
      const body = def.body
        ? { body: toBodyText(node(node(node(operationOf(def).requestBody).content)['application/json']).example) }
        : {};
      const { outcomes } = await run(name, def, [
        { label: 'an id of 10,000 characters', id: 'x'.repeat(10_000), ...body },
      ]);
      problems.push(...outcomes.map((o) => ({ ...o, problem: o.problem.slice(0, 120) })));
    }
    expect(problems).toEqual([]);
  });
});
