/**
 * Waits like a request would. The password-reset and e-mail-verification screens are
 * simulated (SPEC.md §2, §9): they pause for the spec's delays and call nothing.
 */
export const simulateDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
