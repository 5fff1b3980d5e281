import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { currentHref, renderApp } from '@/test/render';

/*
 * The screen is simulated (SPEC.md §2): 1.5 s to verify, 1 s to resend, a 300 s resend
 * countdown, no request. Fake timers drive them; shouldAdvanceTime keeps Testing Library's
 * polling alive.
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
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const values = () =>
  boxes()
    .map((input) => (input as HTMLInputElement).value || '_')
    .join('');

async function openPage() {
  const app = renderApp('/verify-email', { userEvent: { advanceTimers: vi.advanceTimersByTime } });
  await screen.findByRole('heading', { name: 'Verify your email' });
  return app;
}

describe('verify email', () => {
  it('shows six labelled single-digit boxes, the first one focused and ready for one-time-code autofill', async () => {
    await openPage();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    boxes().forEach((input, index) => {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('autocomplete', index === 0 ? 'one-time-code' : 'off');
    });
    expect(box(1)).toHaveFocus();
  });

  it('accepts only digits and moves on after each', async () => {
    const { user } = await openPage();
    await user.type(box(1), 'a');
    expect(values()).toBe('______');
    expect(box(1)).toHaveFocus();
    await user.keyboard('4- x2');
    expect(values()).toBe('42____');
    expect(box(3)).toHaveFocus();
  });

  it('moves with Backspace and the arrow keys', async () => {
    const { user } = await openPage();
    await user.type(box(1), '123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}'); // on an empty box: back to the previous one, cleared
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('12____');

    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(2)).toHaveFocus();

    await user.keyboard('{Backspace}'); // on a filled box: clears it and stays
    expect(values()).toBe('1_____');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('______');
    expect(box(1)).toHaveFocus();

    await user.keyboard('7');
    expect(values()).toBe('7_____');
    expect(box(2)).toHaveFocus();
  });

  it("takes a paste anywhere, stripped to digits and cut to six, and submits it: 'Email Verified!'", async () => {
    const { user } = await openPage();
    await user.click(box(4));
    await user.paste('12a34-56789');
    expect(values()).toBe('123456');
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await advance(1_000);
    expect(screen.queryByRole('heading', { name: 'Email Verified!' })).not.toBeInTheDocument();
    await advance(500);
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to DeliverOS' })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('submits on its own when the sixth digit is typed', async () => {
    const { user } = await openPage();
    await user.type(box(1), '65432');
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeEnabled();
    await user.keyboard('1');
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await advance(1_500);
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
  });

  it("refuses an incomplete code with 'Invalid verification code', tied to the boxes", async () => {
    const { user } = await openPage();
    await user.type(box(1), '123');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await advance(1_500);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid verification code');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(1)).toHaveAccessibleDescription('Invalid verification code');
    expect(screen.queryByRole('heading', { name: 'Email Verified!' })).not.toBeInTheDocument();

    // Typing clears the message; completing the code verifies.
    await user.click(box(4));
    await user.keyboard('4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('56');
    await advance(1_500);
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
  });

  it("counts down from 5:00 as m:ss, then offers 'Resend Code', which restarts the countdown", async () => {
    const { user } = await openPage();
    expect(screen.getByText('Resend code in 5:00')).toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByText('Resend code in 4:59')).toBeInTheDocument();
    await advance(59_000);
    expect(screen.getByText('Resend code in 4:00')).toBeInTheDocument();
    await advance(230_000);
    expect(screen.getByText('Resend code in 0:10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
    await advance(10_000);
    const resend = await screen.findByRole('button', { name: 'Resend Code' });
    expect(screen.queryByText(/Resend code in/)).not.toBeInTheDocument();

    await user.click(resend);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await advance(1_000);
    expect(await screen.findByText('Resend code in 5:00')).toBeInTheDocument();
    expect(screen.getByText('We sent you a new code.')).toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByText('Resend code in 4:59')).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it("'Continue to DeliverOS' goes to /dashboard through the guard: without a session, /signin", async () => {
    const { user, router } = await openPage();
    await user.click(box(1));
    await user.paste('123456');
    await advance(1_500);
    await user.click(await screen.findByRole('button', { name: 'Continue to DeliverOS' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    expect(currentHref(router)).toBe('/signin?redirect=%2Fdashboard');
    expect(requested).toEqual([]);
  });

  it("links 'Go back and change it' to /signup", async () => {
    const { user, router } = await openPage();
    await user.click(screen.getByRole('link', { name: 'Go back and change it' }));
    expect(await screen.findByRole('heading', { name: 'Join as Delivery Partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });
});
