import { getResponse, http, type RequestHandler } from 'msw';
import { sameClient } from './client-identity';

/**
 * HEAD answers exactly like GET, without the body: the same status and headers (its
 * Content-Length is the length of the body GET would send), for every GET endpoint. The GET
 * handlers run on a GET copy of the request, so they are the one definition of both. A path
 * without a GET endpoint is left to whatever answers an unknown path (404).
 */
export function headHandler(handlers: () => RequestHandler[]) {
  return http.head('*', async ({ request }) => {
    // Asked by the same client as the HEAD (its look-ups are counted against it, not a shared one).
    const get = sameClient(
      new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal }),
      request,
    );
    const response = await getResponse(handlers(), get);
    // No GET endpoint here (undefined), or a fault that cut the connection (`error`): as GET would.
    if (!response || response.type === 'error') return response;
    const headers = new Headers(response.headers);
    headers.set('Content-Length', String((await response.arrayBuffer()).byteLength));
    return new Response(null, { status: response.status, statusText: response.statusText, headers });
  });
}
