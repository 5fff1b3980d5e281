import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { billingInfoMessages } from '@/forms/billing-info-form';
import { paymentMethodMessages } from '@/forms/payment-method-form';
import { faultMatrix, findDialog, loadRow, toast, type FaultRow } from '@/test/faults';
import { db } from '@mocks/db';
import { DEMO_USER_ID } from '@mocks/seed';

/*
 * Fault matrix, the Billing tab: the plan, the invoices (the billing history) and a receipt,
 * the billing information form and the payment methods (add, edit, delete). The demo partner
 * has Swift Riders Ltd's billing information, a default Verve card (••4081) and a First Bank
 * transfer (••3318), and three paid invoices. See src/test/faults.ts.
 */

const BILLING_TAB = '/dashboard/billing';
const RECEIPT = '/dashboard/billing/invoices/inv_demo_0011';
const region = (name: string) => within(screen.getByRole('region', { name }));
const banner = () => screen.queryByText('Failed to load dashboard data');
const field = (label: string) => screen.getByLabelText(label);
const billingOnServer = () => db.state.billing.find((b) => b.partnerId === DEMO_USER_ID)!;
const methodsOnServer = () => db.state.paymentMethods.filter((m) => m.partnerId === DEMO_USER_ID);
const methodList = () => within(screen.getByRole('list', { name: 'Payment methods' }));
const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

const billingEdit = { City: 'Abuja', Address: '12 Wuse 2' };
const newMethod = { 'Bank name': 'Zenith Bank', 'Account name': 'Swift Riders Ltd', 'Account number': '1012345678' };
const renamed = 'Swift Riders Logistics';

const readyBilling = async () => {
  const companyName = await screen.findByLabelText('Company name');
  await screen.findByDisplayValue('Swift Riders Ltd');
  return companyName;
};
const readyMethods = async () => {
  await within(await screen.findByRole('list', { name: 'Payment methods' })).findByText('Verve ••4081');
};

