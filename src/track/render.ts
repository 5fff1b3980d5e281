import {
  CalendarDays,
  CircleCheck,
  CircleX,
  Clock,
  FlaskConical,
  Package,
  PackageCheck,
  TriangleAlert,
  Truck,
  Undo2,
} from 'lucide';
import type { PublicTracking, PublicTrackingEvent } from '@/api/schemas/public-tracking';
import { el, icon, srOnly, type IconNode } from './dom';
import {
  formatClock,
  formatDay,
  hasEnded,
  headline,
  relativeDay,
  stages,
  stagesReached,
  stepNames,
  timelineDays,
  type Tone,
} from './text';

/*
 * The tracking page's view of a delivery: the status card (tracking number, the status as a
 * sentence, the ETA, the progress, from / to / for whom), the map's place while the parcel is on
 * the road, and the steps grouped by day. Plain DOM, rebuilt when the reply changes.
 */

/** The id of the page's one h1: focused when a Retry brings the delivery on screen. */
export const titleId = 'trk-title';

function statusIcon(tracking: PublicTracking, tone: Tone): IconNode {
  if (tone === 'warning') return TriangleAlert;
  if (tracking.status === 'delivered') return CircleCheck;
  if (tracking.status === 'returned') return Undo2;
  if (tone === 'stopped') return CircleX;
  if (tracking.status === 'in-transit') return Truck;
  if (tracking.status === 'picked-up') return PackageCheck;
  return Package;
}

/** The four stages as a bar (the steps below say the same in words: hidden from screen readers). */
function progress(tracking: PublicTracking): HTMLElement | null {
  const reached = stagesReached(tracking);
  if (reached === null) return null;
  return el(
    'ol',
    'trk-progress',
    stages.map((stage, index) =>
      el('li', index < reached ? 'trk-stage trk-stage-done' : 'trk-stage', [el('span', 'trk-stage-bar'), stage]),
    ),
    { 'aria-hidden': 'true' },
  );
}

function facts(tracking: PublicTracking): HTMLElement {
  const fact = (term: string, value: string) => el('div', 'trk-fact', [el('dt', '', term), el('dd', '', value)]);
  return el('dl', 'trk-facts', [
    fact('From', tracking.fromCity),
    fact('To', tracking.toCity),
    fact('For', tracking.recipient),
  ]);
}

/** The line under the status: when to expect it, or when it ended. */
function whenLine(tracking: PublicTracking, now: Date): HTMLElement | null {
  if (!hasEnded(tracking)) {
    return el('p', 'trk-when', [
      icon(CalendarDays),
      el('span', '', ['Expected ', el('strong', '', relativeDay(tracking.estimatedDelivery, now))]),
    ]);
  }
  // Delivered: the sentence above has the time; any other end, the time it happened.
  if (tracking.delivered)
    return el('p', 'trk-when', [icon(CalendarDays), el('span', '', formatDay(tracking.delivered.at))]);
  const endedAt = tracking.events.at(-1)?.at;
  return endedAt
    ? el('p', 'trk-when', [icon(Clock), el('span', '', `${formatDay(endedAt)}, ${formatClock(endedAt)}`)])
    : null;
}

/** The status card: its number, the status as a sentence, the ETA, the progress and the places. */
export function statusCard(tracking: PublicTracking, now: Date, updated: HTMLElement): HTMLElement {
  const { title, detail, tone } = headline(tracking);
  return el(
    'section',
    `trk-card trk-status trk-tone-${tone}`,
    [
      el('p', 'trk-number', [
        el('span', 'trk-label', 'Tracking number'),
        el('span', 'trk-number-value', tracking.trackingNumber),
      ]),
      el('div', 'trk-headline', [
        el('span', 'trk-status-icon', icon(statusIcon(tracking, tone))),
        el('div', 'trk-headline-text', [
          el('h1', 'trk-title', title, { id: titleId, tabindex: '-1' }),
          el('p', 'trk-detail', detail),
        ]),
      ]),
      whenLine(tracking, now),
      progress(tracking),
      facts(tracking),
      updated,
    ],
    { 'aria-labelledby': titleId },
  );
}

function step(event: PublicTrackingEvent, latest: boolean): HTMLElement {
  return el('li', latest ? 'trk-step trk-step-latest' : 'trk-step', [
    el('time', 'trk-step-time', formatClock(event.at), { datetime: event.at }),
    el('span', 'trk-step-dot', null, { 'aria-hidden': 'true' }),
    el('div', 'trk-step-text', [
      el('p', 'trk-step-name', [stepNames[event.step], latest ? srOnly(' (latest)') : null]),
      event.city ? el('p', 'trk-step-city', event.city) : null,
    ]),
  ]);
}

/** The steps, newest first, under a heading per Lagos day. */
export function timelineCard(tracking: PublicTracking): HTMLElement {
  const days = timelineDays(tracking.events);
  return el(
    'section',
    'trk-card trk-timeline',
    [
      el('h2', 'trk-card-title', 'Delivery updates', { id: 'trk-timeline-title' }),
      days.length === 0
        ? el('p', 'trk-muted', 'No updates yet.')
        : el(
            'ol',
            'trk-days',
            days.map((day, dayIndex) =>
              el('li', 'trk-day', [
                el('h3', 'trk-day-label', day.label),
                el(
                  'ol',
                  'trk-steps',
                  day.events.map((event, index) => step(event, dayIndex === 0 && index === 0)),
                ),
              ]),
            ),
          ),
    ],
    { 'aria-labelledby': 'trk-timeline-title' },
  );
}

/** Where the map goes while the parcel is on the road: its frame, drawn into once Leaflet has loaded. */
export function mapCard(tracking: PublicTracking): { card: HTMLElement; canvas: HTMLElement } {
  const canvas = el('div', 'trk-map', null, {
    role: 'img',
    'aria-label': `Map of the parcel’s last reported position, on its way to ${tracking.toCity}`,
  });
  const card = el(
    'section',
    'trk-card trk-map-card',
    [el('h2', 'trk-card-title', 'Last reported position', { id: 'trk-map-title' }), el('div', 'trk-map-frame', canvas)],
    { 'aria-labelledby': 'trk-map-title' },
  );
  return { card, canvas };
}

/** Who to ask, by name and number (the reply has no contact details, and the page adds none). */
export const helpLine = (tracking: PublicTracking) =>
  el(
    'p',
    'trk-help',
    `Questions about this delivery? Contact ${tracking.partnerName} and quote ${tracking.trackingNumber}.`,
  );

/** Above everything, for a delivery made in test mode: nobody is bringing a parcel. */
export const testNotice = (tracking: PublicTracking) =>
  tracking.test
    ? el(
        'div',
        'trk-test',
        [
          icon(FlaskConical),
          el('p', '', [
            el('strong', '', 'Test delivery. '),
            `${tracking.partnerName} made this delivery to try DeliverOS out: no parcel is on its way.`,
          ]),
        ],
        { role: 'note', 'aria-label': 'Test delivery' },
      )
    : null;

/** The page's layout: the status and the map in one column, the steps in the other (side by side when wide). */
export function deliveryView(parts: {
  notice: HTMLElement | null;
  status: HTMLElement;
  map: HTMLElement | null;
  timeline: HTMLElement;
  help: HTMLElement;
}): HTMLElement {
  return el('div', 'trk-layout', [
    parts.notice,
    el('div', 'trk-column', [parts.status, parts.map]),
    el('div', 'trk-column', [parts.timeline, parts.help]),
  ]);
}
