import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { csvDocument } from '@/components/csv';
import { deliveriesHeader } from '@/features/deliveries/csv/delivery-csv';
import { answered, clientMessage, faultMatrix, findDialog, toast, type FaultRow, type Ui } from '@/test/faults';
import { db } from '@mocks/db';
import { trackingNumber } from '@mocks/seed';
import { deliveryMessages } from '@/features/deliveries/messages';
import { deliveryFleetFaultRows } from '@/test/delivery-fleet-faults';

/*
 * Fault matrix, the Deliveries tab and a delivery's detail view. dlv_0001 is Chioma Nwosu's
 * pending pharmacy restock (tracking number 12); dlv_0004 Ibrahim Musa's accepted documents (9).
 * See src/test/faults.ts.
 */

const chioma = {
  id: 'dlv_0001',
  trackingNumber: trackingNumber(12),
  description: 'Pharmacy restock — temperature sensitive',
};
const ibrahim = { id: 'dlv_0004', trackingNumber: trackingNumber(9) };
const cancelReason = 'Customer rebooked';
const rejectDetails = 'Both bikes are in Ikeja until 6 pm';

/** The note of the delivery's latest tracking event on the server (a reject's or cancel's reason). */
const lastNoteOf = (id: string) => db.state.trackingEvents.filter((e) => e.deliveryId === id).at(-1)?.note;
/** What the New delivery form is filled in with, by label (the city fields keep their Lagos default). */
const newDelivery = {
  Name: 'Adaeze Okafor',
  'Email address': 'adaeze@example.com',
  'Phone number': '+234 802 000 1111',
  'Pickup address': '12 Admiralty Way, Lekki Phase 1',
  'Drop-off address': '5 Awolowo Road, Ikoyi',
  Description: 'Two cartons of printer paper',
  Items: 'Printer paper (x2)',
  'Price (₦)': '7500',
  'Estimated arrival': `${new Date().getFullYear() + 1}-01-15T15:30`,
} as const;
const newDeliveryForm = () => within(screen.getByRole('form', { name: 'New delivery' }));
const statusOf = (id: string) => db.state.deliveries.find((d) => d.id === id)?.status;
const card = (name: string) => within(screen.getByRole('article', { name }));
/** The alert that holds `text` (a load error with its Retry). */
const alertWith = (text: string) => within(screen.getByText(text).closest<HTMLElement>('[role="alert"]')!);
/** The detail view; by text, as its title changes while it loads. */
const detailView = () => within(screen.getByRole('dialog'));
/** The badges under the view's title (the timeline below repeats status names). */
const detailBadges = () => within(screen.getByRole('dialog').querySelector<HTMLElement>('[data-sheet-meta]')!);

/** A load error: its title, the client's message under it, and a Retry. */
function expectLoadError(title: string, fault: Parameters<FaultRow['failed']>[1]) {
  const alert = alertWith(title);
  expect(alert.getByText(clientMessage(fault))).toBeInTheDocument();
  expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
}

const cardAction = (
  trackingNo: string,
  action: string,
): Pick<FaultRow, 'path' | 'kind' | 'ready' | 'act' | 'retry'> => ({
  path: '/dashboard/deliveries',
  kind: 'action',
  ready: async () => {
    await screen.findByRole('article', { name: trackingNo });
  },
  act: async ({ user }) => {
    await user.click(card(trackingNo).getByRole('button', { name: action }));
  },
  retry: async ({ user }) => {
    await user.click(card(trackingNo).getByRole('button', { name: action }));
  },
});

