import { server } from '@mocks/node';

/*
 * What the app sends on the wire, from the call on (test/setup.ts removes the listeners after
 * each test): to check that a form sent nothing, or exactly this body.
 */

/** The URL of every request the app starts, or of every `method` request. */
export function recordRequestUrls(method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE'): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!method || request.method === method) urls.push(request.url);
  });
  return urls;
}

/** The JSON bodies of the `method pathname` requests, as sent. */
export function recordRequestBodies(method: 'POST' | 'PUT' | 'PATCH', pathname: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  });
  return bodies;
}
