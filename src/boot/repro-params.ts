import { mockControl, type FaultInput } from '@/features/mock-panel/control-api';
import { updateMockStatus } from '@/features/mock-panel/panel-state';
import { readReproParams, withoutReproParams } from '@/features/mock-panel/repro-link';

/** What a link set up, and what it could not (each problem in a sentence). */
export interface ReproOutcome {
  applied: string[];
  problems: string[];
}

const describeFault = (fault: FaultInput) =>
  `${fault.endpoint ?? fault.path ?? ''} → ${fault.kind}${fault.status ? ` ${fault.status}` : ''}`;

/**
 * A link that reproduces a QA report (`?scenario=…&latency=…&fault=…`, see
 * src/features/mock-panel/repro-link.ts): applied through the mock's control API —
 * the scenario first (it resets the data and clears the faults), then the latency, then each
 * fault — and taken out of the URL with history.replaceState, the rest of the URL kept. Runs
 * before the router reads the URL and before the app's first request. Nothing to do without
 * those parameters (null).
 */
export async function applyReproParams(location: Location = window.location): Promise<ReproOutcome | null> {
  const request = readReproParams(location.search);
  if (!request) return null;
  const outcome: ReproOutcome = { applied: [], problems: [...request.problems] };

  const attempt = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
      outcome.applied.push(what);
    } catch (error) {
      outcome.problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  if (request.scenario) {
    const scenario = request.scenario;
    await attempt(`scenario ${scenario}`, () => mockControl.setScenario(scenario));
  }
  if (request.latencyMs !== undefined) {
    const ms = request.latencyMs;
    await attempt(`latency ${ms} ms`, async () => {
      await mockControl.setLatency(ms);
      updateMockStatus({ latencyMs: ms });
    });
  }
  for (const fault of request.faults) await attempt(`fault ${describeFault(fault)}`, () => mockControl.addFault(fault));
  if (request.scenario || request.faults.length > 0) {
    // For the launcher's badge: a scenario may bring its own rules.
    await mockControl.faults().then(
      (faults) => updateMockStatus({ activeFaults: faults.length }),
      () => {},
    );
  }

  const url = `${location.pathname}${withoutReproParams(location.search)}${location.hash}`;
  window.history.replaceState(window.history.state, '', url);
  return outcome;
}
