import { sha256Hex } from '../domain/sha256';

/*
 * A request's fingerprint for the Idempotency-Key store (server/http/idempotency.ts): SHA-256 of
 * its method, path and canonical JSON body.
 */

/**
 * JSON with object keys sorted at every level, so `{"a":1,"b":2}` and `{ "b": 2, "a": 1 }` are
 * one request. Recursive: call it only on a value whose depth is already bounded (MAX_JSON_DEPTH).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same request" for an Idempotency-Key: method, path and body. */
export const requestFingerprint = (method: string, path: string, body: unknown): string =>
  sha256Hex(`${method} ${path}\n${canonicalJson(body)}`);
