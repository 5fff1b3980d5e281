import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for Vitest: same handlers, in-memory database reset after each test. */
export const server = setupServer(...handlers);
