import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDelivery } from '@/api/delivery-writes';
import { endpoints } from '@/api/endpoints';
import { dashboardMode } from '@/api/mode';
import { env } from '@/env';
import { installFaultTimers, settle } from '@/test/fault-clock';
import { countCalls, injectFault } from '@/test/fault-injection';
import { CLIENT_HEADER } from '@mocks/client-identity';
import { db } from '@mocks/db';
import { moveTo } from '@server/domain/deliveries/workflow';
import { inMockStore } from '@mocks/deliveries';
import { LOOKUP_LIMIT } from '@server/domain/lookup-limits';
import { newDelivery } from '@mocks/__tests__/deliveries-fixtures';
import { signInDemo } from '@mocks/__tests__/helpers';
import { startTrackingPage, type TrackingPage } from '../page';

/*
 * The customers' tracking page (issue 28) on track/app.html's own markup, against the mock API:
 * what a customer sees for the seeded deliveries, a wrong link, too many look-ups and a failure.
 */

/** A seeded delivery's code, as this test's seed drew it (each seed draws them anew). */
const seededCode = (id: string) => db.state.deliveries.find((delivery) => delivery.id === id)!.trackingCode;
const codes = {
  /** Yusuf Abdullahi's parcel, delivered in Abuja (dlv_0010). */
  get delivered() {
    return seededCode('dlv_0010');
  },
  /** Segun Alade's parcel on its way to Ibadan (dlv_0008). */
  get inTransit() {
    return seededCode('dlv_0008');
  },
  unknown: 'zzzzzzzzzzzzzzzz',
};

const html = readFileSync(path.resolve(process.cwd(), 'track/app.html'), 'utf8');
const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/<script\b[\s\S]*?<\/script>/g, '');

let page: TrackingPage | undefined;

function open(code: string) {
  document.body.innerHTML = body;
  page = startTrackingPage(code);
}

/** The tab hidden (another app in front) or visible again. */
function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  // Back to jsdom's own (visible) document.
  Reflect.deleteProperty(document, 'hidden');
  page?.stop();
  page = undefined;
  document.body.innerHTML = '';
  document.title = '';
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const timeline = () => screen.getByRole('region', { name: 'Delivery updates' });
/** Each step of the timeline as it reads: "20:21 Delivered (latest) Abuja". */
const steps = () =>
  within(timeline())
    .getAllByRole('listitem')
    .filter((item) => item.querySelector(':scope > time'))
    .map((item) => [...item.querySelectorAll('time, p')].map((part) => part.textContent).join(' '));

