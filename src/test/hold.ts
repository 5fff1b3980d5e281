import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';

/** A reply that waits until the test lets it through: `await gate` in a handler, then `release()`. */
export function hold(): { gate: Promise<void>; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

/**
 * Holds the next `method path` request until the test calls `fail()`, then answers it 500
 * "boom" (code X): an optimistic update is looked at while its request is in flight, then rolled back.
 */
export function holdThenFail(method: 'post' | 'put' | 'patch', path: string) {
  const reached = hold();
  const answer = hold();
  server.use(
    http[method](path, async () => {
      reached.release();
      await answer.gate;
      return HttpResponse.json({ success: false, message: 'boom', code: 'X' }, { status: 500 });
    }),
  );
  return { reached: reached.gate, fail: answer.release };
}
