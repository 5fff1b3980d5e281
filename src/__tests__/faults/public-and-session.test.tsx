import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { tokenStorage } from '@/api/token-storage';
import { apiAccessMessages } from '@/forms/api-access-form';
import { signInMessages } from '@/forms/signin-form';
import { forgotPasswordMessages } from '@/forms/forgot-password-form';
import { signUpMessages } from '@/forms/signup-form';
import { verifyMessages } from '@/forms/verification-code';
import { forgotPassword } from '@/api/auth';
import { resetPasswordMessages } from '@/features/auth/reset-password-form';
import { mockControl } from '@/features/mock-panel/control-api';
import {
  answered,
  clientMessage,
  countCalls,
  demoAccount,
  faultMatrix,
  findDialog,
  holdRefreshUntil,
  installFaultTimers,
  queryToast,
  settle,
  signInThroughPage,
  toast,
  type FailureFault,
  type FaultRow,
  type Ui,
} from '@/test/faults';
import { currentHref, renderApp, sectionLink, signInAs } from '@/test/render';
import { expireAccessTokens } from '@mocks/sessions';
import { server } from '@mocks/node';
import { trackingNumber } from '@mocks/seed';

/*
 * Fault matrix, public screens and the session: sign-in, sign-up, forgot and reset password,
 * e-mail verification, the Request API Access dialog, the route guard's session check and
 * logout. See src/test/faults.ts.
 */

const field = (label: string) => screen.getByLabelText(label);

/**
 * What the sign-in notice says (docs/product.md#error-texts): the server's message, its own message when thrown, or the
 * fallback.
 */
function signInNotice(fault: FailureFault): string {
  if (fault === 'empty-refusal') return signInMessages.failed;
  return clientMessage(fault);
}

const newPartner = {
  firstName: 'Chidi',
  lastName: 'Eze',
  email: 'chidi@eze.ng',
  phone: '08020001111',
  password: 'Riders26!',
};

const apiAccess = {
  businessName: 'Kano Couriers',
  location: 'Kano',
  email: 'ops@kano.ng',
  reason: 'Same-day parcels',
};

const apiAccessField = (label: string) =>
  within(screen.getByRole('dialog', { name: 'Request API Access' })).getByLabelText(label);
const apiAccessFields = {
  businessName: 'Business name',
  location: 'Business location',
  email: 'Business email',
  reason: 'How do you plan to use the API?',
} as const;

