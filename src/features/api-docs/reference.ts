/*
 * The API reference page's model, read from the committed OpenAPI document (docs/openapi.json,
 * generated from the contract by `npm run openapi`). The document is loaded with a dynamic
 * import from the route's lazy chunk: neither it nor this code is on any other page. No zod
 * here (the data layer's chunk would come with it): the document is our own build output, and
 * is read with a few narrowing helpers.
 */

import { apiOrigin } from '@/api-url';

export type JsonSchema = Record<string, unknown>;

export interface PropertyRow {
  /** Dotted wire path: `customer.email`, `items[]`, `data.items[].id`. */
  name: string;
  type: string;
  required: boolean;
  rules: string[];
  depth: number;
}

export interface ParameterDoc {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  type: string;
  rules: string[];
  description: string | null;
  example: unknown;
}

export interface RefusalDoc {
  status: string;
  code: string;
  message: string;
}

/** `key`: an API key (or the dashboard's access token); `user`: the dashboard's access token only. */
export type Auth = 'public' | 'key' | 'user' | 'refresh';

export interface EndpointDoc {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string | null;
  auth: Auth;
  idempotent: boolean;
  parameters: ParameterDoc[];
  body: { required: boolean; rows: PropertyRow[]; example: unknown } | null;
  reply: { status: string; rows: PropertyRow[]; dataType: string };
  refusals: RefusalDoc[];
}

export interface TagDoc {
  name: string;
  title: string;
  description: string;
  endpoints: EndpointDoc[];
}

export interface ApiReference {
  title: string;
  version: string;
  server: string;
  idempotencyKeyExample: string;
  tags: TagDoc[];
  endpointCount: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Numbers zod writes for "any safe integer": noise in a table. */
const safeBound = 9007199254740991;

const formatNumber = (value: number) => (Math.abs(value) >= 10_000 ? value.toLocaleString('en-NG') : String(value));

class Reader {
  constructor(private readonly doc: Record<string, unknown>) {}

