import { Pause, Play } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useEffect, useRef, useState } from 'react';

/** Cycles through `count` items every `intervalMs`, until paused. */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);
  return { index, paused, setPaused };
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/*
 * The changing part of the hero headline. It is its own polite live region, holding
 * nothing but the phrase, so a screen reader hears the new phrase, not the whole
 * headline, and only while it rotates (paused, the region is switched off).
 * Each new phrase rises in with a short fade; under prefers-reduced-motion the text
 * still changes, but in place, with no movement.
 */
export function RotatingPhrase({ phrase, live }: { phrase: string; live: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    // jsdom and old browsers have no Web Animations API: the text just changes.
    if (!element || typeof element.animate !== 'function' || prefersReducedMotion()) return;
    element.animate(
      [
        { opacity: 0, transform: 'translateY(0.35em)', filter: 'blur(6px)' },
        { opacity: 1, transform: 'none', filter: 'none' },
      ],
      { duration: 450, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    );
  }, [phrase]);

  return (
    <span aria-live={live ? 'polite' : 'off'} aria-atomic="true" className="block">
      <span
        ref={ref}
        className="inline-block bg-gradient-to-r from-brand-300 via-brand-400 to-accent-400 bg-clip-text whitespace-nowrap text-transparent"
      >
        {phrase}
      </span>
    </span>
  );
}

/** WCAG 2.2.2: content that changes on its own can be paused (and resumed). */
export function RotationToggle({
  paused,
  onPausedChange,
}: {
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onPausedChange(!paused)}
      className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium text-slate-400 ring-1 ring-white/15 hover:bg-white/5 hover:text-slate-200"
    >
      {paused ? (
        <Icon node={Play} className="size-3" aria-hidden="true" />
      ) : (
        <Icon node={Pause} className="size-3" aria-hidden="true" />
      )}
      {paused ? 'Play headline rotation' : 'Pause headline rotation'}
    </button>
  );
}
