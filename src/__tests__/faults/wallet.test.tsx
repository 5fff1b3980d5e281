import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@/api/endpoints';
import {
  clickToRetry,
  faultMatrix,
  findDialog,
  injectFault,
  installFaultTimers,
  loadRow,
  overviewRow,
  settle,
  toast,
  type FaultRow,
} from '@/test/faults';
import { findSectionLink, renderApp, sectionLink, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER } from '@mocks/seed';
import {
  WALLET_TAB,
  balanceOnServer,
  payoutAccountsOnServer,
  region,
  balanceCard,
  banner,
  dialog,
  figures,
  readyWallet,
  accessAccount,
  newAccount,
  newAccountName,
  accountList,
  accountItems,
  makeDefaultButton,
  isDefaultOnServer,
  moneyFlows,
  moneyRow,
  chooseBank,
  typeNumber,
  removeDefault,
} from '@/test/wallet-faults';

/*
 * Fault matrix, the Wallet tab: the balance and its money moves (Add money, Withdraw, Send:
 * each a dialog with a review step and a Confirm), this month's statistics, the earnings card,
 * the recent transactions, the payout accounts (add with the bank's name enquiry, make
 * default, remove), and the history page's transaction detail. The demo partner starts with
 * ₦125,000 and eleven movements (ten and the opening balance); for this suite it also has a second payout account (Access
 * Bank, not the default) besides its default GTBank 0100646789. The mock keeps kobo:
 * `balanceOnServer` reads naira. See src/test/faults.ts.
 */

