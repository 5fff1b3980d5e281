import { Hourglass, SearchX, WifiOff } from 'lucide';
import { el, icon, type IconNode } from './dom';
import { titleId } from './render';
import { formatClock, waitFor } from './text';

/*
 * What the tracking page shows when it has no delivery to show: a link that opens nothing (404),
 * a client that asked too often (429), and no answer (a network error, a 5xx, an answer it
 * cannot read) with a Retry.
 */

function problem(
  symbol: IconNode,
  title: string,
  lines: Array<string | Node>,
  action: HTMLElement | null = null,
): HTMLElement {
  return el(
    'section',
    'trk-card trk-problem',
    [
      el('span', 'trk-problem-icon', icon(symbol)),
      el('h1', 'trk-title', title, { id: titleId, tabindex: '-1' }),
      ...lines.map((line) => el('p', 'trk-problem-text', line)),
      action,
    ],
    { 'aria-labelledby': titleId },
  );
}

export const notFoundTitle = 'We can’t find this delivery';

export const notFoundView = () =>
  problem(SearchX, notFoundTitle, [
    'Check the link in your message: it should end in a code of 16 letters and numbers, as it was sent.',
    'If the link is right and still opens nothing, ask the company delivering your parcel for a new one.',
  ]);

export const tooManyTitle = 'Please wait a moment';

/** 429: when this device may look again (Retry-After seconds from `now`); the page tries again by itself then. */
export const tooManyView = (retryAfter: number, now: Date) =>
  problem(Hourglass, tooManyTitle, [
    'This device has looked up deliveries many times in a short while.',
    `Try again ${waitFor(retryAfter)} (at ${formatClock(new Date(now.getTime() + retryAfter * 1000))}): this page will check again by itself.`,
  ]);

export const failedTitle = 'Couldn’t load the tracking';

/** No answer, or none it could read: a Retry button that calls `retry`. */
export function failedView(retry: () => void): HTMLElement {
  const button = el('button', 'trk-button', 'Retry', { type: 'button' });
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Trying again…';
    retry();
  });
  return problem(
    WifiOff,
    failedTitle,
    ['The tracking service didn’t answer. Check your internet connection, then try again.'],
    button,
  );
}
