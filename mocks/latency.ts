/** Mock latency in ms: 0 in tests, a few hundred under `npm start` so loading states show. */
let latencyMs = 0;

export function setLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

export function getLatency(): number {
  return latencyMs;
}
