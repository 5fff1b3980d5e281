/*
 * When the tracking page looks again: at a planned time while the tab is visible, never while it
 * is hidden, and at once when it becomes visible again if the last look is old enough.
 */

export type Reason = 'first' | 'refresh' | 'retry';

export interface Schedule {
  /** Looks again (`reason`) in `delayMs`; back on the tab, not before `earliestMs` from now. */
  plan: (reason: Reason, delayMs: number, earliestMs?: number) => void;
  /** Nothing planned any more (a look has started). */
  clear: () => void;
  stop: () => void;
}

export function createSchedule(doc: Document, look: (reason: Reason) => void): Schedule {
  let next: { reason: Reason; dueAt: number; earliestAt: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function arm() {
    clearTimeout(timer);
    if (!next || doc.hidden) return;
    const { reason, dueAt } = next;
    timer = setTimeout(() => look(reason), Math.max(0, dueAt - Date.now()));
  }

  function onVisibility() {
    if (next && !doc.hidden && Date.now() >= next.earliestAt) next.dueAt = Date.now();
    arm();
  }

  doc.addEventListener('visibilitychange', onVisibility);
  return {
    plan(reason, delayMs, earliestMs = delayMs) {
      next = { reason, dueAt: Date.now() + delayMs, earliestAt: Date.now() + earliestMs };
      arm();
    },
    clear() {
      next = null;
      clearTimeout(timer);
    },
    stop() {
      next = null;
      clearTimeout(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
