import { movementLimits, withdrawalFee } from '@/api/money';
import { db, resetDb } from '../db';
import { ARRIVALS } from '../constants';
import type { SeedOptions } from '../seed';
import { controlChanged } from './changes';
import { addFault, clearFaults, type FaultInput } from './faults';
import { isScenarioName, scenarioNames, type ScenarioName } from '@/api/mock-controls';

/*
 * Scenarios (issue 14): named starting points for QA and demos. Choosing one resets the data
 * to its seed (mocks/seed.ts, SeedOptions) and replaces the fault rules with its own (none for
 * most); the latency, the request log and the outbox stay. The scenario is recorded in the
 * data (`db.state.scenario`), so the current one is what the data was made for, and lasts as
 * long as the data: a reload of the page, a restart of the HTTP mock, until the next reset.
 */

export { isScenarioName, scenarioNames, type ScenarioName };

export const API_DOWN_MESSAGE = 'The DeliverOS API is down for maintenance';
/** The smallest withdrawal the contract takes, and what it costs the balance with its fee, in naira. */
export const SMALLEST_WITHDRAWAL = movementLimits.min;
const smallestWithdrawalCost = SMALLEST_WITHDRAWAL + withdrawalFee(SMALLEST_WITHDRAWAL);
/** The demo partner's balance in `low-balance`, in naira: ₦1 short of the smallest withdrawal plus its fee. */
export const LOW_BALANCE = smallestWithdrawalCost - 1;

interface Scenario {
  name: ScenarioName;
  title: string;
  description: string;
  seed: SeedOptions;
  faults?: FaultInput[];
}

const scenarioList: Scenario[] = [
  {
    name: 'demo',
    title: 'Demo data',
    description:
      'The seed: Ada Okafor of Swift Riders Ltd (demo@example.com) with deliveries in every status, ₦125,000 (an opening balance and ten movements), a payout account, routes and billing; Chidi Okeke; an unverified new@example.com.',
    seed: {},
  },
  {
    name: 'empty',
    title: 'Empty account',
    description:
      'A new partner’s first day: demo@example.com / Partner123! is verified, with no deliveries, transactions, routes, payout accounts or payment methods, and ₦0.',
    seed: { emptyDemoPartner: true },
  },
  {
    name: 'large-1k',
    title: '1,000 extra deliveries',
    description: 'The demo data plus 1,000 generated deliveries for the demo partner (paging, search, filters).',
    seed: { extraDeliveries: 1_000 },
  },
  {
    name: 'large-10k',
    title: '10,000 extra deliveries',
    description: 'The demo data plus 10,000 generated deliveries for the demo partner.',
    seed: { extraDeliveries: 10_000 },
  },
  {
    name: 'large-100k',
    title: '100,000 extra deliveries',
    description: 'The demo data plus 100,000 generated deliveries for the demo partner (takes a few seconds to build).',
    seed: { extraDeliveries: 100_000 },
  },
  {
    name: 'low-balance',
    title: 'Low balance',
    description: `The demo data with the demo partner’s balance at ₦${LOW_BALANCE} (a withdrawal took the rest): below the smallest withdrawal (₦${SMALLEST_WITHDRAWAL}) plus its ₦${withdrawalFee(SMALLEST_WITHDRAWAL)} fee, so no withdrawal goes through.`,
    seed: { demoBalance: LOW_BALANCE },
  },
  {
    name: 'payouts-failing',
    title: 'Payouts failing',
    description:
      'The demo data, and the bank refuses every withdrawal: each is accepted as pending, then fails with the bank’s reason, and the money and the fee come back.',
    seed: { withdrawalsFail: true },
  },
  {
    name: 'api-down',
    title: 'API down',
    description: `The demo data, and every /api request answers 503 “${API_DOWN_MESSAGE}” (one fault rule: remove it to bring the API back).`,
    seed: {},
    faults: [{ path: '/api/*', kind: 'status', status: 503, message: API_DOWN_MESSAGE, times: null }],
  },
  {
    name: 'arrivals',
    title: 'New requests arriving',
    description: `The demo data, and a new delivery request for the demo partner every ${ARRIVALS.everyMs / 1000} seconds (up to ${ARRIVALS.total}), as customers book: the deliveries list’s “new delivery requests” notice and the needs-attention view at work.`,
    seed: { arrivals: true },
  },
];

/** The scenarios as GET /__mock/scenario lists them. */
export const scenarios = scenarioList.map(({ name, title, description }) => ({ name, title, description }));

/** The scenario the current data was made for ('demo' after a plain reset or a fresh seed). */
export function currentScenario(): ScenarioName {
  const name = db.state.scenario?.name;
  return isScenarioName(name) ? name : 'demo';
}

/** A scenario's seed (for `resetDb` or the server's reseed) and fault rules. */
export function scenarioOf(name: ScenarioName): { seed: SeedOptions; faults: FaultInput[] } {
  const scenario = scenarioList.find((s) => s.name === name);
  if (!scenario) throw new Error(`Unknown scenario ${name}`);
  return { seed: name === 'demo' ? {} : { ...scenario.seed, scenario: name }, faults: scenario.faults ?? [] };
}

/** The fault rules replaced by a scenario's own (none for most). */
export function replaceFaults(faults: FaultInput[]): void {
  clearFaults();
  for (const fault of faults) addFault(fault);
  controlChanged();
}

/** Resets the data to the scenario's seed and the fault rules to its own; the latency, log and outbox stay. */
export function applyScenario(name: ScenarioName): void {
  const { seed, faults } = scenarioOf(name);
  resetDb(seed);
  replaceFaults(faults);
}
