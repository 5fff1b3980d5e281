import { z } from 'zod/mini';
import * as barrelSchemas from '@/api/schemas';
import * as cashOnDeliverySchemas from '@/api/schemas/cash-on-delivery';
import { snakeizeKeys, toSnake } from '@/api/schemas/common';
import * as customerMessageSchemas from '@/api/schemas/customer-messages';
import * as attentionSchemas from '@/api/schemas/delivery-attention';
import * as payoutSchemas from '@/api/schemas/payouts';
import * as publicTrackingSchemas from '@/api/schemas/public-tracking';
import * as movementSchemas from '@/api/schemas/wallet-movements';
import { exampleDateTime, exampleValues, fitsType } from './examples';
import { isRecord, type Json, type JsonSchema } from './json';

/*
 * zod → the wire's JSON Schema: bodies and queries as zod reads them (io 'input'), replies as
 * the server writes them (io 'output'), keys in snake_case. Named schemas (every exported
 * object schema of src/api/schemas) become components; examples are built from the schemas.
 */

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every exported object schema of src/api/schemas, under its export's name in PascalCase. */
function namedSchemas() {
  const registry = z.registry<{ id: string }>();
  const seen = new Set<unknown>();
  for (const module of [
    barrelSchemas,
    attentionSchemas,
    payoutSchemas,
    movementSchemas,
    publicTrackingSchemas,
    customerMessageSchemas,
    cashOnDeliverySchemas,
  ]) {
    for (const [name, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodMiniType) || seen.has(value)) continue;
      seen.add(value);
      if (value._zod.def.type === 'object') registry.add(value, { id: pascal(name) });
    }
  }
  return registry;
}

/**
 * The wire's view of a JSON schema zod generated: snake_case property names (as `toWire`
 * writes them), component references, no `$schema`, and no `additionalProperties: false` —
 * both sides drop keys they do not know, so a reply may gain fields.
 */
function wireSchema(node: unknown): Json {
  if (Array.isArray(node)) return node.map(wireSchema);
  if (!isRecord(node)) return node as Json;
  const properties = isRecord(node.properties) ? node.properties : null;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    if (key === 'properties' && properties) {
      out.properties = Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => [toSnake(name), wireSchema(schema)]),
      );
    } else if (key === 'required' && Array.isArray(value) && properties) {
      out.required = (value as unknown[]).map((name) =>
        typeof name === 'string' && name in properties ? toSnake(name) : name,
      ) as Json;
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace('#/$defs/', '#/components/schemas/');
    } else if (key === 'default' || key === 'const' || key === 'enum' || key === 'examples') {
      // Values are never renamed, but an object's keys are (snakeizeKeys is what toWire applies).
      out[key] = snakeizeKeys(value) as Json;
    } else {
      out[key] = wireSchema(value);
    }
  }
  return out;
}

const stable = (value: unknown) => JSON.stringify(value);

/** Renames `$ref`s to one component throughout a schema. */
function renameRef(node: Json, from: string, to: string): Json {
  if (Array.isArray(node)) return node.map((item) => renameRef(item, from, to));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && value === `#/components/schemas/${from}`
        ? `#/components/schemas/${to}`
        : renameRef(value, from, to),
    ]),
  );
}

export class SchemaConverter {
  readonly components = new Map<string, Json>();
  private readonly registry = namedSchemas();
  private readonly plain = z.registry<{ id: string }>();

  /** A zod schema as the wire's JSON schema; named sub-schemas go to the components. */
  convert(schema: z.ZodMiniType, io: 'input' | 'output', { inline = false } = {}): JsonSchema {
    const generated = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      metadata: inline ? this.plain : this.registry,
      target: 'draft-2020-12',
    });
    const { $defs, ...rest } = generated as Record<string, unknown>;
    let root = wireSchema(rest);
    const defs = isRecord($defs) ? Object.entries($defs).map(([name, def]) => [name, wireSchema(def)] as const) : [];
    // The same schema may read differently as input (defaults optional) and as output.
    const renames: Array<[string, string]> = [];
    for (const [name] of defs) {
      const def = defs.find(([n]) => n === name)?.[1] ?? null;
      const existing = this.components.get(name);
      if (existing !== undefined && stable(existing) !== stable(def)) {
        renames.push([name, `${name}${io === 'input' ? 'Input' : 'Output'}`]);
      }
    }
    const rename = (node: Json) => renames.reduce((acc, [from, to]) => renameRef(acc, from, to), node);
    root = rename(root);
    for (const [name, def] of defs) {
      const target = renames.find(([from]) => from === name)?.[1] ?? name;
      const renamed = rename(def);
      const existing = this.components.get(target);
      if (existing !== undefined && stable(existing) !== stable(renamed)) {
        throw new Error(`Two different schemas want the component name ${target}`);
      }
      this.components.set(target, renamed);
    }
    return root as JsonSchema;
  }

  resolve(schema: Json): JsonSchema {
    if (isRecord(schema) && typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = this.components.get(name);
      if (!isRecord(target)) throw new Error(`Unresolved ${schema.$ref}`);
      return this.resolve(target);
    }
    return isRecord(schema) ? schema : {};
  }

  /** An example value for a wire schema: the example table first, then what the schema allows. */
  example(schema: Json, operation: string, at: string[] = []): Json {
    const resolved = this.resolve(schema);
    const dotted = at.join('.');
    const name = at.at(-1);
    for (const key of [`${operation}:${dotted}`, dotted, name]) {
      if (key === undefined || !(key in exampleValues)) continue;
      const value = exampleValues[key] ?? null;
      const pattern = typeof resolved.pattern === 'string' ? new RegExp(resolved.pattern) : null;
      if (fitsType(value, resolved) && !(pattern && typeof value === 'string' && !pattern.test(value))) return value;
    }
    if ('const' in resolved) return resolved.const ?? null;
    if (resolved.default !== undefined) return resolved.default;
    if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return resolved.enum[0] ?? null;
    switch (resolved.type) {
      case 'object': {
        const properties = isRecord(resolved.properties) ? resolved.properties : {};
        const required = Array.isArray(resolved.required) ? resolved.required : [];
        // A partial update (nothing required) shows every field; otherwise the required ones.
        const shown = Object.keys(properties).filter((key) => required.length === 0 || required.includes(key));
        return Object.fromEntries(
          shown.map((key) => [key, this.example(properties[key] as Json, operation, [...at, key])]),
        );
      }
      case 'array':
        return [this.example(resolved.items ?? {}, operation, [...at, '[]'])];
      case 'string':
        if (resolved.format === 'date-time') return exampleDateTime;
        if (resolved.format === 'email') return 'demo@example.com';
        return 'text';
      case 'integer':
      case 'number':
        if (typeof resolved.minimum === 'number') return resolved.minimum;
        if (typeof resolved.exclusiveMinimum === 'number') return resolved.exclusiveMinimum + 1;
        return 1;
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        return null;
    }
  }
}
