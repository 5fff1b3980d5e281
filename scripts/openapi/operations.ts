import type { z } from 'zod/mini';
// zod's English messages: the 400 examples quote what the mock really answers.
import '@/zod-locale';
import type { EndpointDef, EndpointName } from '@/api/endpoints';
import { apiKeyMayCall } from '@/api/contract/api-keys';
import { fromWire, textMax, toSnake } from '@/api/schemas/common';
import { MAX_JSON_DEPTH } from '@mocks/http';
import { pathExamples } from './examples';
import { isRecord, type Json, type JsonSchema } from './json';
import type { SchemaConverter } from './json-schema';
import { pathParameterWords } from './field-prose';
import { descriptions, sentence, summaries } from './prose';
import {
  authRefusals,
  bodyRefusals,
  idempotencyKeyRequired,
  idempotencyKeyReused,
  malformedRequest,
  notFound,
  ownRefusals,
  refusal,
  roleRefusals,
  type Refusal,
} from './refusals';

/*
 * One endpoint of the contract as an OpenAPI operation: its parameters, request body, success
 * reply, and the refusals it may answer (its kind's and its own). The error responses are
 * added once every operation is known (build.ts), as some refusal examples are shared.
 */

export interface BuiltOperation {
  path: string;
  method: string;
  operation: JsonSchema;
  success: JsonSchema;
  refusals: Refusal[];
}

/** Parameters and the refusals that come with them. */
interface Part<T> {
  value: T;
  refusals: Refusal[];
}

/** How the mock words a body or query that does not fit (mocks/http.ts `validationError`). */
function validationMessage(schema: z.ZodMiniType, candidates: unknown[]): string | null {
  for (const candidate of candidates) {
    const parsed = fromWire(schema, candidate);
    if (parsed.success) continue;
    const issue = parsed.error.issues[0];
    if (!issue) continue;
    const where = issue.path.length ? `${issue.path.map((part) => toSnake(String(part))).join('.')}: ` : '';
    return `${where}${issue.message}`;
  }
  return null;
}

const validationRefusals = (schema: z.ZodMiniType, candidates: unknown[]): Refusal[] => {
  const message = validationMessage(schema, candidates);
  return message ? [refusal(400, 'VALIDATION_ERROR', message)] : [];
};

const successEnvelope = (data: Json): JsonSchema => ({
  type: 'object',
  properties: {
    success: { type: 'boolean', const: true },
    data,
    message: { type: 'string' },
  },
  required: ['success', 'data'],
});

export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** `:id` segments (a token, a tracking code), each with a seeded record's as its example. */
function pathParameters(def: EndpointDef): Json[] {
  const parameters: Json[] = [];
  for (const [, name] of def.path.matchAll(/:([A-Za-z]+)/g)) {
    const example = pathExamples.find(([prefix]) => def.path.startsWith(prefix))?.[1] ?? 'id';
    parameters.push({
      name: toSnake(name ?? ''),
      in: 'path',
      required: true,
      description: pathParameterWords[name ?? ''] ?? 'The record’s id',
      // The contract's `id`: no record has a longer one, so a longer one is a 404.
      schema: { type: 'string', minLength: 1, maxLength: textMax.id },
      example,
    });
  }
  return parameters;
}

/** The query's fields as parameters, and how the mock refuses a query that does not fit. */
function queryParameters(query: z.ZodMiniType, operationId: EndpointName, converter: SchemaConverter): Part<Json[]> {
  const schema = converter.convert(query, 'input', { inline: true });
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const parameters: Json[] = [];
  for (const [name, field] of Object.entries(properties)) {
    const { description: fieldDescription, ...rest } = isRecord(field) ? field : {};
    parameters.push({
      name,
      in: 'query',
      required: required.includes(name),
      ...(typeof fieldDescription === 'string' ? { description: fieldDescription } : {}),
      schema: rest as Json,
      example: converter.example(field, operationId, [name]),
    });
  }
  const candidates = [{}, ...Object.keys(properties).map((name) => ({ [name]: 'not-valid' }))];
  return { value: parameters, refusals: validationRefusals(query, candidates) };
}

/** The JSON body with an example, and how the mock refuses a body that does not fit or parse. */
function requestBody(body: z.ZodMiniType, operationId: EndpointName, converter: SchemaConverter): Part<JsonSchema> {
  const schema = converter.convert(body, 'input');
  const resolved = converter.resolve(schema);
  const required = Array.isArray(resolved.required) && resolved.required.length > 0;
  return {
    value: {
      required,
      content: { 'application/json': { schema, example: converter.example(schema, operationId) } },
    },
    refusals: [...validationRefusals(body, [{}, []]), ...bodyRefusals(MAX_JSON_DEPTH)],
  };
}

/** Who may call it: a key (server/http/authenticate.ts) is an alternative to the access token on a partner's endpoints. */
const security = (def: EndpointDef): Json =>
  def.auth === 'public'
    ? []
    : def.auth === 'refresh'
      ? [{ refreshToken: [] }]
      : apiKeyMayCall(def)
        ? [{ accessToken: [] }, { apiKey: [] }]
        : [{ accessToken: [] }];

/** The operation's description, with who of the signed-in may call it (src/api/contract/endpoint.ts, roles). */
function described(description: string | undefined, def: EndpointDef): { description?: string } {
  const role =
    def.auth !== 'user' || def.role === 'any'
      ? undefined
      : def.role === 'operator'
        ? 'Operations-only: a DeliverOS operator’s token; a partner’s is refused (403 `FORBIDDEN`).'
        : undefined;
  const text = [description, role].filter(Boolean).join(' ');
  return text ? { description: text } : {};
}

/** The operation of one endpoint (`domain` is its tag); the converter collects the components. */
export function buildOperation(
  domain: string,
  operationId: EndpointName,
  def: EndpointDef,
  converter: SchemaConverter,
): BuiltOperation {
  const parameters = pathParameters(def);
  const generic: Refusal[] = [];
  if (def.query) {
    const query = queryParameters(def.query, operationId, converter);
    parameters.push(...query.value);
    generic.push(...query.refusals);
  }
  if (def.idempotent) {
    parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
    generic.push(idempotencyKeyRequired, idempotencyKeyReused);
  }
  const body = def.body ? requestBody(def.body, operationId, converter) : undefined;
  if (body) generic.push(...body.refusals);
  generic.push(...authRefusals[def.auth], ...roleRefusals(def));
  const own = ownRefusals[operationId] ?? [];
  if (def.path.includes(':') && !own.some((r) => r.status === 404)) generic.push(notFound('Record'));

  const status = def.status ?? 200;
  const operation: JsonSchema = {
    operationId,
    tags: [domain],
    summary: summaries[operationId] ?? sentence(operationId),
    ...described(descriptions[operationId], def),
    ...(def.auth === 'user' ? { 'x-role': def.role ?? 'partner' } : {}),
    security: security(def),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body.value } : {}),
  };
  const success = {
    [String(status)]: {
      description: status === 201 ? 'Created' : 'OK',
      content: { 'application/json': { schema: successEnvelope(converter.convert(def.reply, 'output')) } },
    },
  };
  return {
    path: openApiPath(def.path),
    method: def.method.toLowerCase(),
    operation,
    success,
    refusals: [malformedRequest, ...generic, ...own],
  };
}
