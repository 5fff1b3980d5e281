import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toKobo, toNaira } from '@/api/money';
import { nubanCheckDigit } from '@/api/nuban';
import { lagosDay } from '@/components/ui/lagos-time';
import { storageKeys } from '@/config';
import { amountMessages } from '@/forms/money-forms';
import { pendingRefreshMs } from '@/queries/wallet';
import { walletMessages } from '@/features/wallet/messages';
import { findDialog } from '@/test/faults';
import { renderApp, sectionLink, signInAs } from '@/test/render';
import { failure } from '@/test/replies';
import { accountNameFor, bankNamed } from '@server/domain/wallet/banks';
import { db, type PayoutAccountRecord } from '@mocks/db';
import { balanceOf, settlePendingNow } from '@mocks/ledger';
import { server } from '@mocks/node';
import { DEMO_PAYOUT_ACCOUNT, DEMO_USER_ID, SECOND_PARTNER, TEST_ACCOUNTS } from '@mocks/seed';
import { hold } from '@/test/hold';
import { useRefreshClock } from '@/test/refresh-clock';
import { retryAfterLoadFailure } from '@/test/load-failure';

/*
 * The Wallet tab through the real /dashboard/wallet route against the mock API. The demo
 * partner (Ada Okafor) starts with ₦125,000, ten transactions and one payout account, GTBank
 * 0100646789 (SWIFT RIDERS LTD, the default); this month's statistics are ₦50,000 of earnings
 * and ₦5,000 of fees. Chidi Okeke (chidi@riders.ng, ₦20,000) receives transfers. The mock
 * keeps money in integer kobo: `balanceOnServer` reads it back in naira.
 */

/** The first render loads the dashboard's lazy route chunk and the first toast loads sonner: slow on a busy machine. */
const LOAD = { timeout: 5_000 };

type OpenOptions = NonNullable<Parameters<typeof renderApp>[1]> & { shown?: string };

/** Signs in as the demo partner and opens the Wallet tab, once the balance `shown` is on screen. */
async function openWallet({ shown = '₦125,000', ...options }: OpenOptions = {}) {
  await signInAs();
  const view = renderApp('/dashboard/wallet', options);
  const balance = await screen.findByRole('region', { name: 'Wallet balance' }, LOAD);
  await within(balance).findByText(shown, {}, LOAD);
  return { ...view, balance };
}

/*
 * An open dialog hides the page behind it from the accessibility tree: `hidden: true` finds the
 * balance card and the recent list behind a dialog as well.
 */
const balanceCard = () => within(screen.getByRole('region', { name: 'Wallet balance', hidden: true }));
const recentRows = () =>
  within(screen.getByRole('list', { name: 'Recent transactions', hidden: true })).getAllByRole('listitem', {
    hidden: true,
  });
const demoWallet = () => db.state.wallets.find((w) => w.partnerId === DEMO_USER_ID)!;

/** A partner's balance as the server holds it, in naira. */
const balanceOnServer = (partnerId: string = DEMO_USER_ID) => toNaira(balanceOf(partnerId));
const setBalanceOnServer = (naira: number) => {
  demoWallet().balance = toKobo(naira);
};
const movementsOf = (partnerId: string = DEMO_USER_ID) =>
  db.state.transactions.filter((t) => t.partnerId === partnerId);
const newestMovement = (partnerId: string = DEMO_USER_ID) => movementsOf(partnerId).at(-1)!;
const payoutAccountsOnServer = () => db.state.payoutAccounts.filter((a) => a.partnerId === DEMO_USER_ID);

/** Counts the requests for one method and path, e.g. 'POST /api/wallet/top-up'. */
function countRequests(route: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const name = `${request.method} ${new URL(request.url).pathname}`;
    if (name === route) seen.push(name);
  });
  return () => seen.length;
}

/** The Idempotency-Key of every call of a money move; `fail(n)` decides the reply of the n-th (undefined: the mock's). */
function recordKeys(path: string, fail: (call: number) => Response | undefined = () => undefined) {
  const keys: Array<string | null> = [];
  server.use(
    http.post(`*${path}`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return fail(keys.length);
    }),
  );
  return keys;
}

type User = Awaited<ReturnType<typeof openWallet>>['user'];

/** Starts a money move from the balance card; its dialog once it takes clicks. */
async function startFlow(user: User, button: 'Add money' | 'Withdraw' | 'Send', title: string) {
  await user.click(balanceCard().getByRole('button', { name: button }));
  return findDialog(title);
}

/** A money flow started from the balance card: its button, its dialog, its review button. */
interface MoneyFlow {
  button: 'Add money' | 'Withdraw';
  title: string;
  review: string;
}
const topUpFlow: MoneyFlow = { button: 'Add money', title: 'Add money', review: 'Review top-up' };
const withdrawFlow: MoneyFlow = { button: 'Withdraw', title: 'Withdraw to your bank', review: 'Review withdrawal' };

/**
 * An amount the flow's form refuses: its message under Amount, the amount kept as typed, no
 * review (the same dialog), the balance unchanged.
 */
async function expectAmountRefused(of: MoneyFlow, typed: string, message: string) {
  const { user } = await openWallet();
  const dialog = await startFlow(user, of.button, of.title);
  const flow = within(dialog);
  if (typed) await user.type(flow.getByLabelText('Amount'), typed);
  await user.click(flow.getByRole('button', { name: of.review }));
  await waitFor(() =>
    expect(flow.getByLabelText('Amount')).toHaveAccessibleDescription(expect.stringContaining(message)),
  );
  expect(flow.getByLabelText('Amount')).toHaveValue(typed);
  expect(screen.getByRole('dialog', { name: of.title })).toBe(dialog);
  expect(balanceOnServer()).toBe(125_000);
}

