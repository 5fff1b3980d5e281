import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { releaseHeldRequests } from '@mocks/control/fault-responder';
import { clearFaults } from '@mocks/control/faults';
import { clearLog } from '@mocks/control/log';
import { clearOutbox, setDefaultAppOrigin } from '@mocks/control/outbox';
import { resetDb } from '@mocks/db';
import { setLatency } from '@mocks/latency';
import { server } from '@mocks/node';
import { failOnUnexpectedConsole, installConsoleGuard, tolerateConsoleError } from './console-guard';
import { disposeTestApps } from './query-clients';

// A ceiling for findBy*/waitFor, not a timing assertion: CI machines are small and busy.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
// No pointer capture in jsdom either; sonner's toasts call it on pointerdown (swipe to dismiss).
Element.prototype.setPointerCapture = function setPointerCapture() {};
Element.prototype.releasePointerCapture = function releasePointerCapture() {};

// Registered first, so it runs after the other afterEach hooks (Vitest runs them in reverse):
// what unmounting and the resets print counts too.
installConsoleGuard();
// React 19.3 warns when a component suspended with use() and later rendered without calling
// it. TanStack Router's lazyRouteComponent does exactly that (`if (!comp) use(load())`): a
// lazy route piece (a pending or error component, a split route component) rendered before
// its chunk has loaded — here, the first test of a file in a cold worker, while the module
// graph still loads. The library's pattern, not our code: only this message from there.
tolerateConsoleError(
  /^Error: This library called use\(\) to suspend in a previous render but did not call use\(\) when it finished\.[^\n]*\n(?:\s+at [^\n]*\n){0,6}\s+at Lazy \([^)]*@tanstack\/react-router\/dist\/esm\/lazyRouteComponent\.js/,
);
beforeEach(installConsoleGuard);
afterEach(failOnUnexpectedConsole);
afterAll(failOnUnexpectedConsole);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The mock's links (a delivery's tracking URL, the e-mails') point at the page's origin, as the
// in-browser mock's do (mocks/browser.ts).
beforeEach(() => setDefaultAppOrigin(window.location.origin));
afterEach(() => {
  vi.useRealTimers();
  // sonner keeps active toasts in a module and replays them to the next test's toaster.
  toast.dismiss();
  server.events.removeAllListeners();
  cleanup();
  // Nothing a test started keeps fetching into the next one.
  disposeTestApps();
  server.resetHandlers();
  // The mock as each test file found it (files share modules: vite.config.ts, isolate: false).
  resetDb({});
  clearFaults();
  releaseHeldRequests();
  clearLog();
  clearOutbox();
  setLatency(0);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
beforeEach(() => {
  if (process.env.DEBUG_STORE)
    server.events.on('response:mocked', ({ request, response }) =>
      console.log('RESP', request.method, new URL(request.url).pathname, response.status),
    );
});
