import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { riderMessages } from '@/forms/rider-form';
import { clickToRetry, findDialog, loadRow, toast, type FaultRow } from './faults';
import { db } from '@mocks/db';
import { DEMO_RIDERS, DEMO_USER_ID } from '@mocks/seed';

/*
 * The Riders section under every fault (issue 27): the rows of the riders group, run in
 * src/__tests__/faults/riders.test.tsx. The demo partner has eight riders on the roster and
 * Tayo Adebayo archived; Musa Ibrahim carries nothing; Bola Adeyemi carries DOS-2026-0007
 * (server/seed/riders.ts).
 */

const RIDERS = '/dashboard/riders';
const NEW_RIDER = { name: 'Chinedu Obi', phone: '0816 555 0299' };
const NEW_PLATE = 'APP 900 LG';

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const alertDialog = (name: string) => within(screen.getByRole('alertdialog', { name }));
const roster = () => within(screen.getByRole('list', { name: 'Roster' }));
const rowOf = (name: string) => within(roster().getByRole('link', { name }).closest('li')!);
const rider = (id: string) => db.state.riders.find((r) => r.id === id)!;
const ridersOnServer = () => db.state.riders.filter((r) => r.partnerId === DEMO_USER_ID);

const readyRoster = async () => {
  await within(await screen.findByRole('list', { name: 'Roster' })).findByRole('link', { name: 'Musa Ibrahim' });
};

const addRider: FaultRow['act'] = async ({ user }) => {
  await user.click(screen.getByRole('button', { name: 'Add rider' }));
  await findDialog('Add rider');
  await user.type(dialog('Add rider').getByLabelText(/^Name/), NEW_RIDER.name);
  await user.type(dialog('Add rider').getByLabelText(/^Phone number/), NEW_RIDER.phone);
  await user.click(dialog('Add rider').getByRole('button', { name: 'Add rider' }));
};

const editSade: FaultRow['act'] = async ({ user }) => {
  await user.click(rowOf('Sade Ogunleye').getByRole('button', { name: 'Edit Sade Ogunleye' }));
  await findDialog('Edit Sade Ogunleye');
  await user.clear(dialog('Edit Sade Ogunleye').getByLabelText('Plate (optional)'));
  await user.type(dialog('Edit Sade Ogunleye').getByLabelText('Plate (optional)'), NEW_PLATE);
  await user.click(dialog('Edit Sade Ogunleye').getByRole('button', { name: 'Save rider' }));
};

