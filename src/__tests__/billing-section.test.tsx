import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getBillingInfo } from '@/api/billing';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_USER_ID } from '@mocks/seed';
import { renderApp, signInAs } from '@/test/render';

/*
 * The Billing tab through the real /dashboard route against the mock API. The demo partner
 * starts with Swift Riders Ltd's billing info, one default GTBank bank-transfer method
 * (••6789) and ten wallet transactions.
 */

/** The first render loads the dashboard's lazy route chunk and the first toast loads sonner: slow on a busy machine. */
const LOAD = { timeout: 5_000 };

const failure = (status: number, message?: string, code?: string) =>
  HttpResponse.json(
    { success: false, data: null, ...(message ? { message } : {}), ...(code ? { code } : {}) },
    { status },
  );

async function openBilling() {
  await signInAs();
  const view = renderApp('/dashboard/billing');
  const companyName = await screen.findByLabelText('Company name', {}, LOAD);
  await waitFor(() => expect(companyName).toHaveValue('Swift Riders Ltd'));
  return view;
}

const field = (label: string) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: 'Update Billing Info' });
const methodsSection = () => screen.getByRole('region', { name: 'Payment methods' });
const methodItems = () => within(screen.getByRole('list', { name: 'Payment methods' })).getAllByRole('listitem');
const methodItem = (name: string) => methodItems().find((item) => item.textContent?.includes(name));

/** Waits for the payment method named e.g. 'GTBank ••6789' to be listed. */
async function findMethod(name: string) {
  await screen.findByRole('list', { name: 'Payment methods' }, LOAD);
  await waitFor(() => expect(methodItem(name)).toBeDefined());
  return methodItem(name)!;
}

function addMethod(method: { id: string; provider: string; last4: string; isDefault?: boolean }) {
  db.state.paymentMethods.push({
    partnerId: DEMO_USER_ID,
    type: 'bank_transfer',
    accountName: 'Swift Riders Ltd',
    isDefault: false,
    ...method,
  });
}

