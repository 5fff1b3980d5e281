import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lagosWallClockToIso } from '@/forms/create-delivery-form';
import { renderApp, signInAs } from '@/test/render';
import { recordRequestBodies } from '@/test/requests';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { trackingNumber } from '@mocks/seed';

/** A Lagos wall-clock time (datetime-local) a week from now: always in the future. */
const nextWeek = () => {
  const lagos = new Date(Date.now() + 7 * 24 * 3_600_000 + 3_600_000);
  return `${lagos.toISOString().slice(0, 10)}T15:30`;
};

async function openForm() {
  await signInAs();
  const view = renderApp('/dashboard/deliveries/new');
  const form = within(await screen.findByRole('form', { name: 'New delivery' }));
  return { ...view, form };
}

type Form = Awaited<ReturnType<typeof openForm>>['form'];
type User = Awaited<ReturnType<typeof openForm>>['user'];

async function fillIn(user: User, form: Form, eta: string) {
  await user.type(form.getByLabelText('Name'), 'Adaeze Okafor');
  await user.type(form.getByLabelText('Email address'), 'adaeze@example.com');
  await user.type(form.getByLabelText('Phone number'), '+234 802 000 1111');
  await user.type(form.getByLabelText('Pickup address'), '12 Admiralty Way, Lekki Phase 1');
  await user.type(form.getByLabelText('Drop-off address'), '5 Awolowo Road, Ikoyi');
  await user.type(form.getByLabelText('Description'), 'Two cartons of printer paper');
  await user.type(form.getByLabelText('Items'), 'Printer paper (x2){Enter}Toner');
  await user.type(form.getByLabelText('Price (₦)'), '7,500');
  await user.selectOptions(form.getByLabelText('Priority'), 'High priority');
  await user.type(form.getByLabelText('Estimated arrival'), eta);
}

