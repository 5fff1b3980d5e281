import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { releaseHeldRequests } from '@mocks/control/fault-responder';
import { clearFaults } from '@mocks/control/faults';
import { clearLog } from '@mocks/control/log';
import { clearOutbox } from '@mocks/control/outbox';
import { resetDb } from '@mocks/db';
import { setLatency } from '@mocks/latency';
import { server } from '@mocks/node';

// A ceiling for findBy*/waitFor, not a timing assertion: CI machines are small and busy.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
// No pointer capture in jsdom either; sonner's toasts call it on pointerdown (swipe to dismiss).
Element.prototype.setPointerCapture = function setPointerCapture() {};
Element.prototype.releasePointerCapture = function releasePointerCapture() {};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  // sonner keeps active toasts in a module and replays them to the next test's toaster.
  toast.dismiss();
  server.events.removeAllListeners();
  cleanup();
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
