/*
 * The refusals of the domain: a use-case throws a DomainError and the HTTP layer answers with
 * the error envelope `{ success: false, data: null, message, code }` and this status. A leaf
 * module: the rules, the storage adapters and the HTTP app all import it, it imports nothing.
 *
 * A refusal undoes what the request wrote (its transaction rolls back), except one made with
 * `keepingWrites`: a failed sign-in is recorded, and the refusal that follows keeps the record.
 */

/** Response headers a refusal carries besides its envelope (`Retry-After` of a 429, `Allow` of a 405). */
export type ErrorHeaders = Readonly<Record<string, string>>;

/** A field a request got wrong, as the error envelope lists it (src/api/validation-messages.ts). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Thrown to answer with an error envelope (and, if given, these headers). */
export class DomainError extends Error {
  /** The request's writes so far are committed before the refusal is sent (see above). */
  keepWrites = false;
  /** A 400 VALIDATION_ERROR's fields, each with its reason: the envelope's `fields`. */
  fields: readonly FieldProblem[] | undefined;

  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly headers: ErrorHeaders = {},
  ) {
    super(message);
  }
}

/** The refusal `error`, whose request's writes are kept (committed) rather than undone. */
export function keepingWrites(error: DomainError): DomainError {
  error.keepWrites = true;
  return error;
}

export const notFound = (what: string) => new DomainError(404, `${what} not found`, 'NOT_FOUND');

/** A 400 in the contract's words for one field (`field: message`), as a validation error reads. */
export const badField = (field: string, message: string) =>
  new DomainError(400, `${field}: ${message}`, 'VALIDATION_ERROR');

export const validationError = (message: string) => new DomainError(400, message, 'VALIDATION_ERROR');
