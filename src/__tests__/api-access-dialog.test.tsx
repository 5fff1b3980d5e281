import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failure } from '@/test/replies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@/config';
import { apiAccessFormSchema, isApiAccessFormComplete, makeRequestId } from '@/forms/api-access-form';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render';
import { hold } from '@/test/hold';
import { recordRequestBodies } from '@/test/requests';

const endpoint = '*/api/requests/api-access';

/** A sonner toast with this text, or null. */
const queryToast = (text: string) => screen.queryByText(text, { selector: '[data-sonner-toast] *' });
const findToast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' }, { timeout: 5_000 });

const filled = {
  businessName: 'Swift Riders Ltd',
  location: 'Ikeja, Lagos',
  email: 'ops@swiftriders.ng',
  reason: 'Dispatch 300 daily deliveries across Lagos and Abuja from our online store.',
};

type Options = Parameters<typeof renderApp>[1];

/** Renders the landing page and opens the dialog from the hero. */
async function openDialog(options?: Options) {
  const app = renderApp('/', options);
  const heading = await screen.findByRole('heading', { level: 1 });
  const hero = heading.closest('section')!;
  await app.user.click(within(hero).getByRole('button', { name: 'Request API Access' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request API Access' });
  const d = within(dialog);
  const fields = {
    businessName: d.getByLabelText('Business name'),
    location: d.getByLabelText('Business location'),
    email: d.getByLabelText('Business email'),
    reason: d.getByLabelText('How do you plan to use the API?'),
  };
  const submit = () => d.getByRole('button', { name: 'Request Access' });
  const fill = async (values: Partial<typeof filled> = filled) => {
    for (const [name, value] of Object.entries(values)) await app.user.type(fields[name as keyof typeof fields], value);
  };
  return { ...app, dialog, d, fields, submit, fill };
}

/** The bodies of the POST /api/requests/api-access calls, as sent on the wire. */
const recordAccessRequests = () => recordRequestBodies('POST', '/api/requests/api-access');

/** Opens the dialog, fills it and sends it, the request answered with `reply`. */
async function submitAnswered(reply: Parameters<typeof http.post>[1]) {
  server.use(http.post(endpoint, reply));
  const app = await openDialog();
  await app.fill();
  await app.user.click(app.submit());
  return app;
}

/** After a failed request: no success, every field as typed, Request Access enabled again. */
function expectFormKept({ d, fields, submit }: Awaited<ReturnType<typeof openDialog>>) {
  expect(d.queryByText('Request Submitted Successfully!')).not.toBeInTheDocument();
  for (const [name, value] of Object.entries(filled)) expect(fields[name as keyof typeof fields]).toHaveValue(value);
  expect(submit()).toBeEnabled();
}

afterEach(async () => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  // sonner keeps its toasts in a module-level store and replays the active ones to a new toaster.
  const { toast } = await import('sonner');
  toast.dismiss();
});

describe('api access form schema', () => {
  it('makes the request id from the last six digits of the timestamp', () => {
    expect(makeRequestId(1_767_225_600_123)).toBe('REQ-600123');
    expect(makeRequestId(1_767_225_000_042)).toBe('REQ-000042');
  });

  it('counts whitespace-only fields as blank', () => {
    expect(isApiAccessFormComplete(filled)).toBe(true);
    expect(isApiAccessFormComplete({ ...filled, reason: '   ' })).toBe(false);
    expect(isApiAccessFormComplete({ ...filled, location: '' })).toBe(false);
  });

  it('trims the values and refuses a blank field (its own message) or a malformed e-mail (the spec text)', () => {
    expect(apiAccessFormSchema.parse({ ...filled, businessName: '  Swift Riders Ltd ' }).businessName).toBe(
      'Swift Riders Ltd',
    );
    const blank = apiAccessFormSchema.safeParse({ ...filled, location: '  ' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['location', 'Please enter your business location'],
    ]);
    const email = apiAccessFormSchema.safeParse({ ...filled, email: 'ops@' });
    expect(email.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address']);
  });
});

describe('Request API Access dialog', () => {
  it('has the title, the description, four labelled required fields, and focus inside', async () => {
    const { dialog, d, fields } = await openDialog();
    expect(dialog).toHaveAccessibleDescription("Fill out the form below and we'll get back to you within 24 hours.");
    for (const field of Object.values(fields)) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-required', 'true');
    }
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.email).toHaveAttribute('autocomplete', 'email');
    expect(fields.reason.tagName).toBe('TEXTAREA');
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
    expect(d.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(fields.businessName).toHaveFocus();
  });

  it('keeps Request Access enabled; a submit marks every blank field at once under itself, focuses the first, and shows the form’s notice', async () => {
    const bodies = recordAccessRequests();
    const { user, d, fields, submit, fill } = await openDialog();
    expect(submit()).toBeEnabled();
    await fill({ businessName: filled.businessName, location: '   ', reason: '  ' });
    expect(submit()).toBeEnabled();
    await user.click(submit());

    const notice = await d.findByRole('alert');
    expect(notice).toHaveTextContent('Please fill in all required fields');
    const expected = [
      [fields.location, 'Please enter your business location'],
      [fields.email, 'Please enter your business email'],
      [fields.reason, 'Please tell us how you plan to use the API'],
    ] as const;
    for (const [field, message] of expected) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(fields.businessName).toHaveAttribute('aria-invalid', 'false');
    expect(fields.location).toHaveFocus();
    expect(fields.businessName).toHaveValue(filled.businessName);
    expect(bodies).toEqual([]);

    // Typing clears the notice; each field's message follows what is typed.
    await user.type(fields.location, 'Wuse II, Abuja');
    expect(d.queryByRole('alert')).not.toBeInTheDocument();
    expect(fields.location).toHaveAttribute('aria-invalid', 'false');
    expect(fields.email).toHaveAccessibleDescription('Please enter your business email');
  });

  it('says so under the field when the e-mail is malformed', async () => {
    const bodies = recordAccessRequests();
    const { user, fields, submit, fill } = await openDialog();
    await fill({ ...filled, email: 'ops@swiftriders' });
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.email).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends exactly business_name, location, email and reason, then shows the success view with a REQ- id', async () => {
    const bodies = recordAccessRequests();
    const { user, d, submit, fill } = await openDialog();
    await fill({ ...filled, businessName: `  ${filled.businessName} ` });
    const before = Date.now();
    await user.click(submit());

    const heading = await d.findByRole('heading', { name: 'Request Submitted Successfully!' });
    const after = Date.now();
    expect(heading).toHaveFocus();
    expect(d.getByText(/Thank you for your interest in DeliverOS/)).toBeInTheDocument();
    expect(d.getByText(filled.businessName)).toBeInTheDocument();
    expect(d.getByText(filled.email)).toBeInTheDocument();

    const id = d.getByText(/^REQ-\d{6}$/).textContent;
    const candidates = Array.from({ length: after - before + 1 }, (_, i) => makeRequestId(before + i));
    expect(candidates).toContain(id);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      business_name: filled.businessName,
      location: filled.location,
      email: filled.email,
      reason: filled.reason,
    });
    expect(db.state.apiAccessRequests.at(-1)).toMatchObject({ businessName: filled.businessName, status: 'pending' });
  });

  it('shows the empty form again 3 seconds after a success, with the dialog still open', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    const { d, fields, submit, fill, user } = await openDialog({
      userEvent: { advanceTimers: vi.advanceTimersByTime },
    });
    await fill();
    await user.click(submit());
    await d.findByRole('heading', { name: 'Request Submitted Successfully!' });

    act(() => {
      vi.advanceTimersByTime(limits.apiAccessResetMs - 1_000);
    });
    expect(d.getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(d.queryByRole('heading', { name: 'Request Submitted Successfully!' })).not.toBeInTheDocument();
    const again = {
      businessName: d.getByLabelText('Business name'),
      location: d.getByLabelText('Business location'),
      email: d.getByLabelText('Business email'),
      reason: d.getByLabelText('How do you plan to use the API?'),
    };
    for (const field of Object.values(again)) expect(field).toHaveValue('');
    expect(again.businessName).not.toBe(fields.businessName); // the form came back, fresh
    expect(again.businessName).toHaveFocus();
    expect(submit()).toBeEnabled();
  });

  it('shows a busy, disabled button while the request is pending', async () => {
    const { gate, release } = hold();
    server.use(
      http.post(endpoint, async () => {
        await gate;
        return HttpResponse.json({ success: false, data: null, message: 'Try later', code: 'BUSY' });
      }),
    );
    const { d, submit, fill, user } = await openDialog();
    await fill();
    await user.click(submit());
    const busy = await d.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    release();
    expect(await d.findByRole('button', { name: 'Request Access' })).toBeEnabled();
  });

  it.each([
    [
      'a reply with success: false and a reason',
      () => HttpResponse.json({ success: false, data: null, message: 'Duplicate request', code: 'DUPLICATE' }),
    ],
    ['a 4xx with a reason', () => failure(409, 'Duplicate request', 'DUPLICATE')],
  ])("on %s, shows the server's reason in the dialog, not a toast, and keeps the fields", async (_, reply) => {
    const app = await submitAnswered(reply);

    expect(await app.d.findByRole('alert')).toHaveTextContent('Duplicate request');
    expect(queryToast('Duplicate request')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to submit request. Please try again.')).not.toBeInTheDocument();
    expectFormKept(app);
  });

  it('on a reply with success: false and no reason, says "Failed to submit request. Please try again." in the dialog and as a toast', async () => {
    const app = await submitAnswered(() => HttpResponse.json({ success: false, data: null }));

    expect(await findToast('Failed to submit request. Please try again.')).toBeInTheDocument();
    expect(app.d.getByRole('alert')).toHaveTextContent('Failed to submit request. Please try again.');
    expect(screen.queryByText('An error occurred. Please try again.')).not.toBeInTheDocument();
    expectFormKept(app);
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a server error', () => failure(500, 'Internal error', 'SERVER_ERROR')],
  ])(
    'on %s, says "An error occurred. Please try again." in the dialog and as a toast, and keeps the fields',
    async (_, reply) => {
      const app = await submitAnswered(reply);

      expect(await findToast('An error occurred. Please try again.')).toBeInTheDocument();
      expect(app.d.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
      expect(screen.queryByText('Failed to submit request. Please try again.')).not.toBeInTheDocument();
      expectFormKept(app);
    },
  );

  it('closes on Escape, keeping the draft for the next opening', async () => {
    const { user, fill } = await openDialog();
    await fill({ businessName: filled.businessName });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Request API Access/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Request API Access' });
    expect(within(dialog).getByLabelText('Business name')).toHaveValue(filled.businessName);
  });

  it('closes on Cancel, discarding the draft', async () => {
    const { user, d, fill } = await openDialog();
    await fill({ businessName: filled.businessName });
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Request API Access/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Request API Access' });
    expect(within(dialog).getByLabelText('Business name')).toHaveValue('');
  });
});
