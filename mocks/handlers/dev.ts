import { clearOutbox, outboxMessages } from '../control/outbox';
import { applyScenario, currentScenario } from '../control/scenarios';
import { resetDb } from '../db';
import { devHandlersFor, type DevData } from './dev-controls';

/** The controls over the in-browser (and Vitest) mock's data: its memory (mocks/db.ts) and outbox. */
const memoryData: DevData = {
  reset: (options) => resetDb(options),
  applyScenario,
  currentScenario,
  outbox: outboxMessages,
  clearOutbox,
};

export const devHandlers = devHandlersFor(memoryData);
