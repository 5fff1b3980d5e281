/*
 * The mock API's controls (/__mock/…) as plain constants: its scenarios and the kinds of fault
 * a rule can inject. One list for the mock (mocks/control/) and the dev panel's client
 * (src/features/mock-panel/control-api.ts), so a new scenario or fault kind is
 * added once. No zod: both sides check with these guards.
 */

export const scenarioNames = [
  'demo',
  'empty',
  'large-1k',
  'large-10k',
  'large-100k',
  'low-balance',
  'payouts-failing',
  'api-down',
  'arrivals',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export const isScenarioName = (value: unknown): value is ScenarioName =>
  typeof value === 'string' && (scenarioNames as readonly string[]).includes(value);

export const faultKinds = ['status', 'network', 'timeout', 'malformed-json', 'success-false', 'expired-token'] as const;
export type FaultKind = (typeof faultKinds)[number];

export const isFaultKind = (value: unknown): value is FaultKind =>
  typeof value === 'string' && (faultKinds as readonly string[]).includes(value);
