/*
 * When a failed delivery is tried again (issue 26; docs/webhooks.md): after the first attempt
 * fails, 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and 24 h later — 8 attempts over about 42 hours.
 */
const MINUTE = 60_000;
export const RETRY_DELAYS_MS: readonly number[] = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  120 * MINUTE,
  300 * MINUTE,
  600 * MINUTE,
  1_440 * MINUTE,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` scheduled attempts failed (null: no more tries). */
export const nextRetryAt = (attempts: number, now: number): number | null => {
  const wait = RETRY_DELAYS_MS[attempts - 1];
  return wait === undefined ? null : now + wait;
};
