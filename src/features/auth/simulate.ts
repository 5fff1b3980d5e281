/**
 * Waits like a request would. Resending a verification code is still simulated (SPEC.md §2):
 * the contract has no call that sends a code again, so it pauses for the spec's delay and
 * calls nothing.
 */
export const simulateDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
