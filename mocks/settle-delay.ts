/*
 * How long the mock's bank takes to answer a withdrawal or a top-up by bank transfer: 4 s unless
 * configured (MOCK_SETTLE_MS, VITE_MOCK_SETTLE_MS), or set by a test. The server's rules read it
 * through their services (mocks/server-api.ts). A leaf module.
 */

let settleDelayMs = 4_000;

export function setSettleDelay(ms: number): void {
  settleDelayMs = Number.isFinite(ms) ? Math.max(0, ms) : 4_000;
}

export function getSettleDelay(): number {
  return settleDelayMs;
}
