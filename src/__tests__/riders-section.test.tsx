import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NIGERIAN_PHONE_MESSAGE } from '@/api/schemas/auth';
import { findDialog, toast } from '@/test/screen-helpers';
import { currentHref, renderApp, signInAs } from '@/test/render';
import { hold } from '@/test/hold';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_PASSWORD, DEMO_RIDERS, SECOND_PARTNER } from '@mocks/seed';

/*
 * The Riders section through the real route against the mock API (issue 27): the demo partner's
 * eight riders on the roster (Tayo Adebayo archived), dlv_0005 (DOS-2026-0008) waiting for a
 * rider, and five open deliveries on the fleet map (server/seed/riders.ts).
 */

const LOAD = { timeout: 5_000 };
/** A ceiling, not a timing assertion: a cold run transforms Leaflet (14k lines) first. */
const COLD = { timeout: 15_000 };

const roster = () => within(screen.getByRole('list', { name: 'Roster' }));
const riderRow = (name: string) => {
  const link = roster().getByRole('link', { name });
  return within(link.closest('li')!);
};
const riderRecord = (id: string) => db.state.riders.find((r) => r.id === id)!;

async function openRiders(path = '/dashboard/riders') {
  await signInAs();
  const view = renderApp(path);
  if (!path.includes('view=')) await screen.findByRole('list', { name: 'Roster' }, LOAD);
  return view;
}

