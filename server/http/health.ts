import type { Readiness } from '../storage/postgres/migrate';

/*
 * What a load balancer or an orchestrator asks (docs/server.md, Health), before any other route
 * and without a token:
 *   GET /healthz  200 while the process answers at all
 *   GET /readyz   200 once the database answers and every migration this code knows has run;
 *                 503 with what is missing otherwise (take the process out of rotation).
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });

/** The reply to a health check, or undefined for any other request. */
export async function answerHealth(
  request: Request,
  readiness: () => Promise<Readiness>,
): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { pathname } = new URL(request.url);
  if (pathname === '/healthz') return json(200, { status: 'ok' });
  if (pathname !== '/readyz') return undefined;
  const state = await readiness();
  return json(state.ready ? 200 : 503, { status: state.ready ? 'ready' : 'not ready', ...state });
}
