import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render';

/*
 * The screen is simulated (SPEC.md §2): 1.5 s to "send", 1 s to "resend", no request.
 * Fake timers drive the delays; shouldAdvanceTime keeps Testing Library's polling alive.
 */
const requested: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  requested.length = 0;
  server.events.on('request:start', ({ request }) => requested.push(`${request.method} ${request.url}`));
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openPage() {
  const app = renderApp('/forgot-password', { userEvent: { advanceTimers: vi.advanceTimersByTime } });
  await screen.findByRole('heading', { name: 'Forgot your password?' });
  return app;
}

describe('forgot password', () => {
  it('has a labelled, required e-mail field with autocomplete', async () => {
    await openPage();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email.closest('form')).toHaveAttribute('novalidate');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('asks for the address when it is %s', async (_name, typed) => {
    const { user } = await openPage();
    if (typed) await user.type(screen.getByLabelText('Email address'), typed);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const email = screen.getByLabelText('Email address');
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await advance(5_000);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('refuses an address that cannot be one', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email address'), 'ada.swiftriders.ng');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("sends after 1.5 s to 'Check your email', resends after 1 s, and never calls the API", async () => {
    const { user, router } = await openPage();
    await user.type(screen.getByLabelText('Email address'), ' ada@swiftriders.ng ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await advance(1_000);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
    await advance(500);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();

    expect(screen.getByText('ada@swiftriders.ng')).toBeInTheDocument();
    expect(screen.getByText('The link expires in 24 hours.')).toBeInTheDocument();
    expect(screen.getByText(/Check your spam or junk folder/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(screen.getByRole('button', { name: 'Resending...' })).toBeDisabled();
    await advance(500);
    expect(screen.queryByText('We sent another reset link to ada@swiftriders.ng.')).not.toBeInTheDocument();
    await advance(500);
    expect(await screen.findByText('We sent another reset link to ada@swiftriders.ng.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeEnabled();

    expect(requested).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('links back to sign in from the form', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });
});
