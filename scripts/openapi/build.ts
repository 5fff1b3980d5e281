import type { EndpointDef, EndpointName } from '@/api/endpoints';
import packageJson from '../../package.json';
import type { Json, JsonSchema } from './json';
import { SchemaConverter } from './json-schema';
import { buildOperation, type BuiltOperation } from './operations';
import { fieldDescriptions } from './field-prose';
import { apiIntroduction, domains } from './prose';
import { errorResponses, sharedRefusalExamples } from './refusals';
import { webhookOperations } from './webhooks';

/*
 * The OpenAPI 3.1 document of the DeliverOS API, assembled from the contract's operations,
 * the components they name and the parts every operation shares.
 */

export const apiServer = 'http://localhost:8111';

/** Where every refusal's body is described. */
const errorEnvelope: Json = {
  type: 'object',
  description: 'Every refusal: a 4xx status with this body; `message` is a sentence the UI shows as it is.',
  properties: {
    success: { type: 'boolean', const: false },
    data: { type: 'null' },
    message: { type: 'string' },
    code: { type: 'string' },
    fields: {
      type: 'array',
      maxItems: 50,
      description:
        'A 400 VALIDATION_ERROR: every field of the body or query that does not fit, each with its reason in words (`field`: the wire path, `customer.email`; `message` joins them).',
      items: {
        type: 'object',
        properties: { field: { type: 'string', maxLength: 300 }, message: { type: 'string', maxLength: 1000 } },
        required: ['field', 'message'],
      },
    },
  },
  required: ['success', 'data', 'message', 'code'],
};

const securitySchemes: Json = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The access token `token` from sign-in or refresh (15 minutes on the mock).',
  },
  refreshToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The refresh token `refresh_token` from sign-in: the bearer of POST /api/auth/refresh only.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sk_test_… / sk_live_… (32 base62 characters)',
    description:
      'A partner API key from the dashboard’s Developers section, on the partner endpoints (not key management, not /api/auth). A test key acts on the partner’s sandbox: replies say `livemode: false`.',
  },
};

const sharedParameters: Json = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: true,
    description:
      'One key per user action (a UUID), reused when that action is retried: the same request under a used key replays the first reply and moves no money; a different request under it is refused (422 IDEMPOTENCY_KEY_REUSED).',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
    example: '3f1c8a52-6b0e-4d7a-9c1e-5a2b7d4e8f10',
  },
};

/** Every domain as a tag, and every endpoint's operation under its path, in the contract's order. */
function collectOperations(converter: SchemaConverter) {
  const tags: Json[] = [];
  const operations: BuiltOperation[] = [];
  const paths: Record<string, JsonSchema> = {};
  for (const [domain, { title, description, endpoints: domainEndpoints }] of Object.entries(domains)) {
    tags.push({ name: domain, 'x-displayName': title, description });
    for (const [operationId, def] of Object.entries(domainEndpoints) as Array<[EndpointName, EndpointDef]>) {
      const built = buildOperation(domain, operationId, def, converter);
      operations.push(built);
      paths[built.path] = { ...paths[built.path], [built.method]: built.operation };
    }
  }
  return { tags, operations, paths };
}

/** The words of fieldDescriptions on their components' fields; a field that is not there fails the build. */
function describeFields(schemas: JsonSchema): void {
  for (const [component, fields] of Object.entries(fieldDescriptions)) {
    const properties = (schemas[component] as JsonSchema | undefined)?.properties as JsonSchema | undefined;
    for (const [field, description] of Object.entries(fields)) {
      const property = properties?.[field] as JsonSchema | undefined;
      if (!property) throw new Error(`fieldDescriptions: ${component} has no field ${field}`);
      properties![field] = { ...property, description };
    }
  }
}

/** The OpenAPI 3.1 document the contract describes (deterministic: the same contract, the same text). */
export function buildOpenApi(): JsonSchema {
  const converter = new SchemaConverter();
  const { tags, operations, paths } = collectOperations(converter);
  const webhooks = webhookOperations(converter);
  const { examples, shared } = sharedRefusalExamples(operations.map((built) => built.refusals));
  for (const { operation, success, refusals } of operations) {
    operation.responses = { ...success, ...errorResponses(refusals, shared) };
  }
  const schemas: JsonSchema = { ErrorEnvelope: errorEnvelope };
  for (const name of [...converter.components.keys()].sort()) schemas[name] = converter.components.get(name) ?? {};
  describeFields(schemas);

  return {
    openapi: '3.1.1',
    info: {
      title: 'DeliverOS Logistics API',
      version: packageJson.version,
      summary: 'Deliveries, live tracking, wallets and payouts in naira, for Nigerian logistics partners.',
      description: apiIntroduction,
    },
    servers: [{ url: apiServer, description: 'The mock API (`npm run api:mock`)' }],
    tags,
    paths,
    webhooks,
    components: { securitySchemes, parameters: sharedParameters, examples, schemas },
  };
}

/** The committed document's text: 2-space JSON and a final newline. */
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
