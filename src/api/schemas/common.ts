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
export const fromWire = <T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  params?: z.core.ParseContext<z.core.$ZodIssue>,
) => schema.safeParse(camelizeKeys(value), params);

/** Checks an app value (applying defaults and trims) and writes it in the wire's snake_case. */
export const toWire = <T extends z.ZodMiniType>(schema: T, value: z.input<T>): unknown =>
  snakeizeKeys(schema.parse(value));

/** The most fields a refusal lists (src/api/validation-messages.ts). */
export const MAX_FIELD_PROBLEMS = 50;

/** One field a request got wrong: its wire path (`customer.email`) and why, in a person's words. */
export const fieldProblem = z.object({
  field: z.string().check(z.maxLength(300)),
  message: z.string().check(z.maxLength(1_000)),
});

/**
 * Every reply: `{ success, data, message, code }` (docs/product.md#entities), and, to an authenticated caller,
 * `livemode`: false when a test API key's sandbox answered, true otherwise (absent on public
 * endpoints and on a refusal of the credentials).
 */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    message: z.optional(z.string()),
    code: z.optional(z.string()),
    livemode: z.optional(z.boolean()),
  });
}

/** Replies that carry no data (logout, forgot-password…) send `data: null`. */
export const noData = z.optional(z.null());

/**
 * The longest text each kind of field takes: every string a request carries has a maximum
 * (docs/api-contract.md, Conventions), so no request can store or search a megabyte. A form
 * that asks for the field checks the same bound (the contract's is never the smaller one).
 */
export const textMax = {
  id: 64,
  name: 100,
  email: 254,
  /** The new-delivery form's existing limit for a phone, used for every phone. */
  phone: 30,
  password: 128,
  token: 128,
  address: 300,
  /** A city, a country, a bank or card provider. */
  place: 100,
  /** Free text: a description, a reason, a note, instructions. */
  text: 1_000,
  search: 100,
  /** An ISO 8601 instant: 2026-11-24T15:30:00.000+01:00 is 29. */
  date: 40,
} as const;

export const tooLongMessage = (max: number) => `Use at most ${max} characters`;

/** Text of at most `max` characters (untrimmed, possibly empty). */
export const boundedText = (max: number, message: string = tooLongMessage(max)) =>
  z.string().check(z.maxLength(max, message));

/** Trimmed text that is not blank, of at most `max` characters. */
export const requiredTextOf = (max: number, message: string = tooLongMessage(max)) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max, message));

/** An e-mail address (at most 254 characters, RFC 5321); `message` for both rules when given. */
export const emailAddress = (message?: string) =>
  z.email(message).check(z.maxLength(textMax.email, message ?? tooLongMessage(textMax.email)));

export const id = z.string().check(z.minLength(1), z.maxLength(textMax.id));
export const isoDate = z.iso.datetime({ offset: true }).check(z.maxLength(textMax.date));
// Classic zod's `.finite()` was a no-op: z.number() refuses Infinity and NaN by itself.
/** An amount the server reports (a balance, a price, a total): never negative, never absurd. */
export const naira = z.number().check(z.nonnegative(), z.lte(1_000_000_000_000));

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
const dayMessage = 'Use a date as YYYY-MM-DD';
export const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage), z.maxLength(10, dayMessage));
