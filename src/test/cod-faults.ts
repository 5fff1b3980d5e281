import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { lagosDay } from '@/components/ui/lagos-time';
import { codMessages } from '@/features/riders/cash/cod-words';
import { codFeeMessages } from '@/forms/cod-fee-form';
import { db } from '@mocks/db';
import { DEMO_USER_ID } from '@mocks/seed';
import { findDialog, toast, type FaultRow, type Ui } from './faults';

/*
 * The Riders section's cash-on-delivery view under every fault (issue 28): rows of the riders
 * group that run in src/__tests__/faults/riders-cash.test.tsx (riders.test.tsx names them).
 * Seed: dlv_0009, delivered about three days ago, its ₦96,000 collected in cash by Sade
 * Ogunleye and not handed in; the demo partner's cash-handling fee is 1.5% (mocks/seed).
 */

const CASH = '/dashboard/riders?view=cash';
const SADE = 'Sade Ogunleye';
const REMIT_TITLE = `Mark ${SADE}’s cash remitted?`;

const sadeDelivery = () => db.state.deliveries.find((d) => d.id === 'dlv_0009')!;
/** The Lagos day Sade collected dlv_0009's cash (the seed is laid out from the test's own now). */
const sadeDay = () => lagosDay(sadeDelivery().cashOnDelivery!.collected!.at);
const remittances = () =>
  db.state.transactions.filter((t) => t.partnerId === DEMO_USER_ID && t.category === 'cod-remittance');
const savedFee = () => db.state.settings.find((s) => s.partnerId === DEMO_USER_ID)?.cashHandlingFeePercent;

const region = (name: string | RegExp) => within(screen.getByRole('region', { name, hidden: true }));
const dayCard = () => region(/^Cash collected on /);
const feeCard = () => region('Cash-handling fee');
const feeField = () => feeCard().getByRole('textbox', { name: 'Cash-handling fee (%)' });
const remitDialog = () => within(screen.getByRole('alertdialog', { name: REMIT_TITLE }));
const remitButton = () => screen.queryByRole('button', { name: `Mark remitted for ${SADE}` });

const confirmRemit = async ({ user }: Ui) => {
  await user.click(remitDialog().getByRole('button', { name: 'Mark remitted' }));
};
const saveFee = async ({ user }: Ui) => {
  await user.click(feeCard().getByRole('button', { name: 'Save' }));
};

export const codFaultRows: FaultRow[] = [
  {
    endpoint: 'getCodReport',
    screen: 'the cash view on the day Sade collected ₦96,000',
    get path() {
      return `${CASH}&day=${sadeDay()}`;
    },
    kind: 'load',
    failed: () => {
      expect(dayCard().getByRole('alert')).toHaveTextContent(codMessages.loadFailed);
      expect(remitButton()).not.toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(dayCard().getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(dayCard().getByText('₦0 handed in')).toBeInTheDocument();
      expect(remitButton()).toBeEnabled();
    },
  },
  {
    endpoint: 'remitCod',
    screen: 'Sade’s Mark remitted, confirmed',
    get path() {
      return `${CASH}&day=${sadeDay()}`;
    },
    kind: 'action',
    ready: async () => {
      await screen.findByRole('button', { name: `Mark remitted for ${SADE}` });
    },
    act: async (ui) => {
      await ui.user.click(remitButton()!);
      await findDialog(REMIT_TITLE, 'alertdialog');
      await confirmRemit(ui);
    },
    failed: () => {
      expect(remitDialog().getByRole('alert')).toHaveTextContent(codMessages.remitFailed);
      expect(remitDialog().getByRole('button', { name: 'Mark remitted' })).toBeEnabled();
      expect(sadeDelivery().cashOnDelivery?.remittedAt).toBeUndefined();
      expect(remittances()).toHaveLength(0);
    },
    retry: confirmRemit,
    done: () => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(toast(`₦96,000 from ${SADE} marked remitted`)).toBeInTheDocument();
      expect(remitButton()).not.toBeInTheDocument();
      expect(sadeDelivery().cashOnDelivery?.remittedAt).toBeDefined();
      expect(remittances()).toHaveLength(1);
    },
  },
  {
    endpoint: 'getCodSettings',
    screen: 'the cash view’s cash-handling fee',
    path: CASH,
    kind: 'load',
    failed: () => {
      expect(feeCard().getByRole('alert')).toHaveTextContent(codMessages.settingsFailed);
      expect(feeCard().queryByRole('textbox')).not.toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(feeCard().getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(feeField()).toHaveValue('1.5');
    },
  },
  {
    endpoint: 'updateCodSettings',
    screen: 'the cash-handling fee set to 2%, Save',
    path: CASH,
    kind: 'action',
    ready: async () => {
      await within(await screen.findByRole('region', { name: 'Cash-handling fee' })).findByDisplayValue('1.5');
    },
    act: async (ui) => {
      await ui.user.clear(feeField());
      await ui.user.type(feeField(), '2');
      await saveFee(ui);
    },
    failed: () => {
      expect(feeCard().getByRole('alert')).toHaveTextContent(codFeeMessages.saveFailed);
      expect(feeCard().getByRole('button', { name: 'Save' })).toBeEnabled();
      expect(savedFee()).toBe(1.5);
    },
    kept: () => {
      expect(feeField()).toHaveValue('2');
    },
    retry: saveFee,
    done: () => {
      expect(toast(codFeeMessages.saved)).toBeInTheDocument();
      expect(feeCard().queryByRole('alert')).not.toBeInTheDocument();
      expect(savedFee()).toBe(2);
    },
  },
];