describe('Riders section: the roster', () => {
  it('shows every rider on the roster with phone, vehicle, status and load, the archived apart', async () => {
    await openRiders();
    expect(screen.getByRole('heading', { name: 'Riders' })).toBeInTheDocument();
    const views = within(screen.getByRole('navigation', { name: 'Riders views' }));
    expect(views.getByRole('link', { name: 'Roster' })).toHaveAttribute('aria-current', 'page');
    expect(views.getByRole('link', { name: 'Dispatch' })).toHaveAttribute('href', '/dashboard/riders?view=dispatch');

    expect(roster().getAllByRole('listitem')).toHaveLength(8);
    expect(roster().queryByRole('link', { name: 'Tayo Adebayo' })).not.toBeInTheDocument();
    const bola = riderRow('Bola Adeyemi');
    expect(bola.getByText('On a delivery')).toBeInTheDocument();
    expect(bola.getByRole('link', { name: '+234 803 555 0201' })).toHaveAttribute('href', 'tel:+2348035550201');
    expect(bola.getByText('Motorbike · LND-482-KJ')).toBeInTheDocument();
    expect(bola.getByText('1 open · 0 delivered today')).toBeInTheDocument();
    expect(riderRow('Sade Ogunleye').getByText('Available')).toBeInTheDocument();
    expect(riderRow('Ngozi Eze').getByText('Off duty')).toBeInTheDocument();
    expect(riderRow('Ngozi Eze').getByRole('switch', { name: 'Ngozi Eze on duty' })).not.toBeChecked();
    expect(riderRow('Aisha Bello').getByText('Available')).toBeInTheDocument();
  });

  it('adds a rider, who appears on the roster', async () => {
    const { user } = await openRiders();
    await user.click(screen.getByRole('button', { name: 'Add rider' }));
    const form = within(await findDialog('Add rider'));
    await user.type(form.getByLabelText(/^Name/), 'Chinedu Obi');
    await user.type(form.getByLabelText(/^Phone number/), '0816 555 0299');
    await user.selectOptions(form.getByLabelText(/^Vehicle/), 'van');
    await user.type(form.getByLabelText('Plate (optional)'), 'kja-321-zz');
    await user.click(form.getByRole('button', { name: 'Add rider' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add rider' })).not.toBeInTheDocument());
    const added = await waitFor(() => riderRow('Chinedu Obi'));
    expect(added.getByText('Van · KJA-321-ZZ')).toBeInTheDocument();
    expect(added.getByText('Available')).toBeInTheDocument();
    await waitFor(() => expect(toast('Rider added')).toBeInTheDocument());
  });

  it('says what is wrong with the phone: a number that is not Nigerian, then one another rider has', async () => {
    const { user } = await openRiders();
    await user.click(screen.getByRole('button', { name: 'Add rider' }));
    const form = within(await findDialog('Add rider'));
    await user.click(form.getByRole('button', { name: 'Add rider' }));
    expect(await form.findByText('Please enter the rider’s name')).toBeInTheDocument();
    expect(form.getByText('Please enter the rider’s phone number')).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Name/), 'Chinedu Obi');
    await user.type(form.getByLabelText(/^Phone number/), '12345');
    await user.click(form.getByRole('button', { name: 'Add rider' }));
    expect(await form.findByText(NIGERIAN_PHONE_MESSAGE)).toBeInTheDocument();
    expect(form.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      expect.stringContaining(NIGERIAN_PHONE_MESSAGE),
    );

    // Bola's number, written another way: the server refuses it, under the field, in its words.
    await user.clear(form.getByLabelText(/^Phone number/));
    await user.type(form.getByLabelText(/^Phone number/), '08035550201');
    await user.click(form.getByRole('button', { name: 'Add rider' }));
    expect(await form.findByText('Another rider on the roster has this phone number')).toBeInTheDocument();
    expect(form.getByLabelText(/^Phone number/)).toHaveFocus();
    expect(form.getByLabelText(/^Name/)).toHaveValue('Chinedu Obi');
    expect(db.state.riders.some((r) => r.name === 'Chinedu Obi')).toBe(false);
  });

  it('edits a rider in the same dialog', async () => {
    const { user } = await openRiders();
    await user.click(riderRow('Sade Ogunleye').getByRole('button', { name: 'Edit Sade Ogunleye' }));
    const form = within(await findDialog('Edit Sade Ogunleye'));
    expect(form.getByLabelText(/^Phone number/)).toHaveValue('+234 809 555 0204');
    await user.selectOptions(form.getByLabelText(/^Vehicle/), 'car');
    await user.clear(form.getByLabelText('Plate (optional)'));
    await user.type(form.getByLabelText('Plate (optional)'), 'APP 900 LG');
    await user.click(form.getByRole('button', { name: 'Save rider' }));

    await waitFor(() => expect(riderRow('Sade Ogunleye').getByText('Car · APP 900 LG')).toBeInTheDocument());
    expect(riderRecord(DEMO_RIDERS.available)).toMatchObject({ vehicle: 'car', plate: 'APP 900 LG' });
  });

  it('takes a rider off duty and back with the switch', async () => {
    const { user } = await openRiders();
    const musa = () => riderRow('Musa Ibrahim');
    await user.click(musa().getByRole('switch', { name: 'Musa Ibrahim on duty' }));
    await waitFor(() => expect(musa().getByText('Off duty')).toBeInTheDocument());
    expect(musa().getByRole('switch', { name: 'Musa Ibrahim on duty' })).not.toBeChecked();
    expect(riderRecord('rdr_musa').onDuty).toBe(false);
    await waitFor(() => expect(toast('Musa Ibrahim is off duty')).toBeInTheDocument());

    await user.click(musa().getByRole('switch', { name: 'Musa Ibrahim on duty' }));
    await waitFor(() => expect(musa().getByText('Available')).toBeInTheDocument());
    expect(riderRecord('rdr_musa').onDuty).toBe(true);
  });

  it('refuses to archive a busy rider in the server’s words, archives an idle one, and restores it', async () => {
    const { user } = await openRiders();
    await user.click(riderRow('Bola Adeyemi').getByRole('button', { name: 'Archive Bola Adeyemi' }));
    let confirm = within(await findDialog('Archive Bola Adeyemi?', 'alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Archive' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent(
      'Bola Adeyemi has 1 open delivery: assign it to another rider first',
    );
    expect(riderRecord(DEMO_RIDERS.busy).archivedAt).toBeNull();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));

    await user.click(riderRow('Musa Ibrahim').getByRole('button', { name: 'Archive Musa Ibrahim' }));
    confirm = within(await findDialog('Archive Musa Ibrahim?', 'alertdialog'));
    expect(confirm.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(roster().queryByRole('link', { name: 'Musa Ibrahim' })).not.toBeInTheDocument());
    expect(riderRecord('rdr_musa').archivedAt).not.toBeNull();

    await user.click(screen.getByRole('link', { name: 'Archived riders' }));
    const archived = within(await screen.findByRole('list', { name: 'Archived riders' }, LOAD));
    expect(archived.getByRole('link', { name: 'Tayo Adebayo' })).toBeInTheDocument();
    await user.click(archived.getByRole('button', { name: 'Restore Musa Ibrahim' }));
    await waitFor(() => expect(archived.queryByRole('link', { name: 'Musa Ibrahim' })).not.toBeInTheDocument());
    expect(riderRecord('rdr_musa').archivedAt).toBeNull();
    await waitFor(() => expect(toast('Rider restored')).toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Back to the roster' }));
    await screen.findByRole('list', { name: 'Roster' }, LOAD);
    expect(riderRow('Musa Ibrahim').getByText('Available')).toBeInTheDocument();
  });

  it('offers Add rider to a partner with no riders yet', async () => {
    await signInAs(SECOND_PARTNER.email, DEMO_PASSWORD);
    const { user } = renderApp('/dashboard/riders');
    expect(await screen.findByText('No riders yet', {}, LOAD)).toBeInTheDocument();
    const [add, ...more] = screen.getAllByRole('button', { name: 'Add rider' });
    expect(more).toEqual([]);
    await user.click(add!);
    expect(await findDialog('Add rider')).toBeInTheDocument();
  });
});

describe('Riders section: a rider’s page', () => {
  it('shows what the rider carries, each delivery linked, and all of its deliveries', async () => {
    const { user, router } = await openRiders();
    await user.click(roster().getByRole('link', { name: 'Bola Adeyemi' }));
    const page = within(await screen.findByRole('dialog', { name: 'Bola Adeyemi' }, LOAD));
    expect(currentHref(router)).toBe('/dashboard/riders?rider=rdr_bola');
    const open = within(await page.findByRole('list', { name: 'Open deliveries' }));
    expect(open.getByRole('link', { name: 'DOS-2026-0007' })).toHaveAttribute(
      'href',
      '/dashboard/deliveries?delivery=dlv_0006',
    );
    expect(open.getByText('Picked Up')).toBeInTheDocument();
    expect(page.getByText('Nothing delivered yet today.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'All of Bola Adeyemi’s deliveries' })).toHaveAttribute(
      'href',
      '/dashboard/deliveries?view=table&rider=rdr_bola',
    );

    await user.click(page.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/riders'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Riders section: dispatch', () => {
  it('assigns the waiting delivery to a rider by keyboard; it leaves the list and the rider’s load grows', async () => {
    const { user } = await openRiders('/dashboard/riders?view=dispatch');
    const waiting = within(await screen.findByRole('region', { name: 'Waiting for a rider' }, LOAD));
    const delivery = waiting.getByRole('radio', { name: /DOS-2026-0008/ });
    expect(delivery).toBeChecked();
    expect(delivery).toHaveAccessibleName('DOS-2026-0008 for Funke Adeyemi, Ibadan → Ibadan, medium priority');
    const riders = within(screen.getByRole('list', { name: 'Riders on duty' }));
    expect(riders.queryByText('Ngozi Eze')).not.toBeInTheDocument();

    delivery.focus();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Assign DOS-2026-0008 to /);
    const riderName = document.activeElement!.getAttribute('aria-label')!.replace('Assign DOS-2026-0008 to ', '');
    await user.keyboard('{Enter}');

    const announced = `DOS-2026-0008 assigned to ${riderName}`;
    expect(await screen.findByText(announced, { selector: '[role="status"]' }, LOAD)).toBeInTheDocument();
    expect(await waiting.findByText('Every accepted delivery has a rider')).toBeInTheDocument();
    expect(riders.queryByRole('button', { name: /^Assign/ })).not.toBeInTheDocument();
    // The button left with the delivery: the keyboard goes on from the list's heading, not the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Waiting for a rider' })).toHaveFocus());
    const assignedTo = db.state.riders.find(
      (r) => r.id === db.state.deliveries.find((d) => d.id === 'dlv_0005')!.riderId,
    );
    expect(assignedTo?.name).toBe(riderName);
    const row = within(riders.getByText(riderName).closest('li')!);
    expect(row.getByText(/1 open · /)).toBeInTheDocument();
  });
});

describe('Riders section: the fleet map', { timeout: 40_000 }, () => {
  it('lists the open deliveries with their riders and last positions, beside the map; an entry opens its delivery', async () => {
    const { user, router } = await openRiders('/dashboard/riders?view=map');
    const list = within(await screen.findByRole('list', { name: 'Open deliveries' }, LOAD));
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    const waiting = list.getByRole('link', { name: /DOS-2026-0008/ });
    expect(waiting).toHaveTextContent('Unassigned · to Ibadan');
    expect(waiting).toHaveTextContent('Accepted');
    expect(list.getByRole('link', { name: /DOS-2026-0007/ })).toHaveTextContent('Bola Adeyemi · to Lagos');
    expect(list.getByRole('link', { name: /DOS-2026-0006/ })).toHaveTextContent('In Transit');
    expect(list.getByRole('link', { name: /DOS-2026-0006/ })).toHaveTextContent(/Last seen \d/);

    const map = await screen.findByRole('img', { name: /^Map:/ }, COLD);
    expect(map).toHaveAccessibleName(/^Map: \d of 5 open deliveries by last known position$/);
    expect(within(map).queryAllByRole('link')).toEqual([]);

    await user.click(waiting);
    expect(await screen.findByRole('dialog', { name: 'DOS-2026-0008' }, COLD)).toBeInTheDocument();
    expect(currentHref(router)).toBe('/dashboard/deliveries?delivery=dlv_0005');
  });

  it('shows the section’s shape, views included, until the fleet is in', async () => {
    const { gate, release } = hold();
    server.use(http.get('*/api/fleet', () => gate)); // then on to the mock API's own handler
    await signInAs();
    renderApp('/dashboard/riders?view=map');
    expect(await screen.findByText('Loading the fleet map…', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Riders' })).toBeInTheDocument();
    const views = within(screen.getByRole('navigation', { name: 'Riders views' }));
    expect(views.getByRole('link', { name: 'Fleet map' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('list', { name: 'Open deliveries' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('list', { name: 'Open deliveries' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Loading the fleet map…')).not.toBeInTheDocument();
  });

  it('lists an open delivery without a position as such', async () => {
    for (const event of db.state.trackingEvents) {
      if (event.deliveryId === 'dlv_0005' && event.location) delete event.location.coordinates;
    }
    await openRiders('/dashboard/riders?view=map');
    const list = within(await screen.findByRole('list', { name: 'Open deliveries' }, LOAD));
    expect(list.getByRole('link', { name: /DOS-2026-0008/ })).toHaveTextContent('No position yet');
  });
});