  /** Follows a local `$ref` (`#/components/…`) to what it names. */
  deref(value: unknown, seen = 0): Record<string, unknown> {
    const node = record(value);
    if (typeof node.$ref !== 'string' || seen > 20) return node;
    let at: unknown = this.doc;
    for (const part of node.$ref.replace(/^#\//, '').split('/')) at = record(at)[part];
    return this.deref(at, seen + 1);
  }

  refName(value: unknown): string | null {
    const ref = record(value).$ref;
    return typeof ref === 'string' ? (ref.split('/').at(-1) ?? null) : null;
  }

  typeOf(value: unknown): string {
    const name = this.refName(value);
    const schema = this.deref(value);
    const type = schema.type;
    if (Array.isArray(type)) return type.join(' or ');
    if (type === 'array') return `array of ${this.typeOf(schema.items)}`;
    if (type === 'object' && isRecord(schema.propertyNames) && isRecord(schema.additionalProperties)) {
      return `map of ${this.typeOf(schema.additionalProperties)}`;
    }
    if (name && type === 'object') return name;
    if (typeof type === 'string') return type;
    if ('const' in schema) return typeof schema.const;
    return 'any';
  }

  rulesOf(value: unknown): string[] {
    const schema = this.deref(value);
    const rules: string[] = [];
    if ('const' in schema) rules.push(`always ${JSON.stringify(schema.const)}`);
    if (Array.isArray(schema.enum)) rules.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
    const keys = isRecord(schema.propertyNames) ? list(schema.propertyNames.enum) : [];
    if (keys.length > 0) rules.push(`keys ${keys.map((v) => JSON.stringify(v)).join(', ')}`);
    if (typeof schema.format === 'string') rules.push(schema.format);
    else if (typeof schema.pattern === 'string') rules.push(`matches ${schema.pattern}`);
    const min = typeof schema.minLength === 'number' ? schema.minLength : null;
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : null;
    if (min !== null && max !== null) rules.push(`${min}–${max} characters`);
    else if (min !== null) rules.push(`at least ${min} character${min === 1 ? '' : 's'}`);
    else if (max !== null) rules.push(`at most ${max} characters`);
    if (typeof schema.minItems === 'number')
      rules.push(`at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`);
    if (typeof schema.maxItems === 'number') rules.push(`at most ${schema.maxItems} items`);
    if (typeof schema.exclusiveMinimum === 'number') rules.push(`> ${formatNumber(schema.exclusiveMinimum)}`);
    if (typeof schema.minimum === 'number' && schema.minimum !== -safeBound) {
      rules.push(`≥ ${formatNumber(schema.minimum)}`);
    }
    if (typeof schema.exclusiveMaximum === 'number') rules.push(`< ${formatNumber(schema.exclusiveMaximum)}`);
    if (typeof schema.maximum === 'number' && schema.maximum !== safeBound)
      rules.push(`≤ ${formatNumber(schema.maximum)}`);
    if ('default' in schema) rules.push(`default ${JSON.stringify(schema.default)}`);
    if (typeof schema.description === 'string') rules.push(schema.description);
    return rules;
  }

  /** A schema's fields, flattened: nested objects and arrays of objects under dotted names. */
  rows(value: unknown, prefix = '', depth = 0, requiredHere = true): PropertyRow[] {
    const schema = this.deref(value);
    if (depth > 5) return [];
    if (schema.type === 'array') return this.rows(schema.items, `${prefix}[]`, depth, requiredHere);
    if (schema.type !== 'object' || !isRecord(schema.properties)) return [];
    const required = list(schema.required);
    return Object.entries(schema.properties).flatMap(([key, property]) => {
      const name = prefix ? `${prefix}.${key}` : key;
      const row: PropertyRow = {
        name,
        type: this.typeOf(property),
        required: requiredHere && required.includes(key),
        rules: this.rulesOf(property),
        depth,
      };
      return [row, ...this.rows(property, name, depth + 1, row.required)];
    });
  }
}

function authOf(security: unknown): Auth {
  const schemes = list(security).flatMap((requirement) => Object.keys(record(requirement)));
  if (schemes.includes('refreshToken')) return 'refresh';
  if (schemes.includes('apiKey')) return 'key';
  if (schemes.includes('accessToken')) return 'user';
  return 'public';
}

/** The page's model of an OpenAPI document: endpoints grouped by tag, in the document's order. */
export function toReference(document: unknown): ApiReference {
  const doc = record(document);
  const reader = new Reader(doc);
  const info = record(doc.info);
  const tags: TagDoc[] = list(doc.tags).map((tag) => ({
    name: text(record(tag).name),
    title: text(record(tag)['x-displayName'], text(record(tag).name)),
    description: text(record(tag).description),
    endpoints: [],
  }));
  let idempotencyKeyExample = '';

  for (const [path, item] of Object.entries(record(doc.paths))) {
    for (const method of methods) {
      const operation = record(record(item)[method]);
      if (!operation.operationId) continue;
      const parameters = list(operation.parameters).map((p) => reader.deref(p));
      const idempotencyKey = parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      if (idempotencyKey) idempotencyKeyExample = text(idempotencyKey.example);
      const bodyContent = record(record(record(operation.requestBody).content)['application/json']);
      const responses = record(operation.responses);
      const successStatus = Object.keys(responses).find((status) => status.startsWith('2')) ?? '200';
      const envelope = reader.deref(
        record(record(record(responses[successStatus]).content)['application/json']).schema,
      );
      const data = record(envelope.properties).data;
      const refusals = Object.entries(responses)
        .filter(([status]) => !status.startsWith('2'))
        .flatMap(([status, response]) =>
          Object.values(record(record(record(reader.deref(response).content)['application/json']).examples)).map(
            (example) => {
              const value = record(reader.deref(example).value);
              return { status, code: text(value.code), message: text(value.message) };
            },
          ),
        );
      const endpoint: EndpointDoc = {
        operationId: text(operation.operationId),
        method: method.toUpperCase(),
        path,
        tag: text(list(operation.tags)[0]),
        summary: text(operation.summary, text(operation.operationId)),
        description: typeof operation.description === 'string' ? operation.description : null,
        auth: authOf(operation.security),
        idempotent: Boolean(idempotencyKey),
        parameters: parameters.map((p) => ({
          name: text(p.name),
          in: p.in === 'path' || p.in === 'header' ? p.in : 'query',
          required: p.required === true,
          type: reader.typeOf(p.schema),
          rules: reader.rulesOf(p.schema),
          description: typeof p.description === 'string' ? p.description : null,
          example: p.example,
        })),
        body: operation.requestBody
          ? {
              required: record(operation.requestBody).required === true,
              rows: reader.rows(bodyContent.schema),
              example: bodyContent.example,
            }
          : null,
        reply: { status: successStatus, rows: reader.rows(data), dataType: reader.typeOf(data) },
        refusals,
      };
      let tag = tags.find((t) => t.name === endpoint.tag);
      if (!tag) {
        tag = { name: endpoint.tag, title: endpoint.tag, description: '', endpoints: [] };
        tags.push(tag);
      }
      tag.endpoints.push(endpoint);
    }
  }

  const servers = list(doc.servers).map((server) => text(record(server).url));
  return {
    title: text(info.title, 'API'),
    version: text(info.version),
    server: servers[0] ?? '',
    idempotencyKeyExample,
    tags: tags.filter((tag) => tag.endpoints.length > 0),
    endpointCount: tags.reduce((sum, tag) => sum + tag.endpoints.length, 0),
  };
}

/**
 * The committed document, loaded on demand (its own chunk, fetched with the page's code), on the
 * API origin this app talks to (`VITE_API_URL`): its samples are what a developer copies, so they
 * call that API, not the document's default server.
 */
export async function loadApiReference(): Promise<ApiReference> {
  const { default: document } = await import('../../../docs/openapi.json');
  return { ...toReference(document), server: apiOrigin() };
}

/** Whether an endpoint matches every word of a filter (method, path, name, summary, group). */
export function matchesFilter(endpoint: EndpointDoc, tagTitle: string, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [endpoint.method, endpoint.path, endpoint.operationId, endpoint.summary, endpoint.tag, tagTitle]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** An example value as it is written in a URL or a table. */
export const exampleText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** A curl command for an endpoint against the document's server, with its example values. */
export function curlFor(endpoint: EndpointDoc, reference: Pick<ApiReference, 'server' | 'idempotencyKeyExample'>) {
  let path = endpoint.path;
  const query = new URLSearchParams();
  for (const p of endpoint.parameters) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(exampleText(p.example ?? p.name)));
    if (p.in === 'query' && p.required) query.set(p.name, exampleText(p.example));
  }
  const url = `${reference.server}${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
  const lines = [
    endpoint.method === 'GET' ? `curl ${shellQuote(url)}` : `curl -X ${endpoint.method} ${shellQuote(url)}`,
  ];
  if (endpoint.auth === 'key') lines.push(`-H "Authorization: Bearer $DELIVEROS_TEST_KEY"`);
  if (endpoint.auth === 'user') lines.push(`-H "Authorization: Bearer $TOKEN"`);
  if (endpoint.auth === 'refresh') lines.push(`-H "Authorization: Bearer $REFRESH_TOKEN"`);
  if (endpoint.idempotent) lines.push(`-H ${shellQuote(`Idempotency-Key: ${reference.idempotencyKeyExample}`)}`);
  if (endpoint.body) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(JSON.stringify(endpoint.body.example ?? {}))}`);
  }
  return lines.join(' \\\n  ');
}
