import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { trackingNumber } from '@mocks/seed';

/*
 * docs/forms.md's rules for the three forms of the delivery detail view (issue 24): the
 * confirm button enabled, every invalid field marked at once with the focus on the first, a
 * server refusal's reason shown in the view, and everything typed kept.
 */

/* dlv_0001: a pending request (12); dlv_0004: an accepted delivery (9); dlv_0007: on the road (6). */
const pending = { id: 'dlv_0001', trackingNumber: trackingNumber(12) };
const accepted = { id: 'dlv_0004', trackingNumber: trackingNumber(9) };
const onTheRoad = { id: 'dlv_0007', trackingNumber: trackingNumber(6) };

const statusOf = (id: string) => db.state.deliveries.find((d) => d.id === id)?.status;
/** The next POST to `path` is refused (409) with `reason`; returns the reason. */
function refuseOnce(path: string, reason: string) {
  server.use(
    http.post(path, () => HttpResponse.json({ success: false, message: reason }, { status: 409 }), { once: true }),
  );
  return reason;
}

async function openDetail(delivery: { id: string; trackingNumber: string }) {
  await signInAs();
  const { user } = renderApp(`/dashboard/deliveries?delivery=${delivery.id}`);
  const view = within(await screen.findByRole('dialog', { name: delivery.trackingNumber }));
  return { user, view };
}

/** The form's alert: what failed, then the server's reason for refusing. */
async function expectRefusal(view: Awaited<ReturnType<typeof openDetail>>['view'], failed: string, reason: string) {
  const alert = await view.findByRole('alert');
  expect(alert).toHaveTextContent(failed);
  expect(alert).toHaveTextContent(reason);
}

describe('the delivery detail forms follow the one form-error style', { timeout: 20_000 }, () => {
  it('Update location: every invalid field at once, the first focused; a refusal says why; the typing stays', async () => {
    const refusal = refuseOnce('*/api/tracking/:id/update', 'This delivery is no longer on the road');
    const { user, view } = await openDetail(onTheRoad);
    await view.findByRole('list', { name: 'Tracking history' });
    await user.click(view.getByRole('button', { name: 'Update location' }));
    const form = within(view.getByRole('form', { name: `Update the location of ${onTheRoad.trackingNumber}` }));

    await user.type(form.getByLabelText('Latitude (optional)'), 'north');
    await user.type(form.getByLabelText('Note (optional)'), 'Slow traffic');
    const save = form.getByRole('button', { name: 'Save location' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await form.findByText('Enter the latitude as a number between -90 and 90')).toBeInTheDocument();
    expect(form.getByText('Enter both latitude and longitude, or neither')).toBeInTheDocument();
    expect(form.getByLabelText('Longitude (optional)')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.getByLabelText('Latitude (optional)')).toHaveFocus());

    await user.clear(form.getByLabelText('Latitude (optional)'));
    await user.type(form.getByLabelText('Where is the rider?'), 'Lekki toll gate');
    await user.click(save);
    await expectRefusal(view, 'Failed to update the location. Please try again.', refusal);
    expect(form.getByLabelText('Where is the rider?')).toHaveValue('Lekki toll gate');
    expect(form.getByLabelText('Note (optional)')).toHaveValue('Slow traffic');
    expect(save).toBeEnabled();
  });

  it('Reject: "Other" without words is marked and focused; a refusal says why; the reason stays', async () => {
    const refusal = refuseOnce('*/api/deliveries/:id/reject', 'This request was withdrawn by the customer');
    const { user, view } = await openDetail(pending);
    await user.click(view.getByRole('button', { name: 'Reject' }));
    await user.selectOptions(await view.findByLabelText('Reason for rejecting'), 'Other');
    const confirm = view.getByRole('button', { name: 'Reject request' });
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await view.findByText('Please enter a reason for rejecting')).toBeInTheDocument();
    await waitFor(() => expect(view.getByLabelText('Your reason')).toHaveFocus());
    expect(statusOf(pending.id)).toBe('pending');

    await user.type(view.getByLabelText('Your reason'), 'Rider off sick today');
    await user.click(confirm);
    await expectRefusal(view, 'Failed to reject delivery. Please try again.', refusal);
    expect(view.getByLabelText('Reason for rejecting')).toHaveValue('Other');
    expect(view.getByLabelText('Your reason')).toHaveValue('Rider off sick today');
    expect(view.getByRole('button', { name: 'Reject request' })).toBeEnabled();
    expect(statusOf(pending.id)).toBe('pending');
  });

  it('Cancel: a blank reason is marked and focused; a refusal says why; the reason stays', async () => {
    const refusal = refuseOnce('*/api/deliveries/:id/cancel', 'The rider has already picked it up');
    const { user, view } = await openDetail(accepted);
    await user.click(view.getByRole('button', { name: 'Cancel delivery' }));
    const reason = view.getByRole('textbox', { name: 'Reason for cancelling' });
    await user.type(reason, '   ');
    const confirm = view.getByRole('button', { name: 'Cancel delivery' });
    await user.click(confirm);
    expect(await view.findByText('Please enter a reason for cancelling')).toBeInTheDocument();
    await waitFor(() => expect(reason).toHaveFocus());

    await user.clear(reason);
    await user.type(reason, 'Customer asked to wait a week');
    await user.click(confirm);
    await expectRefusal(view, 'Failed to cancel delivery. Please try again.', refusal);
    expect(reason).toHaveValue('Customer asked to wait a week');
    expect(view.getByRole('button', { name: 'Cancel delivery' })).toBeEnabled();
    expect(statusOf(accepted.id)).toBe('accepted');
  });
});
