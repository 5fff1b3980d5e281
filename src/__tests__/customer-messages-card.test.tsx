import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { failure } from '@/test/replies';
import { describe, expect, it, onTestFinished } from 'vitest';
import { defaultTemplates, templateMessages } from '@/api/schemas/customer-messages';
import { customerMessagesMessages } from '@/forms/customer-messages-form';
import { renderApp, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_USER_ID } from '@mocks/seed';

/*
 * The Profile's customer messages card (issue 28), against the mock API: the demo partner
 * texts its customers by SMS at every moment with the default templates, and its proof of
 * delivery asks for a code (so the pickup message ends with one).
 */

// Two cores shared by several suites: give the first render (lazy route chunks) room.
configure({ asyncUtilTimeout: 5000 });

const PATH = '*/api/delivery-partners/customer-messages';
const link = () => `${window.location.origin}/track/7k2m9q4xw8rt3nbe`;
const card = () => within(screen.getByRole('region', { name: 'Customer messages' }));
/** A moment's row: its switch, template, buttons and preview. */
const row = (label: string) => within(card().getByRole('switch', { name: label }).closest('li')!);
const box = (label: string) => card().getByRole('textbox', { name: `${label} Message` });
const saved = () => db.state.settings.find((s) => s.partnerId === DEMO_USER_ID)!.customerMessages!;
const findToast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });
const smsCount = (text: string) => `${text.length} / 160 characters · ${text.length <= 160 ? 1 : 2} SMS`;

async function openCard() {
  await signInAs();
  const ui = renderApp('/dashboard/profile');
  await waitFor(() => expect(card().getByRole('radio', { name: 'SMS' })).toBeInTheDocument());
  return ui;
}

/** Counts the card's saves that reach the API. */
function countSaves() {
  let saves = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/customer-messages')) saves += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => saves;
}

/** Replaces a template: cleared, then pasted (braces typed by user-event would be key names). */
async function write(user: Awaited<ReturnType<typeof openCard>>['user'], label: string, text: string) {
  await user.clear(box(label));
  await user.paste(text);
}

