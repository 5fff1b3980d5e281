/** One request of a page load: page-clock start and end (ms), and whether it went to the API. */
export interface TimedRequest {
  label: string;
  start: number;
  end: number;
  api: boolean;
}

/**
 * Sequential request rounds of a page load. A request's round is one more than the deepest
 * round among the requests that had ended when it started (so requests made together share a
 * round, and one that needed another's answer comes a round later); `api` counts only the
 * API requests along such chains. Meaningful when every request is held long enough that no
 * gap the machine's load makes can pass for an answer (scripts/budget.ts holds each 1.5 s).
 */
export function requestRounds(requests: readonly TimedRequest[]): { all: number; api: number; chain: string[] } {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: Array<{ all: number; api: number; chain: string[]; end: number }> = [];
  for (const request of sorted) {
    const before = depth.filter((d) => d.end <= request.start);
    // The cause shown: the deepest request that ended last before this one started.
    const cause = before.reduce(
      (best, d) => (d.all > best.all || (d.all === best.all && d.end >= best.end) ? d : best),
      { all: 0, api: 0, chain: [] as string[], end: -1 },
    );
    depth.push({
      all: cause.all + 1,
      api: Math.max(0, ...before.map((d) => d.api)) + (request.api ? 1 : 0),
      chain: [...cause.chain, request.label],
      end: request.end,
    });
  }
  const last = depth.reduce((best, d) => (d.all > best.all ? d : best), {
    all: 0,
    api: 0,
    chain: [] as string[],
    end: 0,
  });
  return { all: last.all, api: Math.max(0, ...depth.map((d) => d.api)), chain: last.chain };
}