describe('Billing tab: billing information', () => {
  it('loads the saved billing information into the form', async () => {
    await openBilling();
    expect(field('Address')).toHaveValue('15 Adeola Odeku Street, Victoria Island');
    expect(field('City')).toHaveValue('Lagos');
    expect(field('Country')).toHaveValue('Nigeria');
    expect(field('Tax ID')).toHaveValue('TIN-20481937-0001');
    expect(field('Billing email')).toHaveValue('billing@swiftriders.ng');
    expect(field('Phone')).toHaveValue('+234 803 123 4567');
  });

  it('refuses a blank (or whitespace-only) company name and an invalid e-mail without calling the server', async () => {
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(request.url);
    });
    const { user } = await openBilling();

    await user.clear(field('Company name'));
    await user.type(field('Company name'), '   ');
    await user.clear(field('Billing email'));
    await user.type(field('Billing email'), 'not-an-email');
    await user.click(saveButton());

    expect(await screen.findByText('Please enter your company name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Company name')).toHaveAccessibleDescription('Please enter your company name');
    expect(field('Billing email')).toHaveAccessibleDescription('Please enter a valid email address');
    // Every invalid field at once, the focus on the first; the button stays enabled.
    expect(field('Company name')).toHaveFocus();
    expect(saveButton()).toBeEnabled();
    expect(field('Billing email')).toHaveValue('not-an-email');
    expect(puts).toEqual([]);
  });

  it('saves through PUT /api/billing with every field, trimmed; GET /api/billing then returns the new values', async () => {
    let body: unknown;
    server.use(
      http.put('*/api/billing', async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const { user } = await openBilling();

    await user.clear(field('City'));
    await user.type(field('City'), '  Abuja ');
    await user.clear(field('Address'));
    await user.type(field('Address'), 'Plot 12 Aminu Kano Crescent, Wuse 2');
    await user.click(saveButton());

    expect(await screen.findByText('Billing information updated', {}, LOAD)).toBeInTheDocument();
    expect(body).toEqual({
      company_name: 'Swift Riders Ltd',
      address: 'Plot 12 Aminu Kano Crescent, Wuse 2',
      city: 'Abuja',
      country: 'Nigeria',
      tax_id: 'TIN-20481937-0001',
      email: 'billing@swiftriders.ng',
      phone: '+234 803 123 4567',
    });
    expect(await getBillingInfo()).toMatchObject({
      city: 'Abuja',
      address: 'Plot 12 Aminu Kano Crescent, Wuse 2',
      companyName: 'Swift Riders Ltd',
    });
    expect(field('City')).toHaveValue('Abuja');
  });

  it('disables Update Billing Info while saving', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('*/api/billing', async () => {
        await gate;
      }),
    );
    const { user } = await openBilling();
    await user.clear(field('City'));
    await user.type(field('City'), 'Ibadan');
    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Billing information updated', {}, LOAD)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('keeps the typed values and shows the §8-style text when saving fails', async () => {
    server.use(http.put('*/api/billing', () => failure(500)));
    const { user } = await openBilling();

    await user.clear(field('City'));
    await user.type(field('City'), 'Kano');
    await user.clear(field('Tax ID'));
    await user.type(field('Tax ID'), 'TIN-99999999-0002');
    await user.click(saveButton());

    expect(
      await screen.findByText('Failed to update billing information. Please try again.', {}, LOAD),
    ).toBeInTheDocument();
    expect(field('City')).toHaveValue('Kano');
    expect(field('Tax ID')).toHaveValue('TIN-99999999-0002');
    expect(saveButton()).toBeEnabled();
    expect(await getBillingInfo()).toMatchObject({ city: 'Lagos' });
  });

  it("shows the server's reason for a refusal in the form, not as a toast, keeping what was typed", async () => {
    server.use(http.put('*/api/billing', () => failure(400, 'tax_id: Tax ID is not recognised', 'VALIDATION_ERROR')));
    const { user } = await openBilling();
    await user.clear(field('Tax ID'));
    await user.type(field('Tax ID'), 'TIN-00000000-0000');
    await user.click(saveButton());
    const section = screen.getByRole('region', { name: 'Billing information' });
    expect(await within(section).findByRole('alert', {}, LOAD)).toHaveTextContent('tax_id: Tax ID is not recognised');
    expect(
      screen.queryByText('tax_id: Tax ID is not recognised', { selector: '[data-sonner-toast] *' }),
    ).not.toBeInTheDocument();
    expect(field('Tax ID')).toHaveValue('TIN-00000000-0000');
    expect(field('Company name')).toHaveValue('Swift Riders Ltd');
    expect(saveButton()).toBeEnabled();
    expect(await getBillingInfo()).toMatchObject({ taxId: 'TIN-20481937-0001' });
  });

  it('offers a retry when the billing information cannot be loaded', async () => {
    await signInAs();
    server.use(http.get('*/api/billing', () => failure(403, 'Forbidden', 'FORBIDDEN'), { once: true }));
    const { user } = renderApp('/dashboard/billing');
    const section = await screen.findByRole('region', { name: 'Billing information' }, LOAD);
    expect(await within(section).findByText("Couldn't load your billing information.")).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(field('Company name')).toHaveValue('Swift Riders Ltd'));
  });
});

