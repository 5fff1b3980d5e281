import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { toKobo, toNaira } from '@/api/money';
import { nubanCheckDigit } from '@/api/nuban';
import { walletMessages } from '@/features/wallet/messages';
import { findDialog, type FailureFault, type FaultRow, type InjectedFault, type Ui } from './faults';
import { renderApp, signInAs } from './render';
import { accountNameFor, bankNamed } from '@server/domain/wallet/banks';
import { db, type PayoutAccountRecord } from '@mocks/db';
import { balanceOf } from '@mocks/ledger';
import { DEMO_USER_ID, SECOND_PARTNER } from '@mocks/seed';
import { DEMO_PAYOUT_ACCOUNT } from '@mocks/seed';

/*
 * The Wallet tab's fault matrix is split across two files (wallet.test.tsx and
 * wallet-money.test.tsx) so that the two test workers share it; what both use lives here.
 */
export const WALLET_TAB = '/dashboard/wallet';
export const balanceOnServer = (partnerId: string = DEMO_USER_ID) => toNaira(balanceOf(partnerId));
export const movementsOnServer = () => db.state.transactions.filter((t) => t.partnerId === DEMO_USER_ID);
export const payoutAccountsOnServer = () => db.state.payoutAccounts.filter((a) => a.partnerId === DEMO_USER_ID);
/** `hidden`: also behind an open dialog (a modal hides the page from the accessibility tree). */
export const region = (name: string) => within(screen.getByRole('region', { name, hidden: true }));
export const balanceCard = () => region('Wallet balance');
export const banner = () => screen.queryByText('Failed to load dashboard data');
export const dialog = (name: string | RegExp) => within(screen.getByRole('dialog', { name }));

/** The figures of a flow's summary: label → value. */
export const figures = (element: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    [...element.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
  );

export const readyWallet = async () => {
  await within(await screen.findByRole('region', { name: 'Wallet balance' })).findByText('₦125,000');
};

/** A valid NUBAN: the serial and its CBN check digit. */
export const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;
export const accessAccount: PayoutAccountRecord = {
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
export const newAccount = { bankName: 'Zenith Bank', accountNumber: nuban('057', '123456789') };
export const newAccountName = accountNameFor(newAccount.accountNumber);

export const accountList = () => within(screen.getByRole('list', { name: 'Your payout accounts', hidden: true }));
export const accountItems = () => accountList().getAllByRole('listitem', { hidden: true });
/* The buttons name their account in a visually hidden span; jsdom drops the space a browser keeps (\s*). */
export const makeDefaultButton = (bankName: string, accountNumber: string) =>
  screen.getByRole('button', { name: new RegExp(`^Make default\\s*\\(${bankName} ${accountNumber}\\)$`) });
export const removeButton = (bankName: string, accountNumber: string) =>
  screen.getByRole('button', { name: new RegExp(`^Remove\\s*${bankName} ${accountNumber}$`) });
export const isDefaultOnServer = (id: string) => payoutAccountsOnServer().find((a) => a.isDefault)?.id === id;

/**
 * A money move's failure: a 5xx, no answer or an unreadable one may have reached the ledger or
 * not, so "Try again" resends the same Idempotency-Key (the server replays or acts once). A
 * refusal the server answered with (the 200 with `success: false`) is final for its key: the
 * Confirm button comes back, and confirming again is a new decision with a new key.
 */
export const retriedWithSameKey = (fault: FailureFault) => fault !== 'empty-refusal';

export interface MoneyFlow {
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

export const moneyFlows: MoneyFlow[] = [
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
export async function toReview(ui: Ui, flow: MoneyFlow): Promise<HTMLElement> {
  await ui.user.click(balanceCard().getByRole('button', { name: flow.start }));
  const element = await findDialog(flow.titles.form);
  await flow.fill(ui, element);
  await screen.findByRole('dialog', { name: flow.titles.review });
  return element;
}

/** The done step, the balance on screen, and exactly one movement on the server. */
export function expectMovedOnce(flow: MoneyFlow) {
  const done = screen.getByRole('dialog', { name: flow.titles.done });
  const newest = movementsOnServer().at(-1)!;
  expect(figures(done)).toMatchObject({ Reference: newest.reference, 'New balance': flow.after.shown });
  expect(balanceCard().getByText(flow.after.shown)).toBeInTheDocument();
  expect(movementsOnServer()).toHaveLength(12);
  expect(newest.amount).toBe(toKobo(5_000));
  expect(balanceOnServer()).toBe(flow.after.balance);
  flow.alsoChanged?.();
}

export function moneyRow(flow: MoneyFlow): FaultRow {
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
      expect(movementsOnServer()).toHaveLength(11);
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

/** Signs in and opens the Wallet tab, its balance shown. */
export async function openWallet(): Promise<Ui> {
  await signInAs();
  const ui = renderApp(WALLET_TAB);
  await readyWallet();
  return ui;
}

/** Opens Add account and picks the bank (the list loaded). */
export async function chooseBank({ user }: Ui) {
  await readyWallet();
  await user.click(region('Payout accounts').getByRole('button', { name: 'Add account' }));
  const bank = within(await findDialog('Add a payout account')).getByLabelText('Bank');
  await within(bank).findByRole('option', { name: newAccount.bankName });
  await user.selectOptions(bank, newAccount.bankName);
}
/** Types the new account's number: the name enquiry runs once it is a valid NUBAN. */
export async function typeNumber({ user }: Ui) {
  await user.type(dialog('Add a payout account').getByLabelText('Account number (NUBAN)'), newAccount.accountNumber);
}

export const removeDefault: FaultRow['act'] = async ({ user }) => {
  await user.click(removeButton('GTBank', DEMO_PAYOUT_ACCOUNT.accountNumber));
  const confirm = await findDialog('Remove this payout account?', 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Remove account' }));
};
