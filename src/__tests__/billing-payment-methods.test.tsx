import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_USER_ID } from '@mocks/seed';
import { renderApp, signInAs } from '@/test/render';
import { failure } from '@/test/replies';

/*
 * The Billing tab's payment methods, through the real route against the mock API: what
 * DeliverOS charges its invoices to. The demo partner starts with a default Verve card (••4081)
 * and a First Bank transfer (••3318); the payout account (GTBank ••6789) is the wallet's.
 */

/** The first render loads the dashboard's lazy route chunk and the first toast loads sonner: slow on a busy machine. */
const LOAD = { timeout: 5_000 };

async function openBilling() {
  await signInAs();
  const view = renderApp('/dashboard/billing');
  await screen.findByRole('list', { name: 'Payment methods' }, LOAD);
  return view;
}

const CARD = 'Verve ••4081';
const TRANSFER = 'First Bank ••3318';
const methodsSection = () => screen.getByRole('region', { name: 'Payment methods' });
const methodItems = () => within(screen.getByRole('list', { name: 'Payment methods' })).getAllByRole('listitem');
const methodItem = (name: string) => methodItems().find((item) => item.textContent?.includes(name));

/** Waits for the payment method named e.g. 'Verve ••4081' to be listed. */
async function findMethod(name: string) {
  await screen.findByRole('list', { name: 'Payment methods' }, LOAD);
  await waitFor(() => expect(methodItem(name)).toBeDefined());
  return methodItem(name)!;
}

/** Opens Billing and its Add payment method dialog. */
async function openAddMethod() {
  const { user } = await openBilling();
  await findMethod(CARD);
  await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
  return { dialog, user };
}

/** Opens Billing and the Edit dialog of the payment method named e.g. 'Verve ••4081'. */
async function editMethod(name: string) {
  const { user } = await openBilling();
  await findMethod(name);
  await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit payment method' });
  return { dialog, user };
}

/** Opens Billing, fills Add payment method with a bank account of Swift Riders Ltd and sends it. */
async function addBankMethod(bank: string, accountNumber: string) {
  const { dialog, user } = await openAddMethod();
  await user.type(within(dialog).getByLabelText('Bank name'), bank);
  await user.type(within(dialog).getByLabelText('Account name'), 'Swift Riders Ltd');
  await user.type(within(dialog).getByLabelText('Account number'), accountNumber);
  await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));
  return { dialog, user };
}

