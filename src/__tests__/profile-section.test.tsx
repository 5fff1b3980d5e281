import { MutationObserver } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listDeliveryRoutes } from '@/api/delivery-routes';
import { getPartnerProfile, getPartnerSettings } from '@/api/partner';
import { acceptDeliveryMutation } from '@/queries/deliveries';
import { renderApp, signInAs } from '@/test/render';
import { recordRequestUrls } from '@/test/requests';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

// Two cores shared by several suites: give the first render (lazy route chunks) room.
configure({ asyncUtilTimeout: 5000 });

const PROFILE_TAB = '/dashboard/profile';
const PENDING_DELIVERY = 'dlv_0001';

/** A request that waits until the test lets it through. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

/**
 * Holds the `method` requests to `path` until the test calls release(), then answers with
 * `reply` — without one, the mock API's own handler answers.
 */
function hold(method: 'get' | 'put' | 'patch', path: string, reply?: () => Response) {
  const request = gate();
  server.use(
    http[method](path, async () => {
      await request.opened;
      return reply?.();
    }),
  );
  return request;
}

const refusal = (status: number, message: string, code = 'SERVER_ERROR') =>
  HttpResponse.json({ success: false, data: null, message, code }, { status });

const profileCard = () => screen.getByRole('region', { name: 'Profile' });

async function openProfileTab(path = PROFILE_TAB) {
  await signInAs();
  const view = renderApp(path);
  await waitFor(() => expect(within(profileCard()).getByText('Swift Riders Ltd')).toBeInTheDocument());
  return view;
}

/** Edit Profile on the profile card: its dialog. */
async function openEditProfile(user: Awaited<ReturnType<typeof openProfileTab>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.findByRole('dialog', { name: 'Edit Profile' });
}

