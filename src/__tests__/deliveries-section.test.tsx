import { QueryObserver } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/api/auth';
import type { DeliveryStatistics } from '@/api/schemas';
import { tokenStorage } from '@/api/token-storage';
import { statisticsQueries } from '@/queries/statistics';
import { renderApp, signInAs } from '@/test/render';
import { db, resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { trackingNumber, VERIFICATION_CODE } from '@mocks/seed';
import { hold } from '@/test/hold';
import { giveProof } from '@/test/proof';

/*
 * The seed's demo deliveries, newest first: tracking number 12 is Chioma Nwosu's pending
 * pharmacy restock (dlv_0001), 11 and 10 the other two pending ones, 9 Ibrahim Musa's accepted
 * contract documents (dlv_0004), 7 a picked-up one, 6 and 5 in transit…
 */
const chioma = { id: 'dlv_0001', trackingNumber: trackingNumber(12) };
const tunde = { id: 'dlv_0002', trackingNumber: trackingNumber(11) };

const card = (name: string) => screen.getByRole('article', { name });
const cards = () => screen.queryAllByRole('article');
const statusOf = (id: string) => db.state.deliveries.find((d) => d.id === id)?.status;

async function openDeliveries(path = '/dashboard/deliveries') {
  await signInAs();
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Partner Dashboard' });
  return view;
}

const serverError = () =>
  HttpResponse.json({ success: false, data: null, message: 'Something broke on our side' }, { status: 500 });

describe('Deliveries tab: the list', { timeout: 20_000 }, () => {
  it('shows the seeded deliveries, newest first, with every field of a card', async () => {
    await openDeliveries();
    const first = await screen.findByRole('article', { name: chioma.trackingNumber });
    expect(cards()).toHaveLength(12);
    expect(within(cards()[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(chioma.trackingNumber);
    expect(within(cards()[11]!).getByRole('heading', { level: 3 })).toHaveTextContent(trackingNumber(1));

    const c = within(first);
    expect(c.getByText('Pharmacy restock — temperature sensitive')).toBeInTheDocument();
    expect(c.getByText('Pending')).toBeInTheDocument();
    expect(c.getByText('High priority')).toBeInTheDocument();
    expect(c.getByText('Chioma Nwosu')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'chioma.nwosu@example.com' })).toHaveAttribute(
      'href',
      'mailto:chioma.nwosu@example.com',
    );
    expect(c.getByText('+234 803 555 0101')).toBeInTheDocument();
    expect(c.getByText(/12 Admiralty Way, Lekki Phase 1/)).toBeInTheDocument();
    expect(c.getByText(/5 Awolowo Road, Ikoyi/)).toBeInTheDocument();
    expect(c.getByText('₦8,500')).toBeInTheDocument();
    const items = c.getByRole('list', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Insulin pens (x20)', 'Cold pack']);
    expect(c.getByText('Keep cold. Call the pharmacist on arrival.')).toBeInTheDocument();
    const record = db.state.deliveries.find((d) => d.id === chioma.id)!;
    // Date and time, in Lagos whatever the machine's zone: '24 Nov 2026, 00:48'.
    const lagos = new Intl.DateTimeFormat('en-NG', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Lagos',
    });
    // Both dates as <time>: created and estimated delivery may fall on the same day.
    const dates = [...first.querySelectorAll('time')].map((time) => [time.dateTime, time.textContent]);
    for (const at of [record.createdAt, record.estimatedDelivery])
      expect(dates).toContainEqual([at, lagos.format(new Date(at))]);
    expect(c.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(c.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(c.getByRole('link', { name: /View details/ })).toBeInTheDocument();
  });

  it('offers the buttons of the §4 table for each status, and none once a delivery is finished', async () => {
    await openDeliveries();
    await screen.findByRole('article', { name: chioma.trackingNumber });
    const buttons = (n: number) =>
      within(card(trackingNumber(n)))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(12)).toEqual(['Accept', 'Reject']);
    expect(buttons(9)).toEqual(['Mark as Picked Up']);
    expect(buttons(7)).toEqual(['Start Delivery']);
    expect(buttons(6)).toEqual(['Mark as Delivered']);
    expect(buttons(4)).toEqual([]); // delivered
    expect(buttons(2)).toEqual([]); // rejected
    expect(buttons(1)).toEqual([]); // cancelled
    expect(within(card(trackingNumber(7))).getByText('Picked Up')).toBeInTheDocument();
    expect(within(card(trackingNumber(6))).getByText('In Transit')).toBeInTheDocument();
    expect(within(card(trackingNumber(1))).getByText('Cancelled')).toBeInTheDocument();
  });

  it.each([
    ['a tracking number', trackingNumber(11).toLowerCase(), 'Tunde Bakare'],
    ['a customer name', 'CHIOMA', 'Chioma Nwosu'],
    ['a description', 'wedding cake', 'Zainab Bello'],
  ])('searches by %s, debounced, into the URL q without flooding the history', async (_what, text, customer) => {
    const { user, router, history } = await openDeliveries();
    await screen.findByRole('article', { name: chioma.trackingNumber });
    const entries = history.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), text);
    await waitFor(() => expect(router.state.location.search.q).toBe(text));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText(customer)).toBeInTheDocument();
    expect(history.length).toBe(entries);
  });

  it('the list follows typing at once, before the URL does; the URL catches up when typing pauses', async () => {
    const { user, router, history } = await openDeliveries();
    await screen.findByRole('article', { name: chioma.trackingNumber });
    const entries = history.length;
    const text = tunde.trackingNumber;
    // The URL's q when the list's request for the full text is sent (fetch is called in the same
    // turn as the keystroke; the URL waits 300 ms of no typing), and how many such requests came.
    const urlQWhenSent: string[] = [];
    const send = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/deliveries' && url.searchParams.get('search') === text)
        urlQWhenSent.push(router.state.location.search.q ?? '');
      return send(input, init);
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), text);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card(tunde.trackingNumber)).toBeInTheDocument();
    // The list asked for the whole text before the URL held it (on a loaded machine, a pause
    // in the typing may have let the URL take part of it: never all of it) …
    expect(urlQWhenSent[0]).not.toBe(text);
    // … and the URL follows once, by replacing the entry, without asking again.
    await waitFor(() => expect(router.state.location.search.q).toBe(text));
    expect(history.length).toBe(entries);
    expect(urlQWhenSent).toHaveLength(1);
  });

  it('aborts the request of a text typed over, and keeps the previous list on screen meanwhile', async () => {
    const { user } = await openDeliveries();
    await screen.findByRole('article', { name: chioma.trackingNumber });
    const { gate, release } = hold();
    const aborted: string[] = [];
    server.use(
      http.get('*/api/deliveries', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (!search || search === 'tunde') return; // the full text goes through
        request.signal.addEventListener('abort', () => aborted.push(search));
        await gate;
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'tunde');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card(tunde.trackingNumber)).toBeInTheDocument();
    await waitFor(() => expect(aborted.toSorted()).toEqual(['t', 'tu', 'tun', 'tund']));
    release();
  });

  it('sets the search box from a URL changed elsewhere: Back and Forward, a link', async () => {
    const { user, router } = await openDeliveries();
    await screen.findByRole('article', { name: chioma.trackingNumber });
    const box = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await user.type(box, 'chioma');
    await waitFor(() => expect(router.state.location.search.q).toBe('chioma'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'delivered'); // a new entry
    expect(await screen.findByText('No deliveries match your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' })); // another
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(box).toHaveValue('');

    router.history.back(); // to status=delivered&q=chioma: the value this box once wrote
    await waitFor(() => expect(box).toHaveValue('chioma'));
    expect(await screen.findByText('No deliveries match your filters')).toBeInTheDocument();
    router.history.forward();
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(cards()).toHaveLength(12));

    await router.navigate({ to: '/dashboard/deliveries', search: { q: 'wedding cake' } });
    await waitFor(() => expect(box).toHaveValue('wedding cake'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('Zainab Bello')).toBeInTheDocument();
  });

  it('filters by status, writes it to the URL and shows the per-status counts', async () => {
    const { user, router } = await openDeliveries();
    await screen.findByRole('article', { name: chioma.trackingNumber });
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(within(select).getByRole('option', { name: 'All (12)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Pending (3)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'In Transit (2)' })).toBeInTheDocument();

    await user.selectOptions(select, 'pending');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(router.state.location.search.status).toBe('pending');
    for (const article of cards()) expect(within(article).getByText('Pending')).toBeInTheDocument();

    await user.selectOptions(select, 'cancelled');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('Office chairs')).toBeInTheDocument();
  });

  it('restores the filters from the URL', async () => {
    await openDeliveries('/dashboard/deliveries?status=pending&q=chioma');
    expect(await screen.findByRole('article', { name: chioma.trackingNumber })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search deliveries' })).toHaveValue('chioma');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  });

  it('pages through more than 20 deliveries, keeping the current page on screen while the next loads', async () => {
    resetDb({ extraDeliveries: 30 });
    const { user, router } = await openDeliveries();
    const newest = trackingNumber(42); // the generated deliveries are older: Chioma's is still the newest
    await screen.findByRole('article', { name: newest });
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('Showing', { exact: false })).toHaveTextContent('Showing 1–20 of 42 deliveries');
    const pages = screen.getByRole('navigation', { name: 'Deliveries pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    const { gate, release } = hold();
    server.use(
      http.get('*/api/deliveries', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await gate;
      }),
    );
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search.page).toBe(2);
    // page 1 stays, marked busy, until page 2 arrives
    expect(card(newest)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Deliveries' })).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByRole('article', { name: newest })).not.toBeInTheDocument());
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('Showing', { exact: false })).toHaveTextContent('Showing 21–40 of 42 deliveries');
    expect(screen.getByRole('navigation', { name: 'Deliveries pages' })).toHaveTextContent('Page 2 of 3');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows skeleton cards while the first page loads', async () => {
    const { gate, release } = hold();
    server.use(http.get('*/api/deliveries', () => gate));
    await openDeliveries();
    expect(screen.getByText('Loading deliveries…')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    release();
    expect(await screen.findByRole('article', { name: chioma.trackingNumber })).toBeInTheDocument();
    expect(screen.queryByText('Loading deliveries…')).not.toBeInTheDocument();
  });

  it('shows an empty state to a partner with no deliveries at all', async () => {
    const reply = await signIn({
      email: 'new@example.com',
      password: 'Partner123!',
      rememberMe: true,
      verificationCode: VERIFICATION_CODE,
    });
    tokenStorage.save(reply, true);
    renderApp('/dashboard');
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
    expect(screen.queryByText('No deliveries match your filters')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows a no-match state when the filters exclude everything, and Clear filters resets them', async () => {
    const { user, router } = await openDeliveries('/dashboard/deliveries?status=delivered');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'chioma');
    expect(await screen.findByText('No deliveries match your filters')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByText('No deliveries yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(router.state.location.href).toBe('/dashboard/deliveries');
    expect(screen.getByRole('searchbox', { name: 'Search deliveries' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  });

  it('offers a way back when the URL asks for a page past the end', async () => {
    const { user, router } = await openDeliveries('/dashboard/deliveries?page=9');
    expect(await screen.findByText('There is no page 9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(router.state.location.href).toBe('/dashboard/deliveries');
  });

  it('shows an error state with a Retry that loads the list', async () => {
    server.use(http.get('*/api/deliveries', serverError));
    const { user } = await openDeliveries();
    // ky retries a failed GET twice, a second apart, before the error shows.
    const message = await screen.findByText('Couldn’t load your deliveries', {}, { timeout: 5_000 });
    const errorState = message.closest('[role="alert"]') as HTMLElement;
    expect(within(errorState).getByText('Something broke on our side')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(errorState).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: chioma.trackingNumber })).toBeInTheDocument();
    expect(screen.queryByText('Couldn’t load your deliveries')).not.toBeInTheDocument();
  });
});

describe('Deliveries tab: status actions', { timeout: 20_000 }, () => {
  it('Accept turns the card Accepted at once; its next step comes when the server has answered', async () => {
    const { gate, release } = hold();
    server.use(http.post('*/api/deliveries/:id/accept', () => gate));
    const { user } = await openDeliveries();
    const article = await screen.findByRole('article', { name: chioma.trackingNumber });
    await user.click(within(article).getByRole('button', { name: 'Accept' }));

    expect(await within(article).findByText('Accepted')).toBeInTheDocument();
    expect(within(article).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    // Pickup needs a rider (issue 27): Assign rider is the next step.
    expect(within(article).getByRole('button', { name: 'Assign rider' })).toBeDisabled();
    expect(article).toHaveAttribute('aria-busy', 'true');
    expect(statusOf(chioma.id)).toBe('pending'); // the server has not seen it yet
    // busy is per card: the other deliveries stay actionable
    expect(within(card(tunde.trackingNumber)).getByRole('button', { name: 'Accept' })).toBeEnabled();

    release();
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Assign rider' })).toBeEnabled());
    expect(statusOf(chioma.id)).toBe('accepted');
    expect(within(article).getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending (2)');
  });

  it('takes one delivery from Accept to Delivered: a rider, the recipient’s code, a signature and a photo', async () => {
    const { user } = await openDeliveries();
    const article = await screen.findByRole('article', { name: chioma.trackingNumber });
    const step = async (button: string, label: string, status: string) => {
      await user.click(await within(article).findByRole('button', { name: button }));
      expect(await within(article).findByText(label)).toBeInTheDocument();
      await waitFor(() => expect(statusOf(chioma.id)).toBe(status));
      await waitFor(() => expect(article).toHaveAttribute('aria-busy', 'false'));
    };
    await step('Accept', 'Accepted', 'accepted');

    await user.click(within(article).getByRole('button', { name: 'Assign rider' }));
    const assign = await within(article).findByRole('form', { name: `Assign a rider to ${chioma.trackingNumber}` });
    await user.selectOptions(await within(assign).findByLabelText('Rider'), 'rdr_sade');
    await user.click(within(assign).getByRole('button', { name: 'Assign' }));
    expect(await within(article).findByText('Rider: Sade Ogunleye')).toBeInTheDocument();

    await step('Mark as Picked Up', 'Picked Up', 'picked-up');
    await step('Start Delivery', 'In Transit', 'in-transit');

    await user.click(within(article).getByRole('button', { name: 'Mark as Delivered' }));
    const proof = within(await screen.findByRole('dialog', { name: `Deliver ${chioma.trackingNumber}` }));
    // The recipient's code was texted at pickup (the mock's outbox); the state holds the same digits.
    const code = db.state.deliveries.find((d) => d.id === chioma.id)!.code!.value;
    await giveProof(user, proof, { code, recipient: 'Chioma Nwosu' });
    await user.click(proof.getByRole('button', { name: 'Mark as Delivered' }));

    expect(await within(article).findByText('Delivered')).toBeInTheDocument();
    await waitFor(() => expect(statusOf(chioma.id)).toBe('delivered'));
    expect(db.state.deliveries.find((d) => d.id === chioma.id)!.proof).toMatchObject({
      code: 'verified',
      recipientName: 'Chioma Nwosu',
      signature: 'typed',
      photo: true,
    });
    await waitFor(() => expect(article).toHaveAttribute('aria-busy', 'false'));
    expect(within(article).queryAllByRole('button')).toHaveLength(0);
    const events = db.state.trackingEvents.filter((e) => e.deliveryId === chioma.id).map((e) => [e.status, e.note]);
    expect(events).toEqual([
      ['pending', 'Delivery request created'],
      ['accepted', 'Accepted by delivery partner'],
      ['accepted', 'Assigned to Sade Ogunleye'],
      ['picked-up', 'Package picked up from sender'],
      ['in-transit', 'On the way to the recipient'],
      ['delivered', 'Delivered to the recipient: Chioma Nwosu'],
    ]);
  });

  it('Reject asks why and confirms: the reason chosen and typed is what the server keeps', async () => {
    const { user } = await openDeliveries();
    const article = await screen.findByRole('article', { name: tunde.trackingNumber });
    await user.click(within(article).getByRole('button', { name: 'Reject' }));
    const form = within(await within(article).findByRole('form', { name: `Reject ${tunde.trackingNumber}` }));
    const reason = form.getByLabelText('Reason for rejecting');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(statusOf(tunde.id)).toBe('pending');

    // "Other" needs the partner's own words: nothing is sent without them.
    await user.selectOptions(reason, 'Other');
    await user.click(form.getByRole('button', { name: 'Reject request' }));
    expect(await form.findByText('Please enter a reason for rejecting')).toBeInTheDocument();
    expect(form.getByLabelText('Your reason')).toHaveAttribute('aria-invalid', 'true');
    expect(statusOf(tunde.id)).toBe('pending');

    await user.type(form.getByLabelText('Your reason'), 'Customer asked us to drop it');
    await user.click(form.getByRole('button', { name: 'Reject request' }));
    expect(await within(article).findByText('Rejected')).toBeInTheDocument();
    await waitFor(() => expect(statusOf(tunde.id)).toBe('rejected'));
    expect(db.state.trackingEvents.filter((e) => e.deliveryId === tunde.id).at(-1)?.note).toBe(
      'Customer asked us to drop it',
    );
    await waitFor(() => expect(within(article).queryAllByRole('button')).toHaveLength(0));
  });

  it('Keep request closes the reject form without sending anything and puts focus back on the actions', async () => {
    const { user } = await openDeliveries();
    const article = await screen.findByRole('article', { name: tunde.trackingNumber });
    await user.click(within(article).getByRole('button', { name: 'Reject' }));
    const form = await within(article).findByRole('form', { name: `Reject ${tunde.trackingNumber}` });
    await user.click(within(form).getByRole('button', { name: 'Keep request' }));
    expect(form).not.toBeInTheDocument();
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Accept' })).toHaveFocus());
    expect(statusOf(tunde.id)).toBe('pending');
    expect(db.state.trackingEvents.filter((e) => e.deliveryId === tunde.id).map((e) => e.status)).toEqual(['pending']);
  });

  it.each([
    [
      'Accept',
      'post',
      '*/api/deliveries/:id/accept',
      'Failed to accept delivery. Please try again.',
      chioma.trackingNumber,
      'Pending',
    ],
    [
      'Mark as Picked Up',
      'put',
      '*/api/deliveries/:id/status',
      'Failed to update delivery status. Please try again.',
      trackingNumber(9),
      'Accepted',
    ],
  ] as const)('a failed %s rolls the card back and says so', async (button, method, path, message, name, before) => {
    server.use(http[method](path, serverError));
    const { user } = await openDeliveries();
    const article = await screen.findByRole('article', { name });
    await user.click(within(article).getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(within(article).getByText(before)).toBeInTheDocument());
    await waitFor(() => expect(within(article).getByRole('button', { name: button })).toBeEnabled());
  });

  it('shows the server’s reason beside the message when it refuses a transition', async () => {
    const { user } = await openDeliveries();
    const article = await screen.findByRole('article', { name: chioma.trackingNumber });
    // Someone else accepted it meanwhile: the server answers 409.
    db.state.deliveries.find((d) => d.id === chioma.id)!.status = 'accepted';
    await user.click(within(article).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to accept delivery. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Cannot accept a delivery that is accepted')).toBeInTheDocument();
    // the list refetches and shows the truth
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Assign rider' })).toBeEnabled());
  });

  it('moves the delivery statistics after an action', async () => {
    const { user, queryClient } = await openDeliveries();
    const observer = new QueryObserver(queryClient, statisticsQueries.deliveries());
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    const before = observer.getCurrentResult().data as DeliveryStatistics;

    const article = await screen.findByRole('article', { name: chioma.trackingNumber });
    await user.click(within(article).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(observer.getCurrentResult().data?.pending).toBe(before.pending - 1));
    expect(observer.getCurrentResult().data?.inProgress).toBe(before.inProgress + 1);
    unsubscribe();
  });

  it('keeps a card whose new status leaves the filter until the list is fresh, then drops it', async () => {
    const { user } = await openDeliveries('/dashboard/deliveries?status=pending');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(card(chioma.trackingNumber)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending (2)');
    // the outcome is still told, though the card has gone (the toast region loads on first use)
    expect(await screen.findByText(`${chioma.trackingNumber} accepted`, {}, { timeout: 3_000 })).toBeInTheDocument();
  });
});