describe('Billing tab: payment methods', () => {
  it('lists the card (the default) and the bank transfer invoices are charged to, never the payout account', async () => {
    await openBilling();
    await findMethod(CARD);
    expect(methodItems()).toHaveLength(2);
    expect(within(methodItem(CARD)!).getByText('Default')).toBeInTheDocument();
    expect(methodItem(CARD)).toHaveTextContent('Card · Ada Okafor');
    expect(within(methodItem(TRANSFER)!).queryByText('Default')).not.toBeInTheDocument();
    expect(methodItem(TRANSFER)).toHaveTextContent('Bank transfer · Swift Riders Ltd');
    expect(within(methodsSection()).getByText(/Charged for your DeliverOS invoices/)).toBeInTheDocument();
    expect(methodsSection()).not.toHaveTextContent('6789');
  });

  it('adds a payment method through the form, validating it first; a new default takes over', async () => {
    const { dialog, user } = await openAddMethod();
    await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));
    expect(await within(dialog).findByText('Please enter the bank or card provider')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the account name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the account number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bank name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Bank name'), 'Access Bank');
    await user.type(within(dialog).getByLabelText('Account name'), 'Swift Riders Ltd');
    await user.type(within(dialog).getByLabelText('Account number'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));
    expect(await within(dialog).findByText('The account number must be 10 to 19 digits')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Account number'));
    await user.type(within(dialog).getByLabelText('Account number'), '0987 654 321');
    await user.click(within(dialog).getByLabelText('Set as default payment method'));
    await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));

    expect(await screen.findByText('Payment method added', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(methodItems()).toHaveLength(3));
    await waitFor(() => expect(within(methodItem('Access Bank ••4321')!).getByText('Default')).toBeInTheDocument());
    expect(within(methodItem(CARD)!).queryByText('Default')).not.toBeInTheDocument();
  });

  it('adds a card, with the fields named for a card', async () => {
    const { dialog, user } = await openAddMethod();

    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Card');
    await user.type(within(dialog).getByLabelText('Card provider'), 'Mastercard');
    await user.type(within(dialog).getByLabelText('Account name'), 'Ada Okafor');
    await user.type(within(dialog).getByLabelText('Card number'), '5399000000001234');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(() => expect(methodItem('Mastercard ••1234')).toBeDefined());
    expect(methodItem('Mastercard ••1234')).toHaveTextContent('Card · Ada Okafor');
    expect(within(methodItem('Mastercard ••1234')!).queryByText('Default')).not.toBeInTheDocument();
    expect(within(methodItem(CARD)!).getByText('Default')).toBeInTheDocument();
  });

  it('keeps the typed values in the dialog when adding fails', async () => {
    server.use(http.post('*/api/payment-methods', () => failure(500)));
    const { dialog, user } = await addBankMethod('Zenith Bank', '1234567890');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to add payment method. Please try again.',
    );
    expect(within(dialog).getByLabelText('Bank name')).toHaveValue('Zenith Bank');
    expect(within(dialog).getByLabelText('Account number')).toHaveValue('1234567890');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(methodItems()).toHaveLength(2);
  });

  it("shows the server's reason for refusing a new method in the dialog, keeping what was typed", async () => {
    server.use(
      http.post('*/api/payment-methods', () =>
        failure(422, 'This account number is already one of your payment methods', 'DUPLICATE_PAYMENT_METHOD'),
      ),
    );
    const { dialog } = await addBankMethod('First Bank', '0123453318');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account number is already one of your payment methods',
    );
    expect(within(dialog).queryByText('Failed to add payment method. Please try again.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bank name')).toHaveValue('First Bank');
    expect(within(dialog).getByLabelText('Account name')).toHaveValue('Swift Riders Ltd');
    expect(within(dialog).getByLabelText('Account number')).toHaveValue('0123453318');
    expect(within(dialog).getByRole('button', { name: 'Add payment method' })).toBeEnabled();
  });

  it('shows a refusal that names a field under that field, with the focus, keeping what was typed', async () => {
    server.use(
      http.post('*/api/payment-methods', () =>
        failure(400, 'account_number: This bank does not issue that number', 'VALIDATION_ERROR'),
      ),
    );
    const { dialog } = await addBankMethod('Zenith Bank', '1234567890');

    const number = within(dialog).getByLabelText('Account number');
    await waitFor(() => expect(number).toHaveAccessibleDescription(/This bank does not issue that number/));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(number).toHaveValue('1234567890');
    expect(within(dialog).getByLabelText('Bank name')).toHaveValue('Zenith Bank');
    expect(within(dialog).getByLabelText('Account name')).toHaveValue('Swift Riders Ltd');
  });

  it('edits a payment method', async () => {
    const { dialog, user } = await editMethod(TRANSFER);
    expect(within(dialog).getByLabelText('Bank name')).toHaveValue('First Bank');
    await user.clear(within(dialog).getByLabelText('Bank name'));
    await user.type(within(dialog).getByLabelText('Bank name'), 'First Bank of Nigeria');
    await user.clear(within(dialog).getByLabelText('Account name'));
    await user.type(within(dialog).getByLabelText('Account name'), 'Swift Riders Logistics');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Payment method updated', {}, LOAD)).toBeInTheDocument();
    await waitFor(() =>
      expect(methodItem('First Bank of Nigeria ••3318')).toHaveTextContent('Bank transfer · Swift Riders Logistics'),
    );
    expect(db.state.paymentMethods.find((m) => m.id === 'pm_firstbank')).toMatchObject({
      provider: 'First Bank of Nigeria',
      isDefault: false,
    });
  });

  it('makes another method the default from its edit form', async () => {
    const { dialog, user } = await editMethod(TRANSFER);
    await user.click(within(dialog).getByLabelText('Default payment method'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(within(methodItem(TRANSFER)!).getByText('Default')).toBeInTheDocument());
    await waitFor(() => expect(within(methodItem(CARD)!).queryByText('Default')).not.toBeInTheDocument());
  });

  it("shows the server's refusal to un-default the only default under the checkbox, keeping the form open", async () => {
    const { dialog, user } = await editMethod(CARD);
    await user.clear(within(dialog).getByLabelText('Card provider'));
    await user.type(within(dialog).getByLabelText('Card provider'), 'Verve Plc');
    await user.click(within(dialog).getByLabelText('Default payment method'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const checkbox = within(dialog).getByLabelText('Default payment method');
    await waitFor(() =>
      expect(checkbox).toHaveAccessibleDescription(
        'A default payment method is required: make another method the default instead',
      ),
    );
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveFocus();
    expect(checkbox).not.toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Card provider')).toHaveValue('Verve Plc');
    expect(db.state.paymentMethods.find((m) => m.id === 'pm_verve')).toMatchObject({
      provider: 'Verve',
      isDefault: true,
    });
  });

  it('deletes a payment method after confirmation; the next one becomes the default', async () => {
    const { user } = await openBilling();
    await findMethod(CARD);

    await user.click(screen.getByRole('button', { name: `Delete ${CARD}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete payment method?' });
    expect(confirm).toHaveTextContent(
      `${CARD} will be removed from your account. Your next method becomes the default.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment method deleted', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(methodItems()).toHaveLength(1));
    expect(methodItem(CARD)).toBeUndefined();
    await waitFor(() => expect(within(methodItem(TRANSFER)!).getByText('Default')).toBeInTheDocument());
  });

  it('keeps the method when the deletion is cancelled, and shows an empty state once the last one is gone', async () => {
    const { user } = await openBilling();
    await findMethod(CARD);

    await user.click(screen.getByRole('button', { name: `Delete ${CARD}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(methodItems()).toHaveLength(2);

    for (const name of [TRANSFER, CARD]) {
      await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    expect(await within(methodsSection()).findByText('No payment methods yet')).toBeInTheDocument();
    expect(db.state.paymentMethods.filter((m) => m.partnerId === DEMO_USER_ID)).toEqual([]);
  });

  it('tells the partner when a deletion fails and keeps the method', async () => {
    server.use(http.delete('*/api/payment-methods/:id', () => failure(500)));
    const { user } = await openBilling();
    await findMethod(CARD);
    await user.click(screen.getByRole('button', { name: `Delete ${CARD}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete payment method. Please try again.', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(methodItem(CARD)).toBeDefined();
    expect(db.state.paymentMethods.some((m) => m.id === 'pm_verve')).toBe(true);
  });
});