describe('Billing tab: payment methods', () => {
  it('lists the seeded bank transfer as the default', async () => {
    await openBilling();
    await findMethod('GTBank ••6789');
    const [gtbank] = methodItems();
    expect(methodItems()).toHaveLength(1);
    expect(within(gtbank!).getByText('Default')).toBeInTheDocument();
    expect(gtbank).toHaveTextContent('Bank transfer · Swift Riders Ltd');
  });

  it('adds a payment method through the form, validating it first; a new default takes over', async () => {
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');

    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
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
    await waitFor(() => expect(methodItems()).toHaveLength(2));
    await waitFor(() => expect(within(methodItem('Access Bank ••4321')!).getByText('Default')).toBeInTheDocument());
    expect(within(methodItem('GTBank ••6789')!).queryByText('Default')).not.toBeInTheDocument();
  });

  it('adds a card, with the fields named for a card', async () => {
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });

    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Card');
    await user.type(within(dialog).getByLabelText('Card provider'), 'Verve');
    await user.type(within(dialog).getByLabelText('Account name'), 'Ada Okafor');
    await user.type(within(dialog).getByLabelText('Card number'), '5061000000001234');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(() => expect(methodItem('Verve ••1234')).toBeDefined());
    expect(methodItem('Verve ••1234')).toHaveTextContent('Card · Ada Okafor');
    expect(within(methodItem('Verve ••1234')!).queryByText('Default')).not.toBeInTheDocument();
    expect(within(methodItem('GTBank ••6789')!).getByText('Default')).toBeInTheDocument();
  });

  it('keeps the typed values in the dialog when adding fails', async () => {
    server.use(http.post('*/api/payment-methods', () => failure(500)));
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
    await user.type(within(dialog).getByLabelText('Bank name'), 'Zenith Bank');
    await user.type(within(dialog).getByLabelText('Account name'), 'Swift Riders Ltd');
    await user.type(within(dialog).getByLabelText('Account number'), '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to add payment method. Please try again.',
    );
    expect(within(dialog).getByLabelText('Bank name')).toHaveValue('Zenith Bank');
    expect(within(dialog).getByLabelText('Account number')).toHaveValue('1234567890');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(methodItems()).toHaveLength(1);
  });

  it("shows the server's reason for refusing a new method in the dialog, keeping what was typed", async () => {
    server.use(
      http.post('*/api/payment-methods', () =>
        failure(422, 'This account number is already one of your payment methods', 'DUPLICATE_PAYMENT_METHOD'),
      ),
    );
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
    await user.type(within(dialog).getByLabelText('Bank name'), 'GTBank');
    await user.type(within(dialog).getByLabelText('Account name'), 'Swift Riders Ltd');
    await user.type(within(dialog).getByLabelText('Account number'), '0123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment method' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account number is already one of your payment methods',
    );
    expect(within(dialog).queryByText('Failed to add payment method. Please try again.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bank name')).toHaveValue('GTBank');
    expect(within(dialog).getByLabelText('Account name')).toHaveValue('Swift Riders Ltd');
    expect(within(dialog).getByLabelText('Account number')).toHaveValue('0123456789');
    expect(within(dialog).getByRole('button', { name: 'Add payment method' })).toBeEnabled();
  });

  it('edits a payment method', async () => {
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');

    await user.click(screen.getByRole('button', { name: 'Edit GTBank ••6789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment method' });
    expect(within(dialog).getByLabelText('Bank name')).toHaveValue('GTBank');
    await user.clear(within(dialog).getByLabelText('Bank name'));
    await user.type(within(dialog).getByLabelText('Bank name'), 'Guaranty Trust Bank');
    await user.clear(within(dialog).getByLabelText('Account name'));
    await user.type(within(dialog).getByLabelText('Account name'), 'Swift Riders Logistics');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Payment method updated', {}, LOAD)).toBeInTheDocument();
    await waitFor(() =>
      expect(methodItem('Guaranty Trust Bank ••6789')).toHaveTextContent('Bank transfer · Swift Riders Logistics'),
    );
    expect(db.state.paymentMethods.find((m) => m.id === 'pm_gtbank')).toMatchObject({
      provider: 'Guaranty Trust Bank',
      isDefault: true,
    });
  });

  it('makes another method the default from its edit form', async () => {
    addMethod({ id: 'pm_access', provider: 'Access Bank', last4: '4321' });
    const { user } = await openBilling();
    await findMethod('Access Bank ••4321');

    await user.click(screen.getByRole('button', { name: 'Edit Access Bank ••4321' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment method' });
    await user.click(within(dialog).getByLabelText('Default payment method'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(within(methodItem('Access Bank ••4321')!).getByText('Default')).toBeInTheDocument());
    await waitFor(() => expect(within(methodItem('GTBank ••6789')!).queryByText('Default')).not.toBeInTheDocument());
  });

  it("shows the server's refusal to un-default the only default under the checkbox, keeping the form open", async () => {
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');
    await user.click(screen.getByRole('button', { name: 'Edit GTBank ••6789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment method' });
    await user.clear(within(dialog).getByLabelText('Bank name'));
    await user.type(within(dialog).getByLabelText('Bank name'), 'GT Bank Plc');
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
    expect(within(dialog).getByLabelText('Bank name')).toHaveValue('GT Bank Plc');
    expect(db.state.paymentMethods.find((m) => m.id === 'pm_gtbank')).toMatchObject({
      provider: 'GTBank',
      isDefault: true,
    });
  });

  it('deletes a payment method after confirmation; the next one becomes the default', async () => {
    addMethod({ id: 'pm_access', provider: 'Access Bank', last4: '4321' });
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');

    await user.click(screen.getByRole('button', { name: 'Delete GTBank ••6789' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete payment method?' });
    expect(confirm).toHaveTextContent(
      'GTBank ••6789 will be removed from your account. Your next method becomes the default.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment method deleted', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(methodItems()).toHaveLength(1));
    expect(methodItem('GTBank ••6789')).toBeUndefined();
    await waitFor(() => expect(within(methodItem('Access Bank ••4321')!).getByText('Default')).toBeInTheDocument());
  });

  it('keeps the method when the deletion is cancelled, and shows an empty state once the last one is gone', async () => {
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');

    await user.click(screen.getByRole('button', { name: 'Delete GTBank ••6789' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(methodItems()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete GTBank ••6789' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(methodsSection()).findByText('No payment methods yet')).toBeInTheDocument();
    expect(db.state.paymentMethods.filter((m) => m.partnerId === DEMO_USER_ID)).toEqual([]);
  });

  it('tells the partner when a deletion fails and keeps the method', async () => {
    server.use(http.delete('*/api/payment-methods/:id', () => failure(500)));
    const { user } = await openBilling();
    await findMethod('GTBank ••6789');
    await user.click(screen.getByRole('button', { name: 'Delete GTBank ••6789' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete payment method. Please try again.', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(methodItem('GTBank ••6789')).toBeDefined();
    expect(db.state.paymentMethods.some((m) => m.id === 'pm_gtbank')).toBe(true);
  });
});

describe('Billing tab: billing history', () => {
  it('lists the transactions in a captioned table with amount, description, date and status', async () => {
    await openBilling();
    const table = await screen.findByRole('table', { name: 'Billing history' });
    const rows = within(table).getAllByRole('row').slice(1); // the header row first
    expect(rows).toHaveLength(10);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Status']);

    const fee = rows[0]!;
    expect(fee).toHaveTextContent('Platform fee (10%)');
    expect(within(fee).getByText('−₦1,800')).toBeInTheDocument();
    expect(within(fee).getAllByText('Completed').length).toBeGreaterThan(0); // a narrow screen shows it under the amount
    const feeDate = db.state.transactions.find((t) => t.id === 'txn_02')!.date;
    expect(
      within(fee).getAllByText(
        new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(new Date(feeDate)),
      ).length,
    ).toBeGreaterThan(0);

    const failed = rows.find((row) => row.textContent?.includes('Failed'))!;
    expect(failed).toHaveTextContent('Withdrawal to GTBank ••6789');
    expect(within(failed).getByText('−₦5,000')).toBeInTheDocument();
    const pending = rows.find((row) => row.textContent?.includes('Pending'))!;
    expect(within(pending).getByText('+₦12,000')).toBeInTheDocument();
  });

  it('pages through a long history', async () => {
    for (let i = 0; i < 15; i += 1) {
      db.state.transactions.push({
        partnerId: DEMO_USER_ID,
        id: `txn_extra_${i}`,
        type: 'credit',
        amount: (1_000 + i) * 100, // kobo, as the mock's database keeps money
        fee: 0,
        description: `Old settlement ${i}`,
        date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
        status: 'completed',
        category: 'earning',
        reference: `EARN-X${i}`,
        timeline: [],
      });
    }
    const { user } = await openBilling();
    const table = await screen.findByRole('table', { name: 'Billing history, page 1 of 2' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('table', { name: 'Billing history, page 2 of 2' });
    await waitFor(() => expect(within(second).getAllByRole('row')).toHaveLength(6));
    expect(second).toHaveTextContent('Old settlement 0');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows an empty state when there are no transactions', async () => {
    db.state.transactions = [];
    await openBilling();
    expect(
      await within(screen.getByRole('region', { name: 'Billing history' })).findByText('No transactions yet'),
    ).toBeInTheDocument();
  });
});
