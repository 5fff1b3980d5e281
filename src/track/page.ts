import type { PublicTracking } from '@/api/schemas/public-tracking';
import { el } from './dom';
import { loadTracking, type TrackingResult } from './load';
import { createMapSlot } from './map-slot';
import { deliveryView, helpLine, statusCard, testNotice, timelineCard, titleId } from './render';
import { createSchedule, type Reason } from './schedule';
import { failedTitle, failedView, notFoundTitle, notFoundView, tooManyTitle, tooManyView } from './states';
import { formatClock, hasEnded, headline, waitFor } from './text';

/*
 * The tracking page at work: looks the code up, shows the delivery or what went wrong, and while
 * the delivery is open looks again every minute the tab is visible (and at once when it becomes
 * visible again), telling a screen reader, politely, when the status changes. The page's
 * elements are track/app.html's: #trk-view (what the page shows), #trk-partner and #trk-bar-note
 * (the bar), #trk-live.
 */

export const refreshMs = 60_000;
/**
 * Back on the tab at least this long after the last look: look again at once. Never more often:
 * the API allows a client 30 look-ups in 10 minutes (one every 20 s).
 */
const staleMs = 20_000;

export interface TrackingPage {
  /** Stops the timer, the listener and any look-up on its way. */
  stop: () => void;
}

interface Shown {
  tracking: PublicTracking;
  /** The reply as text: a refresh that brings nothing new changes nothing on screen. */
  key: string;
  /** "Updated 14:05": the one line a refresh changes. */
  updated: HTMLElement;
}

function updatedLine(tracking: PublicTracking, now: Date): HTMLElement {
  const text = hasEnded(tracking)
    ? `Updated ${formatClock(now)}`
    : `Updated ${formatClock(now)} · this page checks for news every minute`;
  return el('p', 'trk-updated', text);
}

/** The page's own elements (track/app.html). */
function elementsOf(doc: Document) {
  const byId = (id: string) => {
    const element = doc.getElementById(id);
    if (!element) throw new Error(`track/app.html has no #${id}`);
    return element;
  };
  return {
    view: byId('trk-view'),
    partner: byId('trk-partner'),
    barNote: byId('trk-bar-note'),
    live: byId('trk-live'),
  };
}

export function startTrackingPage(code: string, doc: Document = document): TrackingPage {
  const { view, partner, barNote, live } = elementsOf(doc);
  const map = createMapSlot();
  const schedule = createSchedule(doc, (reason) => void look(reason));
  let shown: Shown | null = null;
  let lookup: AbortController | null = null;

  async function look(reason: Reason) {
    lookup?.abort();
    const controller = (lookup = new AbortController());
    schedule.clear();
    if (reason !== 'refresh') view.setAttribute('aria-busy', 'true');
    const result = await loadTracking(code, controller.signal);
    if (result.kind === 'aborted') return;
    view.setAttribute('aria-busy', 'false');
    apply(result, reason);
    // After a Retry the button is gone: the keyboard goes on from the new view's heading.
    if (reason === 'retry') doc.getElementById(titleId)?.focus();
  }

  function apply(result: Exclude<TrackingResult, { kind: 'aborted' }>, reason: Reason) {
    const now = new Date();
    const refreshing = shown !== null && reason === 'refresh';
    switch (result.kind) {
      case 'found':
        showDelivery(result.tracking, now);
        if (!hasEnded(result.tracking)) schedule.plan('refresh', refreshMs, staleMs);
        return;
      case 'not-found':
        showProblem(notFoundView(), notFoundTitle, 'not-found');
        return;
      case 'too-many':
        if (refreshing) noteRefreshFailed(now, `The next check is ${waitFor(result.retryAfter)}.`);
        else showProblem(tooManyView(result.retryAfter, now), tooManyTitle, 'too-many');
        schedule.plan(shown ? 'refresh' : 'first', result.retryAfter * 1000);
        return;
      case 'failed':
        if (refreshing) {
          noteRefreshFailed(now, 'It will check again in a minute.');
          schedule.plan('refresh', refreshMs, staleMs);
        } else {
          showProblem(
            failedView(() => void look('retry')),
            failedTitle,
            'failed',
          );
        }
    }
  }

  /** A refresh that got no news: the delivery stays on screen, as of its last answer. */
  function noteRefreshFailed(now: Date, then: string) {
    if (!shown) return;
    shown.updated.className = 'trk-updated trk-updated-stale';
    shown.updated.textContent = `Couldn’t check for news at ${formatClock(now)}. ${then}`;
  }

  function showDelivery(tracking: PublicTracking, now: Date) {
    const key = JSON.stringify(tracking);
    if (shown?.key === key) {
      shown.updated.replaceWith((shown.updated = updatedLine(tracking, now)));
      return;
    }
    if (shown) {
      const [before, after] = [headline(shown.tracking), headline(tracking)];
      if (before.title !== after.title) live.textContent = `Update: ${after.title}. ${after.detail}`;
    }
    doc.title = `${tracking.trackingNumber} — Tracking — ${tracking.partnerName}`;
    partner.textContent = tracking.partnerName;
    barNote.hidden = false;
    shown = { tracking, key, updated: updatedLine(tracking, now) };
    view.replaceChildren(
      deliveryView({
        notice: testNotice(tracking),
        status: statusCard(tracking, now, shown.updated),
        map: map.place(tracking),
        timeline: timelineCard(tracking),
        help: helpLine(tracking),
      }),
    );
    view.dataset.trkState = 'shown';
    map.draw();
  }

  function showProblem(problem: HTMLElement, title: string, state: string) {
    map.drop();
    shown = null;
    doc.title = `${title} — Delivery tracking`;
    // No partner to name: the bar says what the page is, once.
    partner.textContent = 'Delivery tracking';
    barNote.hidden = true;
    view.replaceChildren(problem);
    view.dataset.trkState = state;
  }

  void look('first');
  return {
    stop() {
      schedule.stop();
      lookup?.abort();
      map.drop();
    },
  };
}
