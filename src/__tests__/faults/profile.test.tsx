import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { deliveryRouteMessages } from '@/forms/delivery-route-form';
import { companyNameMessages } from '@/forms/company-name-form';
import { profileMessages } from '@/forms/profile-form';
import { settingsMessages } from '@/features/profile/account-settings-card';
import { customerMessageFaultRows } from '@/test/customer-message-faults';
import { clickToRetry, faultMatrix, findDialog, loadRow, overviewRow, toast, type FaultRow } from '@/test/faults';
import { db } from '@mocks/db';
import { DEMO_USER_ID } from '@mocks/seed';

/*
 * Fault matrix, the Profile tab: the profile card and its edit dialog, the delivery
 * statistics, the delivery routes (add, toggle, delete), the account settings and the
 * customer messages (their rows: src/test/customer-message-faults.ts). The demo partner has
 * four routes, three active; Lekki → Ikeja is active. See src/test/faults.ts.
 */

const PROFILE_TAB = '/dashboard/profile';
const ROUTES_TAB = '/dashboard/routes';
const region = (name: string) => within(screen.getByRole('region', { name }));
const routeList = () => within(screen.getByRole('list', { name: 'Your delivery routes' }));
const demoRoutes = () => db.state.deliveryRoutes.filter((r) => r.partnerId === DEMO_USER_ID);
const lekkiIkeja = () => db.state.deliveryRoutes.find((r) => r.id === 'rte_lekki_ikeja');
const lekkiSwitch = () => screen.getByRole('switch', { name: 'Lekki → Ikeja active' });
const smsSwitch = () => screen.getByRole('switch', { name: 'SMS Notifications' });
const smsOnServer = () => db.state.settings.find((s) => s.partnerId === DEMO_USER_ID)!.smsNotifications;

const newRoute = { from: 'Yaba', to: 'Surulere', estimatedTime: '45 minutes', basePrice: '2500' };
const routeFields = { from: 'From', to: 'To', estimatedTime: 'Estimated time', basePrice: 'Base price (₦)' } as const;
const routeForm = () => within(screen.getByRole('form', { name: 'Add a delivery route' }));

const companyEdit = 'Swift Riders Group';
const companyOnServer = () => db.state.profiles.find((p) => p.partnerId === DEMO_USER_ID)!.companyName;

const profileEdit = { companyName: 'Swift Riders NG', phone: '08039990000' };
const editDialog = () => within(screen.getByRole('dialog', { name: 'Edit Profile' }));

const readyRoutes = async () => {
  await screen.findByRole('list', { name: 'Your delivery routes' });
};
const readyProfile = async () => {
  await within(await screen.findByRole('region', { name: 'Profile' })).findByText('Swift Riders Ltd');
};
const readySettings = async () => {
  await within(await screen.findByRole('region', { name: 'Account settings' })).findByRole('switch', {
    name: 'SMS Notifications',
  });
};

