import type { z } from 'zod/mini';
import { MAX_FIELD_PROBLEMS, toSnake } from './schemas/common';

export { MAX_FIELD_PROBLEMS };

/*
 * What a 400 VALIDATION_ERROR says (docs/api-contract.md, Error codes): every field that does
 * not fit the contract, each with a reason a person wrote, never zod's own words ("Invalid
 * input: expected string, received undefined"). A schema's own message ("The largest amount you
 * can move at once is ₦5,000,000") wins; for every other rule, `personMessage` is the words: the
 * server and the mock pass it to the parse (server/http/request-body.ts `readWire`).
 */

/** One field a request got wrong: its path in the wire's snake_case (`customer.email`), and why. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The most fields the reply's one-line `message` names; the others are counted. */
const MAX_FIELDS_IN_MESSAGE = 5;

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

const plural = (count: number | bigint, one: string) => `${count} ${one}${Number(count) === 1 ? '' : 's'}`;

/** The values a choice takes, as a person lists them: "high, medium or low". */
function choices(values: readonly unknown[]): string {
  const shown = values.slice(0, 12).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  if (values.length > shown.length) return `${shown.join(', ')}…`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? '');
}

const formats: Record<string, string> = {
  email: 'Enter a valid e-mail address',
  url: 'Enter a full web address (https://…)',
  datetime: 'Enter a date and time with its offset, such as 2026-11-24T15:30:00+01:00',
  date: 'Enter a date as YYYY-MM-DD',
  uuid: 'Enter a valid identifier',
};

function tooBig(issue: { origin: string; maximum: number | bigint; inclusive?: boolean }): string {
  const { origin, maximum, inclusive = true } = issue;
  if (origin === 'string') return `Use at most ${plural(maximum, 'character')}`;
  if (origin === 'array' || origin === 'set') return `Give at most ${plural(maximum, 'item')}`;
  return inclusive ? `Must be at most ${maximum}` : `Must be less than ${maximum}`;
}

function tooSmall(issue: { origin: string; minimum: number | bigint; inclusive?: boolean }): string {
  const { origin, minimum, inclusive = true } = issue;
  if (origin === 'string')
    return Number(minimum) <= 1 ? 'Fill this in' : `Use at least ${plural(minimum, 'character')}`;
  if (origin === 'array' || origin === 'set') return `Give at least ${plural(minimum, 'item')}`;
  return inclusive ? `Must be at least ${minimum}` : `Must be more than ${minimum}`;
}

/** The words for an issue whose schema has no message of its own: a zod error map. */
export const personMessage = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'This is required'
        : `Must be ${kinds[issue.expected] ?? 'of another kind'}`;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return formats[issue.format] ?? 'Is not in the expected format';
    case 'not_multiple_of':
      return issue.divisor === 0.01
        ? 'Use at most two decimal places (kobo)'
        : `Must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.slice(0, 10).join(', ')}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Must be ${choices(issue.values)}` : `Choose ${choices(issue.values)}`;
    case 'invalid_union':
      return 'Does not match any of the accepted forms';
    case 'invalid_key':
    case 'invalid_element':
      return 'Has an entry that is not valid';
    default:
      return 'Is not valid';
  }
};

/** Each field a refused parse names, once (its first reason), at most MAX_FIELD_PROBLEMS. */
export function fieldProblems(error: z.core.$ZodError): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map((part) => toSnake(String(part))).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, message: issue.message });
    if (problems.length === MAX_FIELD_PROBLEMS) break;
  }
  return problems;
}

/** The reply's one line: `customer.email: This is required; price: Must be a number` (the first few, the rest counted). */
export function problemsSentence(problems: readonly FieldProblem[]): string {
  const named = problems
    .slice(0, MAX_FIELDS_IN_MESSAGE)
    .map(({ field, message }) => (field ? `${field}: ${message}` : message));
  const more = problems.length - named.length;
  return more > 0 ? `${named.join('; ')}; and ${plural(more, 'more field')}` : named.join('; ');
}
