import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failure } from '@/test/replies';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/config';
import { server } from '@mocks/node';
import { currentHref, renderApp } from '@/test/render';
import { hold } from '@/test/hold';
import { recordRequestUrls } from '@/test/requests';
import { expectEmailField, expectPasswordToggle } from '@/test/screen-helpers';

type User = ReturnType<typeof renderApp>['user'];

async function openSignIn(path = '/signin') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Welcome back, Partner' });
  return app;
}

async function signIn(user: User, email: string, password = 'Partner123!') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
}

const notice = () => screen.getByText((_, element) => element?.hasAttribute('data-tone') ?? false);

describe('sign in', () => {
  it('has labelled, required fields with autocomplete, links and no code field yet', async () => {
    await openSignIn();
    expectEmailField();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).not.toBeChecked();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Access Dashboard' }).closest('form')).toHaveAttribute('novalidate');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Join as a delivery partner' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'DeliverOS support' })).toHaveAttribute(
      'href',
      'mailto:support@deliveros.ng',
    );
  });

  it('shows and hides the password', async () => {
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await expectPasswordToggle(user, screen.getByRole('button', { name: 'Show password' }), 'Password');
  });

  it('asks for the e-mail and password before calling', async () => {
    const { user } = await openSignIn();
    const sent = recordRequestUrls();
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByLabelText('Email address')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(sent).toEqual([]);
  });

  it('marks every invalid field at once and focuses the first; submit stays enabled', async () => {
    const { user } = await openSignIn();
    const email = screen.getByLabelText('Email address');
    const password = screen.getByLabelText('Password');
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    // With the e-mail typed, the password is the first (and only) invalid field.
    await user.type(email, 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(password).toHaveAccessibleDescription('Please enter your password');
    expect(email).toHaveValue('demo@example.com');
  });

  it("shows the server's reason in the form, not a toast, keeping everything typed", async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await signIn(user, 'demo@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert.closest('form')).toContainElement(screen.getByLabelText('Email address'));
    expect(screen.queryByText('Invalid email or password', { selector: '[data-sonner-toast] *' })).toBeNull();
    expect(screen.getByLabelText('Email address')).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
  });

  it('reveals the code field with an orange notice for an unverified account, refuses a wrong code, accepts 123456', async () => {
    const { user, router } = await openSignIn();
    await signIn(user, 'new@example.com');

    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toBeRequired();
    expect(notice()).toHaveAttribute('data-tone', 'warning');
    expect(notice()).toHaveTextContent('Account not verified. Enter the verification code from DeliverOS support.');
    expect(screen.getByRole('button', { name: 'Verify & Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Access Dashboard' })).not.toBeInTheDocument();

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText(/^Invalid verification code/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify & Sign In' })).toBeInTheDocument();

    // The field takes six characters at most.
    await user.clear(code);
    await user.type(code, '1234567');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/deliveries');
  });

  it("falls back to 'Please provide your verification code to continue.' when the verification reply has no message", async () => {
    // The second case in docs/product.md#error-texts: code HTTP_ERROR and a message mentioning verification — here a
    // body-less 403 whose status text mentions it, so the notice uses the fallback text.
    server.use(
      http.post(
        '*/api/auth/signin',
        () => new HttpResponse(null, { status: 403, statusText: 'Email verification required' }),
      ),
    );
    const { user } = await openSignIn();
    await signIn(user, 'new@example.com');
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(notice()).toHaveAttribute('data-tone', 'warning');
    expect(notice()).toHaveTextContent('Please provide your verification code to continue.');
  });

  it('shows a wrong password in a red notice with the server message; typing clears it', async () => {
    const { user, router } = await openSignIn();
    await signIn(user, 'demo@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');

    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal that names a field under that field, with the focus, keeping what was typed', async () => {
    server.use(
      http.post('*/api/auth/signin', () => failure(400, 'email: This address cannot sign in here', 'VALIDATION_ERROR')),
    );
    const { user } = await openSignIn();
    await signIn(user, 'demo@example.com', 'Partner123!');
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot sign in here'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Partner123!');
  });

  it("says 'Sign in failed. Please try again.' when the server refuses without a message", async () => {
    server.use(http.post('*/api/auth/signin', () => HttpResponse.json({ success: false })));
    const { user } = await openSignIn();
    await signIn(user, 'demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in failed. Please try again.');
  });

  it('shows a network failure with its own message', async () => {
    server.use(http.post('*/api/auth/signin', () => HttpResponse.error()));
    const { user } = await openSignIn();
    await signIn(user, 'demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error - check your connection and try again');
    expect(screen.getByLabelText('Email address')).toHaveValue('demo@example.com');
  });

  it("reads 'Signing in...' and is disabled while busy", async () => {
    const { gate, release } = hold();
    server.use(
      http.post('*/api/auth/signin', async () => {
        await gate;
        return HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const { user } = await openSignIn();
    await signIn(user, 'demo@example.com');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
  });

  it('remember me keeps both tokens in localStorage', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await signIn(user, 'demo@example.com');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    expect(localStorage.getItem(storageKeys.token)).toMatch(/^at_/);
    expect(localStorage.getItem(storageKeys.refreshToken)).toMatch(/^rt_/);
    expect(sessionStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('without remember me the tokens live in sessionStorage only', async () => {
    const { user } = await openSignIn();
    await signIn(user, 'demo@example.com');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    expect(sessionStorage.getItem(storageKeys.token)).toMatch(/^at_/);
    expect(sessionStorage.getItem(storageKeys.refreshToken)).toMatch(/^rt_/);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('goes to the requested page after success', async () => {
    const { user, router } = await openSignIn('/signin?redirect=%2Fdashboard%3Ftab%3Dbilling');
    await signIn(user, 'demo@example.com');
    await screen.findByRole('heading', { name: 'Partner Dashboard' });
    expect(currentHref(router)).toBe('/dashboard/billing');
  });

  it.each(['%2F%2Fevil.example', '%2F%5Cevil.example', 'https%3A%2F%2Fevil.example'])(
    'never follows a redirect to another site (%s)',
    async (redirect) => {
      const { user, router } = await openSignIn(`/signin?redirect=${redirect}`);
      await signIn(user, 'demo@example.com');
      await screen.findByRole('heading', { name: 'Partner Dashboard' });
      expect(currentHref(router)).toBe('/dashboard/deliveries');
    },
  );

  it('shows the message handed over by sign-up in green, pre-fills the e-mail, and typing clears it', async () => {
    const { user, router } = renderApp('/');
    // Arrive as sign-up does.
    await router.navigate({
      to: '/signin',
      state: { email: 'chidi@ezelogistics.ng', signupMessage: 'Account created successfully!' },
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('data-tone', 'success');
    expect(status).toHaveTextContent('Account created successfully!');
    expect(screen.getByLabelText('Email address')).toHaveValue('chidi@ezelogistics.ng');
    await user.type(screen.getByLabelText('Password'), 'a');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(document.body).queryByText('Account created successfully!')).not.toBeInTheDocument();
  });
});
