import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@mocks/db';
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
  // sonner keeps active toasts in a module and replays them to the next test's toaster.
  toast.dismiss();
  server.events.removeAllListeners();
  cleanup();
  server.resetHandlers();
  resetDb({});
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
