import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { forgotPassword, signIn } from '@/api/auth';
import { isApiError } from '@/api/errors';
import { server } from '@mocks/node';
import { mockControl } from '@/features/mock-panel/control-api';
import { renderApp } from '@/test/render';

/** Asks for a reset link for `email` and returns the link's path and query, as the e-mail has it. */
async function resetLinkFor(email = 'demo@example.com') {
  await forgotPassword(email);
  const [message] = await mockControl.outbox();
  expect(message?.kind).toBe('password-reset');
  expect(message?.to).toBe(email);
  const url = new URL(message!.link!);
  expect(url.pathname).toBe('/reset-password');
  expect(url.searchParams.get('token')).toBeTruthy();
  return `${url.pathname}${url.search}`;
}

const newPassword = 'Dispatch2026!';

describe('reset password', () => {
  it('sets a new password from the e-mailed link: "Password updated", then sign-in takes the new one only', async () => {
    const { user, router } = renderApp(await resetLinkFor());
    await screen.findByRole('heading', { name: 'Choose a new password' });
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, newPassword);
    await user.type(screen.getByLabelText('Confirm new password'), newPassword);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
    await expect(
      signIn({ email: 'demo@example.com', password: newPassword, rememberMe: false }),
    ).resolves.toMatchObject({ user: { email: 'demo@example.com' } });
    await expect(signIn({ email: 'demo@example.com', password: 'Partner123!', rememberMe: false })).rejects.toSatisfy(
      (error) => isApiError(error) && error.status === 401,
    );

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("applies sign-up's password rules and messages, every invalid field at once, without a request", async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    const { user } = renderApp('/reset-password?token=anything');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters long',
    );
    // Issue 24: every invalid field at once, as on sign-up, and the focus on the first.
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await user.type(screen.getByLabelText('New password'), '-long-enough');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(requests.filter((path) => path === '/api/auth/reset-password')).toEqual([]);
  });

  it("shows the server's reason for a used link, with the way to ask for a new one", async () => {
    const link = await resetLinkFor();
    const token = new URL(link, 'http://app').searchParams.get('token')!;
    const { resetPassword } = await import('@/api/auth');
    await resetPassword({ token, newPassword, confirmPassword: newPassword });

    const { user, router } = renderApp(link);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), 'Another2026!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Another2026!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('heading', { name: 'This link can’t be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('shows the invalid-link view for a link without a token, with no request', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'This link can’t be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("shows a refusal's reason in the form, keeping what was typed", async () => {
    const link = await resetLinkFor();
    server.use(
      http.post(
        '*/api/auth/reset-password',
        () =>
          HttpResponse.json({ success: false, message: 'Choose a password you have not used before' }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = renderApp(link);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), newPassword);
    await user.type(screen.getByLabelText('Confirm new password'), newPassword);
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a password you have not used before');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue(newPassword);
    expect(screen.getByLabelText('Confirm new password')).toHaveValue(newPassword);
  });

  it('keeps what was typed when the server fails, and succeeds on the next try', async () => {
    const link = await resetLinkFor();
    server.use(
      http.post(
        '*/api/auth/reset-password',
        () => HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp(link);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), newPassword);
    await user.type(screen.getByLabelText('Confirm new password'), newPassword);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again.');
    expect(within(alert).queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue(newPassword);
    expect(screen.getByLabelText('Confirm new password')).toHaveValue(newPassword);

    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
  });
});
