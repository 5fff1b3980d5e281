import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fleetMessages } from '@/features/deliveries/forms/fleet-messages';
import { db } from '@mocks/db';
import { DEMO_RIDERS } from '@mocks/seed';
import { clickToRetry, toast, type FaultRow, type Ui } from './faults';
import { giveProof } from './proof';

/*
 * The deliveries' fleet steps under every fault (issue 27): assigning a rider, the recipient's
 * code, delivering with the proof, the proof in the detail view, a failed attempt and the return
 * to the sender. Rows of the deliveries group that run in
 * src/__tests__/faults/deliveries-fleet.test.tsx (deliveries.test.tsx names them). Seed:
 * dlv_0005 accepted without a rider, dlv_0007 and dlv_0008 in transit (code 2468), dlv_0009
 * delivered with its proof (server/seed/riders.ts). jsdom decodes no pictures: the photo is sent
 * as it is (src/features/deliveries/proof/downscale.ts).
 */

const DELIVERIES = '/dashboard/deliveries';
const seeded = (id: string) => db.state.deliveries.find((d) => d.id === id)!;
const numberOf = (id: string) => seeded(id).trackingNumber;
const card = (id: string) => within(screen.getByRole('article', { name: numberOf(id) }));
const proofDialog = (id: string) => within(screen.getByRole('dialog', { name: `Deliver ${numberOf(id)}` }));
const readyCard = (id: string) => async () => {
  await screen.findByRole('article', { name: numberOf(id) });
};

/** Mark as Delivered on the card: the proof dialog, its settings loaded. */
async function openProof({ user }: Ui, id: string) {
  await user.click(card(id).getByRole('button', { name: 'Mark as Delivered' }));
  await within(await screen.findByRole('dialog', { name: `Deliver ${numberOf(id)}` })).findByLabelText(
    'Recipient’s name',
  );
}

/** Everything the demo partner asks for but the last click: the code checked, a name, a typed signature, a photo. */
async function fillProof(ui: Ui, id: string) {
  await openProof(ui, id);
  await giveProof(ui.user, proofDialog(id), { code: DEMO_RIDERS.deliveryCode, recipient: 'Emeka Obi' });
}

