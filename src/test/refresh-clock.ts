import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A fake clock for a describe block's timers (pending movements are asked about again every few
 * seconds): it moves those waits, and follows real time, so Testing Library's waits still work.
 */
export function useRefreshClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
