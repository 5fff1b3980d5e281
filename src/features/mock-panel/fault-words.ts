import { faultLimits, type FaultKind, type FaultRule } from './control-api';

/* How the panel names fault kinds and rules, in its list and after adding one. */

export const kindLabels: Record<FaultKind, { title: string; description: string }> = {
  status: {
    title: 'HTTP error status',
    description: 'Answers that status with { success: false }, the message and code INJECTED_FAULT.',
  },
  network: {
    title: 'Network failure',
    description: 'The request fails before any answer, as offline or a dropped connection.',
  },
  timeout: { title: 'Timeout', description: 'No answer at all, until the client gives up (30 s).' },
  'malformed-json': { title: 'Malformed JSON', description: 'A 200 whose body is not JSON.' },
  'success-false': { title: 'success: false', description: 'A 200 with { success: false } and the message.' },
  'expired-token': {
    title: 'Expired token',
    description: 'A 401 TOKEN_EXPIRED, as an expired session: the app refreshes it and asks again.',
  },
};

/** What a rule does, in a few words: "503", "network", "timeout"… */
export const ruleEffect = (rule: Pick<FaultRule, 'kind' | 'status'>) =>
  rule.kind === 'status' ? `status ${rule.status ?? faultLimits.defaultStatus}` : rule.kind;

/** A rule's target as its link writes it: the endpoint's name, or the path pattern (with its method). */
export const ruleTarget = (rule: Pick<FaultRule, 'endpoint' | 'path'>) => rule.endpoint ?? rule.path ?? '';