export const deliveryFleetFaultRows: FaultRow[] = [
  {
    endpoint: 'assignDelivery',
    screen: 'Assign rider on an accepted card, Sade Ogunleye chosen',
    path: DELIVERIES,
    kind: 'action',
    // The form open and the rider chosen first: the assignment is the call under test.
    ready: async (ui) => {
      await readyCard('dlv_0005')();
      await ui.user.click(card('dlv_0005').getByRole('button', { name: 'Assign rider' }));
      const form = within(await screen.findByRole('form', { name: `Assign a rider to ${numberOf('dlv_0005')}` }));
      await ui.user.selectOptions(await form.findByLabelText('Rider'), DEMO_RIDERS.available);
    },
    ...clickToRetry(() => card('dlv_0005').getByRole('button', { name: 'Assign' })),
    failed: () => {
      expect(toast(fleetMessages.assignFailed)).toBeInTheDocument();
      expect(seeded('dlv_0005').riderId).toBeUndefined();
    },
    kept: () => {
      expect(card('dlv_0005').getByLabelText('Rider')).toHaveValue(DEMO_RIDERS.available);
    },
    done: () => {
      expect(card('dlv_0005').getByText('Rider: Sade Ogunleye')).toBeInTheDocument();
      expect(seeded('dlv_0005').riderId).toBe(DEMO_RIDERS.available);
    },
  },
  {
    endpoint: 'verifyDeliveryCode',
    screen: 'Check code in Mark as Delivered’s proof dialog',
    path: DELIVERIES,
    kind: 'action',
    ready: async (ui) => {
      await readyCard('dlv_0007')();
      await openProof(ui, 'dlv_0007');
      await ui.user.type(proofDialog('dlv_0007').getByLabelText('Recipient’s delivery code'), DEMO_RIDERS.deliveryCode);
    },
    ...clickToRetry(() => proofDialog('dlv_0007').getByRole('button', { name: 'Check code' })),
    failed: () => {
      expect(proofDialog('dlv_0007').getByText('Failed to check the code. Please try again.')).toBeInTheDocument();
      expect(seeded('dlv_0007').code).toMatchObject({ verified: false, triesLeft: 3 });
    },
    kept: () => {
      expect(proofDialog('dlv_0007').getByLabelText('Recipient’s delivery code')).toHaveValue(DEMO_RIDERS.deliveryCode);
    },
    done: () => {
      expect(proofDialog('dlv_0007').getByText('Code checked')).toBeInTheDocument();
    },
  },
  {
    endpoint: 'completeDelivery',
    screen: 'Mark as Delivered in the proof dialog, with every proof',
    path: DELIVERIES,
    kind: 'action',
    ready: async (ui) => {
      await readyCard('dlv_0007')();
      await fillProof(ui, 'dlv_0007');
    },
    ...clickToRetry(() => proofDialog('dlv_0007').getByRole('button', { name: 'Mark as Delivered' })),
    failed: () => {
      expect(proofDialog('dlv_0007').getByRole('alert')).toHaveTextContent(fleetMessages.deliverFailed);
      expect(seeded('dlv_0007').status).toBe('in-transit');
    },
    kept: () => {
      const dialog = proofDialog('dlv_0007');
      expect(dialog.getByLabelText('Recipient’s name')).toHaveValue('Emeka Obi');
      expect(dialog.getByRole('img', { name: 'The proof photo' })).toBeInTheDocument();
    },
    done: () => {
      expect(card('dlv_0007').getByText('Delivered')).toBeInTheDocument();
      expect(seeded('dlv_0007').proof).toMatchObject({ code: 'verified', recipientName: 'Emeka Obi', photo: true });
    },
  },
  {
    endpoint: 'getDeliveryProof',
    screen: 'a delivered delivery’s detail view, Show signature',
    path: `${DELIVERIES}?delivery=dlv_0009`,
    kind: 'action',
    ready: async () => {
      await screen.findByRole('button', { name: 'Show signature' });
    },
    act: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Show signature' }));
    },
    failed: () => {
      const alert = within(
        screen.getByText('Couldn’t load the signature and photo.').closest<HTMLElement>('[role="alert"]')!,
      );
      expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    retry: async ({ user }) => {
      const alert = within(
        screen.getByText('Couldn’t load the signature and photo.').closest<HTMLElement>('[role="alert"]')!,
      );
      await user.click(alert.getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      // The seed's proof of dlv_0009: a typed signature (server/seed/riders.ts).
      expect(screen.getByText('Typed signature:', { exact: false, selector: 'span' })).toBeInTheDocument();
    },
  },
  {
    endpoint: 'recordFailedAttempt',
    screen: 'Couldn’t deliver… in the proof dialog, Record attempt',
    path: DELIVERIES,
    kind: 'action',
    ready: async (ui) => {
      await readyCard('dlv_0008')();
      await openProof(ui, 'dlv_0008');
      await ui.user.click(screen.getByRole('button', { name: 'Couldn’t deliver…' }));
      await ui.user.type(await screen.findByLabelText('Note (optional)'), 'Gate locked, no answer');
    },
    ...clickToRetry(() => screen.getByRole('button', { name: 'Record attempt' })),
    failed: () => {
      expect(toast(fleetMessages.attemptFailed)).toBeInTheDocument();
      expect(seeded('dlv_0008').attempts).toBeUndefined();
    },
    kept: () => {
      expect(screen.getByLabelText('Note (optional)')).toHaveValue('Gate locked, no answer');
    },
    done: () => {
      expect(toast(`Attempt 1 of 3 recorded for ${numberOf('dlv_0008')}`)).toBeInTheDocument();
      expect(seeded('dlv_0008').attempts).toMatchObject([
        { reason: 'customer-unavailable', note: 'Gate locked, no answer' },
      ]);
    },
  },
  {
    endpoint: 'returnDelivery',
    screen: 'Return to sender… after three failed attempts',
    path: DELIVERIES,
    kind: 'action',
    ready: async (ui) => {
      // Three attempts made (as three Record attempt would have): the list shows them once refetched.
      seeded('dlv_0008').attempts = ['customer-unavailable', 'wrong-address', 'refused'].map((reason, index) => ({
        reason: reason as 'customer-unavailable',
        note: '',
        at: new Date(Date.now() - (3 - index) * 3_600_000).toISOString(),
      }));
      await ui.queryClient.invalidateQueries();
      await readyCard('dlv_0008')();
      await openProof(ui, 'dlv_0008');
      await ui.user.click(await screen.findByRole('button', { name: 'Return to sender…' }));
      await screen.findByRole('button', { name: 'Return to sender' });
    },
    ...clickToRetry(() => screen.getByRole('button', { name: 'Return to sender' })),
    failed: () => {
      expect(toast(fleetMessages.returnFailed)).toBeInTheDocument();
      expect(seeded('dlv_0008').status).toBe('in-transit');
    },
    done: () => {
      expect(card('dlv_0008').getByText('Returned')).toBeInTheDocument();
      expect(seeded('dlv_0008').status).toBe('returned');
    },
  },
];
