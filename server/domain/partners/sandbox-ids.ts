/*
 * Test mode's sandbox (issue 25): a partner's test-mode data is a separate partner, a twin with
 * its own id (`<partnerId>_test`), so every rule works on it unchanged and never touches live
 * data. The twin is never an account: it cannot sign in, and no look-up of partners (a transfer's
 * recipient) finds it.
 */

export const SANDBOX_SUFFIX = '_test';

export const sandboxIdOf = (partnerId: string) => `${partnerId}${SANDBOX_SUFFIX}`;
export const isSandboxId = (partnerId: string) => partnerId.endsWith(SANDBOX_SUFFIX);
/** The live partner's id for a sandbox twin's (its own for a live one). */
export const liveIdOf = (partnerId: string) =>
  isSandboxId(partnerId) ? partnerId.slice(0, -SANDBOX_SUFFIX.length) : partnerId;
