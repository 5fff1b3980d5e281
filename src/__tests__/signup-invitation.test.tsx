import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
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
  it('pre-fills the invited e-mail and business, and makes a verified account with a test key', async () => {
    const { user, router } = renderApp(`/signup?invitation=${TOKEN}`);
    expect(await screen.findByText('Kano Express Couriers')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account is verified by this invitation: no code needed.',
    );
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('readonly');

    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Create Account & Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account for Kano Express Couriers is ready and verified by your invitation.',
    );
    const account = db.state.users.find((u) => u.email === EMAIL);
    expect(account).toMatchObject({ verified: true, firstName: 'Hauwa' });
    expect(db.state.profiles.find((p) => p.partnerId === account?.id)?.companyName).toBe('Kano Express Couriers');
    expect(db.state.apiKeys.filter((k) => k.partnerId === account?.id)).toMatchObject([
      { mode: 'test', name: 'Default test key' },
    ]);

    // Verified: sign-in asks for no code.
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await screen.findByRole('navigation', { name: /main|dashboard/i }, { timeout: 5_000 });
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('says a used or unknown invitation no longer works, and keeps the form usable', async () => {
    const { user } = renderApp('/signup?invitation=inv_not_a_real_one');
    expect(await screen.findByText(/This invitation link is not valid any more/)).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).not.toHaveAttribute('readonly');
    await user.type(email, 'someone@example.com');
    expect(email).toHaveValue('someone@example.com');
  });
});
