import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { mockControl } from '@/features/mock-panel/control-api';
import { renderApp } from '@/test/render';
import { expectEmailField } from '@/test/screen-helpers';

/*
 * Issue 14: the screen asks the API (POST /api/auth/forgot-password), which e-mails a reset
 * link when the address has an account and answers the same either way. The mock's outbox
 * holds what it "sent".
 */
const requested: string[] = [];

/** The page's calls: to the accounts' endpoints (a list another test file left polling in this worker is not its). */
const recordAuthCall = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/auth/')) requested.push(`${request.method} ${url.pathname}`);
};

beforeEach(async () => {
  // The outbox outlives a reset of the data (as the mock's control API says).
  await mockControl.clearOutbox();
  requested.length = 0;
  server.events.on('request:start', recordAuthCall);
});

afterEach(() => {
  server.events.removeListener('request:start', recordAuthCall);
});

async function openPage() {
  const app = renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Forgot your password?' });
  return app;
}

const resetMails = async () => (await mockControl.outbox()).filter((message) => message.kind === 'password-reset');

describe('forgot password', () => {
  it('has a labelled, required e-mail field with autocomplete', async () => {
    await openPage();
    const email = expectEmailField();
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email.closest('form')).toHaveAttribute('novalidate');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('asks for the address when it is %s, and sends nothing', async (_name, typed) => {
    const { user } = await openPage();
    if (typed) await user.type(screen.getByLabelText('Email address'), typed);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const email = screen.getByLabelText('Email address');
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('refuses an address that cannot be one', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email address'), 'ada.swiftriders.ng');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it("asks the API, shows 'Check your email', and the e-mail holds a reset link; 'Resend Email' sends another", async () => {
    const { user, router } = await openPage();
    await user.type(screen.getByLabelText('Email address'), ' demo@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(requested).toEqual(['POST /api/auth/forgot-password']);
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    // The note in docs/product.md#constants-and-limits (the mock's links really last an hour).
    expect(screen.getByText('The link expires in an hour.')).toBeInTheDocument();
    expect(screen.getByText(/Check your spam or junk folder/)).toBeInTheDocument();
    const [first] = await resetMails();
    expect(first?.to).toBe('demo@example.com');
    expect(new URL(first!.link!).pathname).toBe('/reset-password');

    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('We sent another reset link to demo@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeEnabled();
    expect(requested).toEqual(['POST /api/auth/forgot-password', 'POST /api/auth/forgot-password']);
    expect(await resetMails()).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('answers an address without an account the same way, and e-mails nothing', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('nobody@example.com')).toBeInTheDocument();
    expect(await resetMails()).toEqual([]);
  });

  it('says the texts in docs/product.md#error-texts when sending or resending fails, keeping the address', async () => {
    server.use(http.post('*/api/auth/forgot-password', () => HttpResponse.error(), { once: true }));
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email address'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(screen.getByLabelText('Email address')).toHaveValue('demo@example.com');

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();

    server.use(
      http.post(
        '*/api/auth/forgot-password',
        () => HttpResponse.json({ success: false, data: null }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend email. Please try again.');
  });

  it("follows the form rules: the invalid field marked and focused, a refusal's reason in the form, the address kept", async () => {
    const { user } = await openPage();
    const email = screen.getByLabelText('Email address');
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(email).toHaveFocus();

    server.use(
      http.post(
        '*/api/auth/forgot-password',
        () =>
          HttpResponse.json(
            { success: false, message: 'Too many reset requests. Try again in an hour.' },
            { status: 429 },
          ),
        { once: true },
      ),
    );
    await user.type(email, 'demo@example.com');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests. Try again in an hour.');
    expect(email).toHaveValue('demo@example.com');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('links back to sign in from the form', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });
});
