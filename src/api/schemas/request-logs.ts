import { z } from 'zod/mini';
import { apiKeyModes } from './api-keys';
import { boundedText, id, isoDate, page, pageQuery, textMax } from './common';

/*
 * Request logs (issue 25): every request made with one of the partner's API keys, as the
 * mock saw it — kept for the partner's Developers section, newest first, at most
 * REQUEST_LOGS_KEPT per partner. docs/api-contract.md, Request logs.
 */

/** How many logged requests a partner keeps (the oldest go first). */
export const REQUEST_LOGS_KEPT = 500;
/** The longest body a log keeps (characters); a longer one is cut there, and says so. */
export const REQUEST_LOG_BODY_MAX = 8_000;
/** The longest path (with its query) a log keeps. */
export const REQUEST_LOG_PATH_MAX = 2_048;

export const requestLogMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** `succeeded`: 2xx; `failed`: anything else (4xx, 5xx). */
export const requestLogOutcomes = ['succeeded', 'failed'] as const;
export type RequestLogOutcome = (typeof requestLogOutcomes)[number];

export const requestLog = z.object({
  /** The request's `X-Request-Id` (`req_` and 24 hex). */
  id,
  method: z.enum(requestLogMethods),
  /** The path and its query string, as sent. */
  path: boundedText(REQUEST_LOG_PATH_MAX),
  status: z.number().check(z.int(), z.gte(100), z.lte(599)),
  /** Milliseconds from the request's arrival to its reply, whole. */
  durationMs: z.number().check(z.int(), z.nonnegative()),
  mode: z.enum(apiKeyModes),
  /** The key that made it: its id, its name and its redacted secret (`sk_test_••••abcd`). */
  keyId: id,
  keyName: boundedText(textMax.name),
  keyRedacted: boundedText(textMax.token),
  createdAt: isoDate,
});
export type RequestLog = z.infer<typeof requestLog>;

/** One logged request with its bodies (null: none was sent, or none came back). */
export const requestLogDetail = z.extend(requestLog, {
  requestBody: z.nullable(boundedText(REQUEST_LOG_BODY_MAX)),
  responseBody: z.nullable(boundedText(REQUEST_LOG_BODY_MAX)),
  /** Whether a body was longer than REQUEST_LOG_BODY_MAX and was cut there. */
  truncated: z.boolean(),
});
export type RequestLogDetail = z.infer<typeof requestLogDetail>;

export const requestLogQuery = z.extend(pageQuery, {
  outcome: z.optional(z.enum(requestLogOutcomes)),
  /** An exact status (404), or none. */
  status: z.optional(z.coerce.number().check(z.int(), z.gte(100), z.lte(599))),
  /** Part of the path, any case. */
  path: z.optional(boundedText(textMax.search)),
  keyId: z.optional(id),
  mode: z.optional(z.enum(apiKeyModes)),
});
export type RequestLogQuery = z.input<typeof requestLogQuery>;

export const requestLogPage = page(requestLog);
export type RequestLogPage = z.infer<typeof requestLogPage>;
