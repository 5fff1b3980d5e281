import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_RIDERS, DEMO_USER_ID, trackingNumber } from '@mocks/seed';
import { giveProof } from '@/test/proof';

/*
 * Cash on delivery at the door (issue 28), against the mock. dlv_0008 (5): Segun Alade's generator
 * parts, in transit with Kunle, ₦48,500 to collect. The demo partner asks for every proof: the
 * recipient's code (2468), their name and signature, a photo.
 */

const segun = { id: 'dlv_0008', trackingNumber: trackingNumber(5) };
const record = () => db.state.deliveries.find((d) => d.id === segun.id)!;
const serverError = () =>
  HttpResponse.json({ success: false, data: null, message: 'Something broke on our side' }, { status: 500 });

type User = ReturnType<typeof renderApp>['user'];

/** The detail of Segun's delivery, then its deliver dialog. */
async function openDeliverDialog() {
  await signInAs();
  const app = renderApp(`/dashboard/deliveries?delivery=${segun.id}`);
  const view = within(await screen.findByRole('dialog', { name: segun.trackingNumber }));
  const section = within(await view.findByRole('region', { name: 'Cash on delivery' }));
  expect(section.getByText(/to collect$/)).toHaveTextContent('₦48,500 to collect');
  await app.user.click(view.getByRole('button', { name: 'Mark as Delivered' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Deliver ${segun.trackingNumber}` }));
  return { ...app, view, dialog };
}

type Dialog = Awaited<ReturnType<typeof openDeliverDialog>>['dialog'];

/** The code checked, Segun's name, a typed signature and a photo. */
const giveSegunsProof = (user: User, dialog: Dialog) =>
  giveProof(user, dialog, { code: DEMO_RIDERS.deliveryCode, recipient: 'Segun Alade' });

const cashGroup = (dialog: Dialog) => within(dialog.getByRole('group', { name: 'Cash on delivery' }));
const amountField = (dialog: Dialog) => dialog.getByLabelText('Amount collected (₦)');

async function collect(user: User, dialog: Dialog, amount: string) {
  await user.clear(amountField(dialog));
  if (amount) await user.type(amountField(dialog), amount);
}

describe('Cash on delivery: delivering', { timeout: 30_000 }, () => {
  it('delivers ₦45,000 of ₦48,500: the detail shows the collection and what is short, Needs attention lists it', async () => {
    const { user, view, dialog } = await openDeliverDialog();
    await giveSegunsProof(user, dialog);

    const cash = cashGroup(dialog);
    expect(cash.getByText(/to collect$/)).toHaveTextContent('₦48,500 to collect');
    const how = within(cash.getByRole('group', { name: 'How it was paid' }));
    expect(how.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Cash',
      'Transfer',
      'POS',
    ]);
    expect(how.getByRole('radio', { name: 'Cash' })).toBeChecked();
    // The keyboard moves through the methods.
    await user.click(how.getByRole('radio', { name: 'Cash' }));
    await user.keyboard('{ArrowRight}');
    expect(how.getByRole('radio', { name: 'Transfer' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(how.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(how.getByRole('radio', { name: 'Cash' })).toHaveFocus();

    // The amount due, unless told otherwise; less says what follows.
    expect(amountField(dialog)).toHaveValue('48500');
    expect(amountField(dialog)).not.toHaveAccessibleDescription();
    await collect(user, dialog, '45,000');
    expect(amountField(dialog)).toHaveAccessibleDescription(
      '₦3,500 short: it shows in Needs attention until the rider hands the cash in',
    );

    await user.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Deliver / })).not.toBeInTheDocument());
    expect(record().status).toBe('delivered');
    expect(record().cashOnDelivery?.collected).toMatchObject({ method: 'cash', amount: 4_500_000 });

    const section = within(view.getByRole('region', { name: 'Cash on delivery' }));
    const collected = await section.findByText(/^Collected ₦45,000 in cash$/);
    const at = record().cashOnDelivery!.collected!.at;
    expect(collected.parentElement).toHaveTextContent(
      /^Collected ₦45,000 in cash at \d{2}:\d{2} · ₦3,500 short of ₦48,500$/,
    );
    expect(section.getByText('₦3,500 short')).toHaveClass('text-amber-800');
    expect(collected.parentElement?.querySelector('time')).toHaveAttribute('datetime', at);
    expect(section.getByText('Still with the rider')).toBeInTheDocument();
    // The history says it too (the mock's note).
    expect(
      await view.findByText('Cash on delivery: ₦45,000 collected in cash (₦3,500 short)', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();

    // Needs attention: delivered, no longer without a location, but short of cash.
    await user.click(view.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('link', { name: 'Needs attention' }));
    const list = within(await screen.findByRole('list', { name: 'Deliveries that need attention' }));
    const row = within(await list.findByRole('article', { name: segun.trackingNumber }));
    const why = within(row.getByRole('list', { name: 'Why' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(why).toEqual(['Collected ₦45,000 of ₦48,500 in cash: ₦3,500 short']);
    expect(screen.getByText(/deliveries? needs? attention:/)).toHaveTextContent(/· 1 with cash short$/);
  });

  it('keeps everything typed when the server fails, then delivers on the next try', async () => {
    server.use(http.post('*/api/deliveries/:id/deliver', serverError, { once: true }));
    const { user, dialog } = await openDeliverDialog();
    await giveSegunsProof(user, dialog);
    await user.click(cashGroup(dialog).getByRole('radio', { name: 'POS' }));
    await collect(user, dialog, '47000.50');
    await user.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));

    expect(await dialog.findByText('Failed to mark the delivery as delivered. Please try again.')).toBeInTheDocument();
    expect(record().status).toBe('in-transit');
    expect(dialog.getByLabelText('Recipient’s name')).toHaveValue('Segun Alade');
    expect(dialog.getByLabelText('Signature (the recipient types their name)')).toHaveValue('Segun Alade');
    expect(dialog.getByRole('img', { name: 'The proof photo' })).toBeInTheDocument();
    expect(cashGroup(dialog).getByRole('radio', { name: 'POS' })).toBeChecked();
    expect(amountField(dialog)).toHaveValue('47000.50');

    await user.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() => expect(record().status).toBe('delivered'));
    expect(record().cashOnDelivery?.collected).toMatchObject({ method: 'pos', amount: 4_700_050 });
  });

  it('refuses more than the amount to collect, at the field: before sending, and when the server says so', async () => {
    const { user, dialog } = await openDeliverDialog();
    await giveSegunsProof(user, dialog);
    await collect(user, dialog, '50000');
    await user.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));
    expect(amountField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(amountField(dialog)).toHaveAccessibleDescription('More than the ₦48,500 to collect');
    await collect(user, dialog, '');
    await user.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));
    expect(amountField(dialog)).toHaveAccessibleDescription('Enter the amount collected');
    await collect(user, dialog, '1.234');
    await user.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));
    expect(amountField(dialog)).toHaveAccessibleDescription('Use at most 2 decimal places (kobo)');
    expect(record().status).toBe('in-transit');

    // Meanwhile the amount to collect went down to ₦40,000: the server refuses, and says so at the amount.
    record().cashOnDelivery!.amount = 4_000_000;
    await collect(user, dialog, '45000');
    await user.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() => expect(amountField(dialog)).toHaveAccessibleDescription('More than the ₦40,000 to collect'));
    expect(amountField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(amountField(dialog)).toHaveValue('45000');
    expect(dialog.getByLabelText('Recipient’s name')).toHaveValue('Segun Alade');
    expect(record().status).toBe('in-transit');
    expect(record().cashOnDelivery?.collected).toBeUndefined();
  });

  it('asks for the cash even when the partner requires no proof', async () => {
    db.state.settings.find((s) => s.partnerId === DEMO_USER_ID)!.proofOfDelivery = {
      code: false,
      signature: false,
      photo: false,
    };
    const { user, dialog } = await openDeliverDialog();
    expect(await dialog.findByLabelText('Amount collected (₦)')).toHaveValue('48500');
    const cash = cashGroup(dialog);
    expect(dialog.queryByLabelText('Recipient’s delivery code')).not.toBeInTheDocument();
    await user.click(cash.getByRole('radio', { name: 'Transfer' }));
    await user.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() => expect(record().status).toBe('delivered'));
    expect(record().cashOnDelivery?.collected).toMatchObject({ method: 'transfer', amount: 4_850_000 });
  });
});

describe('Cash on delivery: the detail', { timeout: 20_000 }, () => {
  /* dlv_0009 (4): Sade delivered the textbooks and collected the ₦96,000 in cash; she still holds it. */
  const textbooks = { id: 'dlv_0009', trackingNumber: trackingNumber(4) };
  const cod = () => db.state.deliveries.find((d) => d.id === textbooks.id)!.cashOnDelivery!;

  async function openSection() {
    await signInAs();
    renderApp(`/dashboard/deliveries?delivery=${textbooks.id}`);
    const view = within(await screen.findByRole('dialog', { name: textbooks.trackingNumber }));
    return within(await view.findByRole('region', { name: 'Cash on delivery' }));
  }

  it('says what was collected, how and when, and that the rider still holds it', async () => {
    const section = await openSection();
    const collected = section.getByText('Collected ₦96,000 in cash');
    expect(collected.parentElement).toHaveTextContent(/^Collected ₦96,000 in cash at .*\d{2}:\d{2}$/);
    expect(collected.parentElement?.querySelector('time')).toHaveAttribute('datetime', cod().collected!.at);
    expect(section.queryByText(/short/)).not.toBeInTheDocument();
    expect(section.getByText('Still with the rider')).toBeInTheDocument();
  });

  it('says when the cash was handed in', async () => {
    cod().remittedAt = '2026-11-28T14:10:00.000Z';
    const section = await openSection();
    expect(section.getByText(/^Handed in/)).toHaveTextContent('Handed in 28 Nov 2026, 15:10');
    expect(section.queryByText('Still with the rider')).not.toBeInTheDocument();
  });
});
