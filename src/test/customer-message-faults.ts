import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { customerMessagesMessages } from '@/forms/customer-messages-form';
import { toast, type FaultRow } from './faults';
import { db } from '@mocks/db';
import { DEMO_USER_ID } from '@mocks/seed';

/*
 * The Profile's customer messages card under every fault (issue 28): the rows of the profile
 * group, run in src/__tests__/faults/profile.test.tsx. The demo partner texts its customers by
 * SMS at every moment, with the default templates (server/domain/deliveries/customer-messages.ts).
 */

const PROFILE_TAB = '/dashboard/profile';
const EDIT = ' See you soon.';

const card = () => within(screen.getByRole('region', { name: 'Customer messages' }));
const deliveredBox = () => card().getByRole('textbox', { name: 'Delivered Message' });
const saved = () => db.state.settings.find((s) => s.partnerId === DEMO_USER_ID)!.customerMessages!;

const readyMessages = async () => {
  await within(await screen.findByRole('region', { name: 'Customer messages' })).findByRole('radio', {
    name: 'WhatsApp',
  });
};

const save = async ({ user }: Parameters<NonNullable<FaultRow['act']>>[0]) => {
  await user.click(card().getByRole('button', { name: 'Save messages' }));
};

export const customerMessageFaultRows: FaultRow[] = [
  {
    endpoint: 'getCustomerMessages',
    screen: 'the Profile tab’s customer messages card',
    path: PROFILE_TAB,
    kind: 'load',
    failed: () => {
      expect(card().getByText(customerMessagesMessages.loadFailed)).toBeInTheDocument();
      expect(card().queryByRole('button', { name: 'Save messages' })).not.toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(card().getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(card().getByRole('radio', { name: 'SMS' })).toBeChecked();
      expect(card().getAllByRole('switch')).toHaveLength(4);
      expect(card().getByRole('button', { name: 'Save messages' })).toBeEnabled();
    },
  },
  {
    endpoint: 'updateCustomerMessages',
    screen: 'WhatsApp, a template edited, Save messages',
    path: PROFILE_TAB,
    kind: 'action',
    ready: readyMessages,
    act: async (ui) => {
      await ui.user.click(card().getByRole('radio', { name: 'WhatsApp' }));
      await ui.user.click(deliveredBox());
      await ui.user.paste(EDIT);
      await save(ui);
    },
    failed: () => {
      expect(card().getByRole('alert')).toHaveTextContent(customerMessagesMessages.failed);
      expect(card().getByRole('button', { name: 'Save messages' })).toBeEnabled();
      expect(saved().channel).toBe('sms');
    },
    kept: () => {
      expect(card().getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
      expect(deliveredBox()).toHaveValue(`${saved().delivered.template}${EDIT}`);
    },
    retry: save,
    done: () => {
      expect(toast(customerMessagesMessages.saved)).toBeInTheDocument();
      expect(card().queryByRole('alert')).not.toBeInTheDocument();
      expect(card().queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
      expect(saved().channel).toBe('whatsapp');
      expect(saved().delivered.template).toMatch(/See you soon\.$/);
    },
  },
];
