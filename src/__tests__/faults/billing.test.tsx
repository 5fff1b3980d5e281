import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { billingInfoMessages } from '@/forms/billing-info-form';
import { paymentMethodMessages } from '@/forms/payment-method-form';
import { faultMatrix, findDialog, toast, type FaultRow } from '@/test/faults';
import { db } from '@mocks/db';
import { DEMO_USER_ID } from '@mocks/seed';

/*
 * Fault matrix, the Billing tab: the billing information form, the payment methods (add,
 * edit, delete) and the billing history. The demo partner has Swift Riders Ltd's billing
 * information and one default GTBank method (••6789). See src/test/faults.ts.
 */

const BILLING_TAB = '/dashboard/billing';
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
  await within(await screen.findByRole('list', { name: 'Payment methods' })).findByText('GTBank ••6789');
};

const deleteGtbank: FaultRow['act'] = async ({ user }) => {
  await user.click(screen.getByRole('button', { name: 'Delete GTBank ••6789' }));
  const confirm = await findDialog('Delete payment method?', 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
};

const rows: FaultRow[] = [
  {
    endpoint: 'getBillingInfo',
    screen: 'the Billing tab’s billing information',
    path: BILLING_TAB,
    kind: 'load',
    failed: () => {
      expect(region('Billing information').getByText("Couldn't load your billing information.")).toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(region('Billing information').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(field('Company name')).toHaveValue('Swift Riders Ltd');
      expect(field('City')).toHaveValue('Lagos');
      expect(banner()).not.toBeInTheDocument();
    },
  },
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
  {
    endpoint: 'listPaymentMethods',
    screen: 'the Billing tab’s payment methods',
    path: BILLING_TAB,
    kind: 'load',
    failed: () => {
      expect(region('Payment methods').getByText("Couldn't load your payment methods.")).toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(region('Payment methods').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(methodList().getByText('GTBank ••6789')).toBeInTheDocument();
    },
  },
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
      expect(methodsOnServer()).toHaveLength(1);
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
      expect(methodsOnServer()).toHaveLength(2);
    },
  },
  {
    endpoint: 'updatePaymentMethod',
    screen: 'Edit payment method dialog',
    path: BILLING_TAB,
    kind: 'action',
    ready: readyMethods,
    act: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Edit GTBank ••6789' }));
      await findDialog('Edit payment method');
      await user.clear(dialog('Edit payment method').getByLabelText('Account name'));
      await user.type(dialog('Edit payment method').getByLabelText('Account name'), renamed);
      await user.click(dialog('Edit payment method').getByRole('button', { name: 'Save changes' }));
    },
    failed: () => {
      expect(dialog('Edit payment method').getByRole('alert')).toHaveTextContent(paymentMethodMessages.updateFailed);
      expect(methodsOnServer()[0]!.accountName).toBe('Swift Riders Ltd');
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
      expect(methodList().getByText(`Bank transfer · ${renamed}`)).toBeInTheDocument();
      expect(methodsOnServer()[0]!.accountName).toBe(renamed);
    },
  },
  {
    endpoint: 'deletePaymentMethod',
    screen: 'Delete payment method, confirmed',
    path: BILLING_TAB,
    kind: 'action',
    ready: readyMethods,
    act: deleteGtbank,
    failed: () => {
      expect(toast(paymentMethodMessages.deleteFailed)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(methodList().getByText('GTBank ••6789')).toBeInTheDocument();
      expect(methodsOnServer()).toHaveLength(1);
    },
    retry: deleteGtbank,
    done: () => {
      expect(toast(paymentMethodMessages.deleted)).toBeInTheDocument();
      expect(region('Payment methods').getByText('No payment methods yet')).toBeInTheDocument();
      expect(methodsOnServer()).toHaveLength(0);
    },
  },
  {
    endpoint: 'listTransactions',
    screen: 'the Billing tab’s billing history',
    path: BILLING_TAB,
    kind: 'load',
    failed: () => {
      expect(region('Billing history').getByText("Couldn't load your billing history.")).toBeInTheDocument();
      expect(banner()).not.toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(region('Billing history').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      const table = screen.getByRole('table');
      // The header row and the ten seeded transactions.
      expect(within(table).getAllByRole('row')).toHaveLength(11);
      expect(within(table).getAllByText('Withdrawal to GTBank ••6789')).toHaveLength(2);
    },
  },
];

describe('faults: billing', () => {
  faultMatrix('billing', rows);
});
