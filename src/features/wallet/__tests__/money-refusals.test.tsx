import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp, signInAs } from '@/test/render';
import { failure } from '@/test/replies';

/*
 * The money dialogs tell a refused confirmation through showRefusal: a reason that names a field
 * ("amount: …") takes the partner back to the form, under that field, with the focus and
 * everything typed kept. The demo partner's balance is ₦125,000.
 */

configure({ asyncUtilTimeout: 5000 });

const refuse = (path: string, message: string) =>
  server.use(http.post(`*${path}`, () => failure(400, message, 'VALIDATION_ERROR')));

async function openFlow(button: 'Add money' | 'Withdraw' | 'Send', title: string) {
  await signInAs();
  const { user } = renderApp('/dashboard/wallet');
  const balance = await screen.findByRole('region', { name: 'Wallet balance' });
  await within(balance).findByText('₦125,000');
  await user.click(within(balance).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog, flow: within(dialog) };
}

describe('money dialogs: a refusal that names a field', () => {
  it('top-up: back to the form, the reason under Amount, with the focus and the amount kept', async () => {
    refuse('/api/wallet/top-up', 'amount: Top-ups by card are limited to ₦20,000 today');
    const { user, flow } = await openFlow('Add money', 'Add money');
    await user.type(flow.getByLabelText('Amount'), '30000');
    await user.click(flow.getByRole('button', { name: 'Review top-up' }));
    await user.click(await flow.findByRole('button', { name: 'Add ₦30,000' }));

    const amount = await flow.findByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Top-ups by card are limited to ₦20,000 today/));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('30000');
    expect(flow.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('withdrawal: the reason under Amount, the amount kept', async () => {
    refuse('/api/wallet/withdraw', 'amount: Withdrawals are paused above ₦10,000');
    const { user, flow } = await openFlow('Withdraw', 'Withdraw to your bank');
    await user.type(await flow.findByLabelText('Amount'), '20000');
    await user.click(flow.getByRole('button', { name: 'Review withdrawal' }));
    await user.click(await flow.findByRole('button', { name: 'Withdraw ₦20,000' }));

    const amount = await flow.findByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Withdrawals are paused above ₦10,000/));
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('20000');
  });

  it("transfer: the reason under the recipient's e-mail, with the focus, everything typed kept", async () => {
    refuse('/api/wallet/transfer', 'recipient_email: This partner cannot receive transfers');
    const { user, flow } = await openFlow('Send', 'Send money');
    await user.type(flow.getByLabelText("Recipient's e-mail"), 'chidi@riders.ng');
    await user.type(flow.getByLabelText('Amount'), '2500');
    await user.type(flow.getByLabelText('Note (optional)'), 'Fuel share');
    await user.click(flow.getByRole('button', { name: 'Review transfer' }));
    await user.click(await flow.findByRole('button', { name: 'Send ₦2,500' }));

    const email = await flow.findByLabelText("Recipient's e-mail");
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This partner cannot receive transfers/));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('chidi@riders.ng');
    expect(flow.getByLabelText('Amount')).toHaveValue('2500');
    expect(flow.getByLabelText('Note (optional)')).toHaveValue('Fuel share');
  });
});
