import type { z } from 'zod/mini';
import { fromWire } from '@/api/schemas/common';
import { fieldProblems, personMessage, problemsSentence } from '@/api/validation-messages';
import { DomainError } from '../domain/errors';

/*
 * What the HTTP layer refuses before any rule runs: a URL too long, a body that is not JSON or
 * nests too deeply, a body or query that does not fit the contract (400 naming every field that
 * does not, in the wire's snake_case, each with a reason a person wrote).
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

/**
 * A body or query that does not fit its schema: 400 VALIDATION_ERROR with `fields` (every field
 * that does not fit, each with its reason) and a `message` that joins them.
 */
export function contractRefusal(error: z.core.$ZodError): DomainError {
  const fields = fieldProblems(error);
  const refusal = new DomainError(400, problemsSentence(fields) || 'The request is not valid', 'VALIDATION_ERROR');
  refusal.fields = fields;
  return refusal;
}

/** A body or query read from the wire by its schema, or the 400 above: a person's words for each rule without its own. */
export function readWire<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = fromWire(schema, value, { error: personMessage });
  if (!parsed.success) throw contractRefusal(parsed.error);
  return parsed.data;
}