const rows: FaultRow[] = [
  overviewRow({
    endpoint: 'getWallet',
    screen: 'the dashboard overview opens (the dashboard load)',
    tile: 'overview-wallet',
    shows: '₦125,000',
  }),
  loadRow({
    endpoint: 'listTransactions',
    screen: 'the Wallet tab’s recent transactions',
    path: WALLET_TAB,
    region: 'Recent transactions',
    couldNotLoad: "Couldn't load your transactions.",
    alsoFailed: () => {
      // Not a dashboard-load failure: no banner.
      expect(banner()).not.toBeInTheDocument();
    },
    done: () => {
      expect(within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem')).toHaveLength(
        5,
      );
    },
  }),
  {
    endpoint: 'getWalletStatistics',
    screen: 'the Wallet tab’s Total earnings and Platform fees',
    path: WALLET_TAB,
    kind: 'load',
    // docs/product.md#entities: without the statistics, the cards estimate from the transactions, and say so.
    failed: () => {
      expect(region('Total earnings').getByText('Estimated from your recent transactions')).toBeInTheDocument();
      expect(region('Total earnings').getByText('₦100,000')).toBeInTheDocument();
      expect(region('Platform fees').getByText('₦35,000')).toBeInTheDocument();
    },
    // No Retry button while the estimate stands: leaving the tab and coming back asks again.
    retry: async ({ user }) => {
      await user.click(sectionLink('Profile'));
      await user.click(await findSectionLink('Wallet'));
    },
    done: () => {
      expect(region('Total earnings').getByText('₦50,000')).toBeInTheDocument();
      expect(region('Platform fees').getByText('₦5,000')).toBeInTheDocument();
      expect(screen.queryByText('Estimated from your recent transactions')).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'resolveRecipient',
    screen: 'Wallet — Send, Review transfer (the recipient’s name)',
    path: WALLET_TAB,
    kind: 'action',
    ready: async ({ user }) => {
      await readyWallet();
      await user.click(balanceCard().getByRole('button', { name: 'Send' }));
      const form = within(await findDialog('Send money'));
      await user.type(form.getByLabelText("Recipient's e-mail"), SECOND_PARTNER.email);
      await user.type(form.getByLabelText('Amount'), '5000');
    },
    ...clickToRetry(() => dialog('Send money').getByRole('button', { name: 'Review transfer' })),
    failed: () => {
      // The review is not reached: the e-mail field says why.
      const form = dialog('Send money');
      expect(form.getByLabelText("Recipient's e-mail")).toHaveAccessibleDescription(
        expect.stringContaining('We could not check that e-mail address. Please try again.'),
      );
      expect(form.getByRole('button', { name: 'Review transfer' })).toBeEnabled();
      expect(balanceOnServer()).toBe(125_000);
    },
    kept: () => {
      expect(dialog('Send money').getByLabelText("Recipient's e-mail")).toHaveValue(SECOND_PARTNER.email);
      expect(dialog('Send money').getByLabelText('Amount')).toHaveValue('5000');
    },
    done: () => {
      expect(figures(screen.getByRole('dialog', { name: 'Review transfer' }))).toMatchObject({
        To: `Chidi Okeke (${SECOND_PARTNER.email})`,
        Amount: '₦5,000',
      });
      expect(balanceOnServer()).toBe(125_000);
    },
  },
  loadRow({
    endpoint: 'listPayoutAccounts',
    screen: 'the Wallet tab’s payout accounts',
    path: WALLET_TAB,
    region: 'Payout accounts',
    couldNotLoad: "Couldn't load your payout accounts.",
    asAlert: true,
    alsoFailed: () => {
      expect(banner()).not.toBeInTheDocument();
    },
    done: () => {
      const [first, second] = accountItems();
      expect(first).toHaveTextContent(`GTBank ${DEMO_PAYOUT_ACCOUNT.accountNumber}`);
      expect(within(first!).getByText('Default')).toBeInTheDocument();
      expect(second).toHaveTextContent(`Access Bank ${accessAccount.accountNumber}`);
    },
  }),
  {
    endpoint: 'listBanks',
    screen: 'Wallet — Add a payout account (the banks)',
    path: WALLET_TAB,
    kind: 'action',
    ready: readyWallet,
    act: async ({ user }) => {
      await user.click(region('Payout accounts').getByRole('button', { name: 'Add account' }));
    },
    failed: () => {
      const bank = dialog('Add a payout account').getByLabelText('Bank');
      expect(bank).toHaveAccessibleDescription("Couldn't load the list of banks.");
      expect(within(bank).getAllByRole('option')).toHaveLength(1); // "Choose your bank"
      // Save stays enabled (issue 24): pressed, it would ask for a bank; nothing can be saved.
      expect(dialog('Add a payout account').getByRole('button', { name: 'Save account' })).toBeEnabled();
      expect(payoutAccountsOnServer()).toHaveLength(2);
    },
    // The dialog offers no Retry, and closing and opening it again does not ask again (see the
    // separate test below): a reload is the partner's way out.
    retry: async (ui) => {
      ui.unmount();
      const again = renderApp(WALLET_TAB, { userEvent: { delay: null } });
      await readyWallet();
      await again.user.click(region('Payout accounts').getByRole('button', { name: 'Add account' }));
    },
    done: () => {
      const bank = dialog('Add a payout account').getByLabelText('Bank');
      expect(within(bank).getByRole('option', { name: 'GTBank' })).toBeInTheDocument();
      expect(within(bank).getAllByRole('option')).toHaveLength(24); // the placeholder and 23 banks
    },
  },
  {
    endpoint: 'resolveBankAccount',
    screen: 'Wallet — Add a payout account (the bank’s name enquiry)',
    path: WALLET_TAB,
    kind: 'action',
    ready: chooseBank,
    act: typeNumber,
    failed: () => {
      const form = dialog('Add a payout account');
      expect(form.getByRole('alert')).toHaveTextContent(
        `We couldn't check this account with ${newAccount.bankName}. Please try again.`,
      );
      // Save stays enabled (issue 24): pressed, it says the name is not confirmed, and saves nothing.
      expect(form.getByRole('button', { name: 'Save account' })).toBeEnabled();
      expect(payoutAccountsOnServer()).toHaveLength(2);
    },
    kept: () => {
      expect(dialog('Add a payout account').getByLabelText('Account number (NUBAN)')).toHaveValue(
        newAccount.accountNumber,
      );
    },
    // No Retry button: the partner types the last digit again, which asks the bank again.
    retry: async ({ user }) => {
      const number = dialog('Add a payout account').getByLabelText('Account number (NUBAN)');
      await user.type(number, '{Backspace}');
      await user.type(number, newAccount.accountNumber.slice(-1));
    },
    done: () => {
      const form = dialog('Add a payout account');
      expect(form.getByText(newAccountName)).toBeInTheDocument();
      expect(form.getByRole('button', { name: 'Save account' })).toBeEnabled();
    },
  },
  {
    endpoint: 'createPayoutAccount',
    screen: 'Wallet — Add a payout account, Save account',
    path: WALLET_TAB,
    kind: 'action',
    ready: async (ui) => {
      await chooseBank(ui);
      await typeNumber(ui);
      await dialog('Add a payout account').findByText(newAccountName);
    },
    ...clickToRetry(() => dialog('Add a payout account').getByRole('button', { name: 'Save account' })),
    failed: () => {
      const form = dialog('Add a payout account');
      expect(form.getByRole('alert')).toHaveTextContent('Failed to save the account. Please try again.');
      expect(form.getByRole('button', { name: 'Save account' })).toBeEnabled();
      expect(payoutAccountsOnServer()).toHaveLength(2);
    },
    kept: () => {
      const form = dialog('Add a payout account');
      expect(form.getByLabelText('Bank')).toHaveDisplayValue(newAccount.bankName);
      expect(form.getByLabelText('Account number (NUBAN)')).toHaveValue(newAccount.accountNumber);
      expect(form.getByText(newAccountName)).toBeInTheDocument();
    },
    done: () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toast(`${newAccount.bankName} account ${newAccount.accountNumber} saved`)).toBeInTheDocument();
      expect(accountList().getByText(newAccount.accountNumber)).toBeInTheDocument();
      expect(payoutAccountsOnServer()).toHaveLength(3);
    },
  },
  {
    endpoint: 'setDefaultPayoutAccount',
    screen: 'Wallet — a payout account’s Make default',
    path: WALLET_TAB,
    kind: 'action',
    ready: async () => {
      await readyWallet();
      await screen.findByRole('list', { name: 'Your payout accounts' });
    },
    ...clickToRetry(() => makeDefaultButton('Access Bank', accessAccount.accountNumber)),
    failed: () => {
      expect(toast('Failed to change the default account. Please try again.')).toBeInTheDocument();
      // The optimistic change is rolled back.
      expect(accountItems()[0]).toHaveTextContent(`GTBank ${DEMO_PAYOUT_ACCOUNT.accountNumber}`);
      expect(within(accountItems()[0]!).getByText('Default')).toBeInTheDocument();
      expect(makeDefaultButton('Access Bank', accessAccount.accountNumber)).toBeEnabled();
      expect(isDefaultOnServer(DEMO_PAYOUT_ACCOUNT.id)).toBe(true);
    },
    done: () => {
      expect(accountItems()[0]).toHaveTextContent(`Access Bank ${accessAccount.accountNumber}`);
      expect(within(accountItems()[0]!).getByText('Default')).toBeInTheDocument();
      expect(isDefaultOnServer(accessAccount.id)).toBe(true);
    },
  },
  {
    endpoint: 'deletePayoutAccount',
    screen: 'Wallet — a payout account’s Remove, confirmed',
    path: WALLET_TAB,
    kind: 'action',
    ready: async () => {
      await readyWallet();
      await screen.findByRole('list', { name: 'Your payout accounts' });
    },
    act: removeDefault,
    failed: () => {
      expect(toast('Failed to remove the account. Please try again.')).toBeInTheDocument();
      // Still asking: the partner may confirm again or cancel.
      const confirm = within(screen.getByRole('alertdialog', { name: 'Remove this payout account?' }));
      expect(confirm.getByRole('button', { name: 'Remove account' })).toBeEnabled();
      expect(accountItems()).toHaveLength(2);
      expect(payoutAccountsOnServer()).toHaveLength(2);
    },
    retry: async ({ user }) => {
      const confirm = within(screen.getByRole('alertdialog', { name: 'Remove this payout account?' }));
      await user.click(confirm.getByRole('button', { name: 'Remove account' }));
    },
    done: () => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(accountItems()).toHaveLength(1);
      expect(accountItems()[0]).toHaveTextContent(`Access Bank ${accessAccount.accountNumber}`);
      expect(within(accountItems()[0]!).getByText('Default')).toBeInTheDocument();
      expect(payoutAccountsOnServer()).toEqual([expect.objectContaining({ id: accessAccount.id, isDefault: true })]);
    },
  },
  {
    endpoint: 'getTransaction',
    screen: 'the history page’s transaction detail (?transaction=txn_06)',
    path: '/dashboard/wallet/transactions?transaction=txn_06',
    kind: 'load',
    failed: () => {
      const sheet = dialog('Transaction details');
      expect(sheet.getByRole('alert')).toHaveTextContent("Couldn't load this transaction.");
    },
    retry: async ({ user }) => {
      await user.click(dialog('Transaction details').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      const reference = db.state.transactions.find((t) => t.id === 'txn_06')!.reference;
      const sheet = dialog(reference);
      expect(sheet.getByText('Withdrawal to GTBank ••6789')).toBeInTheDocument();
      expect(within(sheet.getByRole('list', { name: 'Status history' })).getAllByRole('listitem')).toHaveLength(2);
    },
  },
  loadRow({
    endpoint: 'getPerformance',
    screen: 'the Wallet tab’s earnings card (7 / 30 / 90 days)',
    path: WALLET_TAB,
    region: 'Earnings',
    couldNotLoad: "Couldn't load your earnings.",
    asAlert: true,
    alsoFailed: () => {
      expect(banner()).not.toBeInTheDocument();
    },
    done: () => {
      expect(region('Earnings').getByText('Earned, last 30 days')).toBeInTheDocument();
      expect(region('Earnings').queryByRole('alert')).not.toBeInTheDocument();
      expect(region('Earnings').getByRole('button', { name: '30 days', pressed: true })).toBeInTheDocument();
    },
  }),
];

