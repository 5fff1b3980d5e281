import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { server } from '@mocks/node';
import { hangingRequests, releaseHangingRequests } from './fault-injection';

/*
 * Time in a fault case: fake timers, so that a 30 s timeout or a retry delay takes no real
 * time, and waits that move the fake clock only when nothing is on its way over the network.
 */

/** Requests on their way (started, not ended); a hung one counts as waiting on the clock, not on the network. */
const inFlight = new Set<string>();

/**
 * Fake timers for a fault case: the 30 s timeout and the 1 s retry delays run on the fake
 * clock; the clock also follows real time, so Testing Library's own waits still work.
 */
export function installFaultTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    inFlight.clear();
    server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
    server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
  });
  afterEach(() => {
    releaseHangingRequests();
    vi.useRealTimers();
  });
}

/** A real pause (node:timers/promises is not faked): lets lazy chunks and the mock API get on, without spinning. */
const realTick = () => act(() => sleep(1));

/**
 * Waits until `check` passes. While a request is on its way, it waits in real time; when
 * only timers are left (a retry delay, a hung request's timeout, a toast), it moves the fake
 * clock to the next one — so a 30 s timeout takes no real time, and no request that is
 * merely slow in real time can time out. No timing assertion: only what the user sees.
 */
export async function settle(check: () => void, { timeoutMs = 15_000, maxClockMs = 60_000 } = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const clockStart = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    const waitingOnNetwork = inFlight.size > hangingRequests();
    if (waitingOnNetwork || vi.getTimerCount() === 0 || Date.now() - clockStart > maxClockMs) await realTick();
    else await act(() => vi.advanceTimersToNextTimerAsync());
  }
}

/** Waits in real time until no request is on its way and the app has no query or mutation pending. */
export async function waitForIdle(queryClient: QueryClient, { timeoutMs = 15_000 } = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (inFlight.size > hangingRequests() || queryClient.isMutating() > 0 || queryClient.isFetching() > 0) {
    if (performance.now() > deadline) throw new Error('The app did not settle');
    await realTick();
  }
}