/** The figures a flow's dialog shows (the fee as typed, the review, the done step): label → value. */
function figures(dialog: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...dialog.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
  );
}

/** A valid NUBAN: the 9-digit serial and its CBN check digit at that bank. */
const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;
/** The same number with a wrong check digit. */
const wrongCheckDigit = (accountNumber: string) => `${accountNumber.slice(0, 9)}${(Number(accountNumber[9]) + 1) % 10}`;

/** Saves another payout account for the demo partner, straight into the mock's database (newer, not the default). */
function addPayoutAccount({ bankCode, accountNumber }: { bankCode: string; accountNumber: string }) {
  const account: PayoutAccountRecord = {
    partnerId: DEMO_USER_ID,
    id: `pa_test_${accountNumber}`,
    bankCode,
    bankName: bankNamed(bankCode)!.name,
    accountNumber,
    accountName: accountNameFor(accountNumber),
    isDefault: false,
    createdAt: new Date().toISOString(),
  };
  db.state.payoutAccounts.push(account);
  return account;
}
const accessAccount = { bankCode: '044', accountNumber: nuban('044', '012345678') };

/*
 * The card's buttons name their account in a visually hidden span ("Remove" + " GTBank 0100646789");
 * jsdom's name computation drops the space a browser keeps, hence \s*.
 */
const removeButton = (bankName: string, accountNumber: string) =>
  screen.getByRole('button', { name: new RegExp(`^Remove\\s*${bankName} ${accountNumber}$`) });
const makeDefaultButton = (bankName: string, accountNumber: string) =>
  screen.getByRole('button', { name: new RegExp(`^Make default\\s*\\(${bankName} ${accountNumber}\\)$`) });

/** The bank answers (the mock settles every pending movement), and the screen asks again. */
async function bankAnswers(count = 1) {
  expect(await settlePendingNow()).toBe(count);
  await act(() => vi.advanceTimersByTimeAsync(pendingRefreshMs));
}

describe('Wallet tab: balance', () => {
  it('shows the balance and hides it, keeping the choice for the session', async () => {
    const { user, balance, unmount } = await openWallet();

    await user.click(within(balance).getByRole('button', { name: 'Hide balance' }));
    expect(within(balance).getByText('₦••••••')).toBeInTheDocument();
    expect(within(balance).queryByText('₦125,000')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(storageKeys.balanceHidden)).toBe('true');
    // One choice for the whole dashboard: the overview masks it too.
    await user.click(sectionLink('Dashboard'));
    const overview = within(await screen.findByRole('region', { name: 'Overview' }, LOAD));
    expect(overview.getByLabelText('Balance hidden')).toBeInTheDocument();
    expect(overview.queryByText('₦125,000')).not.toBeInTheDocument();

    // A fresh visit in the same session starts hidden.
    unmount();
    const again = renderApp('/dashboard/wallet');
    const card = await screen.findByRole('region', { name: 'Wallet balance' }, LOAD);
    expect(await within(card).findByText('₦••••••')).toBeInTheDocument();

    await again.user.click(within(card).getByRole('button', { name: 'Show balance' }));
    expect(await within(card).findByText('₦125,000')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(storageKeys.balanceHidden)).toBe('false');
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    await signInAs();
    const card = await retryAfterLoadFailure(
      '/dashboard/wallet',
      '/api/wallet',
      'Wallet balance',
      "Couldn't load your balance.",
    );
    expect(await within(card).findByText('₦125,000')).toBeInTheDocument();
  });
});

describe('Wallet tab: this month', () => {
  it('shows total earnings and platform fees from the statistics, labelled This month', async () => {
    await openWallet();
    const earnings = screen.getByRole('region', { name: 'Total earnings' });
    const fees = screen.getByRole('region', { name: 'Platform fees' });
    expect(await within(earnings).findByText('₦50,000')).toBeInTheDocument();
    expect(await within(fees).findByText('₦5,000')).toBeInTheDocument();
    expect(within(earnings).getByText('This month')).toBeInTheDocument();
    expect(within(fees).getByText('This month')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated from your recent transactions/)).not.toBeInTheDocument();
  });

  it('falls back to the completed credits and debits of the transactions, and says so', async () => {
    await signInAs();
    server.use(http.get('*/api/wallet/statistics', () => failure(404, 'Not found', 'NOT_FOUND')));
    renderApp('/dashboard/wallet');
    const earnings = await screen.findByRole('region', { name: 'Total earnings' }, LOAD);
    const fees = screen.getByRole('region', { name: 'Platform fees' });
    // Completed credits: 18,000 + 9,500 + 50,000 (top-up) + 22,500; the pending 12,000 is left out.
    expect(await within(earnings).findByText('₦100,000')).toBeInTheDocument();
    // Completed debits: 1,800 + 950 + 30,000 (withdrawal) + 2,250; the failed 5,000 is left out.
    expect(within(fees).getByText('₦35,000')).toBeInTheDocument();
    expect(within(earnings).getByText('Estimated from your recent transactions')).toBeInTheDocument();
  });

  it('offers a retry when neither the statistics nor the transactions load', async () => {
    await signInAs();
    server.use(
      http.get('*/api/wallet/statistics', () => failure(404, 'Not found', 'NOT_FOUND'), { once: true }),
      http.get('*/api/wallet/transactions', ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '100' ? failure(403, 'Forbidden', 'FORBIDDEN') : undefined,
      ),
    );
    const { user } = renderApp('/dashboard/wallet');
    const earnings = await screen.findByRole('region', { name: 'Total earnings' }, LOAD);
    expect(await within(earnings).findByText("Couldn't load total earnings.")).toBeInTheDocument();

    await user.click(within(earnings).getByRole('button', { name: 'Retry loading total earnings' }));
    expect(await within(earnings).findByText('₦50,000')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Platform fees' })).getByText('₦5,000')).toBeInTheDocument();
  });
});

