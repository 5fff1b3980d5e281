import type { RunningServer } from '@server/assemble';
import { seedDatabase } from '@server/storage/postgres/seed';
import { arriveDue, type Arrivals } from '../arrivals';
import { isScenarioName, replaceFaults, scenarioOf, type ScenarioName } from '../control/scenarios';
import type { DevData } from '../handlers/dev-controls';
import { buildSeed, type SeedOptions } from '../seed';

/*
 * The dev controls' data under `npm run api:mock`: the server's own database. A reset or a
 * scenario writes the demo data (the mock's seed, mocks/seed.ts: the server's plus what a
 * scenario changes) in one transaction; the outbox is the recording provider's table. What a
 * scenario changes in behaviour — the bank refusing withdrawals, requests arriving — is this
 * process's (a restart goes back to `demo` behaviour over the data as it is).
 */

export interface DevScenario {
  name: ScenarioName;
  withdrawalsFail: boolean;
  arrivals?: Arrivals;
}

/** The scenario in force, read by the server's settlement (`withdrawalsFail`) before the server is assembled. */
export const devScenario = (): { current: DevScenario } => ({ current: { name: 'demo', withdrawalsFail: false } });

export interface ServerDevData {
  data: DevData;
  /** Brings in the `arrivals` scenario's requests due by now, in one transaction; before each API request. */
  arriveDue: () => Promise<void>;
}

export function serverDevData(
  running: RunningServer,
  scenario: { current: DevScenario },
  appOrigin: string,
): ServerDevData {
  const db = running.connection.db;
  const reseed = async (options: SeedOptions) => {
    const seed = buildSeed(options);
    // The outbox stays, as the fault rules, latency and log do: the seed empties every table.
    const kept = await db.selectFrom('recorded_messages').selectAll().orderBy('id').execute();
    await seedDatabase(db, seed);
    if (kept.length > 0)
      await db
        .insertInto('recorded_messages')
        .values(kept.map(({ id: _id, ...row }) => row))
        .execute();
    const arrivals = seed.scenario?.arrivals;
    scenario.current = {
      name: isScenarioName(options.scenario) ? options.scenario : 'demo',
      withdrawalsFail: seed.scenario?.withdrawalsFail === true,
      ...(arrivals ? { arrivals } : {}),
    };
  };
  return {
    data: {
      reset: ({ extraDeliveries }) => reseed({ extraDeliveries }),
      applyScenario: async (name) => {
        const { seed, faults } = scenarioOf(name);
        await reseed(seed);
        replaceFaults(faults);
      },
      currentScenario: () => scenario.current.name,
      outbox: () => running.recordedMessages(),
      clearOutbox: async () => {
        await db.deleteFrom('recorded_messages').execute();
      },
    },
    arriveDue: async () => {
      const arrivals = scenario.current.arrivals;
      if (!arrivals || arrivals.left <= 0 || arrivals.next > Date.now()) return;
      // Moved on only once the transaction has committed.
      const next = { ...arrivals };
      await running.store.transaction((tx) =>
        arriveDue({ tx, services: running.services, request: { client: 'local', appOrigin } }, next),
      );
      Object.assign(arrivals, next);
    },
  };
}