const signedOutLocally = (ui: Ui) => {
  expect(ui.router.state.location.pathname).toBe('/signin');
  expect(screen.getByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
  expect(tokenStorage.getToken()).toBeNull();
  expect(tokenStorage.getRefreshToken()).toBeNull();
};

const rows: FaultRow[] = [
  {
    endpoint: 'signIn',
    screen: 'sign in with the demo account',
    path: '/signin',
    kind: 'action',
    ready: async () => {
      await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    },
    act: async ({ user }) => {
      await user.type(field('Email address'), demoAccount.email);
      await user.type(field('Password'), demoAccount.password);
      await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    },
    failed: (ui, fault) => {
      const notice = screen.getByRole('alert');
      expect(notice).toHaveAttribute('data-tone', 'error');
      expect(notice).toHaveTextContent(signInNotice(fault));
      expect(ui.router.state.location.pathname).toBe('/signin');
      expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
    },
    kept: () => {
      expect(field('Email address')).toHaveValue(demoAccount.email);
      expect(field('Password')).toHaveValue(demoAccount.password);
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    },
    done: (ui) => {
      expect(screen.getByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
      expect(ui.router.state.location.pathname).toBe('/dashboard/deliveries');
    },
  },
  {
    endpoint: 'getInvitation',
    screen: 'open an invitation’s sign-up link',
    path: '/signup?invitation=inv_seed_kano_express',
    kind: 'load',
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(signUpMessages.invitationFailed);
      expect(field('Email address')).not.toHaveAttribute('readonly');
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(screen.getByText('Kano Express Couriers')).toBeInTheDocument();
      expect(field('Email address')).toHaveValue('dev@kanoexpress.ng');
    },
  },
  {
    endpoint: 'signUp',
    screen: 'create a partner account',
    path: '/signup',
    kind: 'action',
    ready: async () => {
      await screen.findByRole('heading', { name: 'Join as Delivery Partner' });
    },
    act: async ({ user }) => {
      await user.type(field('First name'), newPartner.firstName);
      await user.type(field('Last name'), newPartner.lastName);
      await user.type(field('Email address'), newPartner.email);
      await user.type(field('Phone number'), newPartner.phone);
      await user.type(field('Password'), newPartner.password);
      await user.type(field('Confirm password'), newPartner.password);
      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Create Account & Sign In' }));
    },
    failed: (ui, fault) => {
      // docs/product.md#error-texts: a refusal is 'Registration failed…', no (readable) answer is 'An error occurred…'.
      expect(screen.getByRole('alert')).toHaveTextContent(
        answered(fault) ? signUpMessages.failed : signUpMessages.error,
      );
      expect(ui.router.state.location.pathname).toBe('/signup');
    },
    kept: () => {
      expect(field('First name')).toHaveValue(newPartner.firstName);
      expect(field('Last name')).toHaveValue(newPartner.lastName);
      expect(field('Email address')).toHaveValue(newPartner.email);
      expect(field('Phone number')).toHaveValue(newPartner.phone);
      expect(field('Password')).toHaveValue(newPartner.password);
      expect(field('Confirm password')).toHaveValue(newPartner.password);
      expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Create Account & Sign In' }));
    },
    done: (ui) => {
      expect(ui.router.state.location.pathname).toBe('/signin');
      expect(screen.getByRole('status')).toHaveTextContent(signUpMessages.created);
      expect(field('Email address')).toHaveValue(newPartner.email);
    },
  },
  {
    endpoint: 'createApiAccessRequest',
    screen: 'Request API Access dialog',
    path: '/',
    kind: 'action',
    ready: async ({ user }) => {
      const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
      await user.click(within(hero).getByRole('button', { name: 'Request API Access' }));
      await findDialog('Request API Access');
    },
    act: async ({ user }) => {
      for (const [name, label] of Object.entries(apiAccessFields))
        await user.type(apiAccessField(label), apiAccess[name as keyof typeof apiAccess]);
      await user.click(screen.getByRole('button', { name: 'Request Access' }));
    },
    failed: (_ui, fault) => {
      // docs/product.md#error-texts: success false → 'Failed to submit request…'; anything thrown → 'An error
      // occurred…'.
      expect(
        toast(fault === 'empty-refusal' ? apiAccessMessages.rejected : apiAccessMessages.error),
      ).toBeInTheDocument();
      expect(
        queryToast(fault === 'empty-refusal' ? apiAccessMessages.error : apiAccessMessages.rejected),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Request Access' })).toBeEnabled();
    },
    kept: () => {
      for (const [name, label] of Object.entries(apiAccessFields))
        expect(apiAccessField(label)).toHaveValue(apiAccess[name as keyof typeof apiAccess]);
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Request Access' }));
    },
    done: () => {
      expect(
        within(screen.getByRole('dialog')).getByRole('heading', { name: apiAccessMessages.success }),
      ).toBeInTheDocument();
      expect(screen.getByText(apiAccess.businessName)).toBeInTheDocument();
    },
  },
  {
    endpoint: 'forgotPassword',
    screen: 'Send Reset Link',
    path: '/forgot-password',
    kind: 'action',
    ready: async () => {
      await screen.findByRole('heading', { name: 'Forgot your password?' });
    },
    act: async ({ user }) => {
      await user.type(field('Email address'), demoAccount.email);
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    },
    // The text in docs/product.md#error-texts for every failure: no 4xx reason to show.
    failed: (ui) => {
      expect(screen.getByRole('alert')).toHaveTextContent(forgotPasswordMessages.sendFailed);
      expect(ui.router.state.location.pathname).toBe('/forgot-password');
      expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    },
    kept: () => {
      expect(field('Email address')).toHaveValue(demoAccount.email);
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    },
    done: () => {
      expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
      expect(screen.getByText(demoAccount.email)).toBeInTheDocument();
    },
  },
  {
    endpoint: 'resetPassword',
    screen: 'the e-mailed link: Update Password',
    path: '/reset-password',
    kind: 'action',
    ready: async ({ history }) => {
      // A real link: asked for, then read from the mock's outbox.
      await forgotPassword(demoAccount.email);
      const [mail] = await mockControl.outbox();
      const link = new URL(mail!.link!);
      history.push(`${link.pathname}${link.search}`);
      await screen.findByRole('heading', { name: 'Choose a new password' });
    },
    act: async ({ user }) => {
      await user.type(field('New password'), newPartner.password);
      await user.type(field('Confirm new password'), newPartner.password);
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
    },
    failed: (ui) => {
      expect(screen.getByRole('alert')).toHaveTextContent(resetPasswordMessages.failed);
      expect(ui.router.state.location.pathname).toBe('/reset-password');
      expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    },
    kept: () => {
      expect(field('New password')).toHaveValue(newPartner.password);
      expect(field('Confirm new password')).toHaveValue(newPartner.password);
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
    },
    done: () => {
      expect(screen.getByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
    },
  },
  {
    endpoint: 'verifyEmail',
    screen: 'the six-digit code of new@example.com',
    path: '/verify-email?email=new%40example.com',
    kind: 'action',
    ready: async () => {
      await screen.findByRole('group', { name: 'Verification code' });
    },
    act: async ({ user }) => {
      await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
      await user.paste('123456');
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(verifyMessages.failed);
      expect(screen.getByRole('button', { name: 'Verify Email' })).toBeEnabled();
    },
    kept: () => {
      const code = screen
        .getAllByRole('textbox', { name: /^Digit \d of 6$/ })
        .map((box) => (box as HTMLInputElement).value);
      expect(code.join('')).toBe('123456');
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    },
    done: () => {
      expect(screen.getByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    },
  },
  {
    endpoint: 'me',
    screen: 'open /dashboard/deliveries with a stored session',
    path: '/dashboard/deliveries',
    kind: 'load',
    // docs/product.md#session: a failed current-user fetch signs the partner out — to /signin, the page kept.
    failed: (ui) => {
      expect(ui.router.state.location.pathname).toBe('/signin');
      expect(new URLSearchParams(ui.router.state.location.searchStr).get('redirect')).toBe('/dashboard/deliveries');
      expect(screen.getByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
      expect(tokenStorage.getToken()).toBeNull();
    },
    retry: (ui) => signInThroughPage(ui),
    done: (ui) => {
      expect(screen.getByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
      expect(currentHref(ui.router)).toBe('/dashboard/deliveries');
    },
  },
  {
    endpoint: 'signOut',
    screen: 'Logout',
    path: '/dashboard',
    kind: 'action',
    ready: async () => {
      await screen.findByRole('heading', { name: 'Partner Dashboard' });
    },
    act: async ({ user }) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {}); // docs/product.md#session: logout errors are only logged
      await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    },
    // Signed out locally whatever the server says: the tokens and the cache are gone.
    failed: (ui) => {
      signedOutLocally(ui);
      expect(console.warn).toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    retry: async (ui) => {
      await signInThroughPage(ui);
      await screen.findByRole('heading', { name: 'Partner Dashboard' });
      await ui.user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    },
    done: signedOutLocally,
    // A deliberate logout does not keep the page to come back to.
    signedOut: signedOutLocally,
  },
];

describe('faults: public screens and the session', () => {
  faultMatrix('public', rows);
});

/* ------------------------------------------------------------------------------------------ */

/** Every 401 the mock API answered, as 'METHOD /path'. */
function recordUnauthorized(): string[] {
  const seen: string[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.status === 401) seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

describe('concurrent 401s share one refresh', () => {
  installFaultTimers();

  it('the dashboard’s parallel loads after the access token expired: N 401s, exactly one refresh, everything on screen', async () => {
    await signInAs();
    const refreshes = countCalls(endpoints.refresh);
    const unauthorized = recordUnauthorized();
    const loads = [
      'GET /api/auth/me',
      'GET /api/wallet',
      'GET /api/wallet/transactions',
      'GET /api/wallet/statistics',
      'GET /api/payout-accounts',
      'GET /api/statistics/performance',
    ];
    // The refresh waits for every load's 401: they are in flight together, whatever the timing.
    holdRefreshUntil(() => loads.every((load) => unauthorized.includes(load)));
    expireAccessTokens();
    renderApp('/dashboard/wallet');

    await settle(() => {
      expect(within(screen.getByRole('region', { name: 'Wallet balance' })).getByText('₦125,000')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem')).toHaveLength(
        5,
      );
      expect(within(screen.getByRole('region', { name: 'Total earnings' })).getByText('₦50,000')).toBeInTheDocument();
    });
    // The session check, the wallet, its transactions, statistics, payout accounts and earnings
    // (the overview's and the deliveries list's are their own sections': not loaded here).
    expect(new Set(unauthorized)).toEqual(new Set(loads));
    expect(refreshes()).toBe(1);
  });

  it('a tab opened after the token expired mid-session: its parallel loads refresh once', async () => {
    await signInAs();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: trackingNumber(12) });
    const refreshes = countCalls(endpoints.refresh);
    const unauthorized = recordUnauthorized();
    // The profile, its settings, its delivery statistics (the deliveries section shows none) and
    // its customer messages (issue 28).
    const loads = [
      'GET /api/delivery-partners/profile',
      'GET /api/delivery-partners/settings',
      'GET /api/statistics/deliveries',
      'GET /api/delivery-partners/customer-messages',
    ];
    holdRefreshUntil(() => loads.every((load) => unauthorized.includes(load)));
    expireAccessTokens();

    await user.click(sectionLink('Profile'));
    await settle(() => {
      expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Swift Riders Ltd')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Account settings' })).getAllByRole('switch')).toHaveLength(6);
    });
    expect(new Set(unauthorized)).toEqual(new Set(loads));
    expect(refreshes()).toBe(1);
  });
});
