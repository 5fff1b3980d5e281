import { http, HttpResponse } from 'msw';
import { MAX_URL_LENGTH, uriTooLong } from '@server/http/request-body';
import type { FieldProblem } from '@server/domain/errors';
import type { ErrorHeaders } from './errors';

/*
 * The mock's own replies — its dev controls' (mocks/handlers/dev-controls.ts) and the URL limit in front
 * of everything; every endpoint of the contract is answered by the server's API
 * (mocks/server-api.ts).
 */

export { jsonDeeperThan, MAX_JSON_DEPTH, MAX_URL_LENGTH, parseJsonBody, uriTooLong } from '@server/http/request-body';

export function errorReply(
  status: number,
  message: string,
  code: string,
  headers: ErrorHeaders = {},
  fields?: readonly FieldProblem[],
) {
  return HttpResponse.json(
    { success: false, data: null, message, code, ...(fields ? { fields } : {}) },
    { status, headers },
  );
}

/**
 * 414 for an API or control URL over MAX_URL_LENGTH; matched without msw's patterns, so it never
 * throws (other URLs — the app's own files in the browser — are not the mock's business).
 */
export const urlLimitHandler = http.all(
  ({ request }) => request.url.length > MAX_URL_LENGTH && /^\/(api|__mock)\//.test(new URL(request.url).pathname),
  () => {
    const error = uriTooLong();
    return errorReply(error.status, error.message, error.code);
  },
);