/** Replaces these fields of the Edit Profile form (label → text), then Save changes. */
async function saveChanges(
  user: Awaited<ReturnType<typeof openProfileTab>>['user'],
  dialog: HTMLElement,
  changes: Record<string, string>,
) {
  for (const [label, text] of Object.entries(changes)) {
    await user.clear(within(dialog).getByLabelText(label));
    await user.type(within(dialog).getByLabelText(label), text);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
}

/** The routes section (its own since the app frame; the routes were a card of Profile). */
async function openRoutesTab() {
  await signInAs();
  const view = renderApp('/dashboard/routes');
  await screen.findByRole('heading', { name: 'Delivery Routes' });
  return view;
}

/** The number shown under a statistics label (a dt/dd pair). */
const statistic = (label: string) =>
  within(screen.getByRole('region', { name: 'Delivery statistics' })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

const routeList = () => screen.getByRole('list', { name: 'Your delivery routes' });
const routeNames = () =>
  within(routeList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The toast (sonner) with this text. */
const findToast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' }, { timeout: 3000 });

describe('profile tab: loading and load failures', () => {
  it('holds a placeholder until its data is in, then shows the frame and every card at once', async () => {
    const request = hold('get', '*/api/delivery-partners/settings');
    await signInAs();
    renderApp(PROFILE_TAB);
    // A cold load holds a placeholder until the data is in: the frame's skeleton while the
    // session is checked — it stays while the section loads when the check is slow (a busy
    // machine) — or, when the check is back first, the frame with the section's own placeholder.
    expect(await screen.findByText(/^Loading(\.\.\.| your profile…)$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();

    request.release();
    const settings = await screen.findByRole('region', { name: 'Account settings' }, { timeout: 10_000 });
    expect(within(settings).getAllByRole('switch')).toHaveLength(6);
    expect(within(profileCard()).getByText('Swift Riders Ltd')).toBeInTheDocument();
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard sections' })).toBeInTheDocument();
  });

  it.each([
    ['Delivery statistics', '*/api/statistics/deliveries', "We couldn't load your delivery statistics.", 'Pending'],
    ['Account settings', '*/api/delivery-partners/settings', "We couldn't load your settings.", 'Auto-Accept'],
  ])('%s: an error with a retry that loads it', async (region, path, message, loaded) => {
    server.use(http.get(path, () => refusal(400, 'Nope', 'BAD_REQUEST'), { once: true }));
    const { user } = await openProfileTab();
    const section = screen.getByRole('region', { name: region });
    expect(await within(section).findByText(message)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(section).queryByText(message)).not.toBeInTheDocument());
    expect(within(section).getByText(loaded)).toBeInTheDocument();
  });
});

describe('profile tab: profile card', () => {
  it('shows the company name, e-mail and phone from the profile', async () => {
    await openProfileTab();
    const card = profileCard();
    expect(within(card).getByText('Swift Riders Ltd')).toBeInTheDocument();
    expect(within(card).getByText('demo@example.com')).toBeInTheDocument();
    expect(within(card).getByText('+234 803 123 4567')).toBeInTheDocument();
    expect(within(card).getByText('Ada Okafor')).toBeInTheDocument();
  });

  it('edits and saves the profile: the card, the greeting and a reopened form show the new values', async () => {
    const { user } = await openProfileTab();
    const dialog = await openEditProfile(user);
    expect(within(dialog).getByLabelText('Company name')).toHaveValue('Swift Riders Ltd');

    await saveChanges(user, dialog, {
      'Company name': 'Swift Riders Nigeria',
      'First name': 'Adaeze',
      Phone: '+234 809 000 1111',
    });

    expect(await findToast('Profile updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(profileCard()).getByText('Swift Riders Nigeria')).toBeInTheDocument();
    expect(within(profileCard()).getByText('+234 809 000 1111')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getAllByText('Welcome, Adaeze').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('banner')).queryByText('Welcome, Ada')).not.toBeInTheDocument();

    // The server kept them.
    expect(await getPartnerProfile()).toMatchObject({
      companyName: 'Swift Riders Nigeria',
      firstName: 'Adaeze',
      phone: '+234 809 000 1111',
    });

    const reopened = await openEditProfile(user);
    expect(within(reopened).getByLabelText('Company name')).toHaveValue('Swift Riders Nigeria');
    expect(within(reopened).getByLabelText('First name')).toHaveValue('Adaeze');
  });

  it('validates before saving: a blank company name and a bad e-mail are refused with their messages', async () => {
    const puts = recordRequestUrls('PUT');
    const { user } = await openProfileTab();
    const dialog = await openEditProfile(user);

    await saveChanges(user, dialog, { 'Company name': '   ', Email: 'not-an-email' });

    expect(await within(dialog).findByText('Please enter your company name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    // Save stays enabled; the focus goes to the first invalid field.
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Company name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('not-an-email');
    expect(puts).toEqual([]);
  });

  it("shows the server's reason for a taken e-mail under the e-mail, focused, not as a toast, keeping what was typed", async () => {
    const { user } = await openProfileTab();
    const dialog = await openEditProfile(user);
    // new@example.com is the other demo account's.
    await saveChanges(user, dialog, { 'Company name': 'Swift Riders Two', Email: 'new@example.com' });

    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.queryByText('An account with this email already exists', { selector: '[data-sonner-toast] *' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Company name')).toHaveValue('Swift Riders Two');
    expect(email).toHaveValue('new@example.com');
    expect(await getPartnerProfile()).toMatchObject({ companyName: 'Swift Riders Ltd', email: 'demo@example.com' });
  });

  it("shows a refusal's reason that names no field at the form's top, not as a toast, keeping what was typed", async () => {
    server.use(
      http.put('*/api/delivery-partners/profile', () =>
        refusal(422, 'Company names cannot be changed during a payout review', 'PROFILE_LOCKED'),
      ),
    );
    const { user } = await openProfileTab();
    const dialog = await openEditProfile(user);
    await saveChanges(user, dialog, { 'Company name': 'Swift Riders Two' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Company names cannot be changed during a payout review',
    );
    expect(
      screen.queryByText('Company names cannot be changed during a payout review', {
        selector: '[data-sonner-toast] *',
      }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to update profile. Please try again.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Company name')).toHaveValue('Swift Riders Two');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('disables Save while saving, and on a server failure keeps the values and shows the fallback text', async () => {
    const request = hold('put', '*/api/delivery-partners/profile', () => refusal(500, 'Internal server error'));
    const { user } = await openProfileTab();
    const dialog = await openEditProfile(user);
    await saveChanges(user, dialog, { 'Last name': 'Okafor-Bello' });

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    request.release();

    expect(await findToast('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Okafor-Bello');
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    server.use(http.get('*/api/delivery-partners/profile', () => refusal(400, 'Nope', 'BAD_REQUEST'), { once: true }));
    await signInAs();
    const { user } = renderApp(PROFILE_TAB);
    expect(await screen.findByText("We couldn't load your profile.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeDisabled();
    await user.click(within(profileCard()).getByRole('button', { name: 'Retry' }));
    expect(await within(profileCard()).findByText('Swift Riders Ltd')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your profile.")).not.toBeInTheDocument();
  });
});

describe('profile tab: delivery statistics', () => {
  it('shows the seeded counts, and the Pending tile drops when a pending delivery is accepted', async () => {
    const { queryClient } = await openProfileTab();
    await waitFor(() => expect(statistic('Pending')).toBe('3'));
    expect(statistic('Completed')).toBe('2');
    expect(statistic('In Progress')).toBe('5');
    expect(statistic('Rejected')).toBe('1');

    await new MutationObserver(queryClient, acceptDeliveryMutation(queryClient)).mutate({ id: PENDING_DELIVERY });

    await waitFor(() => expect(statistic('Pending')).toBe('2'));
    expect(statistic('In Progress')).toBe('6');
    expect(statistic('Completed')).toBe('2');
  });
});

describe('routes section: delivery routes', () => {
  it('lists the seeded routes with time, base price in naira, coverage and state', async () => {
    await openRoutesTab();
    await waitFor(() =>
      expect(routeNames()).toEqual(['Lekki → Ikeja', 'Lagos → Ibadan', 'Abuja → Kano', 'Lagos → Accra']),
    );
    const lagosIbadan = within(routeList()).getAllByRole('listitem')[1]!;
    expect(lagosIbadan).toHaveTextContent('3-4 hours');
    expect(lagosIbadan).toHaveTextContent('₦12,000');
    expect(within(lagosIbadan).getByText('Interstate')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Lagos → Ibadan active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Abuja → Kano active' })).not.toBeChecked();
    expect(within(routeList()).getByText('International')).toBeInTheDocument();
  });

  it('add: the form opens with Save enabled and coverage local; the new route joins the list', async () => {
    const { user } = await openRoutesTab();
    await waitFor(() => expect(routeNames()).toHaveLength(4));
    const toggle = screen.getByRole('button', { name: 'Add Route' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Add a delivery route' });
    const save = within(form).getByRole('button', { name: 'Save Route' });

    // The rules are checked on submit (delivery-route-form.test.tsx), never by disabling Save.
    expect(within(form).getByLabelText('Coverage')).toHaveValue('local');
    expect(save).toBeEnabled();
    await user.type(within(form).getByLabelText('From'), 'Yaba');
    await user.type(within(form).getByLabelText('To'), 'Surulere');
    await user.type(within(form).getByLabelText('Estimated time'), '45 minutes');
    await user.type(within(form).getByLabelText('Base price (₦)'), '2500');
    await user.click(save);

    await waitFor(() => expect(routeNames()).toContain('Yaba → Surulere'));
    expect(screen.queryByRole('form', { name: 'Add a delivery route' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('switch', { name: 'Yaba → Surulere active' })).toBeChecked();
    const added = (await listDeliveryRoutes()).find((route) => route.from === 'Yaba');
    expect(added).toMatchObject({
      to: 'Surulere',
      estimatedTime: '45 minutes',
      basePrice: 2500,
      coverage: 'local',
      isActive: true,
    });

    // It opens again empty.
    await user.click(toggle);
    expect(within(screen.getByRole('form', { name: 'Add a delivery route' })).getByLabelText('From')).toHaveValue('');
  });

  it('add: a chosen coverage is sent; Cancel closes the form', async () => {
    const { user } = await openRoutesTab();
    await waitFor(() => expect(routeNames()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Add Route' }));
    let form = screen.getByRole('form', { name: 'Add a delivery route' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add a delivery route' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Route' }));
    form = screen.getByRole('form', { name: 'Add a delivery route' });
    await user.type(within(form).getByLabelText('From'), 'Port Harcourt');
    await user.type(within(form).getByLabelText('To'), 'Enugu');
    await user.type(within(form).getByLabelText('Estimated time'), '5-6 hours');
    await user.type(within(form).getByLabelText('Base price (₦)'), '18000');
    await user.selectOptions(within(form).getByLabelText('Coverage'), 'interstate');
    await user.click(within(form).getByRole('button', { name: 'Save Route' }));

    await waitFor(() => expect(routeNames()).toContain('Port Harcourt → Enugu'));
    expect((await listDeliveryRoutes()).find((route) => route.from === 'Port Harcourt')?.coverage).toBe('interstate');
  });

  it('add: a failure shows the exact text and keeps the form with what was typed', async () => {
    server.use(http.post('*/api/routes', () => refusal(500, 'Internal server error')));
    const { user } = await openRoutesTab();
    await waitFor(() => expect(routeNames()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Add Route' }));
    const form = screen.getByRole('form', { name: 'Add a delivery route' });
    await user.type(within(form).getByLabelText('From'), 'Yaba');
    await user.type(within(form).getByLabelText('To'), 'Surulere');
    await user.type(within(form).getByLabelText('Estimated time'), '45 minutes');
    await user.type(within(form).getByLabelText('Base price (₦)'), '2500');
    await user.click(within(form).getByRole('button', { name: 'Save Route' }));

    expect(await findToast('Failed to add route. Please try again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('From')).toHaveValue('Yaba');
    expect(within(form).getByLabelText('Base price (₦)')).toHaveValue(2500);
    expect(within(form).getByRole('button', { name: 'Save Route' })).toBeEnabled();
    expect(routeNames()).toHaveLength(4);
  });

  it('toggle: the switch flips at once, before the server answers, and stays', async () => {
    const request = hold('patch', '*/api/routes/:id/toggle');
    const { user } = await openRoutesTab();
    const lagosIbadan = await screen.findByRole('switch', { name: 'Lagos → Ibadan active' });
    expect(lagosIbadan).toBeChecked();

    await user.click(lagosIbadan);
    expect(lagosIbadan).not.toBeChecked(); // the request is still held
    request.release();

    await waitFor(async () =>
      expect((await listDeliveryRoutes()).find((r) => r.id === 'rte_lagos_ibadan')?.isActive).toBe(false),
    );
    expect(screen.getByRole('switch', { name: 'Lagos → Ibadan active' })).not.toBeChecked();
  });

  it('toggle: a refused toggle flips back and says so', async () => {
    const request = hold('patch', '*/api/routes/:id/toggle', () => refusal(500, 'Internal server error'));
    const { user } = await openRoutesTab();
    const abujaKano = await screen.findByRole('switch', { name: 'Abuja → Kano active' });
    expect(abujaKano).not.toBeChecked();
    await user.click(abujaKano);
    expect(abujaKano).toBeChecked();
    request.release();

    expect(await findToast('Failed to update route status. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Abuja → Kano active' })).not.toBeChecked());
  });

  it('delete: asks first, then removes the route', async () => {
    const { user } = await openRoutesTab();
    await waitFor(() => expect(routeNames()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Delete route Lagos → Accra' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this route?' });
    expect(confirm).toHaveTextContent('Lagos → Accra will be removed');

    // Cancel keeps it.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(routeNames()).toContain('Lagos → Accra');

    await user.click(screen.getByRole('button', { name: 'Delete route Lagos → Accra' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete route' }));

    await waitFor(() => expect(routeNames()).not.toContain('Lagos → Accra'));
    expect(routeNames()).toHaveLength(3);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await listDeliveryRoutes()).map((route) => route.id)).not.toContain('rte_lagos_accra');
  });

  it('delete: a failure says so with the exact text and keeps the route', async () => {
    server.use(http.delete('*/api/routes/:id', () => refusal(500, 'Internal server error')));
    const { user } = await openRoutesTab();
    await waitFor(() => expect(routeNames()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Delete route Lekki → Ikeja' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete route' }));

    expect(await findToast('Failed to delete route. Please try again.')).toBeInTheDocument();
    expect(routeNames()).toContain('Lekki → Ikeja');
  });

  it('shows an empty state when there are no routes, with a way to add the first', async () => {
    db.state.deliveryRoutes = [];
    const { user } = await openRoutesTab();
    expect(await screen.findByText('No delivery routes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first route' }));
    expect(screen.getByRole('form', { name: 'Add a delivery route' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Route' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows an error with a retry when the routes cannot be loaded', async () => {
    server.use(http.get('*/api/routes', () => refusal(400, 'Nope', 'BAD_REQUEST'), { once: true }));
    const { user } = await openRoutesTab();
    expect(await screen.findByText("We couldn't load your delivery routes.")).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'Delivery Routes' })).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(routeNames()).toHaveLength(4));
  });
});

describe('profile tab: account settings', () => {
  it('loads the switches and saves a change', async () => {
    const { user } = await openProfileTab();
    const email = await screen.findByRole('switch', { name: 'Email Notifications' });
    const sms = screen.getByRole('switch', { name: 'SMS Notifications' });
    const autoAccept = screen.getByRole('switch', { name: 'Auto-Accept' });
    expect(email).toBeChecked();
    expect(sms).not.toBeChecked();
    expect(autoAccept).not.toBeChecked();
    expect(sms).toHaveAccessibleDescription('Text alerts for urgent delivery updates.');

    await user.click(sms);
    expect(sms).toBeChecked();
    await waitFor(async () => expect((await getPartnerSettings()).smsNotifications).toBe(true));

    await user.click(email);
    await waitFor(async () =>
      expect(await getPartnerSettings()).toMatchObject({
        emailNotifications: false,
        smsNotifications: true,
        autoAccept: false,
      }),
    );
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
  });

  it('chooses which proof of delivery Mark as Delivered asks for', async () => {
    const { user } = await openProfileTab();
    const photo = await screen.findByRole('switch', { name: 'Proof: photo' });
    expect(photo).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Proof: delivery code' })).toBeChecked();
    expect(photo).toHaveAccessibleDescription('A photo of the parcel where it was left.');

    await user.click(photo);
    expect(photo).not.toBeChecked();
    await waitFor(async () =>
      expect((await getPartnerSettings()).proofOfDelivery).toEqual({ code: true, signature: true, photo: false }),
    );
  });

  it('rolls a switch back and says so when the save fails', async () => {
    const request = hold('put', '*/api/delivery-partners/settings', () => refusal(500, 'Internal server error'));
    const { user } = await openProfileTab();
    const autoAccept = await screen.findByRole('switch', { name: 'Auto-Accept' });
    await user.click(autoAccept);
    expect(autoAccept).toBeChecked(); // at once, while the save is held
    request.release();

    expect(await findToast('Failed to update settings. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-Accept' })).not.toBeChecked());
    expect((await getPartnerSettings()).autoAccept).toBe(false);
  });
});