describe('faults: wallet', () => {
  // A second payout account, so that a default can be chosen and one removed.
  beforeEach(() => {
    db.state.payoutAccounts.push({ ...accessAccount });
  });
  faultMatrix('wallet', rows, { elsewhere: moneyFlows.map(moneyRow) });
});

describe('the bank list, once it failed', () => {
  installFaultTimers();

  // BUG: the dialog has no Retry for the bank list, and reopening it does not ask again (the
  // failed query stays failed: retryOnMount is off and nothing refetches it).
  it('is asked for again when the partner closes the dialog and opens it again', async () => {
    await signInAs();
    const ui = renderApp(WALLET_TAB, { userEvent: { delay: null } });
    await readyWallet();
    const injected = injectFault(endpoints.listBanks, 'server-error');
    await ui.user.click(region('Payout accounts').getByRole('button', { name: 'Add account' }));
    await findDialog('Add a payout account');
    await settle(() =>
      expect(dialog('Add a payout account').getByLabelText('Bank')).toHaveAccessibleDescription(
        "Couldn't load the list of banks.",
      ),
    );
    injected.heal();
    await ui.user.click(dialog('Add a payout account').getByRole('button', { name: 'Cancel' }));
    await ui.user.click(region('Payout accounts').getByRole('button', { name: 'Add account' }));
    await findDialog('Add a payout account');
    await settle(() =>
      expect(
        within(dialog('Add a payout account').getByLabelText('Bank')).getByRole('option', { name: 'GTBank' }),
      ).toBeInTheDocument(),
    );
  });
});

/* ------------------------------------------------------------------------------------------ */