const deleteFirstBank: FaultRow['act'] = async ({ user }) => {
  await user.click(screen.getByRole('button', { name: 'Delete First Bank ••3318' }));
  const confirm = await findDialog('Delete payment method?', 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
};

const rows: FaultRow[] = [
  loadRow({
    endpoint: 'getBillingInfo',
    screen: 'the Billing tab’s billing information',
    path: BILLING_TAB,
    region: 'Billing information',
    couldNotLoad: "Couldn't load your billing information.",
    done: () => {
      expect(field('Company name')).toHaveValue('Swift Riders Ltd');
      expect(field('City')).toHaveValue('Lagos');
      expect(banner()).not.toBeInTheDocument();
    },
  }),
  {
    endpoint: 'updateBillingInfo',
    screen: 'Update Billing Info',
    path: BILLING_TAB,
    kind: 'action',
    ready: async () => {
      await readyBilling();
    },
    act: async ({ user }) => {
      for (const [label, value] of Object.entries(billingEdit)) {
        await user.clear(field(label));
        await user.type(field(label), value);
      }
      await user.click(screen.getByRole('button', { name: 'Update Billing Info' }));
    },
    failed: () => {
      expect(toast(billingInfoMessages.failed)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Update Billing Info' })).toBeEnabled();
      expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
      expect(billingOnServer().city).toBe('Lagos');
    },
    kept: () => {
      for (const [label, value] of Object.entries(billingEdit)) expect(field(label)).toHaveValue(value);
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Update Billing Info' }));
    },
    done: () => {
      expect(toast(billingInfoMessages.updated)).toBeInTheDocument();
      expect(billingOnServer()).toMatchObject({ city: billingEdit.City, address: billingEdit.Address });
      expect(field('City')).toHaveValue(billingEdit.City);
      expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    },
  },
  loadRow({
    endpoint: 'listPaymentMethods',
    screen: 'the Billing tab’s payment methods',
    path: BILLING_TAB,
    region: 'Payment methods',
    couldNotLoad: "Couldn't load your payment methods.",
    done: () => {
      expect(methodList().getByText('Verve ••4081')).toBeInTheDocument();
    },
  }),
  {
    endpoint: 'createPaymentMethod',
    screen: 'Add Payment Method dialog',
    path: BILLING_TAB,
    kind: 'action',
    ready: readyMethods,
    act: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
      await findDialog('Add payment method');
      for (const [label, value] of Object.entries(newMethod))
        await user.type(dialog('Add payment method').getByLabelText(label), value);
      await user.click(dialog('Add payment method').getByRole('button', { name: 'Add payment method' }));
    },
    failed: () => {
      expect(dialog('Add payment method').getByRole('alert')).toHaveTextContent(paymentMethodMessages.addFailed);
      expect(dialog('Add payment method').getByRole('button', { name: 'Add payment method' })).toBeEnabled();
      expect(methodsOnServer()).toHaveLength(2);
    },
    kept: () => {
      for (const [label, value] of Object.entries(newMethod))
        expect(dialog('Add payment method').getByLabelText(label)).toHaveValue(value);
    },
    retry: async ({ user }) => {
      await user.click(dialog('Add payment method').getByRole('button', { name: 'Add payment method' }));
    },
    done: () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toast(paymentMethodMessages.added)).toBeInTheDocument();
      expect(methodList().getByText('Zenith Bank ••5678')).toBeInTheDocument();
      expect(methodsOnServer()).toHaveLength(3);
    },
  },
  {
    endpoint: 'updatePaymentMethod',
    screen: 'Edit payment method dialog',
    path: BILLING_TAB,
    kind: 'action',
    ready: readyMethods,
    act: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Edit Verve ••4081' }));
      await findDialog('Edit payment method');
      await user.clear(dialog('Edit payment method').getByLabelText('Account name'));
      await user.type(dialog('Edit payment method').getByLabelText('Account name'), renamed);
      await user.click(dialog('Edit payment method').getByRole('button', { name: 'Save changes' }));
    },
    failed: () => {
      expect(dialog('Edit payment method').getByRole('alert')).toHaveTextContent(paymentMethodMessages.updateFailed);
      expect(methodsOnServer()[0]!.accountName).toBe('Ada Okafor');
    },
    kept: () => {
      expect(dialog('Edit payment method').getByLabelText('Account name')).toHaveValue(renamed);
    },
    retry: async ({ user }) => {
      await user.click(dialog('Edit payment method').getByRole('button', { name: 'Save changes' }));
    },
    done: () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toast(paymentMethodMessages.updated)).toBeInTheDocument();
      expect(methodList().getByText(`Card · ${renamed}`)).toBeInTheDocument();
      expect(methodsOnServer()[0]!.accountName).toBe(renamed);
    },
  },
  {
    endpoint: 'deletePaymentMethod',
    screen: 'Delete payment method, confirmed',
    path: BILLING_TAB,
    kind: 'action',
    ready: readyMethods,
    act: deleteFirstBank,
    failed: () => {
      expect(toast(paymentMethodMessages.deleteFailed)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(methodList().getByText('First Bank ••3318')).toBeInTheDocument();
      expect(methodsOnServer()).toHaveLength(2);
    },
    retry: deleteFirstBank,
    done: () => {
      expect(toast(paymentMethodMessages.deleted)).toBeInTheDocument();
      expect(methodList().queryByText('First Bank ••3318')).not.toBeInTheDocument();
      expect(methodsOnServer().map((m) => m.id)).toEqual(['pm_verve']);
    },
  },
  loadRow({
    endpoint: 'getBillingPlan',
    screen: 'the Billing tab’s plan and usage',
    path: BILLING_TAB,
    region: 'Plan and usage',
    couldNotLoad: "Couldn't load your plan.",
    alsoFailed: () => {
      expect(banner()).not.toBeInTheDocument();
    },
    done: () => {
      expect(region('Plan and usage').getByText('Growth — ₦25,000 a month')).toBeInTheDocument();
      expect(region('Plan and usage').getByRole('meter', { name: 'Deliveries this period' })).toBeInTheDocument();
    },
  }),
  loadRow({
    endpoint: 'listInvoices',
    screen: 'the Billing tab’s billing history (invoices)',
    path: BILLING_TAB,
    region: 'Billing history',
    couldNotLoad: "Couldn't load your invoices.",
    alsoFailed: () => {
      expect(banner()).not.toBeInTheDocument();
    },
    done: () => {
      const table = screen.getByRole('table', { name: 'Invoices' });
      // The header row and the three seeded invoices; never a wallet transaction.
      expect(within(table).getAllByRole('row')).toHaveLength(4);
      expect(within(table).getByRole('link', { name: /^INV-\d{4}-0011$/ })).toBeInTheDocument();
      expect(screen.queryByText('Withdrawal to GTBank ••6789')).not.toBeInTheDocument();
    },
  }),
  loadRow({
    endpoint: 'getInvoice',
    screen: 'an invoice’s receipt',
    path: RECEIPT,
    couldNotLoad: "Couldn't load this invoice.",
    done: () => {
      expect(screen.getByRole('heading', { name: /^Receipt for INV-\d{4}-0011$/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    },
  }),
];

describe('faults: billing', () => {
  faultMatrix('billing', rows);
});
