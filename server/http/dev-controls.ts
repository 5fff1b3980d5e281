import type { Message } from '../domain/messages';

/*
 * Development controls of `npm run server`, with DEV_CONTROLS=on only (never in production): what a
 * developer and the production-build e2e suite (e2e-prod) need of a server with the demo data —
 *   GET  /__dev/outbox   the messages it "sent" (the recording provider's table), newest first
 *   POST /__dev/reset    the demo data again, nothing sent
 * A request from a page of another origin is refused (403): a site the developer visits cannot
 * reset their data.
 */

export interface DevControls {
  messages: () => Promise<Message[]>;
  reset: () => Promise<void>;
  allowOrigin: (origin: string) => boolean;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The reply of a development control, or undefined for any other request. */
export async function answerDevControl(request: Request, controls: DevControls): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith('/__dev/')) return undefined;
  const origin = request.headers.get('Origin');
  if (origin !== null && !controls.allowOrigin(origin)) {
    return json(403, { success: false, data: null, message: 'Not from this origin', code: 'FORBIDDEN' });
  }
  if (request.method === 'GET' && pathname === '/__dev/outbox') {
    return json(200, { success: true, data: { messages: await controls.messages() } });
  }
  if (request.method === 'POST' && pathname === '/__dev/reset') {
    await controls.reset();
    return json(200, { success: true, data: null });
  }
  return json(404, {
    success: false,
    data: null,
    message: `No control ${request.method} ${pathname}`,
    code: 'NOT_FOUND',
  });
}
