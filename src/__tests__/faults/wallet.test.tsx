import { screen, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { toKobo, toNaira } from '@/api/money';
import { nubanCheckDigit } from '@/api/nuban';
import { walletMessages } from '@/features/wallet/messages';
import {
  countCalls,
  faultMatrix,
  findDialog,
  injectFault,
  installFaultTimers,
  settle,
  toast,
  waitForIdle,
  type FailureFault,
  type FaultRow,
  type InjectedFault,
  type Ui,
} from '@/test/faults';
import { findSectionLink, renderApp, sectionLink, signInAs } from '@/test/render';
import { accountNameFor, bankNamed } from '@mocks/banks';
import { db, type PayoutAccountRecord } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { balanceOf } from '@mocks/ledger';
import { server } from '@mocks/node';
import { DEMO_PAYOUT_ACCOUNT, DEMO_USER_ID, SECOND_PARTNER } from '@mocks/seed';

/*
 * Fault matrix, the Wallet tab: the balance and its money moves (Add money, Withdraw, Send:
 * each a dialog with a review step and a Confirm), this month's statistics, the earnings card,
 * the recent transactions, the payout accounts (add with the bank's name enquiry, make
 * default, remove), and the history page's transaction detail. The demo partner starts with
 * ₦125,000 and ten movements; for this suite it also has a second payout account (Access
 * Bank, not the default) besides its default GTBank 0100646789. The mock keeps kobo:
 * `balanceOnServer` reads naira. See src/test/faults.ts.
 */

const WALLET_TAB = '/dashboard/wallet';
const balanceOnServer = (partnerId: string = DEMO_USER_ID) => toNaira(balanceOf(partnerId));
const movementsOnServer = () => db.state.transactions.filter((t) => t.partnerId === DEMO_USER_ID);
const payoutAccountsOnServer = () => db.state.payoutAccounts.filter((a) => a.partnerId === DEMO_USER_ID);
/** `hidden`: also behind an open dialog (a modal hides the page from the accessibility tree). */
const region = (name: string) => within(screen.getByRole('region', { name, hidden: true }));
const balanceCard = () => region('Wallet balance');
const banner = () => screen.queryByText('Failed to load dashboard data');
const dialog = (name: string | RegExp) => within(screen.getByRole('dialog', { name }));

/** The figures of a flow's summary: label → value. */
const figures = (element: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    [...element.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
  );

const readyWallet = async () => {
  await within(await screen.findByRole('region', { name: 'Wallet balance' })).findByText('₦125,000');
};

/** A valid NUBAN: the serial and its CBN check digit. */
const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;
const accessAccount: PayoutAccountRecord = {
  partnerId: DEMO_USER_ID,
  id: 'pa_faults_access',
  bankCode: '044',
  bankName: bankNamed('044')!.name,
  accountNumber: nuban('044', '012345678'),
  accountName: accountNameFor(nuban('044', '012345678')),
  isDefault: false,
  createdAt: new Date().toISOString(),
};
/** The account the Add dialog saves (Zenith Bank). */
const newAccount = { bankName: 'Zenith Bank', accountNumber: nuban('057', '123456789') };
const newAccountName = accountNameFor(newAccount.accountNumber);

const accountList = () => within(screen.getByRole('list', { name: 'Your payout accounts', hidden: true }));
const accountItems = () => accountList().getAllByRole('listitem', { hidden: true });
/* The buttons name their account in a visually hidden span; jsdom drops the space a browser keeps (\s*). */
const makeDefaultButton = (bankName: string, accountNumber: string) =>
  screen.getByRole('button', { name: new RegExp(`^Make default\\s*\\(${bankName} ${accountNumber}\\)$`) });
const removeButton = (bankName: string, accountNumber: string) =>
  screen.getByRole('button', { name: new RegExp(`^Remove\\s*${bankName} ${accountNumber}$`) });
const isDefaultOnServer = (id: string) => payoutAccountsOnServer().find((a) => a.isDefault)?.id === id;

/**
 * A money move's failure: a 5xx, no answer or an unreadable one may have reached the ledger or
 * not, so "Try again" resends the same Idempotency-Key (the server replays or acts once). A
 * refusal the server answered with (the 200 with `success: false`) is final for its key: the
 * Confirm button comes back, and confirming again is a new decision with a new key.
 */
const retriedWithSameKey = (fault: FailureFault) => fault !== 'empty-refusal';

interface MoneyFlow {
  endpoint: 'topUp' | 'withdraw' | 'transfer';
  /** The balance card's button and the dialog's titles, step by step. */
  start: 'Add money' | 'Withdraw' | 'Send';
  titles: { form: string; review: string; done: string };
  /** Fills the form (₦5,000) and asks for the review. */
  fill: (ui: Ui, dialog: HTMLElement) => Promise<void>;
  confirm: string;
  failed: string;
  /** The review's amount figure, kept through a failure. */
  amount: string;
  after: { shown: string; balance: number };
  /** Anything else the one movement changed on the server (the recipient's wallet). */
  alsoChanged?: () => void;
}

const moneyFlows: MoneyFlow[] = [
  {
    endpoint: 'topUp',
    start: 'Add money',
    titles: { form: 'Add money', review: 'Review top-up', done: 'Top-up received' },
    fill: async ({ user }, element) => {
      await user.click(within(element).getByRole('button', { name: '₦5,000' }));
      await user.click(within(element).getByRole('button', { name: 'Review top-up' }));
    },
    confirm: 'Add ₦5,000',
    failed: walletMessages.topUpFailed,
    amount: '₦5,000',
    after: { shown: '₦130,000', balance: 130_000 },
  },
  {
    endpoint: 'withdraw',
    start: 'Withdraw',
    titles: { form: 'Withdraw to your bank', review: 'Review withdrawal', done: 'Withdrawal on its way' },
    fill: async ({ user }, element) => {
      await user.type(within(element).getByLabelText('Amount'), '5000');
      await user.click(within(element).getByRole('button', { name: 'Review withdrawal' }));
    },
    confirm: 'Withdraw ₦5,000',
    failed: walletMessages.withdrawFailed,
    amount: '₦5,000',
    after: { shown: '₦119,990', balance: 119_990 }, // ₦5,000 and the ₦10 fee
  },
  {
    endpoint: 'transfer',
    start: 'Send',
    titles: { form: 'Send money', review: 'Review transfer', done: 'Money sent' },
    fill: async ({ user }, element) => {
      await user.type(within(element).getByLabelText("Recipient's e-mail"), SECOND_PARTNER.email);
      await user.type(within(element).getByLabelText('Amount'), '5000');
      await user.click(within(element).getByRole('button', { name: 'Review transfer' }));
    },
    confirm: 'Send ₦5,000',
    failed: walletMessages.transferFailed,
    amount: '₦5,000',
    after: { shown: '₦120,000', balance: 120_000 },
    alsoChanged: () => expect(balanceOnServer(SECOND_PARTNER.id)).toBe(25_000),
  },
];

/** Opens the flow, fills it, reaches the review step. */
async function toReview(ui: Ui, flow: MoneyFlow): Promise<HTMLElement> {
  await ui.user.click(balanceCard().getByRole('button', { name: flow.start }));
  const element = await findDialog(flow.titles.form);
  await flow.fill(ui, element);
  await screen.findByRole('dialog', { name: flow.titles.review });
  return element;
}

/** The done step, the balance on screen, and exactly one movement on the server. */
function expectMovedOnce(flow: MoneyFlow) {
  const done = screen.getByRole('dialog', { name: flow.titles.done });
  const newest = movementsOnServer().at(-1)!;
  expect(figures(done)).toMatchObject({ Reference: newest.reference, 'New balance': flow.after.shown });
  expect(balanceCard().getByText(flow.after.shown)).toBeInTheDocument();
  expect(movementsOnServer()).toHaveLength(11);
  expect(newest.amount).toBe(toKobo(5_000));
  expect(balanceOnServer()).toBe(flow.after.balance);
  flow.alsoChanged?.();
}

function moneyRow(flow: MoneyFlow): FaultRow {
  const review = () => dialog(flow.titles.review);
  return {
    endpoint: flow.endpoint,
    screen: `Wallet — ${flow.start}, review, ${flow.confirm}`,
    path: WALLET_TAB,
    kind: 'action',
    // Everything before the confirmation (the recipient's name for a transfer) happens here,
    // so that an expired token meets the confirmation itself.
    ready: async (ui) => {
      await readyWallet();
      await toReview(ui, flow);
    },
    act: async ({ user }) => {
      await user.click(dialog(flow.titles.review).getByRole('button', { name: flow.confirm }));
    },
    failed: (_ui, fault) => {
      const alert = review().getByRole('alert');
      expect(alert).toHaveTextContent(flow.failed);
      if (retriedWithSameKey(fault)) {
        expect(alert).toHaveTextContent('Nothing was charged twice: confirming again is safe.');
        expect(review().getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(review().queryByRole('button', { name: flow.confirm })).not.toBeInTheDocument();
      } else {
        expect(review().getByRole('button', { name: flow.confirm })).toBeEnabled();
        expect(review().queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      }
      expect(balanceCard().getByText('₦125,000')).toBeInTheDocument();
      expect(balanceOnServer()).toBe(125_000);
      expect(movementsOnServer()).toHaveLength(10);
    },
    kept: () => {
      expect(figures(screen.getByRole('dialog', { name: flow.titles.review }))).toMatchObject({ Amount: flow.amount });
    },
    retry: async ({ user }, fault) => {
      await user.click(review().getByRole('button', { name: retriedWithSameKey(fault) ? 'Try again' : flow.confirm }));
    },
    done: () => expectMovedOnce(flow),
    afterRecovery: (fault, injected: InjectedFault) => {
      const [first, second] = injected.idempotencyKeys;
      expect(injected.idempotencyKeys).toHaveLength(2);
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      if (retriedWithSameKey(fault)) expect(second).toBe(first);
      else expect(second).not.toBe(first);
    },
  };
}

/** Opens Add account and picks the bank (the list loaded). */
async function chooseBank({ user }: Ui) {
  await readyWallet();
  await user.click(region('Payout accounts').getByRole('button', { name: 'Add account' }));
  const bank = within(await findDialog('Add a payout account')).getByLabelText('Bank');
  await within(bank).findByRole('option', { name: newAccount.bankName });
  await user.selectOptions(bank, newAccount.bankName);
}
/** Types the new account's number: the name enquiry runs once it is a valid NUBAN. */
async function typeNumber({ user }: Ui) {
  await user.type(dialog('Add a payout account').getByLabelText('Account number (NUBAN)'), newAccount.accountNumber);
}

const removeDefault: FaultRow['act'] = async ({ user }) => {
  await user.click(removeButton('GTBank', DEMO_PAYOUT_ACCOUNT.accountNumber));
  const confirm = await findDialog('Remove this payout account?', 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Remove account' }));
};

const rows: FaultRow[] = [
  {
    endpoint: 'getWallet',
    screen: 'the dashboard overview opens (the dashboard load)',
    path: '/dashboard/overview',
    kind: 'load',
    failed: () => {
      // SPEC.md §8's dashboard banner, and the tile's own word.
      expect(banner()).toBeInTheDocument();
      expect(within(screen.getByTestId('overview-wallet')).getByText('Unavailable')).toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(
        within(banner()!.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }),
      );
    },
    done: () => {
      expect(screen.getByTestId('overview-wallet')).toHaveTextContent('₦125,000');
      expect(banner()).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'listTransactions',
    screen: 'the Wallet tab’s recent transactions',
    path: WALLET_TAB,
    kind: 'load',
    failed: () => {
      expect(region('Recent transactions').getByText("Couldn't load your transactions.")).toBeInTheDocument();
      // Not a dashboard-load failure: no banner.
      expect(banner()).not.toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(region('Recent transactions').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem')).toHaveLength(
        5,
      );
    },
  },
  {
    endpoint: 'getWalletStatistics',
    screen: 'the Wallet tab’s Total earnings and Platform fees',
    path: WALLET_TAB,
    kind: 'load',
    // SPEC.md §3: without the statistics, the cards estimate from the transactions, and say so.
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
  ...moneyFlows.map(moneyRow),
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
    act: async ({ user }) => {
      await user.click(dialog('Send money').getByRole('button', { name: 'Review transfer' }));
    },
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
    retry: async ({ user }) => {
      await user.click(dialog('Send money').getByRole('button', { name: 'Review transfer' }));
    },
    done: () => {
      expect(figures(screen.getByRole('dialog', { name: 'Review transfer' }))).toMatchObject({
        To: `Chidi Okeke (${SECOND_PARTNER.email})`,
        Amount: '₦5,000',
      });
      expect(balanceOnServer()).toBe(125_000);
    },
  },
  {
    endpoint: 'listPayoutAccounts',
    screen: 'the Wallet tab’s payout accounts',
    path: WALLET_TAB,
    kind: 'load',
    failed: () => {
      expect(region('Payout accounts').getByRole('alert')).toHaveTextContent("Couldn't load your payout accounts.");
      expect(banner()).not.toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(region('Payout accounts').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      const [first, second] = accountItems();
      expect(first).toHaveTextContent(`GTBank ${DEMO_PAYOUT_ACCOUNT.accountNumber}`);
      expect(within(first!).getByText('Default')).toBeInTheDocument();
      expect(second).toHaveTextContent(`Access Bank ${accessAccount.accountNumber}`);
    },
  },
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
      expect(dialog('Add a payout account').getByRole('button', { name: 'Save account' })).toBeDisabled();
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
      expect(form.getByRole('button', { name: 'Save account' })).toBeDisabled();
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
    act: async ({ user }) => {
      await user.click(dialog('Add a payout account').getByRole('button', { name: 'Save account' }));
    },
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
    retry: async ({ user }) => {
      await user.click(dialog('Add a payout account').getByRole('button', { name: 'Save account' }));
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
    act: async ({ user }) => {
      await user.click(makeDefaultButton('Access Bank', accessAccount.accountNumber));
    },
    failed: () => {
      expect(toast('Failed to change the default account. Please try again.')).toBeInTheDocument();
      // The optimistic change is rolled back.
      expect(accountItems()[0]).toHaveTextContent(`GTBank ${DEMO_PAYOUT_ACCOUNT.accountNumber}`);
      expect(within(accountItems()[0]!).getByText('Default')).toBeInTheDocument();
      expect(makeDefaultButton('Access Bank', accessAccount.accountNumber)).toBeEnabled();
      expect(isDefaultOnServer(DEMO_PAYOUT_ACCOUNT.id)).toBe(true);
    },
    retry: async ({ user }) => {
      await user.click(makeDefaultButton('Access Bank', accessAccount.accountNumber));
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
  {
    endpoint: 'getPerformance',
    screen: 'the Wallet tab’s earnings card (7 / 30 / 90 days)',
    path: WALLET_TAB,
    kind: 'load',
    failed: () => {
      expect(region('Earnings').getByRole('alert')).toHaveTextContent("Couldn't load your earnings.");
      expect(banner()).not.toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(region('Earnings').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(region('Earnings').getByText('Earned, last 30 days')).toBeInTheDocument();
      expect(region('Earnings').queryByRole('alert')).not.toBeInTheDocument();
      expect(region('Earnings').getByRole('button', { name: '30 days', pressed: true })).toBeInTheDocument();
    },
  },
];

describe('faults: wallet', () => {
  // A second payout account, so that a default can be chosen and one removed.
  beforeEach(() => {
    db.state.payoutAccounts.push({ ...accessAccount });
  });
  faultMatrix('wallet', rows);
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

async function openWallet(): Promise<Ui> {
  await signInAs();
  const ui = renderApp(WALLET_TAB);
  await readyWallet();
  return ui;
}

describe('money moves: at most once', () => {
  installFaultTimers();

  it.each(moneyFlows)(
    'a double click on $confirm while the first confirmation is on its way makes one call and one movement',
    async (flow) => {
      const calls = countCalls(endpoints[flow.endpoint]);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post(`*${endpoints[flow.endpoint].path}`, async () => {
          await held;
          return undefined; // then on to the mock API
        }),
      );
      const ui = await openWallet();
      const element = await toReview(ui, flow);
      await ui.user.dblClick(within(element).getByRole('button', { name: flow.confirm }));
      // Busy while the first one is on its way.
      expect(within(element).getByRole('button', { name: flow.confirm })).toBeDisabled();
      release();
      await settle(() => expectMovedOnce(flow));
      expect(calls()).toBe(1);
    },
  );

  it.each(moneyFlows)(
    'a double click on $confirm whose first confirmation has already finished (a fast network) makes one call and one movement',
    async (flow) => {
      const calls = countCalls(endpoints[flow.endpoint]);
      await signInAs();
      let queryClient: QueryClient | undefined;
      // 100 ms between the two clicks, in which the first confirmation completes.
      const ui = renderApp(WALLET_TAB, {
        userEvent: {
          delay: 100,
          advanceTimers: async (ms) => {
            await vi.advanceTimersByTimeAsync(ms);
            if (queryClient) await waitForIdle(queryClient);
          },
        },
      });
      await readyWallet();
      const element = await toReview(ui, flow);
      const confirm = within(element).getByRole('button', { name: flow.confirm });
      queryClient = ui.queryClient;
      await ui.user.dblClick(confirm);
      queryClient = undefined;
      await settle(() => expectMovedOnce(flow));
      expect(calls()).toBe(1);
    },
  );

  it.each(moneyFlows)(
    'a $endpoint whose reply was lost after the ledger moved is retried with the same key and moves the money once',
    async (flow) => {
      const keys: Array<string | null> = [];
      server.use(
        http.post(`*${endpoints[flow.endpoint].path}`, async ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
          if (keys.length > 1) return undefined;
          // The mock API acts on the first call; its reply never reaches the browser.
          await getResponse(handlers, request.clone());
          return HttpResponse.error();
        }),
      );
      const ui = await openWallet();
      const element = await toReview(ui, flow);
      await ui.user.click(within(element).getByRole('button', { name: flow.confirm }));
      await settle(() => expect(within(element).getByRole('alert')).toHaveTextContent(flow.failed));
      expect(balanceOnServer()).toBe(flow.after.balance); // it did go through

      await ui.user.click(within(element).getByRole('button', { name: 'Try again' }));
      await settle(() => expectMovedOnce(flow)); // replayed, not charged twice
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    },
  );
});
