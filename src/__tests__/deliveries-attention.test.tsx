import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatLagosTime } from '@/components/ui/lagos-time';
import { formatWaited } from '@/features/deliveries/attention/attention-view';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp, sectionLink, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { listAttention } from '@server/domain/deliveries/attention';
import { inMockStore } from '@mocks/deliveries';
import { signInNewPartner } from '@mocks/__tests__/helpers';
import { DEMO_USER_ID, trackingNumber } from '@mocks/seed';

/*
 * Needs attention (issue 15), ?view=attention in the deliveries section, against the mock.
 *
 * The seed, as the deliveries' rules read it (server/domain/deliveries/attention.ts) — 6 of the demo's 12:
 * - 12, 11 and 10 (dlv_0001–0003) are pending, created 1, 3 and 5 hours ago: pending too long
 *   since 30 minutes after that;
 * - 7 (dlv_0006, picked up 24 h ago), 6 (dlv_0007, in transit, picked up 28 h ago) and 5
 *   (dlv_0008, in transit, picked up 38 h ago) have reported no location since their pickup:
 *   no location since 2 h after it;
 * - no ETA has passed (the accepted and moving ones are due in the next hours).
 * The longest waiting first: 5, 6, 7, 10, 11, 12.
 */

const MINUTE = 60_000;
const tn = trackingNumber;
const chioma = { id: 'dlv_0001', trackingNumber: tn(12) };
const zainab = { id: 'dlv_0007', trackingNumber: tn(6) };

