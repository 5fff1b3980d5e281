import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoints, type EndpointName } from '@/api/endpoints';
import { buildOpenApi } from '../../scripts/openapi';

/*
 * Every string a request carries has a maximum length (docs/api-contract.md, Conventions):
 * walked in the wire's JSON schemas that scripts/openapi.ts builds from the contract — every
 * endpoint's path parameters, query and body, through component references, arrays and unions.
 * An enum or a constant is bounded by its values.
 */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node => (isNode(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const isString = (schema: Node) => schema.type === 'string' || list(schema.type).includes('string');

/** Where, under `at`, a string has no `maxLength`. */
function unboundedStrings(schema: unknown, at: string, components: Node, seen = new Set<string>()): string[] {
  const here = node(schema);
  if (typeof here.$ref === 'string') {
    if (seen.has(here.$ref)) return [];
    const name = here.$ref.replace('#/components/schemas/', '');
    return unboundedStrings(components[name], at, components, new Set([...seen, here.$ref]));
  }
  const found: string[] = [];
  if (isString(here) && typeof here.maxLength !== 'number' && !('enum' in here) && !('const' in here)) found.push(at);
  for (const [name, property] of Object.entries(node(here.properties))) {
    found.push(...unboundedStrings(property, `${at}.${name}`, components, seen));
  }
  if ('items' in here) found.push(...unboundedStrings(here.items, `${at}[]`, components, seen));
  if (isNode(here.additionalProperties)) {
    found.push(...unboundedStrings(here.additionalProperties, `${at}{}`, components, seen));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    list(here[key]).forEach((option, index) =>
      found.push(...unboundedStrings(option, `${at}<${key}${index}>`, components, seen)),
    );
  }
  return found;
}

const doc = node(buildOpenApi());
const components = node(node(doc.components).schemas);

/** Every string of an endpoint's request: path parameters, query parameters, JSON body. */
function unboundedIn(name: EndpointName): string[] {
  const def = endpoints[name];
  const path = def.path.replace(/:([A-Za-z]+)/g, '{$1}');
  const operation = node(node(node(doc.paths)[path])[def.method.toLowerCase()]);
  const found: string[] = [];
  for (const parameter of list(operation.parameters).map(node)) {
    // The Idempotency-Key header is mocks/http.ts's, not the contract's schemas.
    if (typeof parameter.$ref === 'string') continue;
    found.push(...unboundedStrings(parameter.schema, `${String(parameter.in)}:${String(parameter.name)}`, components));
  }
  const body = node(node(node(node(operation.requestBody).content)['application/json']).schema);
  if (Object.keys(body).length > 0) found.push(...unboundedStrings(body, 'body', components));
  return found.map((where) => `${name} ${where}`);
}

describe('every string of every request is bounded', () => {
  const names = Object.keys(endpoints) as EndpointName[];

  it('finds an operation for every endpoint of the contract', () => {
    for (const name of names) {
      const def = endpoints[name];
      const path = def.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(node(node(doc.paths)[path])[def.method.toLowerCase()], name).toBeDefined();
    }
  });

  it('has a maxLength on every string of every body, query and path parameter', () => {
    expect(names.flatMap(unboundedIn)).toEqual([]);
  });

  it('reports a string without a maximum, nested or not', () => {
    const schema = z.toJSONSchema(
      z.object({
        free: z.string(),
        kept: z.string().check(z.maxLength(5)),
        pick: z.enum(['a', 'b']),
        list: z.array(z.string()),
        either: z.union([z.string().check(z.maxLength(3)), z.email()]),
      }),
      { io: 'input' },
    );
    expect(unboundedStrings(schema, 'body', {})).toEqual(['body.free', 'body.list[]', 'body.either<anyOf1>']);
  });
});