describe('Wallet tab: this month, the rows behind the figures', () => {
  /** The completed movements of this category the 30-day statistics sum, and one 40 days old they do not. */
  const behind = (category: 'earning' | 'fee') => {
    const since = Date.now() - 30 * 86_400_000;
    const template = movementsOf().find((t) => t.category === category && t.status === 'completed')!;
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    db.state.transactions.push({
      ...template,
      id: `txn_old_${category}`,
      reference: `TRX-OLD-${category.toUpperCase()}`,
      date: old,
      timeline: [{ status: 'completed', at: old }],
    });
    return movementsOf()
      .filter((t) => t.category === category && t.status === 'completed' && Date.parse(t.date) >= since)
      .map((t) => t.reference)
      .sort();
  };

  it.each([
    { title: 'Total earnings', category: 'earning', type: 'credit', figure: '₦50,000' },
    { title: 'Platform fees', category: 'fee', type: 'debit', figure: '₦5,000' },
  ] as const)(
    '$title links to this month’s completed rows of the category',
    async ({ title, category, type, figure }) => {
      const references = behind(category);
      const { user, router } = await openWallet();
      const card = screen.getByRole('region', { name: title });
      expect(await within(card).findByText(figure)).toBeInTheDocument();
      const link = within(card).getByRole('link', { name: `${title} this month: view the transactions` });
      const from = lagosDay(new Date(Date.now() - 30 * 86_400_000));
      const href = new URL(link.getAttribute('href')!, 'http://x');
      expect(href.pathname).toBe('/dashboard/wallet/transactions');
      expect(Object.fromEntries(href.searchParams)).toEqual({ type, category, status: 'completed', from });

      await user.click(link);
      const table = await screen.findByRole('table', { name: /^Transactions/ }, LOAD);
      expect(router.state.location.search).toMatchObject({ type, category, status: 'completed', from });
      await waitFor(() => {
        const shown = within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => references.find((reference) => row.textContent?.includes(reference)) ?? row.textContent);
        expect(shown.sort()).toEqual(references);
      });
      expect(within(table).queryByText(`TRX-OLD-${category.toUpperCase()}`)).not.toBeInTheDocument();
    },
  );
});

