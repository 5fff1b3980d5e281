/** A reply that waits until the test lets it through: `await gate` in a handler, then `release()`. */
export function hold(): { gate: Promise<void>; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}
