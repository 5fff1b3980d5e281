// First: before any zod schema is defined (see the file).
import '../zod-config';
import './track.css';
import './parts.css';
import { startMockApi } from '../boot/mock-api';
import { codeFromPath } from './load';
import { startTrackingPage } from './page';

/*
 * The customers' tracking page (/track/<code>, issue 28): its own entry (track/app.html), plain
 * DOM code and its own stylesheet, no React, no router, no Tailwind — a customer's first visit
 * from a text message downloads this and the typed client only (`npm run budget`). On the dev
 * server and in the e2e build the in-browser mock API starts first, as for the app (src/boot/mock-api.ts:
 * a production build has none).
 */
async function start() {
  await startMockApi();
  startTrackingPage(codeFromPath(window.location.pathname));
}

void start();
