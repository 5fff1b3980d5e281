/*
 * The mock's refusals are the domain's (server/domain/errors.ts): a resolver, a control route or
 * the HTTP server throws one and the caller answers with the error envelope. `MockError` is the
 * name the mock's own modules have always used for it.
 */
export { DomainError as MockError, notFound, type ErrorHeaders } from '@server/domain/errors';
