import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failure } from '@/test/replies';
import { describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '@/api/token-storage';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { renderApp } from '@/test/render';
import { hold } from '@/test/hold';
import { recordRequestUrls } from '@/test/requests';
import { expectPasswordToggle } from '@/test/screen-helpers';

type User = ReturnType<typeof renderApp>['user'];

const fresh = {
  firstName: 'Chidi',
  lastName: 'Eze',
  email: 'chidi@ezelogistics.ng',
  phone: '+234 802 000 1111',
  password: 'Dispatch2026!',
};

async function openSignUp() {
  const app = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Join as Delivery Partner' });
  return app;
}

async function fillForm(
  user: User,
  values: Partial<typeof fresh & { confirmPassword: string; acceptTerms: boolean }> = {},
) {
  const v = { ...fresh, confirmPassword: fresh.password, acceptTerms: true, ...values };
  if (v.firstName) await user.type(screen.getByLabelText('First name'), v.firstName);
  if (v.lastName) await user.type(screen.getByLabelText('Last name'), v.lastName);
  if (v.email) await user.type(screen.getByLabelText('Email address'), v.email);
  if (v.phone) await user.type(screen.getByLabelText('Phone number'), v.phone);
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
  if (v.confirmPassword) await user.type(screen.getByLabelText('Confirm password'), v.confirmPassword);
  if (v.acceptTerms) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account & Sign In' }));

describe('sign up', () => {
  it('has every field labelled, required, with autocomplete, and legal links', async () => {
    await openSignUp();
    const expectations: [string, string][] = [
      ['First name', 'given-name'],
      ['Last name', 'family-name'],
      ['Email address', 'email'],
      ['Phone number', 'tel'],
      ['Password', 'new-password'],
      ['Confirm password', 'new-password'],
    ];
    for (const [label, autocomplete] of expectations) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeRequired();
    const form = screen.getByRole('button', { name: 'Create Account & Sign In' }).closest('form')!;
    expect(within(form).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
    expect(within(form).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    // Without an invitation, the account waits for support's code.
    expect(within(form).getByText(/activated with a verification code/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account & Sign In' }).closest('form')).toHaveAttribute(
      'novalidate',
    );
  });

  it('shows and hides both passwords', async () => {
    const { user } = await openSignUp();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await expectPasswordToggle(user, toggles[1]!, 'Confirm password', ['Password']);
  });

  it('on submit marks every invalid field at once, each with its first failing rule, and focuses the first', async () => {
    const { user } = await openSignUp();
    const sent = recordRequestUrls();
    const button = screen.getByRole('button', { name: 'Create Account & Sign In' });
    const errorsOnPage = () =>
      [...button.closest('form')!.querySelectorAll('[id$="-error"]')].map((element) => element.textContent);
    const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

    expect(button).toBeEnabled();
    await submit(user);
    await vi.waitFor(() => expect(input('First name')).toHaveAttribute('aria-invalid', 'true'));
    const expected: [string, string][] = [
      ['First name', 'Please enter your first and last name'],
      ['Last name', 'Please enter your first and last name'],
      ['Email address', 'Please enter your email'],
      ['Phone number', 'Please enter your phone number'],
      ['Password', 'Password must be at least 8 characters long'],
    ];
    for (const [label, message] of expected) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(input('Confirm password')).toHaveAttribute('aria-invalid', 'false');
    const terms = screen.getByRole('checkbox', { name: /I agree/ });
    expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions');
    // The order in docs/product.md#validation-rules: the first message on the page is the first failing rule's.
    expect(errorsOnPage()).toEqual([
      'Please enter your first and last name',
      'Please enter your first and last name',
      'Please enter your email',
      'Please enter your phone number',
      'Password must be at least 8 characters long',
      'Please accept the terms and conditions',
    ]);
    expect(input('First name')).toHaveFocus();

    // Each field shows the first rule that fails for it; the focus goes to the first invalid one.
    await user.type(input('First name'), 'Chidi');
    await user.type(input('Last name'), 'Eze');
    await user.type(input('Email address'), 'chidi@eze');
    await user.type(input('Password'), 'short');
    await user.type(input('Confirm password'), 'other');
    await submit(user);
    await vi.waitFor(() => expect(input('Email address')).toHaveFocus());
    expect(errorsOnPage()).toEqual([
      'Please enter a valid email address',
      'Please enter your phone number',
      'Password must be at least 8 characters long',
      'Passwords do not match',
      'Please accept the terms and conditions',
    ]);
    expect(input('First name')).toHaveValue('Chidi');
    expect(input('Password')).toHaveValue('short');
    expect(sent).toEqual([]);
  });

  it("refuses a phone that is not Nigerian ('123') on the phone field, after the six first rules, without a request", async () => {
    const { user } = await openSignUp();
    const sent = recordRequestUrls();
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAccessibleDescription('A Nigerian number: +234 or 0, then 10 digits.');
    await fillForm(user, { phone: '123', acceptTerms: false });
    await submit(user);
    // Both at once: the terms (the sixth rule in docs/product.md#validation-rules) and the phone's format (ours, after
    // those six); the focus goes to the first invalid field on the page.
    const nigerian = 'Please enter a Nigerian phone number (e.g. 0803 123 4567)';
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(nigerian)));
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please accept the terms and conditions',
    );
    expect(phone).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await submit(user);
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(nigerian)));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    server.events.removeAllListeners();

    await user.clear(phone);
    await user.type(phone, '0802-000-1111');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
  });

  it('creates the account, does not sign in, and hands the e-mail and message to /signin', async () => {
    const { user, router } = await openSignUp();
    await fillForm(user);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Account created successfully! Contact DeliverOS support to get your verification code, then sign in to access your delivery dashboard.',
    );
    expect(notice).toHaveAttribute('data-tone', 'success');
    expect(screen.getByLabelText('Email address')).toHaveValue(fresh.email);
    expect(tokenStorage.hasSession()).toBe(false);
    expect(db.state.users.find((u) => u.email === fresh.email)).toMatchObject({
      firstName: 'Chidi',
      lastName: 'Eze',
      verified: false,
    });

    // The new account exists, and asks for its verification code.
    await user.type(screen.getByLabelText('Password'), fresh.password);
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByRole('button', { name: 'Verify & Sign In' })).toBeInTheDocument();
  });

  it('sends trimmed text fields', async () => {
    const { user } = await openSignUp();
    await fillForm(user, { firstName: '  Chidi ', email: ` ${fresh.email} ` });
    await submit(user);
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    expect(screen.getByLabelText('Email address')).toHaveValue(fresh.email);
    expect(db.state.users.find((u) => u.email === fresh.email)?.firstName).toBe('Chidi');
  });

  it("shows the server's reason for an e-mail already registered on the e-mail field, focused, keeping what was typed", async () => {
    const { user, router } = await openSignUp();
    await fillForm(user, { email: 'demo@example.com' });
    await submit(user);
    const email = screen.getByLabelText('Email address');
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('First name')).toHaveValue(fresh.firstName);
    expect(email).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue(fresh.phone);
    expect(screen.getByLabelText('Password')).toHaveValue(fresh.password);
    expect(screen.getByLabelText('Confirm password')).toHaveValue(fresh.password);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

    // Correcting the address clears the reason; the account is then created.
    await user.clear(email);
    await user.type(email, fresh.email);
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
  });

  it("shows the server's reason for a refusal that names no field in a notice at the form's top; typing clears it", async () => {
    server.use(
      http.post('*/api/auth/signup', () => failure(422, 'Sign-ups are paused for maintenance', 'SIGNUPS_PAUSED')),
    );
    const { user } = await openSignUp();
    await fillForm(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-ups are paused for maintenance');
    expect(alert.closest('form')).toContainElement(screen.getByLabelText('First name'));
    expect(screen.queryByText('Registration failed. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue(fresh.lastName);
    expect(screen.getByLabelText('Email address')).toHaveValue(fresh.email);
    expect(screen.getByLabelText('Password')).toHaveValue(fresh.password);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

    await user.type(screen.getByLabelText('Email address'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Registration failed. Please try again.' when the server refuses without a message", async () => {
    server.use(http.post('*/api/auth/signup', () => HttpResponse.json({ success: false }, { status: 500 })));
    const { user } = await openSignUp();
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it("says 'Registration failed. Please try again.' for a reply of success: false without a message", async () => {
    server.use(http.post('*/api/auth/signup', () => HttpResponse.json({ success: false })));
    const { user } = await openSignUp();
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it("says 'An error occurred. Please try again.' when there is no answer", async () => {
    server.use(http.post('*/api/auth/signup', () => HttpResponse.error()));
    const { user } = await openSignUp();
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(screen.getByLabelText('Last name')).toHaveValue(fresh.lastName);
  });

  it("reads 'Creating account...' and is disabled while busy", async () => {
    const { gate, release } = hold();
    server.use(http.post('*/api/auth/signup', () => gate.then(() => HttpResponse.error())));
    const { user } = await openSignUp();
    await fillForm(user);
    await submit(user);
    const busy = await screen.findByRole('button', { name: 'Creating account...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Create Account & Sign In' })).toBeEnabled();
  });

  it('links to sign in', async () => {
    await openSignUp();
    const footer = screen.getByText(/Already a partner\?/);
    expect(within(footer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });
});

describe('the legal pages sign-up links to', () => {
  it('/terms shows the Terms of Service', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('/privacy shows the Privacy Policy with the Cookie Policy section the footer links to', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const cookies = screen.getByRole('region', { name: /Cookie Policy/ });
    expect(cookies).toHaveAttribute('id', 'cookies');
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '#cookies',
    );
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/privacy#cookies',
    );
  });
});
