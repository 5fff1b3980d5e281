import type { z } from 'zod/mini';
import { toSnake } from '@/api/schemas/common';
import { DomainError } from '../domain/errors';

/*
 * What the HTTP layer refuses before any rule runs: a URL too long, a body that is not JSON or
 * nests too deeply, a body or query that does not fit the contract (400 naming the field, in the
 * wire's snake_case).
 */

/** The deepest nesting of arrays and objects a request body may have (`{"a":1}` is 1 level). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a valid JSON text nests arrays and objects deeper than `max`: one pass over the
 * characters, no recursion, so no input can exhaust the stack here (the key mapper of
 * src/api/schemas/common.ts recurses, and must never see such a value).
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; an unescaped quote ends the string.
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** The longest URL answered: past it, 414 (msw's path matching, in the mock, throws beyond it). */
export const MAX_URL_LENGTH = 8_192;

export const uriTooLong = () =>
  new DomainError(
    414,
    `The request URL is too long (at most ${MAX_URL_LENGTH.toLocaleString('en')} characters)`,
    'URI_TOO_LONG',
  );

/** A request body's JSON (`{}` when empty); 400 when it is not JSON or nests too deeply. */
export function parseJsonBody(text: string): unknown {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new DomainError(400, 'The request body is not valid JSON', 'INVALID_JSON');
  }
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new DomainError(
      400,
      `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
      'JSON_TOO_DEEP',
    );
  }
  return value;
}

/** A body or query that does not fit its schema: 400 naming the first field that does not, in the wire's words. */
export function contractRefusal(error: z.core.$ZodError): DomainError {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.map((part) => toSnake(String(part))).join('.')}: ` : '';
  return new DomainError(400, `${where}${issue?.message ?? 'Invalid request'}`, 'VALIDATION_ERROR');
}