describe('Wallet tab: recent transactions', () => {
  it('lists the newest five with type, signed amount, description, date and status', async () => {
    await openWallet();
    await screen.findByRole('list', { name: 'Recent transactions' });
    const rows = recentRows();
    expect(rows).toHaveLength(5);
    // Newest first: the fee an hour after the textbooks earning.
    expect(rows[0]).toHaveTextContent('Platform fee (10%)');
    expect(within(rows[0]!).getByText('−₦1,800')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Debit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+₦18,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Credit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    const seededDate = db.state.transactions.find((t) => t.id === 'txn_01')!.date;
    expect(
      within(rows[1]!).getByText(
        new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(
          new Date(seededDate),
        ),
      ),
    ).toBeInTheDocument();
    expect(rows[4]).toHaveTextContent('Wallet top-up by card');
  });

  it('shows pending and failed statuses', async () => {
    db.state.transactions = db.state.transactions.filter((t) => ['txn_07', 'txn_10'].includes(t.id));
    await openWallet();
    await screen.findByRole('list', { name: 'Recent transactions' });
    const [pending, failed] = recentRows();
    expect(within(pending!).getByText('Pending')).toBeInTheDocument();
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
  });

  it('shows an empty state when there are no transactions yet', async () => {
    db.state.transactions = [];
    await openWallet();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('offers a retry when the transactions cannot be loaded', async () => {
    await signInAs();
    await retryAfterLoadFailure(
      '/dashboard/wallet',
      '/api/wallet/transactions',
      'Recent transactions',
      "Couldn't load your transactions.",
    );
    expect(await screen.findByRole('list', { name: 'Recent transactions' })).toBeInTheDocument();
    expect(recentRows()).toHaveLength(5);
  });
});

describe('Wallet tab: Add money', () => {
  it('by card: a chip, the review, the done step with its reference; the balance and the list show it without a reload', async () => {
    const { user } = await openWallet();
    const dialog = await startFlow(user, 'Add money', 'Add money');
    const flow = within(dialog);
    await user.click(
      within(flow.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '₦20,000' }),
    );
    expect(flow.getByLabelText('Amount')).toHaveValue('20000');
    expect(flow.getByRole('radio', { name: /Debit card/ })).toBeChecked();
    await user.click(flow.getByRole('button', { name: 'Review top-up' }));

    expect(await screen.findByRole('dialog', { name: 'Review top-up' })).toBe(dialog);
    expect(figures(dialog)).toEqual({ Amount: '₦20,000', 'Pay with': 'Debit card', Fee: '₦0' });
    expect(balanceOnServer()).toBe(125_000); // nothing moves before the confirmation
    await user.click(flow.getByRole('button', { name: 'Add ₦20,000' }));

    await screen.findByRole('dialog', { name: 'Top-up received' });
    const record = newestMovement();
    expect(record).toMatchObject({ type: 'credit', category: 'top-up', status: 'completed', amount: toKobo(20_000) });
    expect(record.reference).toMatch(/^TRX-\d{8}-\d{6}$/);
    expect(flow.getByRole('status')).toHaveTextContent(walletMessages.toppedUp(20_000));
    expect(figures(dialog)).toEqual({ Reference: record.reference, 'New balance': '₦145,000' });
    expect(balanceOnServer()).toBe(145_000);

    await user.click(flow.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(balanceCard().getByText('₦145,000')).toBeInTheDocument();
    await waitFor(() => expect(recentRows()[0]).toHaveTextContent('Wallet top-up by card'));
    expect(within(recentRows()[0]!).getByText('+₦20,000')).toBeInTheDocument();
    expect(within(recentRows()[0]!).getByText('Completed')).toBeInTheDocument();
    expect(recentRows()).toHaveLength(5);
  });

  it.each([
    ['99.99', amountMessages.tooSmall],
    ['5000000.01', amountMessages.tooLarge],
    ['150.555', amountMessages.decimals],
    ['12abc', amountMessages.notANumber],
    ['', amountMessages.missing],
  ])('refuses “%s” with the form’s message, and sends nothing', async (typed, message) => {
    const topUps = countRequests('POST /api/wallet/top-up');
    await expectAmountRefused(topUpFlow, typed, message);
    expect(topUps()).toBe(0);
  });
});

describe('Wallet tab: Add money by bank transfer', () => {
  useRefreshClock();

  it('is pending until the transfer arrives, then completed and in the balance', async () => {
    const { user } = await openWallet({ userEvent: { delay: null } });
    const dialog = await startFlow(user, 'Add money', 'Add money');
    const flow = within(dialog);
    await user.type(flow.getByLabelText('Amount'), '7,500.50');
    await user.click(flow.getByRole('radio', { name: /Bank transfer/ }));
    await user.click(flow.getByRole('button', { name: 'Review top-up' }));
    await screen.findByRole('dialog', { name: 'Review top-up' });
    expect(figures(dialog)).toEqual({ Amount: '₦7,500.50', 'Pay with': 'Bank transfer', Fee: '₦0' });
    await user.click(flow.getByRole('button', { name: 'Add ₦7,500.50' }));

    await screen.findByRole('dialog', { name: 'Top-up received' });
    const record = newestMovement();
    expect(record).toMatchObject({ category: 'top-up', status: 'pending', amount: 750_050 });
    expect(flow.getByRole('status')).toHaveTextContent(
      "We'll add ₦7,500.50 to your wallet as soon as your transfer arrives.",
    );
    expect(figures(dialog)).toEqual({ Reference: record.reference, 'New balance': '₦125,000' });
    expect(balanceOnServer()).toBe(125_000);
    await user.click(flow.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(recentRows()[0]).toHaveTextContent('Wallet top-up by bank transfer'));
    expect(within(recentRows()[0]!).getByText('Pending')).toBeInTheDocument();
    expect(balanceCard().getByText('₦125,000')).toBeInTheDocument();

    await bankAnswers();
    await waitFor(() => expect(within(recentRows()[0]!).getByText('Completed')).toBeInTheDocument());
    await waitFor(() => expect(balanceCard().getByText('₦132,500.50')).toBeInTheDocument());
    expect(balanceOnServer()).toBe(132_500.5);
  });
});

describe('Wallet tab: Withdraw', () => {
  it('preselects the default payout account; the fee and the balance after follow the amount; All is the most the balance allows', async () => {
    const other = addPayoutAccount(accessAccount);
    const { user } = await openWallet();
    const dialog = await startFlow(user, 'Withdraw', 'Withdraw to your bank');
    const flow = within(dialog);

    const to = flow.getByLabelText('To');
    await waitFor(() => expect(to).toHaveValue(DEMO_PAYOUT_ACCOUNT.id));
    expect(
      within(to)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'GTBank ••••6789 · SWIFT RIDERS LTD (default)',
      `Access Bank ••••${other.accountNumber.slice(-4)} · ${other.accountName}`,
    ]);
    expect(figures(dialog)).toEqual({}); // no amount yet: nothing to derive

    const amount = flow.getByLabelText('Amount');
    await user.type(amount, '5000');
    expect(figures(dialog)).toEqual({ Fee: '₦10', 'Balance after': '₦119,990' });
    await user.type(amount, '0'); // 50,000
    expect(figures(dialog)).toEqual({ Fee: '₦25', 'Balance after': '₦74,975' });
    await user.clear(amount);
    await user.type(amount, '60,000');
    expect(figures(dialog)).toEqual({ Fee: '₦50', 'Balance after': '₦64,950' });

    const chips = within(flow.getByRole('group', { name: 'Quick amounts' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      '₦5,000',
      '₦20,000',
      '₦50,000',
      'All (₦124,950)',
    ]);
    await user.click(chips.getByRole('button', { name: 'All (₦124,950)' }));
    expect(amount).toHaveValue('124950');
    expect(figures(dialog)).toEqual({ Fee: '₦50', 'Balance after': '₦0' });
  });

  it('refuses an amount the balance cannot cover with the fee, with the form’s message: nothing is sent', async () => {
    const withdrawals = countRequests('POST /api/wallet/withdraw');
    const { user } = await openWallet();
    const dialog = await startFlow(user, 'Withdraw', 'Withdraw to your bank');
    const flow = within(dialog);
    await user.type(flow.getByLabelText('Amount'), '124991'); // + ₦50 fee = ₦125,041
    await user.click(flow.getByRole('button', { name: 'Review withdrawal' }));
    await waitFor(() =>
      expect(flow.getByLabelText('Amount')).toHaveAccessibleDescription(
        expect.stringContaining('That is more than your balance allows with the fee (₦125,000 available)'),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Withdraw to your bank' })).toBe(dialog);
    expect(withdrawals()).toBe(0);
    expect(balanceOnServer()).toBe(125_000);
  });

  it.each([
    ['99', amountMessages.tooSmall],
    ['5000001', amountMessages.tooLarge],
    ['150.555', amountMessages.decimals],
  ])('refuses “%s” with the form’s message, and sends nothing', async (typed, message) => {
    const withdrawals = countRequests('POST /api/wallet/withdraw');
    await expectAmountRefused(withdrawFlow, typed, message);
    expect(withdrawals()).toBe(0);
  });

  it('offers to add a payout account when the partner has none', async () => {
    db.state.payoutAccounts = db.state.payoutAccounts.filter((a) => a.partnerId !== DEMO_USER_ID);
    const { user } = await openWallet();
    expect(await screen.findByText('No payout account yet')).toBeInTheDocument();
    const dialog = await startFlow(user, 'Withdraw', 'Withdraw to your bank');
    expect(
      within(dialog).getByText(/Withdrawals go to a bank account in your name\. Add one first/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add a payout account' }));
    const adding = await findDialog('Add a payout account');
    expect(within(adding).getByLabelText('Bank')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Withdraw to your bank' })).not.toBeInTheDocument();
  });

  it('is disabled below the minimum, with the reason under the buttons', async () => {
    setBalanceOnServer(105);
    const { unmount } = await openWallet({ shown: '₦105' });
    const withdraw = balanceCard().getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('Withdrawals need at least ₦110 (₦100 and the ₦10 fee).');
    expect(balanceCard().getByText('Withdrawals need at least ₦110 (₦100 and the ₦10 fee).')).toBeVisible();
    expect(balanceCard().getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(balanceCard().getByRole('button', { name: 'Add money' })).toBeEnabled();
    unmount();

    setBalanceOnServer(99.5);
    renderApp('/dashboard/wallet');
    await within(await screen.findByRole('region', { name: 'Wallet balance' }, LOAD)).findByText('₦99.50', {}, LOAD);
    expect(balanceCard().getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(balanceCard().getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(balanceCard().getByRole('button', { name: 'Send' })).toHaveAccessibleDescription(
      'Withdrawals need at least ₦110 (₦100 and the ₦10 fee). Sending needs at least ₦100 in your wallet.',
    );
    expect(balanceCard().getByRole('button', { name: 'Add money' })).toBeEnabled();
  });
});

describe('Wallet tab: figures only for a valid amount', () => {
  it.each([
    { button: 'Withdraw', title: 'Withdraw to your bank', valid: { Fee: '₦10', 'Balance after': '₦124,890' } },
    { button: 'Add money', title: 'Add money', valid: {} },
    { button: 'Send', title: 'Send money', valid: {} },
  ] as const)(
    '$title: “10.123” and “1000.123” get the field’s message on Review, and no fee or balance after; “100” gets them',
    async ({ button, title, valid }) => {
      const { user } = await openWallet();
      const dialog = await startFlow(user, button, title);
      const amount = within(dialog).getByLabelText('Amount');
      for (const [typed, message] of [
        ['10.123', amountMessages.tooSmall],
        ['1000.123', amountMessages.decimals],
      ] as const) {
        await user.clear(amount);
        await user.type(amount, typed);
        expect(figures(dialog)).toEqual({});
        await user.keyboard('{Enter}'); // Review: the form is checked
        await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)));
        expect(figures(dialog)).toEqual({});
      }

      await user.clear(amount);
      await user.type(amount, '100');
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(expect.not.stringContaining(amountMessages.decimals)),
      );
      expect(figures(dialog)).toEqual(valid);
    },
  );
});

describe('Wallet tab: a withdrawal settles', () => {
  useRefreshClock();

  it('reviews account, amount, fee, total and balance after; confirmed, it is pending with the money out at once; settled, completed', async () => {
    const { user } = await openWallet({ userEvent: { delay: null } });
    const dialog = await startFlow(user, 'Withdraw', 'Withdraw to your bank');
    const flow = within(dialog);
    await user.type(flow.getByLabelText('Amount'), '60000');
    await user.click(flow.getByRole('button', { name: 'Review withdrawal' }));

    await screen.findByRole('dialog', { name: 'Review withdrawal' });
    expect(figures(dialog)).toEqual({
      To: 'GTBank ••••6789 · SWIFT RIDERS LTD',
      Amount: '₦60,000',
      Fee: '₦50',
      'Total from your wallet': '₦60,050',
      'Balance after': '₦64,950',
    });
    expect(balanceOnServer()).toBe(125_000);
    await user.click(flow.getByRole('button', { name: 'Withdraw ₦60,000' }));

    await screen.findByRole('dialog', { name: 'Withdrawal on its way' });
    const record = newestMovement();
    expect(record).toMatchObject({
      type: 'debit',
      category: 'withdrawal',
      status: 'pending',
      amount: toKobo(60_000),
      fee: toKobo(50),
    });
    expect(figures(dialog)).toEqual({ Reference: record.reference, Status: 'Pending', 'New balance': '₦64,950' });
    expect(flow.getByRole('status')).toHaveTextContent('₦60,000 is on its way to GTBank ••••6789.');
    // Amount and fee leave the balance at once.
    expect(balanceOnServer()).toBe(64_950);
    await user.click(flow.getByRole('button', { name: 'Done' }));

    expect(balanceCard().getByText('₦64,950')).toBeInTheDocument();
    await waitFor(() => expect(recentRows()[0]).toHaveTextContent('Withdrawal to GTBank ••6789'));
    expect(within(recentRows()[0]!).getByText('−₦60,000')).toBeInTheDocument();
    expect(within(recentRows()[0]!).getByText('Pending')).toBeInTheDocument();

    await bankAnswers();
    await waitFor(() => expect(within(recentRows()[0]!).getByText('Completed')).toBeInTheDocument());
    expect(balanceCard().getByText('₦64,950')).toBeInTheDocument();
    expect(balanceOnServer()).toBe(64_950);
    expect(record.timeline.map((event) => event.status)).toEqual(['pending', 'completed']);
  });

  it('to the failing test account: pending, then failed, amount and fee back in the wallet, the reason in the detail', async () => {
    const dormant = addPayoutAccount(TEST_ACCOUNTS.dormant);
    const { user } = await openWallet({ userEvent: { delay: null } });
    const dialog = await startFlow(user, 'Withdraw', 'Withdraw to your bank');
    const flow = within(dialog);
    await user.selectOptions(flow.getByLabelText('To'), dormant.id);
    await user.type(flow.getByLabelText('Amount'), '10000');
    await user.click(flow.getByRole('button', { name: 'Review withdrawal' }));
    await screen.findByRole('dialog', { name: 'Review withdrawal' });
    expect(figures(dialog)).toMatchObject({ To: `GTBank ••••0000 · ${dormant.accountName}`, Fee: '₦25' });
    await user.click(flow.getByRole('button', { name: 'Withdraw ₦10,000' }));
    await screen.findByRole('dialog', { name: 'Withdrawal on its way' });
    const { reference } = newestMovement();
    expect(balanceOnServer()).toBe(114_975);
    await user.click(flow.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(recentRows()[0]!).getByText('Pending')).toBeInTheDocument());
    expect(balanceCard().getByText('₦114,975')).toBeInTheDocument();

    await bankAnswers();
    await waitFor(() => expect(within(recentRows()[0]!).getByText('Failed')).toBeInTheDocument());
    await waitFor(() => expect(balanceCard().getByText('₦125,000')).toBeInTheDocument());
    expect(balanceOnServer()).toBe(125_000);

    // Why, in the transaction's detail (the history page).
    await user.click(
      within(screen.getByRole('region', { name: 'Recent transactions' })).getByRole('link', {
        name: 'All transactions',
      }),
    );
    await user.click(await screen.findByRole('link', { name: reference }, LOAD));
    const detail = within(await screen.findByRole('dialog', { name: reference }, LOAD));
    // The sheet agrees with the list behind it at once: not the pending copy cached when the withdrawal was made.
    expect.soft(detail.queryByText(/still being processed/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(pendingRefreshMs));
    await detail.findByText('This withdrawal failed.');
    expect(detail.getByText('This withdrawal failed.')).toBeInTheDocument();
    expect(detail.getByText('The bank refused the transfer: account dormant')).toBeInTheDocument();
    expect(detail.getByText('The money was returned to your wallet.')).toBeInTheDocument();
    expect(detail.getByText('Debited').nextElementSibling).toHaveTextContent('₦10,025');
    expect(detail.getByText('Returned').nextElementSibling).toHaveTextContent('₦10,025');
    expect(detail.getByText('Net').nextElementSibling).toHaveTextContent(/^₦0$/);
    const steps = within(detail.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Pending', 'Failed (current status)']);
  });
});

describe('Wallet tab: Send', () => {
  async function reviewTransfer(user: User, email: string, amount = '2500') {
    const dialog = await startFlow(user, 'Send', 'Send money');
    const flow = within(dialog);
    await user.type(flow.getByLabelText("Recipient's e-mail"), email);
    await user.type(flow.getByLabelText('Amount'), amount);
    await user.click(flow.getByRole('button', { name: 'Review transfer' }));
    return dialog;
  }

  it.each([
    ['nobody@example.com', 'No DeliverOS partner uses that e-mail'],
    ['Demo@Example.com', 'You cannot send money to yourself'],
  ])('to %s: the server’s words on the e-mail field, nothing moved', async (email, message) => {
    const transfers = countRequests('POST /api/wallet/transfer');
    const { user } = await openWallet();
    const dialog = await reviewTransfer(user, email);
    const field = within(dialog).getByLabelText("Recipient's e-mail");
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveValue(email);
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('2500');
    expect(screen.getByRole('dialog', { name: 'Send money' })).toBe(dialog);
    expect(transfers()).toBe(0);
    expect(balanceOnServer()).toBe(125_000);
    expect(movementsOf()).toHaveLength(11);
  });

  it('to a known partner: their name on the review, then both wallets change', async () => {
    const { user } = await openWallet();
    const dialog = await startFlow(user, 'Send', 'Send money');
    const flow = within(dialog);
    await user.type(flow.getByLabelText("Recipient's e-mail"), 'Chidi@Riders.ng');
    await user.type(flow.getByLabelText('Amount'), '2500');
    await user.type(flow.getByLabelText('Note (optional)'), 'Fuel share');
    await user.click(flow.getByRole('button', { name: 'Review transfer' }));

    await screen.findByRole('dialog', { name: 'Review transfer' });
    expect(figures(dialog)).toEqual({
      To: 'Chidi Okeke (chidi@riders.ng)',
      Amount: '₦2,500',
      Fee: '₦0',
      Note: 'Fuel share',
      'Balance after': '₦122,500',
    });
    expect(balanceOnServer(SECOND_PARTNER.id)).toBe(20_000);
    await user.click(flow.getByRole('button', { name: 'Send ₦2,500' }));

    await screen.findByRole('dialog', { name: 'Money sent' });
    const sent = newestMovement();
    const received = newestMovement(SECOND_PARTNER.id);
    expect(flow.getByRole('status')).toHaveTextContent('₦2,500 sent to Chidi Okeke.');
    expect(figures(dialog)).toEqual({ Reference: sent.reference, 'New balance': '₦122,500' });
    expect(balanceOnServer()).toBe(122_500);
    expect(balanceOnServer(SECOND_PARTNER.id)).toBe(22_500);
    expect(sent).toMatchObject({ type: 'debit', category: 'transfer', status: 'completed', amount: toKobo(2_500) });
    expect(received).toMatchObject({
      type: 'credit',
      status: 'completed',
      amount: toKobo(2_500),
      reference: sent.reference,
      description: 'Transfer from Ada Okafor — Fuel share',
    });

    await user.click(flow.getByRole('button', { name: 'Done' }));
    expect(balanceCard().getByText('₦122,500')).toBeInTheDocument();
    await waitFor(() => expect(recentRows()[0]).toHaveTextContent('Transfer to Chidi Okeke — Fuel share'));
    expect(within(recentRows()[0]!).getByText('−₦2,500')).toBeInTheDocument();
  });
});

describe('Wallet tab: confirming a money move', () => {
  /** Fills a flow and reaches its review step: the dialog. */
  async function toReview(user: User, flow: 'top-up' | 'withdrawal', amount: string) {
    const dialog =
      flow === 'top-up'
        ? await startFlow(user, 'Add money', 'Add money')
        : await startFlow(user, 'Withdraw', 'Withdraw to your bank');
    await user.type(within(dialog).getByLabelText('Amount'), amount);
    await user.click(
      within(dialog).getByRole('button', { name: flow === 'top-up' ? 'Review top-up' : 'Review withdrawal' }),
    );
    await screen.findByRole('dialog', { name: flow === 'top-up' ? 'Review top-up' : 'Review withdrawal' });
    return dialog;
  }

  it('a double click on Confirm sends one request and moves the money once', async () => {
    const topUps = countRequests('POST /api/wallet/top-up');
    const { user } = await openWallet();
    const dialog = await toReview(user, 'top-up', '5000');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add ₦5,000' }));
    await screen.findByRole('dialog', { name: 'Top-up received' });
    await waitFor(() => expect(balanceCard().getByText('₦130,000')).toBeInTheDocument());

    expect(topUps()).toBe(1);
    expect(balanceOnServer()).toBe(130_000);
    expect(movementsOf().filter((t) => t.category === 'top-up')).toHaveLength(3); // the opening balance, the seeded one and this one
  });

  it.each([
    {
      flow: 'top-up',
      path: '/api/wallet/top-up',
      confirm: 'Add ₦5,000',
      text: walletMessages.topUpFailed,
      done: 'Top-up received',
      after: 130_000,
    },
    {
      flow: 'withdrawal',
      path: '/api/wallet/withdraw',
      confirm: 'Withdraw ₦5,000',
      text: walletMessages.withdrawFailed,
      done: 'Withdrawal on its way',
      after: 119_990,
    },
  ] as const)(
    'a 500 on the $flow’s Confirm shows the text in docs/product.md#error-texts in the dialog; Try again resends the same Idempotency-Key',
    async ({ flow, path, confirm, text, done, after }) => {
      const keys = recordKeys(path, (call) =>
        call === 1 ? failure(500, 'Ledger exploded', 'INTERNAL_ERROR') : undefined,
      );
      const { user } = await openWallet();
      const dialog = await toReview(user, flow, '5000');
      await user.click(within(dialog).getByRole('button', { name: confirm }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent('Ledger exploded');
      expect(balanceOnServer()).toBe(125_000);
      expect(balanceCard().getByText('₦125,000')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: confirm })).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await screen.findByRole('dialog', { name: done });
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(balanceOnServer()).toBe(after);
    },
  );

  it('keeps the review’s figures while the withdrawal is confirmed and the balance refetches', async () => {
    const { user } = await openWallet();
    const dialog = await toReview(user, 'withdrawal', '5000');
    const reviewed = figures(dialog);
    expect(reviewed).toMatchObject({ 'Total from your wallet': '₦5,010', 'Balance after': '₦119,990' });
    // The balance's refetch after the withdrawal waits until the test lets it through.
    const { gate, release } = hold();
    server.use(
      http.get('*/api/wallet', async () => {
        await gate;
        return undefined; // then the mock answers
      }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw ₦5,000' }));
    // Withdrawn, and the reply's new balance shown behind the dialog: the refetch is held.
    await waitFor(() => expect(balanceCard().getByText('₦119,990')).toBeInTheDocument());
    expect(balanceOnServer()).toBe(119_990);
    expect(screen.getByRole('dialog', { name: 'Review withdrawal' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Withdraw ₦5,000' })).toHaveAttribute('aria-busy', 'true');
    expect(figures(dialog)).toEqual(reviewed);

    release();
    await screen.findByRole('dialog', { name: 'Withdrawal on its way' });
    expect(figures(dialog)).toMatchObject({ 'New balance': '₦119,990' });
  });

  it('Back, then Review again, is a new decision: a new Idempotency-Key', async () => {
    const keys = recordKeys('/api/wallet/top-up', (call) => (call === 1 ? failure(500) : undefined));
    const { user } = await openWallet();
    const dialog = await toReview(user, 'top-up', '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Add ₦5,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(walletMessages.topUpFailed);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Add money' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('5000');
    await user.click(within(dialog).getByRole('button', { name: 'Review top-up' }));
    await screen.findByRole('dialog', { name: 'Review top-up' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add ₦5,000' }));
    await screen.findByRole('dialog', { name: 'Top-up received' });

    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(balanceOnServer()).toBe(130_000);
  });

  it('a refusal shows the server’s message; the next confirmation is a new one', async () => {
    const keys = recordKeys('/api/wallet/withdraw');
    const { user } = await openWallet();
    const dialog = await toReview(user, 'withdrawal', '60000');
    // Meanwhile the balance dropped (another device): the server refuses.
    setBalanceOnServer(50_000);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw ₦60,000' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient balance');
    expect(alert).not.toHaveTextContent(walletMessages.withdrawFailed);
    // Nothing to try again: the same confirmation would be refused again.
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw ₦60,000' })).toBeEnabled();
    expect(balanceOnServer()).toBe(50_000);
    await waitFor(() => expect(balanceCard().getByText('₦50,000')).toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const amount = await within(await findDialog('Withdraw to your bank')).findByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '40000');
    await user.click(within(dialog).getByRole('button', { name: 'Review withdrawal' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Withdraw ₦40,000' }));
    await screen.findByRole('dialog', { name: 'Withdrawal on its way' });

    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(balanceOnServer()).toBe(9_975);
  });
});

describe('Wallet tab: payout accounts', () => {
  const accountList = () => within(screen.getByRole('list', { name: 'Your payout accounts', hidden: true }));
  const items = () => accountList().getAllByRole('listitem', { hidden: true });

  it('lists the accounts, the default first with its badge', async () => {
    const other = addPayoutAccount(accessAccount);
    await openWallet();
    const [first, second] = items();
    expect(first).toHaveTextContent(`GTBank ${DEMO_PAYOUT_ACCOUNT.accountNumber}`);
    expect(first).toHaveTextContent('SWIFT RIDERS LTD');
    expect(within(first!).getByText('Default')).toBeInTheDocument();
    expect(second).toHaveTextContent(`Access Bank ${other.accountNumber}`);
    expect(second).toHaveTextContent(other.accountName);
    expect(within(second!).queryByText('Default')).not.toBeInTheDocument();
    expect(second).toContainElement(makeDefaultButton('Access Bank', other.accountNumber));
  });

  it('adds an account: a wrong check digit gets the form’s message and no request; a valid number shows the bank’s name; Save', async () => {
    const enquiries = countRequests('POST /api/banks/resolve');
    const { user } = await openWallet();
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await findDialog('Add a payout account');
    const form = within(dialog);
    await waitFor(() => expect(within(form.getByLabelText('Bank')).getAllByRole('option').length).toBeGreaterThan(20));
    await user.selectOptions(form.getByLabelText('Bank'), 'Access Bank');
    const number = form.getByLabelText('Account number (NUBAN)');
    await user.type(number, wrongCheckDigit(accessAccount.accountNumber));
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        expect.stringContaining('That number is not a valid account at this bank: check the 10 digits'),
      ),
    );
    // Save stays enabled (issue 24); nothing is asked of the bank for a number that cannot be one.
    expect(form.getByRole('button', { name: 'Save account' })).toBeEnabled();
    expect(enquiries()).toBe(0);

    await user.clear(number);
    await user.type(number, accessAccount.accountNumber);
    const name = accountNameFor(accessAccount.accountNumber);
    expect(await form.findByText(name)).toBeInTheDocument();
    expect(number).not.toHaveAccessibleDescription(expect.stringContaining('not a valid account'));
    expect(enquiries()).toBe(1);
    await user.click(form.getByRole('button', { name: 'Save account' }));

    expect(
      await screen.findByText(`Access Bank account ${accessAccount.accountNumber} saved`, {}, LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[1]).toHaveTextContent(`Access Bank ${accessAccount.accountNumber}`);
    expect(items()[1]).toHaveTextContent(name);
    expect(payoutAccountsOnServer()).toHaveLength(2);
    expect(payoutAccountsOnServer()[1]).toMatchObject({ ...accessAccount, accountName: name, isDefault: false });
  });

  it('says so when no account is behind the number, and Save says the name is not confirmed', async () => {
    const { user } = await openWallet();
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const form = within(await findDialog('Add a payout account'));
    await waitFor(() => expect(within(form.getByLabelText('Bank')).getAllByRole('option').length).toBeGreaterThan(20));
    await user.selectOptions(form.getByLabelText('Bank'), 'GTBank');
    await user.type(form.getByLabelText('Account number (NUBAN)'), TEST_ACCOUNTS.notFound.accountNumber);
    expect(await form.findByRole('alert')).toHaveTextContent('No account found with that number at GTBank');
    await user.click(form.getByRole('button', { name: 'Save account' }));
    expect(await form.findByText('Check the account number: we could not confirm its name')).toBeInTheDocument();
    expect(payoutAccountsOnServer()).toHaveLength(1);
  });

  it('makes another account the default at once, and it stays after a reload', async () => {
    const other = addPayoutAccount(accessAccount);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch('*/api/payout-accounts/:id/default', async () => {
        await held;
        return undefined; // then on to the mock API
      }),
    );
    const { user, unmount } = await openWallet();
    await user.click(makeDefaultButton('Access Bank', other.accountNumber));

    // On screen before the server has answered.
    await waitFor(() => expect(items()[0]).toHaveTextContent(`Access Bank ${other.accountNumber}`));
    expect(within(items()[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(items()[1]!).queryByText('Default')).not.toBeInTheDocument();
    expect(payoutAccountsOnServer().find((a) => a.isDefault)!.id).toBe(DEMO_PAYOUT_ACCOUNT.id);

    release();
    await waitFor(() => expect(payoutAccountsOnServer().find((a) => a.isDefault)!.id).toBe(other.id));
    unmount();
    await openWallet();
    expect(items()[0]).toHaveTextContent(`Access Bank ${other.accountNumber}`);
    expect(within(items()[0]!).getByText('Default')).toBeInTheDocument();
    expect(items()[1]).toHaveTextContent(`GTBank ${DEMO_PAYOUT_ACCOUNT.accountNumber}`);
  });

  it('removes an account after a confirmation; removing the default makes the remaining one the default', async () => {
    const other = addPayoutAccount(accessAccount);
    const { user } = await openWallet();
    await user.click(removeButton('GTBank', DEMO_PAYOUT_ACCOUNT.accountNumber));
    const confirm = await findDialog('Remove this payout account?', 'alertdialog');
    expect(confirm).toHaveTextContent(
      `GTBank ${DEMO_PAYOUT_ACCOUNT.accountNumber} (SWIFT RIDERS LTD) will no longer receive withdrawals. Your newest other account becomes the default.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Remove account' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent(`Access Bank ${other.accountNumber}`);
    await waitFor(() => expect(within(items()[0]!).getByText('Default')).toBeInTheDocument());
    expect(payoutAccountsOnServer()).toEqual([expect.objectContaining({ id: other.id, isDefault: true })]);
  });

  it('Cancel keeps the account', async () => {
    const { user } = await openWallet();
    await user.click(removeButton('GTBank', DEMO_PAYOUT_ACCOUNT.accountNumber));
    const confirm = await findDialog('Remove this payout account?', 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(items()).toHaveLength(1);
    expect(payoutAccountsOnServer()).toHaveLength(1);
  });
});
