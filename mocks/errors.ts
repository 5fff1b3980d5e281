/*
 * The mock's refusals: a resolver, a control route or the HTTP server throws a MockError and
 * the caller answers with the error envelope. A leaf module (it imports nothing from mocks/),
 * so the data modules can refuse without depending on the request pipeline of mocks/http.ts.
 */

/** Response headers a refusal carries besides its envelope (`Retry-After` of a 429, `Allow` of a 405). */
export type ErrorHeaders = Readonly<Record<string, string>>;

/** Thrown to answer with an error envelope (and, if given, these headers). */
export class MockError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly headers: ErrorHeaders = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new MockError(404, `${what} not found`, 'NOT_FOUND');
