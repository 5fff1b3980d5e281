/*
 * The bench's settings (bench/run.ts), from the environment:
 *   BENCH_ROUNDS (3)  BENCH_LATENCY_MS (300)  BENCH_SEARCH_SIZES (1000,20000,100000)
 *   BENCH_FLEET_SIZE (100000: deliveries for the latency-0 search; less for a quick run)
 *   BENCH_API_PORT (8190)  BENCH_WEB_PORT (4191)
 */
const numberList = (text: string | undefined, fallback: number[]) =>
  text ? text.split(',').map((n) => Number(n.trim())) : fallback;

export const config = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 300),
  /** Deliveries of the demo partner for the search figures. */
  searchSizes: numberList(process.env.BENCH_SEARCH_SIZES, [1_000, 20_000, 100_000]),
  /** Deliveries for every other figure. */
  baseSize: 1_000,
  coldRunsPerRound: 3,
  searchTrialsPerRound: 5,
  actionTrialsPerRound: 5,
  /** Deliveries for the latency-0 search (issue 15: 100,000). */
  fleetSize: Number(process.env.BENCH_FLEET_SIZE ?? 100_000),
  fleetSearchTrialsPerRound: 10,
  scrollTrialsPerRound: 3,
  scrollDurationMs: 2_000,
  /** Deliveries of the partner, all exported. */
  exportRows: 5_000,
  exportTrialsPerRound: 3,
  /** Rows of the imported file (the import's most). */
  importRows: 1_000,
  importTrialsPerRound: 2,
  apiPort: Number(process.env.BENCH_API_PORT ?? 8190),
  // Not 4190: browsers refuse that port (ManageSieve is on the Fetch standard's list of bad ports).
  webPort: Number(process.env.BENCH_WEB_PORT ?? 4191),
};
