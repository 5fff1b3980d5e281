import { z } from 'zod/mini';

/*
 * The wire speaks snake_case, the app camelCase. Every schema in this folder is
 * written once, in the app's camelCase. `fromWire` camelizes a wire value (snake_case
 * or camelCase keys are both accepted) and checks it; `toWire` checks an app value
 * and writes it as snake_case. The client and the mock API both go through these two,
 * so they cannot drift apart.
 */
const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function mapKeysDeep(value: unknown, mapKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, mapKey));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [mapKey(key), mapKeysDeep(item, mapKey)]));
  }
  return value;
}

export const camelizeKeys = (value: unknown) => mapKeysDeep(value, toCamel);
export const snakeizeKeys = (value: unknown) => mapKeysDeep(value, toSnake);

/** Reads a wire value into the app's shape, or says why it does not fit. */
export const fromWire = <T extends z.ZodMiniType>(schema: T, value: unknown) => schema.safeParse(camelizeKeys(value));

/** Checks an app value (applying defaults and trims) and writes it in the wire's snake_case. */
export const toWire = <T extends z.ZodMiniType>(schema: T, value: z.input<T>): unknown =>
  snakeizeKeys(schema.parse(value));

/** Every reply: `{ success, data, message, code }` (SPEC.md §3). */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    message: z.optional(z.string()),
    code: z.optional(z.string()),
  });
}

/** Replies that carry no data (logout, forgot-password…) send `data: null`. */
export const noData = z.optional(z.null());

export const id = z.string().check(z.minLength(1));
export const isoDate = z.iso.datetime({ offset: true });
// Classic zod's `.finite()` was a no-op: z.number() refuses Infinity and NaN by itself.
/** An amount the server reports (a balance, a price, a total): never negative, never absurd. */
export const naira = z.number().check(z.nonnegative(), z.lte(1_000_000_000_000));
export const requiredText = z.string().check(z.trim(), z.minLength(1));

/** One page of a list: `{ items, total, page, limit }`. */
export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int(), z.positive()),
    limit: z.number().check(z.int(), z.positive()),
  });
}

export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(100)), 20),
});

export const deletedReply = z.object({ id });

/** A calendar day, YYYY-MM-DD (Africa/Lagos). */
export const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD'));
