import { z } from 'zod';

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
export const fromWire = <T extends z.ZodType>(schema: T, value: unknown) => schema.safeParse(camelizeKeys(value));

/** Checks an app value (applying defaults and trims) and writes it in the wire's snake_case. */
export const toWire = <T extends z.ZodType>(schema: T, value: z.input<T>): unknown => snakeizeKeys(schema.parse(value));

/** Every reply: `{ success, data, message, code }` (SPEC.md §3). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    message: z.string().optional(),
    code: z.string().optional(),
  });
}

/** Replies that carry no data (logout, forgot-password…) send `data: null`. */
export const noData = z.null().optional();

export const id = z.string().min(1);
export const isoDate = z.iso.datetime({ offset: true });
export const naira = z.number().finite().nonnegative();
export const requiredText = z.string().trim().min(1);

/** One page of a list: `{ items, total, page, limit }`. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  });
}

export const pageQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).default(20),
});

export const deletedReply = z.object({ id });
