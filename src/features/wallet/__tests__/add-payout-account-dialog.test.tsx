import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '@/api/nuban';
import { payoutAccountMessages } from '@/forms/money-forms';
import { findDialog } from '@/test/faults';
import { renderApp, signInAs } from '@/test/render';
import { accountNameFor } from '@server/domain/wallet/banks';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_PAYOUT_ACCOUNT, DEMO_USER_ID, TEST_ACCOUNTS } from '@mocks/seed';

/*
 * Add a payout account follows docs/forms.md (issue 24): Save is always enabled; pressed too
 * soon it says what is missing under the field, which takes the focus; the server's reason for
 * a refusal shows in the dialog; what was chosen and typed stays.
 */

const LOAD = { timeout: 5_000 };
const accountsOnServer = () => db.state.payoutAccounts.filter((a) => a.partnerId === DEMO_USER_ID);
/** A valid NUBAN at Access Bank (044), with a name behind it. */
const access = { bankCode: '044', accountNumber: `012345678${nubanCheckDigit('044', '012345678')}` };

async function openDialog() {
  await signInAs();
  const { user } = renderApp('/dashboard/wallet');
  const region = await screen.findByRole('region', { name: 'Payout accounts' }, LOAD);
  await user.click(await within(region).findByRole('button', { name: 'Add account' }, LOAD));
  const form = within(await findDialog('Add a payout account'));
  await waitFor(() => expect(within(form.getByLabelText('Bank')).getAllByRole('option').length).toBeGreaterThan(20));
  return { user, form };
}

describe('Add a payout account: the one form-error style', () => {
  it('keeps Save enabled; an empty form marks the bank and the number at once, the focus on the bank', async () => {
    const { user, form } = await openDialog();
    const save = form.getByRole('button', { name: 'Save account' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await form.findByText('Enter the account number')).toBeInTheDocument();
    expect(form.getByLabelText('Bank')).toHaveAccessibleDescription('Choose your bank');
    expect(form.getByLabelText('Bank')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Account number (NUBAN)')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.getByLabelText('Bank')).toHaveFocus());
    expect(accountsOnServer()).toHaveLength(1);
  });

  it('says under the number, with the focus, when the bank could not confirm its name; nothing typed is lost', async () => {
    const { user, form } = await openDialog();
    await user.selectOptions(form.getByLabelText('Bank'), 'GTBank');
    const number = form.getByLabelText('Account number (NUBAN)');
    await user.type(number, TEST_ACCOUNTS.notFound.accountNumber);
    expect(await form.findByRole('alert')).toHaveTextContent('No account found with that number at GTBank');

    await user.click(form.getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(expect.stringContaining(payoutAccountMessages.nameUnconfirmed)),
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(number).toHaveValue(TEST_ACCOUNTS.notFound.accountNumber);
    expect(form.getByLabelText('Bank')).toHaveDisplayValue('GTBank');
    expect(accountsOnServer()).toHaveLength(1);

    // A new number is a new enquiry: the message goes as it is typed.
    await user.type(number, '{Backspace}');
    expect(number).not.toHaveAccessibleDescription(expect.stringContaining(payoutAccountMessages.nameUnconfirmed));
  });

  it("puts the server's 'already saved' under the number, with the focus", async () => {
    const { user, form } = await openDialog();
    await user.selectOptions(form.getByLabelText('Bank'), 'GTBank');
    const number = form.getByLabelText('Account number (NUBAN)');
    await user.type(number, DEMO_PAYOUT_ACCOUNT.accountNumber);
    expect(await form.findByText(DEMO_PAYOUT_ACCOUNT.accountName)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(expect.stringContaining('You have already saved this account')),
    );
    expect(number).toHaveFocus();
    expect(number).toHaveValue(DEMO_PAYOUT_ACCOUNT.accountNumber);
    expect(accountsOnServer()).toHaveLength(1);
  });

  it("shows another refusal's reason in the dialog, not a toast, and keeps what was typed", async () => {
    server.use(
      http.post('*/api/payout-accounts', () =>
        HttpResponse.json(
          { success: false, message: 'You can save up to 5 bank accounts: delete one first' },
          { status: 422 },
        ),
      ),
    );
    const { user, form } = await openDialog();
    await user.selectOptions(form.getByLabelText('Bank'), 'Access Bank');
    await user.type(form.getByLabelText('Account number (NUBAN)'), access.accountNumber);
    expect(await form.findByText(accountNameFor(access.accountNumber))).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save account' }));
    expect(await form.findByRole('alert')).toHaveTextContent('You can save up to 5 bank accounts: delete one first');
    expect(form.getByLabelText('Bank')).toHaveDisplayValue('Access Bank');
    expect(form.getByLabelText('Account number (NUBAN)')).toHaveValue(access.accountNumber);
    expect(form.getByText(accountNameFor(access.accountNumber))).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save account' })).toBeEnabled();
    expect(accountsOnServer()).toHaveLength(1);
  });
});