const attentionList = () => screen.getByRole('list', { name: 'Deliveries that need attention' });
const findAttentionList = () => screen.findByRole('list', { name: 'Deliveries that need attention' });
/** The tracking numbers of the list's articles, top to bottom. */
const listed = () =>
  within(attentionList())
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
const row = (trackingNumber: string) => within(attentionList()).getByRole('article', { name: trackingNumber });
/** The reasons of a row, as read. */
const reasonsOf = (trackingNumber: string) =>
  within(within(row(trackingNumber)).getByRole('list', { name: 'Why' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** "6 deliveries need attention: 3 pending over 30 min · …" (the count is its own span). */
const summary = () => screen.getByText(/deliveries? needs? attention:/);
const overviewLink = (count: number) =>
  within(screen.getByRole('region', { name: 'Overview' })).findByRole('link', { name: `${count} need attention` });

/** What the deliveries' rules say needs attention for the demo partner, the most urgent first (run on the mock's store). */
const expectedOrder = async () =>
  (await inMockStore((ctx) => listAttention(ctx, DEMO_USER_ID, { page: 1, limit: 100 }, Date.now()))).items.map(
    (item) => item.delivery.trackingNumber,
  );

/** Back to the overview (the navigation's "Dashboard"), where the count is. */
async function toOverview(user: UserEvent) {
  await user.click(sectionLink('Dashboard'));
  return within(await screen.findByRole('region', { name: 'Overview' }));
}

/** Signed in as the demo partner, on the dashboard's overview, then into the view by its link. */
async function openFromOverview() {
  await signInAs();
  const view = renderApp('/dashboard/overview');
  await screen.findByRole('heading', { name: 'Partner Dashboard' });
  await view.user.click(await overviewLink(6));
  await screen.findByRole('heading', { level: 2, name: 'Needs attention' });
  await findAttentionList();
  await waitFor(() => expect(listed()).toHaveLength(6));
  return view;
}

describe('Needs attention', { timeout: 20_000 }, () => {
  it('opens from the overview’s “6 need attention”, counts each reason and lists the longest waiting first', async () => {
    const { router } = await openFromOverview();
    expect(router.state.location.href).toBe('/dashboard/deliveries?view=attention');

    expect(summary()).toHaveTextContent(
      '6 deliveries need attention: 3 pending over 30 min · 3 without a location for 2 h',
    );
    expect(screen.getByText(/^Checked at \d{2}:\d{2}$/)).toBeInTheDocument();

    // The order the mock's rules give, and what they give for this seed (see the top).
    expect(await expectedOrder()).toEqual([tn(5), tn(6), tn(7), tn(10), tn(11), tn(12)]);
    expect(listed()).toEqual(await expectedOrder());

    // Every reason says how long it has lasted.
    const duration = /\d+ (min|h|d)( \d+ (min|h))?/;
    for (const trackingNumber of await expectedOrder()) {
      const reasons = reasonsOf(trackingNumber);
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) expect(reason).toMatch(duration);
    }
    // Picked up 38 h ago (2 h of grace + 36 h over): whole hours at that scale.
    expect(reasonsOf(tn(5))).toEqual(['No location for 1 d 14 h']);
    expect(reasonsOf(tn(6))).toEqual(['No location for 1 d 4 h']);
    expect(reasonsOf(tn(7))).toEqual(['No location for 1 d']);
    expect(reasonsOf(tn(10))).toEqual([expect.stringMatching(/^Waiting for acceptance for 5 h( \d+ min)?$/)]);
    expect(reasonsOf(tn(12))).toEqual([expect.stringMatching(/^Waiting for acceptance for 1 h( \d+ min)?$/)]);

    // Each row offers its delivery's next steps.
    const buttons = (trackingNumber: string) =>
      within(row(trackingNumber))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(tn(12))).toEqual(['Accept', 'Reject']);
    expect(buttons(tn(7))).toEqual(['Start Delivery']);
    expect(buttons(tn(6))).toEqual(['Mark as Delivered']);
    // jsdom's name drops the space before the hidden " of DOS-…" (a browser reads "View details of DOS-…").
    expect(within(row(tn(6))).getByRole('link', { name: /^View details ?of / })).toHaveTextContent(tn(6));
  });

  it('moves the timers with the clock: 31 minutes later, then the 30 s tick, each wait reads longer', async () => {
    // Only the clock and the intervals (the view's 30 s tick and refetch) are faked: the mock
    // API, React and Testing Library keep their real timeouts.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The moment the seed was made: Chioma's request came in 1 h before it.
    const seededAt = Date.parse(db.state.deliveries.find((d) => d.id === chioma.id)!.createdAt) + 60 * MINUTE;
    vi.setSystemTime(seededAt);
    await signInAs();
    renderApp('/dashboard/deliveries?view=attention');
    await findAttentionList();
    await waitFor(() => expect(listed()).toHaveLength(6));
    expect(reasonsOf(chioma.trackingNumber)).toEqual(['Waiting for acceptance for 1 h']);
    expect(reasonsOf(tn(11))).toEqual(['Waiting for acceptance for 3 h']);
    expect(reasonsOf(tn(5))).toEqual(['No location for 1 d 14 h']);
    expect(screen.getByText(/^Checked at/)).toHaveTextContent(`Checked at ${formatLagosTime(new Date(seededAt))}`);

    // 31 minutes pass without a tick: nothing moves yet.
    vi.setSystemTime(seededAt + 31 * MINUTE);
    expect(reasonsOf(chioma.trackingNumber)).toEqual(['Waiting for acceptance for 1 h']);

    // The 30 s tick: the timers read the clock again (and the list is checked again).
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const later = seededAt + 31 * MINUTE + 30_000;
    expect(formatWaited(later - (seededAt - 60 * MINUTE))).toBe('1 h 31 min');
    await waitFor(() => expect(reasonsOf(chioma.trackingNumber)).toEqual(['Waiting for acceptance for 1 h 31 min']));
    expect(reasonsOf(tn(11))).toEqual(['Waiting for acceptance for 3 h 31 min']);
    expect(reasonsOf(tn(5))).toEqual(['No location for 1 d 14 h']);
    await waitFor(() =>
      expect(screen.getByText(/^Checked at/)).toHaveTextContent(`Checked at ${formatLagosTime(new Date(later))}`),
    );
    // Still the same six, in the same order.
    expect(listed()).toEqual([tn(5), tn(6), tn(7), tn(10), tn(11), tn(12)]);
  });

  it('Accept takes a pending delivery off the list, and the overview’s count goes from 6 to 5', async () => {
    const { user } = await openFromOverview();
    await user.click(within(row(chioma.trackingNumber)).getByRole('button', { name: 'Accept' }));

    await waitFor(() =>
      expect(within(attentionList()).queryByRole('article', { name: chioma.trackingNumber })).not.toBeInTheDocument(),
    );
    expect(db.state.deliveries.find((d) => d.id === chioma.id)?.status).toBe('accepted');
    expect(listed()).toEqual([tn(5), tn(6), tn(7), tn(10), tn(11)]);
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        '5 deliveries need attention: 2 pending over 30 min · 3 without a location for 2 h',
      ),
    );
    const overview = await toOverview(user);
    expect(await overview.findByRole('link', { name: '5 need attention' })).toBeInTheDocument();
    expect(overview.getByText('2 pending')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '6 need attention' })).not.toBeInTheDocument();
  });

  it('a location reported from the detail view takes an in-transit delivery off the list', async () => {
    const { user, router } = await openFromOverview();
    expect(reasonsOf(zainab.trackingNumber)).toEqual([expect.stringMatching(/^No location for /)]);
    await user.click(within(row(zainab.trackingNumber)).getByRole('link', { name: /View details/ }));

    const sheet = within(await screen.findByRole('dialog', { name: zainab.trackingNumber }));
    expect(router.state.location.search).toMatchObject({ view: 'attention', delivery: zainab.id });
    await sheet.findByRole('list', { name: 'Tracking history' });
    await user.click(sheet.getByRole('button', { name: 'Update location' }));
    const form = within(sheet.getByRole('form', { name: `Update the location of ${zainab.trackingNumber}` }));
    await user.type(form.getByLabelText('Where is the rider?'), 'Kano–Zaria Road, Tarauni');
    await user.click(form.getByRole('button', { name: 'Save location' }));
    expect(await sheet.findByRole('status')).toHaveTextContent(`Location of ${zainab.trackingNumber} updated`);
    expect(db.state.trackingEvents.filter((e) => e.deliveryId === zainab.id).at(-1)?.location).toEqual({
      address: 'Kano–Zaria Road, Tarauni',
    });

    await user.click(sheet.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toEqual({ view: 'attention' });
    await waitFor(() =>
      expect(within(attentionList()).queryByRole('article', { name: zainab.trackingNumber })).not.toBeInTheDocument(),
    );
    expect(listed()).toEqual([tn(5), tn(7), tn(10), tn(11), tn(12)]);
    expect(summary()).toHaveTextContent(
      '5 deliveries need attention: 3 pending over 30 min · 2 without a location for 2 h',
    );
    expect(await (await toOverview(user)).findByRole('link', { name: '5 need attention' })).toBeInTheDocument();
  });

  it('tells a brand-new partner that nothing needs attention', async () => {
    await signInNewPartner('attention.new@example.com');
    const { user } = renderApp('/dashboard/deliveries?view=attention');
    expect(await screen.findByText('Nothing needs attention')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deliveries that need attention' })).not.toBeInTheDocument();
    expect(screen.queryByText(/deliveries? needs? attention:/)).not.toBeInTheDocument();
    // The overview offers no way here when there is nothing to see.
    const overview = await toOverview(user);
    expect(await overview.findByText('0 pending')).toBeInTheDocument();
    expect(overview.queryByRole('link', { name: /need attention/ })).not.toBeInTheDocument();
  });

  it('goes back to the cards with “All deliveries”, and the cards link to the view', async () => {
    const { user, router } = await openFromOverview();
    await user.click(screen.getByRole('link', { name: 'All deliveries' }));
    // The cards: every delivery, not only those that need attention (9 is accepted and on time).
    expect(await screen.findByRole('article', { name: tn(9) })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(router.state.location.href).toBe('/dashboard/deliveries');
    expect(screen.queryByRole('list', { name: 'Deliveries that need attention' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Table view' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Needs attention' }));
    await findAttentionList();
    const expected = await expectedOrder();
    await waitFor(() => expect(listed()).toEqual(expected));
    expect(router.state.location.href).toBe('/dashboard/deliveries?view=attention');
  });
});
