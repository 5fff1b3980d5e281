import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { trackingNumber } from '@mocks/seed';
import { hold } from '@/test/hold';

/* dlv_0001: Chioma Nwosu's pending restock (tracking number 12); dlv_0004: Ibrahim Musa's accepted documents (9). */
const chioma = { id: 'dlv_0001', trackingNumber: trackingNumber(12) };
const ibrahim = { id: 'dlv_0004', trackingNumber: trackingNumber(9) };

const statusOf = (id: string) => db.state.deliveries.find((d) => d.id === id)?.status;
const serverError = () =>
  HttpResponse.json({ success: false, data: null, message: 'Something broke on our side' }, { status: 500 });

async function openDashboard(path = '/dashboard/deliveries') {
  await signInAs();
  // No waiting for the page heading: an open dialog hides the page from the accessibility tree.
  return renderApp(path);
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Signed in, on the dashboard with the delivery's detail view open. */
async function openView(delivery: { id: string; trackingNumber: string }) {
  const app = await openDashboard(`/dashboard/deliveries?delivery=${delivery.id}`);
  return { ...app, view: within(await dialog(delivery.trackingNumber)) };
}

/** Escape closes the view: the delivery's card on the list behind it. */
async function closeToCard(user: Awaited<ReturnType<typeof openView>>['user'], delivery: { trackingNumber: string }) {
  await user.keyboard('{Escape}');
  return within(await screen.findByRole('article', { name: delivery.trackingNumber }));
}
/** The badges under the view's title (the timeline below repeats status names). */
const badges = (name: string) =>
  within(screen.getByRole('dialog', { name }).querySelector<HTMLElement>('[data-sheet-meta]')!);

describe('Delivery detail view', { timeout: 20_000 }, () => {
  it('opens from a card with its own URL, shows every field and the tracking history, and closes back', async () => {
    const { user, router } = await openDashboard();
    const card = await screen.findByRole('article', { name: ibrahim.trackingNumber });
    await user.click(within(card).getByRole('link', { name: /View details/ }));

    const view = within(await dialog(ibrahim.trackingNumber));
    expect(router.state.location.search.delivery).toBe(ibrahim.id);
    expect(view.getByText('Signed contract documents')).toBeInTheDocument();
    expect(badges(ibrahim.trackingNumber).getByText('Accepted')).toBeInTheDocument();
    expect(badges(ibrahim.trackingNumber).getByText('High priority')).toBeInTheDocument();
    expect(view.getByText('Ibrahim Musa')).toBeInTheDocument();
    expect(view.getByText('ibrahim.musa@example.com')).toBeInTheDocument();
    expect(view.getByText('+234 809 555 0104')).toBeInTheDocument();
    expect(view.getByText(/Plot 7 Aminu Kano Crescent/)).toBeInTheDocument();
    expect(view.getByText('₦5,000')).toBeInTheDocument();
    expect(view.getByText('Document envelope')).toBeInTheDocument();
    expect(view.getByText('Hand over to the recipient only; ID required.')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Mark as Picked Up' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Cancel delivery' })).toBeEnabled();

    const timeline = await view.findByRole('list', { name: 'Tracking history' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Pending');
    expect(steps[0]).toHaveTextContent('Delivery request created');
    expect(steps[0]).toHaveTextContent('Wuse Market, Wuse');
    expect(steps[1]).toHaveTextContent('Accepted');
    expect(steps[1]).toHaveTextContent('Accepted by delivery partner');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    const accepted = db.state.trackingEvents.find((e) => e.deliveryId === ibrahim.id && e.status === 'accepted')!;
    const time = new Intl.DateTimeFormat('en-NG', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Lagos',
    }).format(new Date(accepted.timestamp));
    expect(within(steps[1]!).getByText(time)).toHaveAttribute('datetime', accepted.timestamp);

    await user.click(view.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search.delivery).toBeUndefined();
    expect(router.state.location.href).toBe('/dashboard/deliveries');
  });

  it('opens from a shared link, and Escape removes the parameter', async () => {
    const { user, router } = await openDashboard(`/dashboard/deliveries?delivery=${chioma.id}`);
    expect(await dialog(chioma.trackingNumber)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.href).toBe('/dashboard/deliveries');
  });

  it('closes with the browser’s Back button after opening from a card', async () => {
    const { user, router } = await openDashboard('/dashboard/deliveries?status=pending');
    const card = await screen.findByRole('article', { name: chioma.trackingNumber });
    await user.click(within(card).getByRole('link', { name: /View details/ }));
    await dialog(chioma.trackingNumber);
    router.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.href).toBe('/dashboard/deliveries?status=pending');
  });

  it('accepts a request and gives it its rider in one step, and reassigns it with a reason kept in its history', async () => {
    const { user, view } = await openView(chioma);
    await user.click(await view.findByRole('button', { name: 'Accept and assign…' }));
    const accept = within(await view.findByRole('form', { name: `Assign a rider to ${chioma.trackingNumber}` }));
    await user.selectOptions(await accept.findByLabelText('Rider'), 'rdr_sade');
    await user.click(accept.getByRole('button', { name: 'Accept and assign' }));
    expect(await view.findByText('Sade Ogunleye')).toBeInTheDocument();
    expect(statusOf(chioma.id)).toBe('accepted');
    expect(db.state.deliveries.find((d) => d.id === chioma.id)?.riderId).toBe('rdr_sade');

    await user.click(await view.findByRole('button', { name: 'Reassign' }));
    const reassign = within(await view.findByRole('form', { name: `Reassign ${chioma.trackingNumber}` }));
    await user.selectOptions(await reassign.findByLabelText('Reassign from Sade Ogunleye to'), 'rdr_musa');
    await user.click(reassign.getByRole('button', { name: 'Reassign' }));
    // A reassignment says why.
    expect(await reassign.findByText('Say why it goes to another rider')).toBeInTheDocument();
    await user.type(reassign.getByLabelText('Reason'), 'Sade’s bike is in the workshop');
    await user.click(reassign.getByRole('button', { name: 'Reassign' }));
    expect(await view.findByText('Musa Ibrahim')).toBeInTheDocument();
    const history = within(view.getByRole('list', { name: 'Tracking history' }));
    expect(
      await history.findByText('Reassigned from Sade Ogunleye to Musa Ibrahim: Sade’s bike is in the workshop'),
    ).toBeInTheDocument();
  });

  it('runs the status actions inside the view, and the card behind follows', async () => {
    const { user, view } = await openView(chioma);
    await user.click(view.getByRole('button', { name: 'Accept' }));
    expect(await badges(chioma.trackingNumber).findByText('Accepted')).toBeInTheDocument();
    // No rider yet: pickup needs one (issue 27), so Assign rider is the next step.
    await waitFor(() => expect(view.getByRole('button', { name: 'Assign rider' })).toBeEnabled());
    expect(statusOf(chioma.id)).toBe('accepted');
    // the tracking history gains the step
    await waitFor(() =>
      expect(within(view.getByRole('list', { name: 'Tracking history' })).getAllByRole('listitem')).toHaveLength(2),
    );
    // told inside the dialog (the toasts behind it are hidden from assistive technology)
    expect(view.getByRole('status')).toHaveTextContent(`${chioma.trackingNumber} accepted`);

    expect((await closeToCard(user, chioma)).getByText('Accepted')).toBeInTheDocument();
  });

  it('says a failed action inside the view and rolls it back', async () => {
    server.use(http.post('*/api/deliveries/:id/reject', serverError));
    const { user, view } = await openView(chioma);
    await user.click(view.getByRole('button', { name: 'Reject' }));
    await user.selectOptions(await view.findByLabelText('Reason for rejecting'), 'Outside our service area');
    await user.click(view.getByRole('button', { name: 'Reject request' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to reject delivery. Please try again.');
    expect(badges(chioma.trackingNumber).getByText('Pending')).toBeInTheDocument();
    // The form stays with the reason chosen, to try again.
    expect(view.getByLabelText('Reason for rejecting')).toHaveValue('Outside our service area');
    expect(view.getByRole('button', { name: 'Reject request' })).toBeEnabled();
    expect(statusOf(chioma.id)).toBe('pending');
  });

  it('still tells the outcome when the view is closed before the server answers', async () => {
    const { gate, release } = hold();
    server.use(
      http.post('*/api/deliveries/:id/accept', async () => {
        await gate;
        return serverError();
      }),
    );
    const { user, view } = await openView(chioma);
    await user.click(view.getByRole('button', { name: 'Accept' }));
    expect(await badges(chioma.trackingNumber).findByText('Accepted')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    release();
    expect(await screen.findByText('Failed to accept delivery. Please try again.')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: chioma.trackingNumber });
    await waitFor(() => expect(within(card).getByText('Pending')).toBeInTheDocument());
  });

  it('cancels with a required reason, then shows Cancelled in the view, the history and the list', async () => {
    const { user, view } = await openView(chioma);
    await user.click(view.getByRole('button', { name: 'Cancel delivery' }));
    const reason = view.getByRole('textbox', { name: 'Reason for cancelling' });
    expect(reason).toHaveFocus();

    await user.click(view.getByRole('button', { name: 'Cancel delivery' }));
    expect(await view.findByText('Please enter a reason for cancelling')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '   ');
    await user.click(view.getByRole('button', { name: 'Cancel delivery' }));
    expect(view.getByText('Please enter a reason for cancelling')).toBeInTheDocument();
    expect(statusOf(chioma.id)).toBe('pending');

    await user.clear(reason);
    await user.type(reason, 'Customer closed the pharmacy today');
    await user.click(view.getByRole('button', { name: 'Cancel delivery' }));
    expect(await badges(chioma.trackingNumber).findByText('Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(view.queryByRole('textbox', { name: 'Reason for cancelling' })).not.toBeInTheDocument());
    expect(statusOf(chioma.id)).toBe('cancelled');
    expect(view.queryByRole('button', { name: 'Cancel delivery' })).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(await view.findByText('Delivery cancelled: Customer closed the pharmacy today')).toBeInTheDocument();

    expect((await closeToCard(user, chioma)).getByText('Cancelled')).toBeInTheDocument();
  });

  it('keeps the reason typed when cancelling fails', async () => {
    server.use(http.post('*/api/deliveries/:id/cancel', serverError));
    const { user, view } = await openView(ibrahim);
    await user.click(view.getByRole('button', { name: 'Cancel delivery' }));
    await user.type(view.getByRole('textbox', { name: 'Reason for cancelling' }), 'Vehicle broke down');
    await user.click(view.getByRole('button', { name: 'Cancel delivery' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to cancel delivery. Please try again.');
    expect(view.getByRole('textbox', { name: 'Reason for cancelling' })).toHaveValue('Vehicle broke down');
    expect(badges(ibrahim.trackingNumber).getByText('Accepted')).toBeInTheDocument();
    expect(statusOf(ibrahim.id)).toBe('accepted');
  });

  it('offers no Cancel once a delivery has been picked up', async () => {
    await openDashboard(`/dashboard/deliveries?delivery=dlv_0006`);
    const view = within(await dialog(trackingNumber(7)));
    expect(view.getByRole('button', { name: 'Start Delivery' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Cancel delivery' })).not.toBeInTheDocument();
  });

  it('shows a loading skeleton, then the delivery', async () => {
    const { gate, release } = hold();
    // The list comes with the page (the section's loader waits for it); the view loads on its own.
    // Filtered to delivered ones, the list has no copy of Ibrahim's (accepted) delivery to show meanwhile.
    server.use(http.get('*/api/deliveries/:id', () => gate));
    await openDashboard(`/dashboard/deliveries?status=delivered&delivery=${ibrahim.id}`);
    const view = within(await dialog('Delivery details'));
    expect(view.getByText('Loading delivery…')).toBeInTheDocument();
    release();
    expect(await dialog(ibrahim.trackingNumber)).toBeInTheDocument();
    expect(screen.queryByText('Loading delivery…')).not.toBeInTheDocument();
  });

  it('says clearly when the delivery does not exist', async () => {
    const { user, router } = await openDashboard('/dashboard/deliveries?delivery=dlv_9999');
    const view = within(await dialog('Delivery not found'));
    expect(view.getByText(/dlv_9999/)).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Back to deliveries' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.href).toBe('/dashboard/deliveries');
  });

  it('shows an error with a Retry when the delivery cannot be loaded', async () => {
    server.use(http.get('*/api/deliveries/:id', serverError));
    const { user } = await openDashboard(`/dashboard/deliveries?delivery=${ibrahim.id}`);
    const view = within(await screen.findByRole('dialog'));
    // ky retries a failed GET twice, a second apart, before the error shows.
    const alert = await view.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Couldn’t load this delivery.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await dialog(ibrahim.trackingNumber)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Tracking history' })).toBeInTheDocument();
  });

  it('shows an error with a Retry when the tracking history cannot be loaded', async () => {
    server.use(http.get('*/api/deliveries/:id/tracking', serverError));
    const { user, view } = await openView(ibrahim);
    const alert = await view.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Couldn’t load the tracking history.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await view.findByRole('list', { name: 'Tracking history' })).toBeInTheDocument();
  });

  describe('Update location, for a delivery on the road', () => {
    const onTheRoad = { id: 'dlv_0007', trackingNumber: trackingNumber(6) };
    const events = () => db.state.trackingEvents.filter((e) => e.deliveryId === onTheRoad.id);

    it('asks for an address or coordinates, then shows the place in the history and as the last known location', async () => {
      const { user, view } = await openView(onTheRoad);
      await view.findByRole('list', { name: 'Tracking history' });
      const before = events().length;
      await user.click(view.getByRole('button', { name: 'Update location' }));
      const form = within(view.getByRole('form', { name: `Update the location of ${onTheRoad.trackingNumber}` }));
      expect(form.getByLabelText('Where is the rider?')).toHaveFocus();

      await user.click(form.getByRole('button', { name: 'Save location' }));
      expect(await form.findByText('Enter an address or the coordinates')).toBeInTheDocument();
      await user.type(form.getByLabelText('Latitude (optional)'), '6.5');
      await user.click(form.getByRole('button', { name: 'Save location' }));
      expect(await form.findByText('Enter both latitude and longitude, or neither')).toBeInTheDocument();
      expect(events()).toHaveLength(before);

      await user.type(form.getByLabelText('Longitude (optional)'), '3.39');
      await user.type(form.getByLabelText('Where is the rider?'), 'Third Mainland Bridge');
      await user.type(form.getByLabelText('Note (optional)'), 'Slow traffic towards Ikeja');
      await user.click(form.getByRole('button', { name: 'Save location' }));

      expect(await view.findByRole('status')).toHaveTextContent(`Location of ${onTheRoad.trackingNumber} updated`);
      expect(view.queryByRole('form', { name: /Update the location/ })).not.toBeInTheDocument();
      expect(view.getByText(/Last known location:/).parentElement).toHaveTextContent('Third Mainland Bridge');
      const steps = within(view.getByRole('list', { name: 'Tracking history' })).getAllByRole('listitem');
      expect(steps.at(-1)).toHaveTextContent('Slow traffic towards Ikeja');
      expect(steps.at(-1)).toHaveTextContent('Third Mainland Bridge');
      expect(events().at(-1)?.location).toEqual({
        address: 'Third Mainland Bridge',
        coordinates: { lat: 6.5, lng: 3.39 },
      });
    });

    it('keeps what was typed and says why when the update fails', async () => {
      server.use(http.post('*/api/tracking/:id/update', serverError));
      const { user, view } = await openView(onTheRoad);
      await view.findByRole('list', { name: 'Tracking history' });
      await user.click(view.getByRole('button', { name: 'Update location' }));
      await user.type(view.getByLabelText('Where is the rider?'), 'Lekki toll gate');
      await user.click(view.getByRole('button', { name: 'Save location' }));
      expect(await view.findByRole('alert')).toHaveTextContent('Failed to update the location. Please try again.');
      expect(view.getByLabelText('Where is the rider?')).toHaveValue('Lekki toll gate');
      expect(view.getByRole('button', { name: 'Save location' })).toBeEnabled();
    });

    it('is not offered before pickup or after delivery', async () => {
      await openDashboard(`/dashboard/deliveries?delivery=${ibrahim.id}`);
      const view = within(await dialog(ibrahim.trackingNumber));
      await view.findByRole('list', { name: 'Tracking history' });
      expect(view.queryByRole('button', { name: 'Update location' })).not.toBeInTheDocument();
    });
  });
});
