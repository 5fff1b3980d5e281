import { http, HttpResponse } from 'msw';
import openApiDocument from '../../docs/openapi.json';

/**
 * Not part of the contract: GET /api/openapi.json answers the API's OpenAPI 3.1 reference,
 * the committed docs/openapi.json (generated from the contract by `npm run openapi`, checked
 * by scripts/__tests__/openapi.test.ts). Imported as JSON, so the in-browser mock carries the
 * document rather than the zod → JSON Schema code that builds it. Public, as the page that
 * shows it (/api-docs) is; the document itself, not the `{ success, data }` envelope.
 */
export const openApiHandlers = [http.get('*/api/openapi.json', () => HttpResponse.json(openApiDocument))];
