import type { RequestHandler } from 'msw';
import { arriveDue } from '../arrivals';
import { onBeforeRequest } from '../before-request';
import { faultHandler } from '../control/fault-responder';
import { headHandler } from '../head';
import { urlLimitHandler } from '../http';
import { serverApiHandler } from '../server-api';
import { settleBeforeRequest } from '../ledger';
import { db } from '../db';
import { sendWebhooksAfterCommits } from '../webhooks/engine';
import { devHandlers } from './dev';
import { openApiHandlers } from './openapi';

// Before each request: movements whose bank has "answered" by now settle before anything
// reads or moves money; then the `arrivals` scenario's requests due by now come in.
onBeforeRequest(({ tx }) => settleBeforeRequest(tx));
onBeforeRequest((ctx) => arriveDue(ctx, db.state.scenario?.arrivals));
// After each commit that caused webhook events: the server's delivery rules send them (mocks/webhooks/engine.ts).
sendWebhooksAfterCommits();

/**
 * The mock API (run by mocks/browser.ts and mocks/node.ts). First a URL too long for msw's path matching gets its 414 (mocks/http.ts); then
 * the fault rules' handler matches only the /api requests a rule catches (mocks/control/fault-responder.ts)
 * and answers them instead of their endpoint's handler. Neither uses msw's path patterns.
 */
export const handlers: RequestHandler[] = [
  urlLimitHandler,
  faultHandler,
  // HEAD: as GET (mocks/head.ts), by the handlers below.
  headHandler(() => handlers),
  // What the server's API serves (mocks/server-api.ts); the mock's own handlers answer the rest.
  serverApiHandler,
  ...openApiHandlers,
  ...devHandlers,
];
