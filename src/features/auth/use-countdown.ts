import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds left until a deadline, updated once a second. It counts against the clock, not
 * ticks, so a throttled background tab still shows the right time when it comes back.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const ms = deadline - Date.now();
      if (ms <= 0) return;
      // Wake at the next whole second before the deadline.
      timer = setTimeout(
        () => {
          setLeft(secondsUntil(deadline));
          schedule();
        },
        ms % 1000 || 1000,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, [seconds]);

  return { secondsLeft: left, restart };
}
