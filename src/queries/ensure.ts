/**
 * What a route loader awaits: the queries a screen shows, started at once (or taken from the
 * cache by `ensureQueryData`) and settled — fetched or failed — before the screen renders, so
 * it renders its final layout at once: no skeleton to fill in, nothing shifts. A failure does
 * not throw: the screen shows it where it belongs (a card's retry, the dashboard's banner).
 */
export async function settled(fetches: ReadonlyArray<Promise<unknown>>): Promise<void> {
  await Promise.allSettled(fetches);
}