const archiveMusa: FaultRow['act'] = async ({ user }) => {
  await user.click(rowOf('Musa Ibrahim').getByRole('button', { name: 'Archive Musa Ibrahim' }));
  const confirm = await findDialog('Archive Musa Ibrahim?', 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
};

export const riderFaultRows: FaultRow[] = [
  loadRow({
    endpoint: 'listRiders',
    screen: 'the Riders section’s roster',
    path: RIDERS,
    region: 'Roster',
    couldNotLoad: "Couldn't load your riders.",
    done: () => {
      expect(roster().getByRole('link', { name: 'Bola Adeyemi' })).toBeInTheDocument();
    },
  }),
  {
    endpoint: 'createRider',
    screen: 'Add rider dialog',
    path: RIDERS,
    kind: 'action',
    ready: readyRoster,
    act: addRider,
    failed: () => {
      expect(dialog('Add rider').getByRole('alert')).toHaveTextContent(riderMessages.createFailed);
      expect(dialog('Add rider').getByRole('button', { name: 'Add rider' })).toBeEnabled();
      expect(ridersOnServer()).toHaveLength(9);
    },
    kept: () => {
      expect(dialog('Add rider').getByLabelText(/^Name/)).toHaveValue(NEW_RIDER.name);
      expect(dialog('Add rider').getByLabelText(/^Phone number/)).toHaveValue(NEW_RIDER.phone);
    },
    retry: async ({ user }) => {
      await user.click(dialog('Add rider').getByRole('button', { name: 'Add rider' }));
    },
    done: () => {
      expect(roster().getByRole('link', { name: NEW_RIDER.name })).toBeInTheDocument();
      expect(ridersOnServer()).toHaveLength(10);
    },
  },
  {
    endpoint: 'getRider',
    screen: 'a rider’s page',
    path: `${RIDERS}?rider=${DEMO_RIDERS.busy}`,
    kind: 'load',
    failed: () => {
      expect(dialog('Bola Adeyemi').getByRole('alert')).toHaveTextContent('Couldn’t load this rider.');
    },
    retry: async ({ user }) => {
      await user.click(dialog('Bola Adeyemi').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      const open = within(dialog('Bola Adeyemi').getByRole('list', { name: 'Open deliveries' }));
      expect(open.getByRole('link', { name: 'DOS-2026-0007' })).toBeInTheDocument();
    },
  },
  {
    endpoint: 'updateRider',
    screen: 'Edit rider dialog, Save rider',
    path: RIDERS,
    kind: 'action',
    ready: readyRoster,
    act: editSade,
    failed: () => {
      expect(dialog('Edit Sade Ogunleye').getByRole('alert')).toHaveTextContent(riderMessages.updateFailed);
      expect(rider(DEMO_RIDERS.available).plate).toBe('APP-221-LG');
    },
    kept: () => {
      expect(dialog('Edit Sade Ogunleye').getByLabelText('Plate (optional)')).toHaveValue(NEW_PLATE);
    },
    retry: async ({ user }) => {
      await user.click(dialog('Edit Sade Ogunleye').getByRole('button', { name: 'Save rider' }));
    },
    done: () => {
      expect(rowOf('Sade Ogunleye').getByText(`Motorbike · ${NEW_PLATE}`)).toBeInTheDocument();
      expect(rider(DEMO_RIDERS.available).plate).toBe(NEW_PLATE);
    },
  },
  {
    endpoint: 'archiveRider',
    screen: 'Archive a rider, confirmed',
    path: RIDERS,
    kind: 'action',
    ready: readyRoster,
    act: archiveMusa,
    failed: () => {
      expect(alertDialog('Archive Musa Ibrahim?').getByRole('alert')).toHaveTextContent(riderMessages.archiveFailed);
      expect(rider('rdr_musa').archivedAt).toBeNull();
    },
    retry: async ({ user }) => {
      await user.click(alertDialog('Archive Musa Ibrahim?').getByRole('button', { name: 'Archive' }));
    },
    done: () => {
      expect(roster().queryByRole('link', { name: 'Musa Ibrahim' })).not.toBeInTheDocument();
      expect(rider('rdr_musa').archivedAt).not.toBeNull();
    },
  },
  {
    endpoint: 'restoreRider',
    screen: 'Archived riders, Restore',
    path: `${RIDERS}?archived=yes`,
    kind: 'action',
    ready: async () => {
      await within(await screen.findByRole('list', { name: 'Archived riders' })).findByRole('link', {
        name: 'Tayo Adebayo',
      });
    },
    ...clickToRetry(() => screen.getByRole('button', { name: 'Restore Tayo Adebayo' })),
    failed: () => {
      expect(toast(riderMessages.restoreFailed)).toBeInTheDocument();
      expect(rider(DEMO_RIDERS.archived).archivedAt).not.toBeNull();
    },
    done: () => {
      expect(toast(riderMessages.restored)).toBeInTheDocument();
      expect(rider(DEMO_RIDERS.archived).archivedAt).toBeNull();
    },
  },
  loadRow({
    endpoint: 'getFleet',
    screen: 'the fleet map',
    path: `${RIDERS}?view=map`,
    region: 'Open deliveries',
    couldNotLoad: "Couldn't load the fleet.",
    done: () => {
      const list = within(screen.getByRole('list', { name: 'Open deliveries' }));
      expect(list.getByRole('link', { name: /DOS-2026-0008/ })).toBeInTheDocument();
    },
  }),
];