const deleteLekkiIkeja: FaultRow['act'] = async ({ user }) => {
  await user.click(screen.getByRole('button', { name: 'Delete route Lekki → Ikeja' }));
  const confirm = await findDialog('Delete this route?', 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Delete route' }));
};

const rows: FaultRow[] = [
  loadRow({
    endpoint: 'listDeliveryRoutes',
    screen: 'the Routes section',
    path: ROUTES_TAB,
    region: 'Delivery Routes',
    couldNotLoad: "We couldn't load your delivery routes.",
    alsoFailed: () => {
      expect(screen.getByRole('button', { name: 'Add Route' })).toBeDisabled();
    },
    done: () => {
      expect(routeList().getAllByRole('listitem')).toHaveLength(4);
      expect(screen.getByRole('button', { name: 'Add Route' })).toBeEnabled();
    },
  }),
  {
    endpoint: 'createDeliveryRoute',
    screen: 'Add Route, Save Route',
    path: ROUTES_TAB,
    kind: 'action',
    ready: readyRoutes,
    act: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Add Route' }));
      for (const [name, label] of Object.entries(routeFields))
        await user.type(routeForm().getByLabelText(label), newRoute[name as keyof typeof newRoute]);
      await user.click(routeForm().getByRole('button', { name: 'Save Route' }));
    },
    failed: () => {
      expect(toast(deliveryRouteMessages.addFailed)).toBeInTheDocument();
      // The form stays open, ready to save again.
      expect(routeForm().getByRole('button', { name: 'Save Route' })).toBeEnabled();
      expect(demoRoutes()).toHaveLength(4);
    },
    kept: () => {
      for (const [name, label] of Object.entries(routeFields)) {
        const value = newRoute[name as keyof typeof newRoute];
        expect(routeForm().getByLabelText(label)).toHaveValue(name === 'basePrice' ? Number(value) : value);
      }
    },
    retry: async ({ user }) => {
      await user.click(routeForm().getByRole('button', { name: 'Save Route' }));
    },
    done: () => {
      expect(toast(deliveryRouteMessages.added)).toBeInTheDocument();
      expect(routeList().getByRole('heading', { name: 'Yaba → Surulere' })).toBeInTheDocument();
      expect(demoRoutes().find((r) => r.from === 'Yaba')).toMatchObject({
        to: 'Surulere',
        estimatedTime: '45 minutes',
        basePrice: 250_000, // kobo, as the mock's database keeps money
      });
    },
  },
  {
    endpoint: 'deleteDeliveryRoute',
    screen: 'Delete route, confirmed',
    path: ROUTES_TAB,
    kind: 'action',
    ready: readyRoutes,
    act: deleteLekkiIkeja,
    failed: () => {
      expect(toast(deliveryRouteMessages.deleteFailed)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(routeList().getByRole('heading', { name: 'Lekki → Ikeja' })).toBeInTheDocument();
      expect(lekkiIkeja()).toBeDefined();
    },
    retry: deleteLekkiIkeja,
    done: () => {
      expect(toast(deliveryRouteMessages.deleted)).toBeInTheDocument();
      expect(routeList().queryByRole('heading', { name: 'Lekki → Ikeja' })).not.toBeInTheDocument();
      expect(lekkiIkeja()).toBeUndefined();
    },
  },
  {
    endpoint: 'toggleDeliveryRoute',
    screen: 'a route’s active switch',
    path: ROUTES_TAB,
    kind: 'action',
    ready: readyRoutes,
    ...clickToRetry(() => lekkiSwitch()),
    failed: () => {
      expect(toast(deliveryRouteMessages.toggleFailed)).toBeInTheDocument();
      // The switch flipped at once and flipped back.
      expect(lekkiSwitch()).toBeChecked();
      expect(lekkiIkeja()!.isActive).toBe(true);
    },
    done: () => {
      expect(lekkiSwitch()).not.toBeChecked();
      expect(lekkiIkeja()!.isActive).toBe(false);
      expect(region('Delivery Routes').getByText(/^2 of 4 routes active/)).toBeInTheDocument();
    },
  },
  loadRow({
    endpoint: 'getPartnerProfile',
    screen: 'the Profile tab’s profile card',
    path: PROFILE_TAB,
    region: 'Profile',
    couldNotLoad: "We couldn't load your profile.",
    alsoFailed: () => {
      expect(region('Profile').getByRole('button', { name: 'Edit Profile' })).toBeDisabled();
    },
    done: () => {
      expect(region('Profile').getByText('Swift Riders Ltd')).toBeInTheDocument();
      expect(region('Profile').getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
    },
  }),
  {
    endpoint: 'updatePartnerProfile',
    screen: 'Edit Profile, Save changes',
    path: PROFILE_TAB,
    kind: 'action',
    ready: readyProfile,
    act: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      await findDialog('Edit Profile');
      await user.clear(editDialog().getByLabelText('Company name'));
      await user.type(editDialog().getByLabelText('Company name'), profileEdit.companyName);
      await user.clear(editDialog().getByLabelText('Phone'));
      await user.type(editDialog().getByLabelText('Phone'), profileEdit.phone);
      await user.click(editDialog().getByRole('button', { name: 'Save changes' }));
    },
    failed: () => {
      // Inside the dialog (the page behind a modal is hidden from assistive technology), and as a toast.
      expect(editDialog().getByRole('alert')).toHaveTextContent(profileMessages.failed);
      expect(editDialog().getByRole('button', { name: 'Save changes' })).toBeEnabled();
    },
    kept: () => {
      expect(editDialog().getByLabelText('Company name')).toHaveValue(profileEdit.companyName);
      expect(editDialog().getByLabelText('Phone')).toHaveValue(profileEdit.phone);
    },
    retry: async ({ user }) => {
      await user.click(editDialog().getByRole('button', { name: 'Save changes' }));
    },
    done: () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toast(profileMessages.saved)).toBeInTheDocument();
      expect(region('Profile').getByText(profileEdit.companyName)).toBeInTheDocument();
      expect(db.state.profiles.find((p) => p.partnerId === DEMO_USER_ID)).toMatchObject(profileEdit);
    },
  },
  loadRow({
    endpoint: 'getPartnerSettings',
    screen: 'the Profile tab’s account settings',
    path: PROFILE_TAB,
    region: 'Account settings',
    couldNotLoad: "We couldn't load your settings.",
    done: () => {
      // Three notification switches and the three proofs of delivery.
      expect(region('Account settings').getAllByRole('switch')).toHaveLength(6);
      expect(smsSwitch()).not.toBeChecked();
    },
  }),
  {
    endpoint: 'updatePartnerSettings',
    screen: 'the SMS Notifications switch',
    path: PROFILE_TAB,
    kind: 'action',
    ready: readySettings,
    ...clickToRetry(() => smsSwitch()),
    failed: () => {
      expect(toast(settingsMessages.failed)).toBeInTheDocument();
      expect(smsSwitch()).not.toBeChecked();
      expect(smsOnServer()).toBe(false);
    },
    done: () => {
      expect(smsSwitch()).toBeChecked();
      expect(smsOnServer()).toBe(true);
    },
  },
  {
    endpoint: 'setCompanyName',
    screen: 'the company step (after a first sign-in), Continue',
    path: '/dashboard/welcome',
    kind: 'action',
    ready: async () => {
      await screen.findByRole('heading', { name: 'What is your company called?' });
    },
    act: async ({ user }) => {
      await user.type(screen.getByLabelText('Company name'), companyEdit);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
    },
    failed: () => {
      expect(toast(companyNameMessages.failed)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
      expect(companyOnServer()).toBe('Swift Riders Ltd');
    },
    kept: () => {
      expect(screen.getByLabelText('Company name')).toHaveValue(companyEdit);
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
    },
    done: () => {
      expect(toast(companyNameMessages.saved)).toBeInTheDocument();
      expect(companyOnServer()).toBe(companyEdit);
    },
  },
  overviewRow({
    endpoint: 'getDeliveryStatistics',
    screen: 'the dashboard overview (the dashboard load)',
    tile: 'overview-deliveries',
    shows: '3 pending',
  }),
  ...customerMessageFaultRows,
];

describe('faults: profile', () => {
  faultMatrix('profile', rows);
});