describe('the tracking page', () => {
  it('shows a delivered parcel: the partner, the number, each step with its city, and who took it', async () => {
    open(codes.delivered);

    await heading('Delivered');
    expect(screen.getByRole('banner')).toHaveTextContent('Swift Riders Ltd');
    expect(screen.getByText('Tracking number').parentElement).toHaveTextContent('Tracking numberDOS-2026-0003');
    expect(screen.getByText(/^Delivered to [A-Z]\. [A-Z]\. at \d\d:\d\d$/)).toBeVisible();
    expect(steps()).toEqual([
      expect.stringMatching(/^\d\d:\d\d Delivered \(latest\) Abuja$/),
      expect.stringMatching(/^\d\d:\d\d On the way Abuja$/),
      expect.stringMatching(/^\d\d:\d\d Picked up Abuja$/),
      expect.stringMatching(/^\d\d:\d\d Confirmed Abuja$/),
      expect.stringMatching(/^\d\d:\d\d Order received Abuja$/),
    ]);
    // Grouped by the Lagos day, under its heading: one, or two when the seeded steps (hours
    // apart, relative to now) run past a Lagos midnight.
    const days = within(timeline()).getAllByRole('heading', { level: 3 });
    expect(days.length).toBeLessThanOrEqual(2);
    for (const day of days) expect(day).toHaveTextContent(/^\w{3} \d{1,2} \w{3}$/);
    // Ended: no ETA, nothing more to wait for.
    expect(screen.queryByText(/Expected/)).not.toBeInTheDocument();
    expect(document.title).toBe('DOS-2026-0003 — Tracking — Swift Riders Ltd');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows a parcel on the road: where it is going, when to expect it, and the place for its map', async () => {
    open(codes.inTransit);

    await heading('On its way to Ibadan');
    expect(screen.getByText(/^Expected/)).toHaveTextContent(/^Expected (today, |tomorrow, )?\w{3} \d{1,2} \w{3}$/);
    expect(screen.getByRole('img', { name: /last reported position, on its way to Ibadan/ })).toBeInTheDocument();
    expect(steps()[0]).toMatch(/^\d\d:\d\d On the way \(latest\) Ibadan$/);
    expect(screen.getByText(/this page checks for news every minute/)).toBeVisible();
  });

  it('says plainly that a delivery made in test mode is a test, and says nothing of the kind for a live one', async () => {
    await signInDemo();
    dashboardMode.set(true);
    const sandbox = await createDelivery(newDelivery).finally(() => dashboardMode.set(false));
    open(sandbox.trackingUrl.split('/').at(-1) ?? '');

    await heading('Order received');
    const notice = screen.getByRole('note', { name: 'Test delivery' });
    expect(notice).toHaveTextContent(
      'Test delivery. Swift Riders Ltd made this delivery to try DeliverOS out: no parcel is on its way.',
    );
    page?.stop();

    open(codes.delivered);
    await heading('Delivered');
    expect(screen.queryByRole('note', { name: 'Test delivery' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Test delivery/)).not.toBeInTheDocument();
  });

  it('says a wrong link opens nothing, and what to do about it', async () => {
    open(codes.unknown);

    await heading('We can’t find this delivery');
    expect(screen.getByText(/Check the link in your message/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when to try again after too many look-ups from this device', async () => {
    // The mock API's own limit, spent on wrong codes by this (in-process) client.
    for (let made = 0; made < LOOKUP_LIMIT; made += 1) {
      await fetch(`${env.apiUrl}/api/track/${codes.unknown}`);
    }
    open(codes.delivered);

    await heading('Please wait a moment');
    expect(screen.getByText(/^Try again in \d+ minutes? \(at \d\d:\d\d\)/)).toBeVisible();
    // Another device is not held back.
    const elsewhere = await fetch(`${env.apiUrl}/api/track/${codes.delivered}`, {
      headers: { [CLIENT_HEADER]: 'another-phone' },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('the tracking page over time (a fake clock)', () => {
  installFaultTimers();

  it('offers a Retry that works once the API answers again', async () => {
    const fault = injectFault(endpoints.getPublicTracking, 'server-error');
    open(codes.delivered);

    await settle(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Couldn’t load the tracking'),
    );
    fault.heal();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await settle(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Delivered'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('looks again every minute, and tells a screen reader politely when the status changes', async () => {
    open(codes.inTransit);
    await settle(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('On its way to Ibadan'));
    expect(document.getElementById('trk-live')).toBeEmptyDOMElement();

    // The rider hands it over.
    const parcel = db.state.deliveries.find((delivery) => delivery.trackingCode === codes.inTransit)!;
    await inMockStore((ctx) => moveTo(ctx, parcel, 'delivered', 'Delivered', Date.now()));

    await settle(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Delivered'));
    const announcement = screen.getByText(/^Update: Delivered\. Delivered to [A-Z]\. [A-Z]\. at \d\d:\d\d$/);
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    // Ended: the map is gone, and so is the ETA.
    expect(screen.queryByRole('img', { name: /last reported position/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Expected/)).not.toBeInTheDocument();
  });

  it('looks again only while the tab is visible, and at once when it is back', async () => {
    const calls = countCalls(endpoints.getPublicTracking);
    open(codes.inTransit);
    await settle(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('On its way to Ibadan'));
    expect(calls()).toBe(1);

    setTabHidden(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls()).toBe(1);

    setTabHidden(false);
    await settle(() => expect(calls()).toBe(2));
  });

  it('keeps the delivery on screen when a refresh fails, and tells the customer', async () => {
    open(codes.inTransit);
    await settle(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('On its way to Ibadan'));

    injectFault(endpoints.getPublicTracking, 'network');
    await settle(() => expect(screen.getByText(/^Couldn’t check for news at \d\d:\d\d/)).toBeVisible());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('On its way to Ibadan');
  });
});