describe('New delivery', () => {
  it('opens from the Deliveries section', async () => {
    await signInAs();
    const { user, router } = renderApp('/dashboard/deliveries');
    await user.click(await screen.findByRole('link', { name: 'New delivery' }));
    expect(await screen.findByRole('form', { name: 'New delivery' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/deliveries/new');
  });

  it('says what is missing, field by field, and sends nothing', async () => {
    const { user, form } = await openForm();
    const before = db.state.deliveries.length;
    expect(form.getByRole('button', { name: 'Create delivery' })).toBeEnabled();
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    expect(await form.findByText("Please enter the customer's name")).toBeInTheDocument();
    expect(form.getByText('Please list at least one item')).toBeInTheDocument();
    expect(form.getByText('Please enter the price')).toBeInTheDocument();
    expect(form.getByText('Please enter when it should arrive')).toBeInTheDocument();
    expect(form.getByText("Please enter the customer's email address")).toBeInTheDocument();
    expect(form.getByText('Please describe the delivery')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveFocus());
    expect(db.state.deliveries).toHaveLength(before);
  });

  it('creates the delivery: it leads the list at once, with its detail open, and the server has every field', async () => {
    const { user, form, router } = await openForm();
    const eta = nextWeek();
    const expected = trackingNumber(13);
    await fillIn(user, form, eta);
    await user.click(form.getByRole('button', { name: 'Create delivery' }));

    const dialog = await screen.findByRole('dialog', { name: expected });
    expect(within(dialog).getByText('Two cartons of printer paper')).toBeInTheDocument();
    const created = db.state.deliveries.find((d) => d.trackingNumber === expected)!;
    expect(router.state.location.pathname).toBe('/dashboard/deliveries');
    expect(router.state.location.search).toEqual({ delivery: created.id });
    expect(created).toMatchObject({
      status: 'pending',
      customer: { name: 'Adaeze Okafor', email: 'adaeze@example.com', phone: '+234 802 000 1111' },
      from: { address: '12 Admiralty Way, Lekki Phase 1', city: 'Lagos' },
      to: { address: '5 Awolowo Road, Ikoyi', city: 'Lagos' },
      items: ['Printer paper (x2)', 'Toner'],
      price: 750_000, // kobo
      priority: 'high',
      estimatedDelivery: lagosWallClockToIso(eta),
    });
    // Not ticked: nothing to collect at the door.
    expect(created).not.toHaveProperty('cashOnDelivery');
    expect(await screen.findByText(`${expected} created`)).toBeInTheDocument();
    // Behind the open detail (a modal hides the page from the accessibility tree): first in the list.
    const cards = await screen.findAllByRole('article', { hidden: true });
    expect(within(cards[0]!).getByRole('heading', { name: expected, hidden: true })).toBeInTheDocument();
  });

  it('asks for the amount to collect once Cash on delivery is ticked, and sends it', async () => {
    const { user, form } = await openForm();
    const expected = trackingNumber(13);
    const sent = recordRequestBodies('POST', '/api/deliveries');
    expect(form.queryByLabelText('Amount to collect (₦)')).not.toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Cash on delivery' }));
    const amount = form.getByLabelText('Amount to collect (₦)');
    // Checked with every other field at once.
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    expect(await form.findByText('Please enter the amount to collect')).toBeInTheDocument();
    expect(form.getByText("Please enter the customer's name")).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await fillIn(user, form, nextWeek());
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(form.getByText('Please enter the amount to collect')).toBeInTheDocument();
    await user.type(amount, '0');
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    expect(await form.findByText('The smallest amount to collect is ₦1')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '20,000,000');
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    expect(await form.findByText('The largest amount to collect is ₦10,000,000')).toBeInTheDocument();
    expect(db.state.deliveries.some((d) => d.trackingNumber === expected)).toBe(false);

    await user.clear(amount);
    await user.type(amount, '48,500');
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    const detail = within(await screen.findByRole('dialog', { name: expected }));
    expect(sent).toEqual([expect.objectContaining({ cash_on_delivery: { amount: 48_500 } })]);
    // The server keeps it in kobo; the reply says it in naira.
    expect(db.state.deliveries.find((d) => d.trackingNumber === expected)?.cashOnDelivery).toEqual({
      amount: 4_850_000,
    });
    const cash = within(await detail.findByRole('region', { name: 'Cash on delivery' }));
    expect(cash.getByText(/to collect$/)).toHaveTextContent('₦48,500 to collect');
  });

  it('sends no cash on delivery when the box is ticked and then unticked', async () => {
    const { user, form } = await openForm();
    await fillIn(user, form, nextWeek());
    await user.click(form.getByRole('checkbox', { name: 'Cash on delivery' }));
    await user.type(form.getByLabelText('Amount to collect (₦)'), 'lots');
    await user.click(form.getByRole('checkbox', { name: 'Cash on delivery' }));
    expect(form.queryByLabelText('Amount to collect (₦)')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    await screen.findByRole('dialog', { name: trackingNumber(13) });
    expect(db.state.deliveries.find((d) => d.trackingNumber === trackingNumber(13))).not.toHaveProperty(
      'cashOnDelivery',
    );
  });

  it('keeps everything typed when the server fails, and says so', async () => {
    server.use(
      http.post('*/api/deliveries', () =>
        HttpResponse.json({ success: false, data: null, message: 'Something broke on our side' }, { status: 500 }),
      ),
    );
    const { user, form } = await openForm();
    const before = db.state.deliveries.length;
    await fillIn(user, form, nextWeek());
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to create delivery. Please try again.');
    expect(form.getByLabelText('Name')).toHaveValue('Adaeze Okafor');
    expect(form.getByLabelText('Items')).toHaveValue('Printer paper (x2)\nToner');
    expect(form.getByLabelText('Price (₦)')).toHaveValue('7,500');
    expect(form.getByRole('button', { name: 'Create delivery' })).toBeEnabled();
    expect(db.state.deliveries).toHaveLength(before);
  });

  it('shows the server’s reason when it refuses, keeping everything typed', async () => {
    server.use(
      http.post('*/api/deliveries', () =>
        HttpResponse.json(
          { success: false, data: null, message: 'We do not deliver to that city yet' },
          { status: 422 },
        ),
      ),
    );
    const { user, form } = await openForm();
    await fillIn(user, form, nextWeek());
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create delivery. Please try again.');
    expect(alert).toHaveTextContent('We do not deliver to that city yet');
    expect(form.getByLabelText('Name')).toHaveValue('Adaeze Okafor');
    expect(form.getByLabelText('Drop-off address')).toHaveValue('5 Awolowo Road, Ikoyi');
    expect(form.getByLabelText('Items')).toHaveValue('Printer paper (x2)\nToner');
    expect(form.getByLabelText('Priority')).toHaveValue('high');
    expect(form.getByRole('button', { name: 'Create delivery' })).toBeEnabled();
  });

  it('puts each field a 400 names under that field, the focus on the first, and the rest in the notice', async () => {
    const fields = [
      { field: 'customer.email', message: 'This address cannot receive mail' },
      { field: 'items.1', message: 'Use at most 200 characters' },
      { field: 'weight', message: 'Unknown field' },
    ];
    server.use(
      http.post('*/api/deliveries', () =>
        HttpResponse.json(
          {
            success: false,
            data: null,
            message: fields.map(({ field, message }) => `${field}: ${message}`).join('; '),
            code: 'VALIDATION_ERROR',
            fields,
          },
          { status: 400 },
        ),
      ),
    );
    const { user, form } = await openForm();
    await fillIn(user, form, nextWeek());
    await user.click(form.getByRole('button', { name: 'Create delivery' }));

    const email = form.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive mail'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(form.getByLabelText('Items')).toHaveAccessibleDescription(/Use at most 200 characters/);
    // A field the form does not have: said in the notice, by the server's name for it.
    expect(await form.findByRole('alert')).toHaveTextContent('weight: Unknown field');
    expect(form.getByLabelText('Name')).toHaveValue('Adaeze Okafor');
  });
});
