import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { API_KEY_SECRET_PATTERN } from '@/api/schemas/api-keys';
import { renderApp } from '@/test/render';

/*
 * Sign-up from an approved API-access request's invitation (issue 25): the seeded approved
 * request of Kano Express Couriers (dev@kanoexpress.ng) has the unused token below.
 */

const TOKEN = 'inv_seed_kano_express';
const EMAIL = 'dev@kanoexpress.ng';
const PASSWORD = 'KanoExpress2026!';

type User = ReturnType<typeof renderApp>['user'];

async function fillRest(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Hauwa');
  await user.type(screen.getByLabelText('Last name'), 'Sani');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

describe('sign up with an invitation', () => {
  it('pre-fills the invited e-mail and business, and lands signed in with its test key shown once', async () => {
    const { user, router } = renderApp(`/signup?invitation=${TOKEN}`);
    expect(await screen.findByText('Kano Express Couriers')).toBeInTheDocument();
    // A developer's business set up for the API, not a rider company joining.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set up your API account');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account is verified by this invitation: no code needed.',
    );
    // Nor does the page say otherwise further down.
    expect(screen.queryByText(/activated with a verification code/)).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('readonly');

    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Create Account & Sign In' }));

    // Signed in (issue 39): no sign-in form asking for the password again; Developers, in test
    // mode, shows the first test key's secret once.
    const shown = within(await screen.findByRole('dialog', { name: 'Your test key' }, { timeout: 5_000 }));
    expect(router.state.location.pathname).toBe('/dashboard/developers');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const secret = shown.getByLabelText('Secret key').textContent ?? '';
    expect(secret).toMatch(API_KEY_SECRET_PATTERN);
    expect(secret.startsWith('sk_test_')).toBe(true);
    await user.click(shown.getByRole('button', { name: 'Done' }));
    const keys = within(await screen.findByRole('list', { name: 'API keys' }));
    expect(await keys.findByText(`sk_test_••••${secret.slice(-4)}`)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);

    const account = db.state.users.find((u) => u.email === EMAIL);
    expect(account).toMatchObject({ verified: true, firstName: 'Hauwa' });
    expect(db.state.profiles.find((p) => p.partnerId === account?.id)?.companyName).toBe('Kano Express Couriers');
    expect(db.state.apiKeys.filter((k) => k.partnerId === account?.id)).toMatchObject([
      { mode: 'test', name: 'Default test key' },
    ]);
    expect(JSON.stringify(db.state)).not.toContain(secret);

    // Shown once: the page's history entry no longer holds it, so coming back (or a reload,
    // which keeps the entry's state) shows the list, not the secret again.
    expect(router.state.location.state.firstTestKey).toBeUndefined();
    await user.click(screen.getByRole('link', { name: 'Deliveries' }));
    await screen.findByRole('heading', { name: 'Deliveries', level: 2 });
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/developers'));
    const keysAgain = within(await screen.findByRole('list', { name: 'API keys' }));
    expect(await keysAgain.findByText(`sk_test_••••${secret.slice(-4)}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your test key' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('says a used or unknown invitation no longer works, and keeps the form usable', async () => {
    const { user } = renderApp('/signup?invitation=inv_not_a_real_one');
    expect(await screen.findByText(/This invitation link is not valid any more/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join as Delivery Partner');
    const email = screen.getByLabelText('Email address');
    expect(email).not.toHaveAttribute('readonly');
    await user.type(email, 'someone@example.com');
    expect(email).toHaveValue('someone@example.com');
  });
});
