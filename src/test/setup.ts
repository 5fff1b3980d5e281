import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';

// A ceiling for findBy*/waitFor, not a timing assertion: CI machines are small and busy.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb({});
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