const rows: FaultRow[] = [
  {
    endpoint: 'listDeliveries',
    screen: 'the Deliveries section opens',
    path: '/dashboard/deliveries',
    kind: 'load',
    failed: (_ui, fault) => expectLoadError('Couldn’t load your deliveries', fault),
    retry: async ({ user }) => {
      await user.click(alertWith('Couldn’t load your deliveries').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(screen.getAllByRole('article')).toHaveLength(12);
      expect(card(chioma.trackingNumber).getByText(chioma.description)).toBeInTheDocument();
      expect(screen.queryByText('Couldn’t load your deliveries')).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'listAttention',
    screen: 'the Needs attention view opens',
    path: '/dashboard/deliveries?view=attention',
    kind: 'load',
    failed: (_ui, fault) => expectLoadError('Couldn’t check what needs attention', fault),
    retry: async ({ user }) => {
      await user.click(alertWith('Couldn’t check what needs attention').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      const list = within(screen.getByRole('list', { name: 'Deliveries that need attention' }));
      expect(list.getByRole('article', { name: chioma.trackingNumber })).toBeInTheDocument();
      expect(screen.queryByText('Couldn’t check what needs attention')).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'getDelivery',
    screen: 'a shared link opens a delivery’s detail view',
    path: `/dashboard/deliveries?delivery=${chioma.id}`,
    kind: 'load',
    failed: (_ui, fault) => {
      expect(screen.getByRole('dialog', { name: 'Delivery details' })).toBeInTheDocument();
      expectLoadError('Couldn’t load this delivery.', fault);
    },
    retry: async ({ user }) => {
      await user.click(alertWith('Couldn’t load this delivery.').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(screen.getByRole('dialog', { name: chioma.trackingNumber })).toBeInTheDocument();
      expect(detailView().getByText('Chioma Nwosu')).toBeInTheDocument();
      expect(screen.queryByText('Couldn’t load this delivery.')).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'getDeliveryTracking',
    screen: 'the detail view’s tracking history',
    path: `/dashboard/deliveries?delivery=${chioma.id}`,
    kind: 'load',
    failed: (_ui, fault) => {
      expect(screen.getByRole('dialog', { name: chioma.trackingNumber })).toBeInTheDocument();
      expectLoadError('Couldn’t load the tracking history.', fault);
    },
    retry: async ({ user }) => {
      await user.click(alertWith('Couldn’t load the tracking history.').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      const timeline = detailView().getByRole('list', { name: 'Tracking history' });
      expect(within(timeline).getByText('Delivery request created')).toBeInTheDocument();
      expect(screen.queryByText('Couldn’t load the tracking history.')).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'acceptDelivery',
    screen: 'Accept on a pending card',
    ...cardAction(chioma.trackingNumber, 'Accept'),
    failed: () => {
      expect(toast(deliveryMessages.acceptFailed)).toBeInTheDocument();
      // The optimistic status went back, and the buttons are there to try again.
      expect(card(chioma.trackingNumber).getByText('Pending')).toBeInTheDocument();
      expect(card(chioma.trackingNumber).getByRole('button', { name: 'Accept' })).toBeEnabled();
      expect(statusOf(chioma.id)).toBe('pending');
    },
    done: () => {
      expect(toast(`${chioma.trackingNumber} accepted`)).toBeInTheDocument();
      expect(card(chioma.trackingNumber).getByText('Accepted')).toBeInTheDocument();
      // Pickup needs a rider (issue 27): Assign rider is the next step.
      expect(card(chioma.trackingNumber).getByRole('button', { name: 'Assign rider' })).toBeEnabled();
      expect(statusOf(chioma.id)).toBe('accepted');
    },
  },
  {
    endpoint: 'rejectDelivery',
    screen: 'Reject on a pending card, with a reason',
    path: '/dashboard/deliveries',
    kind: 'action',
    ready: async () => {
      await screen.findByRole('article', { name: chioma.trackingNumber });
    },
    act: async ({ user }) => {
      await user.click(card(chioma.trackingNumber).getByRole('button', { name: 'Reject' }));
      const form = within(await screen.findByRole('form', { name: `Reject ${chioma.trackingNumber}` }));
      await user.selectOptions(form.getByLabelText('Reason for rejecting'), 'No rider available');
      await user.type(form.getByLabelText('Details (optional)'), rejectDetails);
      await user.click(form.getByRole('button', { name: 'Reject request' }));
    },
    failed: () => {
      expect(toast(deliveryMessages.rejectFailed)).toBeInTheDocument();
      expect(card(chioma.trackingNumber).getByText('Pending')).toBeInTheDocument();
      // The form is still open with what was chosen and typed, ready to try again.
      const form = within(screen.getByRole('form', { name: `Reject ${chioma.trackingNumber}` }));
      expect(form.getByLabelText('Reason for rejecting')).toHaveValue('No rider available');
      expect(form.getByLabelText('Details (optional)')).toHaveValue(rejectDetails);
      expect(form.getByRole('button', { name: 'Reject request' })).toBeEnabled();
      expect(statusOf(chioma.id)).toBe('pending');
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reject request' }));
    },
    done: () => {
      expect(toast(`${chioma.trackingNumber} rejected`)).toBeInTheDocument();
      expect(card(chioma.trackingNumber).getByText('Rejected')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: `Reject ${chioma.trackingNumber}` })).not.toBeInTheDocument();
      expect(statusOf(chioma.id)).toBe('rejected');
      expect(lastNoteOf(chioma.id)).toBe(`No rider available: ${rejectDetails}`);
    },
  },
  {
    endpoint: 'updateDeliveryStatus',
    screen: 'Mark as Picked Up on an accepted card',
    ...cardAction(ibrahim.trackingNumber, 'Mark as Picked Up'),
    failed: () => {
      expect(toast(deliveryMessages.statusFailed)).toBeInTheDocument();
      expect(card(ibrahim.trackingNumber).getByText('Accepted')).toBeInTheDocument();
      expect(card(ibrahim.trackingNumber).getByRole('button', { name: 'Mark as Picked Up' })).toBeEnabled();
      expect(statusOf(ibrahim.id)).toBe('accepted');
    },
    done: () => {
      expect(toast(`${ibrahim.trackingNumber} marked as picked up`)).toBeInTheDocument();
      expect(card(ibrahim.trackingNumber).getByText('Picked Up')).toBeInTheDocument();
      expect(statusOf(ibrahim.id)).toBe('picked-up');
    },
  },
  {
    endpoint: 'cancelDelivery',
    screen: 'Cancel delivery with a reason, in the detail view',
    path: `/dashboard/deliveries?delivery=${chioma.id}`,
    kind: 'action',
    ready: async () => {
      const view = within(await findDialog(chioma.trackingNumber));
      await view.findByRole('list', { name: 'Tracking history' });
    },
    act: async ({ user }) => {
      await user.click(detailView().getByRole('button', { name: 'Cancel delivery' }));
      await user.type(detailView().getByLabelText(/Reason for cancelling/), cancelReason);
      await user.click(detailView().getByRole('button', { name: 'Cancel delivery' }));
    },
    failed: () => {
      // Told inside the view (a toast behind a modal is hidden from assistive technology).
      expect(detailView().getByText(deliveryMessages.cancelFailed)).toBeInTheDocument();
      expect(detailBadges().getByText('Pending')).toBeInTheDocument();
      expect(detailView().getByRole('button', { name: 'Cancel delivery' })).toBeEnabled();
      expect(statusOf(chioma.id)).toBe('pending');
    },
    kept: () => {
      expect(detailView().getByLabelText(/Reason for cancelling/)).toHaveValue(cancelReason);
    },
    retry: async ({ user }) => {
      await user.click(detailView().getByRole('button', { name: 'Cancel delivery' }));
    },
    done: () => {
      expect(detailView().getByRole('status')).toHaveTextContent(`${chioma.trackingNumber} cancelled`);
      expect(detailBadges().getByText('Cancelled')).toBeInTheDocument();
      expect(db.state.deliveries.find((d) => d.id === chioma.id)).toMatchObject({ status: 'cancelled' });
      expect(db.state.trackingEvents.some((e) => e.deliveryId === chioma.id && e.note.endsWith(cancelReason))).toBe(
        true,
      );
    },
  },
];

rows.push({
  endpoint: 'createDelivery',
  screen: 'New delivery, Create delivery',
  path: '/dashboard/deliveries/new',
  kind: 'action',
  ready: async () => {
    await screen.findByRole('form', { name: 'New delivery' });
  },
  act: async ({ user }) => {
    const form = newDeliveryForm();
    for (const [label, value] of Object.entries(newDelivery)) await user.type(form.getByLabelText(label), value);
    await user.click(form.getByRole('button', { name: 'Create delivery' }));
  },
  failed: () => {
    const alert = within(newDeliveryForm().getByRole('alert'));
    expect(alert.getByText(deliveryMessages.createFailed)).toBeInTheDocument();
    expect(newDeliveryForm().getByRole('button', { name: 'Create delivery' })).toBeEnabled();
    expect(db.state.deliveries.some((d) => d.description === newDelivery.Description)).toBe(false);
  },
  kept: () => {
    const form = newDeliveryForm();
    for (const [label, value] of Object.entries(newDelivery)) expect(form.getByLabelText(label)).toHaveValue(value);
  },
  retry: async ({ user }) => {
    await user.click(newDeliveryForm().getByRole('button', { name: 'Create delivery' }));
  },
  done: () => {
    const created = db.state.deliveries.filter((d) => d.description === newDelivery.Description);
    expect(created).toHaveLength(1);
    expect(detailView().getByText(newDelivery.Description)).toBeInTheDocument();
  },
});

/** A file of one good row, as Export CSV writes it (the CSV import, in the table view). */
const importedCustomer = 'Funke Adebayo';
const importFile = () =>
  new File(
    [
      csvDocument(deliveriesHeader, [
        `,,High priority,${importedCustomer},funke@example.com,0803 000 4444,1 Road,Lagos,2 Road,Ibadan,Parcel,Box,2500,,,${new Date().getFullYear() + 1}-03-02,10:00,`,
      ]),
    ],
    'one-delivery.csv',
    { type: 'text/csv' },
  );
const importDialog = () => within(screen.getByRole('dialog', { name: 'Import deliveries from CSV' }));
async function chooseImportFile({ user }: Ui) {
  await user.upload(importDialog().getByLabelText('CSV file'), importFile());
  await importDialog().findByRole('button', { name: 'Import 1 delivery' }, { timeout: 10_000 });
}
const imported = () => db.state.deliveries.filter((d) => d.customer.name === importedCustomer);
rows.push({
  endpoint: 'createDeliveries',
  screen: 'Import CSV in the table view, Import',
  path: '/dashboard/deliveries?view=table',
  kind: 'action',
  ready: async (ui) => {
    await screen.findByRole('table', { name: /^Deliveries, sorted by/ }, { timeout: 10_000 });
    await ui.user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await findDialog('Import deliveries from CSV');
    await chooseImportFile(ui);
  },
  act: async ({ user }) => {
    await user.click(importDialog().getByRole('button', { name: 'Import 1 delivery' }));
  },
  failed: (_ui, fault) => {
    expect(importDialog().getByText('0 deliveries imported, 1 failed.')).toBeInTheDocument();
    expect(importDialog().getByRole('alert')).toHaveTextContent(`Row 2:${clientMessage(fault)}`);
    // Without a usable answer the rows may exist all the same: the report says so.
    expect(importDialog().queryByText(/may have been created all the same/) !== null).toBe(!answered(fault));
    expect(importDialog().getByRole('button', { name: 'Download error report' })).toBeEnabled();
    expect(imported()).toHaveLength(0);
  },
  retry: async (ui) => {
    await ui.user.click(importDialog().getByRole('button', { name: 'Import another file' }));
    await chooseImportFile(ui);
    await ui.user.click(importDialog().getByRole('button', { name: 'Import 1 delivery' }));
  },
  done: () => {
    expect(importDialog().getByText('1 delivery imported.')).toBeInTheDocument();
    expect(imported()).toHaveLength(1);
  },
});

/** dlv_0007, in transit. */
const onTheRoad = { id: 'dlv_0007', trackingNumber: trackingNumber(6) };
const riderAt = 'Third Mainland Bridge';
rows.push({
  endpoint: 'updateTracking',
  screen: 'Update location in the detail view',
  path: `/dashboard/deliveries?delivery=${onTheRoad.id}`,
  kind: 'action',
  ready: async () => {
    const view = within(await findDialog(onTheRoad.trackingNumber));
    await view.findByRole('list', { name: 'Tracking history' });
  },
  act: async ({ user }) => {
    await user.click(detailView().getByRole('button', { name: 'Update location' }));
    await user.type(detailView().getByLabelText('Where is the rider?'), riderAt);
    await user.click(detailView().getByRole('button', { name: 'Save location' }));
  },
  failed: () => {
    expect(detailView().getByRole('alert')).toHaveTextContent(deliveryMessages.locationFailed);
    expect(detailView().getByRole('button', { name: 'Save location' })).toBeEnabled();
    expect(lastNoteOf(onTheRoad.id)).not.toBe('Location updated');
  },
  kept: () => {
    expect(detailView().getByLabelText('Where is the rider?')).toHaveValue(riderAt);
  },
  retry: async ({ user }) => {
    await user.click(detailView().getByRole('button', { name: 'Save location' }));
  },
  done: () => {
    expect(detailView().getByRole('status')).toHaveTextContent(`Location of ${onTheRoad.trackingNumber} updated`);
    expect(detailView().getByText(/Last known location:/).parentElement).toHaveTextContent(riderAt);
    expect(lastNoteOf(onTheRoad.id)).toBe('Location updated');
  },
});

describe('faults: deliveries', () => {
  faultMatrix('deliveries', rows, { elsewhere: deliveryFleetFaultRows });
});