describe('customer messages card', () => {
  it("shows the demo partner's settings: SMS, every moment on, the default templates and their previews", async () => {
    await openCard();
    expect(card().getByText('Texts to your customers at each step, with their tracking link.')).toBeInTheDocument();
    expect(card().getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(card().getByRole('radio', { name: 'WhatsApp' })).not.toBeChecked();
    expect(card().getByRole('radio', { name: 'E-mail' })).not.toBeChecked();
    for (const label of ['Picked up', 'Out for delivery', 'Delivered', 'Failed attempt'])
      expect(card().getByRole('switch', { name: label })).toBeChecked();
    expect(box('Picked up')).toHaveValue(defaultTemplates.pickedUp);
    expect(box('Failed attempt')).toHaveValue(defaultTemplates.failedAttempt);

    // The pickup message ends with the code the proof of delivery asks for.
    const pickup = `Swift Riders Ltd picked up your parcel DOS-2026-0005. Track it: ${link()} Give the rider the code 1234 when it arrives.`;
    expect(row('Picked up').getByText(pickup)).toBeInTheDocument();
    const delivered = 'Swift Riders Ltd: your parcel DOS-2026-0005 has been delivered. Thank you, Funke!';
    expect(row('Delivered').getByText(delivered)).toBeInTheDocument();
    expect(row('Delivered').getByText(smsCount(delivered))).toBeInTheDocument();
    // The count describes the template's box, for a screen reader.
    expect(box('Delivered')).toHaveAccessibleDescription(smsCount(delivered));
    expect(card().getByRole('button', { name: 'Save messages' })).toBeEnabled();
    expect(card().queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('leaves the code out of the pickup preview when the proof of delivery asks for none', async () => {
    db.state.settings.find((s) => s.partnerId === DEMO_USER_ID)!.proofOfDelivery.code = false;
    await openCard();
    expect(
      row('Picked up').getByText(`Swift Riders Ltd picked up your parcel DOS-2026-0005. Track it: ${link()}`),
    ).toBeInTheDocument();
  });

  it('updates the preview and the SMS count as a template is edited, and warns past one SMS', async () => {
    const { user } = await openCard();
    await write(user, 'Delivered', 'Hi {first_name}, {partner} delivered {tracking_number} on {eta}.');
    const text = /^Hi Funke, Swift Riders Ltd delivered DOS-2026-0005 on \w{3} \d{1,2} \w{3}\.$/;
    const preview = row('Delivered').getByText(text);
    expect(row('Delivered').getByText(smsCount(preview.textContent))).toBeInTheDocument();
    expect(card().getByText('You have unsaved changes.')).toBeInTheDocument();

    const long = `Hi {first_name}, ${'a'.repeat(150)}`; // 160 characters once filled in
    await write(user, 'Delivered', long);
    expect(row('Delivered').getByText('160 / 160 characters · 1 SMS')).toBeInTheDocument();
    expect(row('Delivered').getByRole('status')).toHaveTextContent('');
    await user.type(box('Delivered'), '!!');
    expect(row('Delivered').getByText('162 / 160 characters · 2 SMS')).toBeInTheDocument();
    expect(row('Delivered').getByRole('status')).toHaveTextContent(
      'Longer than one SMS: each of these messages goes as 2 SMS.',
    );

    // By WhatsApp, the characters alone.
    await user.click(card().getByRole('radio', { name: 'WhatsApp' }));
    expect(row('Delivered').getByText('162 characters')).toBeInTheDocument();
    expect(row('Delivered').getByRole('status')).toHaveTextContent('');
  });

  it('inserts a placeholder where the cursor is, and restores the default', async () => {
    const { user } = await openCard();
    await user.clear(box('Out for delivery'));
    await user.type(box('Out for delivery'), 'Hello ');
    await user.click(row('Out for delivery').getByRole('button', { name: 'Insert first name' }));
    expect(box('Out for delivery')).toHaveValue('Hello {first_name}');
    expect(box('Out for delivery')).toHaveFocus();
    expect(row('Out for delivery').getByText('Hello Funke')).toBeInTheDocument();

    // At the start, where the cursor was put.
    (box('Out for delivery') as HTMLTextAreaElement).setSelectionRange(0, 0);
    await user.click(row('Out for delivery').getByRole('button', { name: 'Insert company name' }));
    expect(box('Out for delivery')).toHaveValue('{partner}Hello {first_name}');
    await user.keyboard(': '); // the focus is back in the box, the cursor after the placeholder
    expect(box('Out for delivery')).toHaveValue('{partner}: Hello {first_name}');
    expect(row('Out for delivery').getByText('Swift Riders Ltd: Hello Funke')).toBeInTheDocument();

    await user.click(row('Out for delivery').getByRole('button', { name: 'Restore default out for delivery message' }));
    expect(box('Out for delivery')).toHaveValue(defaultTemplates.outForDelivery);
  });

  it('refuses an unknown placeholder in the form’s words and sends nothing; the message follows the fix', async () => {
    const { user } = await openCard();
    const saves = countSaves();
    await write(user, 'Delivered', 'Hi {name}, it is here');
    await user.click(card().getByRole('button', { name: 'Save messages' }));

    const error = await row('Delivered').findByText(templateMessages.unknown(['name']));
    expect(box('Delivered')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Delivered').getAttribute('aria-describedby')).toContain(error.id);
    expect(box('Delivered')).toHaveFocus();
    expect(saves()).toBe(0);
    expect(saved().delivered.template).toBe(defaultTemplates.delivered);

    // Once submitted, the check follows what is typed.
    await write(user, 'Delivered', 'Hi {first_name}, it is here');
    await waitFor(() => expect(box('Delivered')).toHaveAttribute('aria-invalid', 'false'));
    expect(row('Delivered').queryByText(templateMessages.unknown(['name']))).not.toBeInTheDocument();
    await user.clear(box('Delivered'));
    expect(await row('Delivered').findByText(templateMessages.missing)).toBeInTheDocument();
  });

  it('saves WhatsApp with Delivered off: the mock has them, the template kept, the preview greyed', async () => {
    const { user } = await openCard();
    await user.click(card().getByRole('radio', { name: 'WhatsApp' }));
    await user.click(card().getByRole('switch', { name: 'Delivered' }));
    expect(row('Delivered').getByText('Off')).toBeInTheDocument();
    expect(row('Delivered').getByText(/ · Off: not sent$/)).toBeInTheDocument();
    await user.click(card().getByRole('button', { name: 'Save messages' }));

    expect(await findToast(customerMessagesMessages.saved)).toBeInTheDocument();
    expect(saved().channel).toBe('whatsapp');
    expect(saved().delivered).toEqual({ enabled: false, template: defaultTemplates.delivered });
    expect(saved().pickedUp.enabled).toBe(true);
    expect(card().getByRole('switch', { name: 'Delivered' })).not.toBeChecked();
    expect(card().queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('keeps the saved template of a moment switched off and left blank', async () => {
    const { user } = await openCard();
    await user.click(card().getByRole('switch', { name: 'Failed attempt' }));
    await user.clear(box('Failed attempt'));
    await user.click(card().getByRole('button', { name: 'Save messages' }));
    expect(await findToast(customerMessagesMessages.saved)).toBeInTheDocument();
    expect(saved().failedAttempt).toEqual({ enabled: false, template: defaultTemplates.failedAttempt });
    expect(box('Failed attempt')).toHaveValue(defaultTemplates.failedAttempt);
  });

  it('shows a failed save in the card, keeps what was typed, and saves on a second try', async () => {
    server.use(http.put(PATH, () => failure(500, 'The DeliverOS ledger is down', 'SERVER_ERROR'), { once: true }));
    const { user } = await openCard();
    await write(user, 'Delivered', 'Delivered, {first_name}!');
    await user.click(card().getByRole('radio', { name: 'E-mail' }));
    await user.click(card().getByRole('button', { name: 'Save messages' }));

    expect(await card().findByRole('alert')).toHaveTextContent(customerMessagesMessages.failed);
    expect(box('Delivered')).toHaveValue('Delivered, {first_name}!');
    expect(card().getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(saved().channel).toBe('sms');

    await user.click(card().getByRole('button', { name: 'Save messages' }));
    expect(await findToast(customerMessagesMessages.saved)).toBeInTheDocument();
    expect(card().queryByRole('alert')).not.toBeInTheDocument();
    expect(saved()).toMatchObject({ channel: 'email', delivered: { template: 'Delivered, {first_name}!' } });
  });

  it('shows a refusal’s reason under the template it names', async () => {
    server.use(
      http.put(PATH, () => failure(400, 'failed_attempt.template: Too pushy', 'VALIDATION_ERROR'), { once: true }),
    );
    const { user } = await openCard();
    await user.click(card().getByRole('button', { name: 'Save messages' }));
    expect(await row('Failed attempt').findByText('Too pushy')).toBeInTheDocument();
    expect(box('Failed attempt')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Failed attempt')).toHaveFocus();
  });

  it('discards unsaved changes back to what is saved', async () => {
    const { user } = await openCard();
    await user.click(card().getByRole('radio', { name: 'WhatsApp' }));
    await user.click(card().getByRole('switch', { name: 'Picked up' }));
    await write(user, 'Delivered', 'Something else');
    await user.click(card().getByRole('button', { name: 'Discard changes' }));

    expect(card().getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(card().getByRole('switch', { name: 'Picked up' })).toBeChecked();
    expect(box('Delivered')).toHaveValue(defaultTemplates.delivered);
    expect(card().queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Save messages' })).toHaveFocus();
  });

  it('shows a load failure with a Retry that loads the card', async () => {
    server.use(http.get(PATH, () => failure(400, 'Nope', 'BAD_REQUEST'), { once: true }));
    await signInAs();
    const { user } = renderApp('/dashboard/profile');
    await waitFor(() => expect(card().getByText(customerMessagesMessages.loadFailed)).toBeInTheDocument());
    await user.click(card().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card().getByRole('radio', { name: 'SMS' })).toBeChecked());
    expect(card().queryByText(customerMessagesMessages.loadFailed)).not.toBeInTheDocument();
  });
});
