import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { nubanCheckDigit } from '../src/api/nuban';
import { secondPartner, seriousAxeViolations, switchPartner } from './fixtures';
import { openSignedIn } from './stored-session';

/*
 * Issue 13's money flows, as a partner goes through them in Chromium against the in-browser
 * mock API (each test has its own browser context, so its own freshly seeded database).
 * The demo partner (Ada Okafor) starts with ₦125,000, ten transactions and one payout account,
 * GTBank 0100646789 (SWIFT RIDERS LTD, the default); Chidi Okeke (chidi@riders.ng) has ₦20,000.
 * A withdrawal and a top-up by bank transfer stay pending until the mock settles them
 * (VITE_MOCK_SETTLE_MS, set in playwright.config.ts); the screen asks again every 3 s.
 */

// Sign-in through the form on a cold dev server, then several settlements: generous on a shared machine.
test.describe.configure({ timeout: 90_000 });

/** Long enough for a pending movement to settle and for the list's next refresh to show it. */
const SETTLED = { timeout: 30_000 };

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const balanceRegion = (page: Page) => page.getByRole('region', { name: 'Wallet balance' });
const expectBalance = (page: Page, shown: string) =>
  expect(balanceRegion(page).getByText(shown, { exact: true })).toBeVisible();
const recentRows = (page: Page) => page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem');
const payoutAccounts = (page: Page) => page.getByRole('list', { name: 'Your payout accounts' }).getByRole('listitem');

/** The one open dialog of a money flow (its name follows the step: form, review, done). */
const flowDialog = (page: Page) => page.getByRole('dialog');

/** Starts a money move from the balance card; its dialog, on its first step. */
async function startFlow(page: Page, button: 'Add money' | 'Withdraw' | 'Send', title: string) {
  await balanceRegion(page).getByRole('button', { name: button }).click();
  const dialog = flowDialog(page);
  await expect(dialog).toHaveAccessibleName(title);
  return dialog;
}

/** The figures a dialog or a detail shows (`<dt>` label → `<dd>` value), all of them, in order. */
async function expectFigures(scope: Locator, figures: Record<string, string | RegExp>) {
  await expect(scope.getByRole('term')).toHaveText(Object.keys(figures));
  await expect(scope.getByRole('definition')).toHaveText(Object.values(figures));
}

/** A flow's review step, opened by its button of the same name: its figures, no serious accessibility fault. */
async function reviewFlow(page: Page, dialog: Locator, title: string, figures: Record<string, string>) {
  await dialog.getByRole('button', { name: title }).click();
  await expect(dialog).toHaveAccessibleName(title);
  await expectFigures(dialog, figures);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** A flow's last step: its title, what its status says (when asked), its figures; Done closes it. */
async function finishFlow(
  dialog: Locator,
  done: { title: string; status?: string; figures: Record<string, string | RegExp> },
) {
  await expect(dialog).toHaveAccessibleName(done.title);
  if (done.status !== undefined) await expect(dialog.getByRole('status')).toContainText(done.status);
  await expectFigures(dialog, done.figures);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** The newest row of the recent transactions shows each of `texts`. */
async function expectNewestMovement(page: Page, ...texts: string[]) {
  for (const text of texts) await expect(recentRows(page).first()).toContainText(text);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's accessible description holds `message` (its hint and its error are both in it). */
const describedAs = (message: string) => new RegExp(escapeRegExp(message));

const referencePattern = /^TRX-\d{8}-\d{6}$/;

/** Counts the requests the page sends for one method and path, e.g. POST /api/wallet/withdraw. */
function countRequests(page: Page, method: string, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** A calendar day in Lagos (YYYY-MM-DD), `daysAgo` days before today. */
const lagosDay = (daysAgo = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() - daysAgo * 86_400_000))
    .slice(0, 10);

/** A valid NUBAN: the 9-digit serial and its CBN check digit at that bank. */
const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;
/** An Access Bank (044) number, and the name the mock's "bank" holds for it. */
const accessAccount = { bank: 'Access Bank', number: nuban('044', '012345678'), name: 'KELECHI SAMUEL IHEANACHO' };
/** The same number with a wrong check digit. */
const wrongCheckDigit = `${accessAccount.number.slice(0, 9)}${(Number(accessAccount.number[9]) + 1) % 10}`;
/** The mock's test numbers at GTBank (docs/api-contract.md): no account behind it; a withdrawal to it fails. */
const notFoundAccount = '0001230005';
const dormantAccount = { number: '0120060000', name: 'ADEBAYO OLUWASEUN JAMES' };

/** Adds a payout account through its dialog: bank, number, the bank's name shown, Save; the toast says so. */
async function addPayoutAccount(page: Page, bank: string, number: string, expectedName: string) {
  await page.getByRole('region', { name: 'Payout accounts' }).getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payout account' });
  await dialog.getByLabel('Bank', { exact: true }).selectOption({ label: bank });
  await dialog.getByLabel('Account number (NUBAN)', { exact: true }).fill(number);
  await expect(dialog.getByText(expectedName, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText(`${bank} account ${number} saved`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** No horizontal scroll: the page fits the phone's width. */
async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** The history's table and its body rows (the header row is in the first rowgroup). */
const historyTable = (page: Page) => page.getByRole('table', { name: /^Transactions/ });
const historyRows = (page: Page) => historyTable(page).getByRole('rowgroup').last().getByRole('row');

/**
 * Setup for the history's pages: `count` card top-ups through the API itself (the mock in the
 * page, with the partner's own token), so the wallet has more than one page of movements.
 */
async function topUpThroughApi(page: Page, count: number, amount: number) {
  const apiUrl = process.env.VITE_API_URL ?? 'http://localhost:8111';
  const statuses = await page.evaluate(
    async ({ apiUrl, count, amount }) => {
      const token = sessionStorage.getItem('deliveros.token') ?? localStorage.getItem('deliveros.token');
      const replies: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const reply = await fetch(`${apiUrl}/api/wallet/top-up`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify({ amount, payment_method: 'card' }),
        });
        replies.push(reply.status);
      }
      return replies;
    },
    { apiUrl, count, amount },
  );
  expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);
}

for (const size of sizes) {
  test.describe(`money flows at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport });

    test('withdraw: a chip and a typed amount, the fee and the balance after, review, confirm; pending, then completed', async ({
      page,
    }) => {
      await openSignedIn(page, '/dashboard/wallet');
      await expectBalance(page, '₦125,000');
      if (size.name === 'phone') await expectNoSideScroll(page);

      const dialog = await startFlow(page, 'Withdraw', 'Withdraw to your bank');
      await expect(dialog.getByLabel('To', { exact: true })).toHaveValue('pa_demo_gtbank');
      await expectFigures(dialog, {}); // no amount yet: nothing to derive a fee or a balance after from

      // A quick chip fills the field; the fee tier and the balance after follow.
      await dialog.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₦20,000' }).click();
      const amount = dialog.getByLabel('Amount', { exact: true });
      await expect(amount).toHaveValue('20000');
      await expectFigures(dialog, { Fee: '₦25', 'Balance after': '₦104,975' });
      // Typed, with a thousands separator.
      await amount.fill('5,000');
      await expectFigures(dialog, { Fee: '₦10', 'Balance after': '₦119,990' });

      await reviewFlow(page, dialog, 'Review withdrawal', {
        To: 'GTBank ••••6789 · SWIFT RIDERS LTD',
        Amount: '₦5,000',
        Fee: '₦10',
        'Total from your wallet': '₦5,010',
        'Balance after': '₦119,990',
      });
      await dialog.getByRole('button', { name: 'Withdraw ₦5,000' }).click();

      await finishFlow(dialog, {
        title: 'Withdrawal on its way',
        status: '₦5,000 is on its way to GTBank ••••6789.',
        figures: { Reference: referencePattern, Status: 'Pending', 'New balance': '₦119,990' },
      });

      // Amount and fee have left the wallet at once (the reply above said Pending: whether the
      // list still shows it pending depends on when the bank answers, so it is not asserted).
      const newest = recentRows(page).first();
      await expect(newest).toContainText('Withdrawal to GTBank ••6789');
      await expect(newest).toContainText('−₦5,000');
      await expectBalance(page, '₦119,990');
      await expect(recentRows(page)).toHaveCount(5);

      // The bank answers: completed, without a reload; the balance does not move again.
      await expect(newest).toContainText('Completed', SETTLED);
      await expect(newest).toContainText('Withdrawal to GTBank ••6789');
      await expectBalance(page, '₦119,990');
    });

    test('add money: by card at once, by bank transfer once it arrives', async ({ page }) => {
      await openSignedIn(page, '/dashboard/wallet');
      await expectBalance(page, '₦125,000');

      // By card: a chip, the review, credited at once.
      let dialog = await startFlow(page, 'Add money', 'Add money');
      await dialog.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₦20,000' }).click();
      await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('20000');
      await expect(dialog.getByRole('radio', { name: /Debit card/ })).toBeChecked();
      await reviewFlow(page, dialog, 'Review top-up', { Amount: '₦20,000', 'Pay with': 'Debit card', Fee: '₦0' });
      await dialog.getByRole('button', { name: 'Add ₦20,000' }).click();

      await finishFlow(dialog, {
        title: 'Top-up received',
        status: '₦20,000 added to your wallet',
        figures: { Reference: referencePattern, 'New balance': '₦145,000' },
      });
      await expectBalance(page, '₦145,000');
      await expectNewestMovement(page, 'Wallet top-up by card', '+₦20,000', 'Completed');

      // By bank transfer: typed with kobo, pending (not in the balance) until the transfer arrives.
      dialog = await startFlow(page, 'Add money', 'Add money');
      await dialog.getByLabel('Amount', { exact: true }).fill('7,500.50');
      await dialog.getByRole('radio', { name: /Bank transfer/ }).check();
      await reviewFlow(page, dialog, 'Review top-up', { Amount: '₦7,500.50', 'Pay with': 'Bank transfer', Fee: '₦0' });
      await dialog.getByRole('button', { name: 'Add ₦7,500.50' }).click();

      await finishFlow(dialog, {
        title: 'Top-up received',
        status: "We'll add ₦7,500.50 to your wallet as soon as your transfer arrives.",
        figures: { Reference: referencePattern, 'New balance': '₦145,000' },
      });

      // Not in the balance yet (the reply's new balance above): it arrives when the transfer does.
      const newest = recentRows(page).first();
      await expect(newest).toContainText('Wallet top-up by bank transfer');
      await expect(newest).toContainText('+₦7,500.50');

      await expect(newest).toContainText('Completed', SETTLED);
      await expectBalance(page, '₦152,500.50');
    });

    test('send money: never to oneself; to Chidi, whose name shows before confirming, and who then has it', async ({
      page,
    }) => {
      await openSignedIn(page, '/dashboard/wallet');
      await expectBalance(page, '₦125,000');
      const transfers = countRequests(page, 'POST', '/api/wallet/transfer');

      const dialog = await startFlow(page, 'Send', 'Send money');
      const email = dialog.getByLabel("Recipient's e-mail", { exact: true });
      await email.fill('Demo@Example.com');
      await dialog.getByLabel('Amount', { exact: true }).fill('2500');
      await dialog.getByRole('button', { name: 'Review transfer' }).click();
      // Refused in plain words on the e-mail field; what was typed stays.
      await expect(dialog.getByText('You cannot send money to yourself')).toBeVisible();
      await expect(email).toHaveAccessibleDescription(describedAs('You cannot send money to yourself'));
      await expect(email).toHaveValue('Demo@Example.com');
      await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('2500');
      await expect(dialog).toHaveAccessibleName('Send money');

      await email.fill('chidi@riders.ng');
      await dialog.getByLabel('Note (optional)', { exact: true }).fill('Fuel share');
      await reviewFlow(page, dialog, 'Review transfer', {
        To: 'Chidi Okeke (chidi@riders.ng)',
        Amount: '₦2,500',
        Fee: '₦0',
        Note: 'Fuel share',
        'Balance after': '₦122,500',
      });
      expect(transfers()).toBe(0); // nothing has moved before the confirmation
      await dialog.getByRole('button', { name: 'Send ₦2,500' }).click();

      await finishFlow(dialog, {
        title: 'Money sent',
        status: '₦2,500 sent to Chidi Okeke.',
        figures: { Reference: referencePattern, 'New balance': '₦122,500' },
      });
      await expectBalance(page, '₦122,500');
      await expectNewestMovement(page, 'Transfer to Chidi Okeke — Fuel share', '−₦2,500');
      expect(transfers()).toBe(1);

      // Chidi signs in on the same device (the same mock database): the money has arrived.
      await switchPartner(page, secondPartner);
      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Wallet' }).click();
      await expectBalance(page, '₦22,500');
      const received = recentRows(page).first();
      await expect(received).toContainText('Transfer from Ada Okafor — Fuel share');
      await expect(received).toContainText('+₦2,500');
      await expect(received).toContainText('Completed');
    });

    test('payout accounts: a number not found, a wrong check digit, the bank’s name to confirm, save, make default, remove', async ({
      page,
    }) => {
      await openSignedIn(page, '/dashboard/wallet');
      await expect(payoutAccounts(page)).toHaveCount(1);
      await expect(payoutAccounts(page).first()).toContainText('GTBank 0100646789');
      await expect(payoutAccounts(page).first()).toContainText('SWIFT RIDERS LTD');
      await expect(payoutAccounts(page).first()).toContainText('Default');

      await page.getByRole('region', { name: 'Payout accounts' }).getByRole('button', { name: 'Add account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a payout account' });
      const bank = dialog.getByLabel('Bank', { exact: true });
      const number = dialog.getByLabel('Account number (NUBAN)', { exact: true });
      const save = dialog.getByRole('button', { name: 'Save account' });

      // A valid number with no account behind it: the bank's answer; Save says what is missing.
      await bank.selectOption({ label: 'GTBank' });
      await number.fill(notFoundAccount);
      await expect(dialog.getByRole('alert')).toHaveText('No account found with that number at GTBank');
      await save.click();
      await expect(dialog.getByText('Check the account number: we could not confirm its name')).toBeVisible();
      await expect(number).toBeFocused();

      // A wrong check digit: refused before any enquiry, the number kept.
      await bank.selectOption({ label: accessAccount.bank });
      await number.fill(wrongCheckDigit);
      const wrongMessage = 'That number is not a valid account at this bank: check the 10 digits';
      await expect(dialog.getByText(wrongMessage)).toBeVisible();
      await expect(number).toHaveAccessibleDescription(describedAs(wrongMessage));
      await expect(number).toHaveValue(wrongCheckDigit);
      await expect(save).toBeEnabled();

      // The right number: the name the bank holds, for the partner to confirm.
      await number.fill(accessAccount.number);
      await expect(dialog.getByText('Account name')).toBeVisible();
      await expect(dialog.getByText(accessAccount.name, { exact: true })).toBeVisible();
      await expect(dialog.getByText(wrongMessage)).toBeHidden();
      await expect(save).toBeEnabled();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await save.click();
      await expect(page.getByText(`Access Bank account ${accessAccount.number} saved`)).toBeVisible();
      await expect(dialog).toBeHidden();

      await expect(payoutAccounts(page)).toHaveCount(2);
      const added = payoutAccounts(page).nth(1);
      await expect(added).toContainText(`Access Bank ${accessAccount.number}`);
      await expect(added).toContainText(accessAccount.name);
      await expect(added).not.toContainText('Default');

      // Make it the default: it moves first with the badge, and stays so after a reload.
      await page.getByRole('button', { name: `Make default (Access Bank ${accessAccount.number})` }).click();
      await expect(payoutAccounts(page).first()).toContainText(`Access Bank ${accessAccount.number}`);
      await expect(payoutAccounts(page).first()).toContainText('Default');
      await expect(payoutAccounts(page).nth(1)).toContainText('GTBank 0100646789');
      await expect(payoutAccounts(page).nth(1)).not.toContainText('Default');
      await page.reload();
      await expect(payoutAccounts(page).first()).toContainText(`Access Bank ${accessAccount.number}`);
      await expect(payoutAccounts(page).first()).toContainText('Default');

      // Remove the old one, after a confirmation that names it.
      await page.getByRole('button', { name: 'Remove GTBank 0100646789' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove this payout account?' });
      await expect(confirm).toContainText('GTBank 0100646789 (SWIFT RIDERS LTD) will no longer receive withdrawals.');
      await confirm.getByRole('button', { name: 'Remove account' }).click();
      await expect(confirm).toBeHidden();
      await expect(payoutAccounts(page)).toHaveCount(1);
      await expect(payoutAccounts(page).first()).toContainText(`Access Bank ${accessAccount.number}`);
      await expect(payoutAccounts(page).first()).toContainText('Default');

      // Withdrawals now go there.
      const withdraw = await startFlow(page, 'Withdraw', 'Withdraw to your bank');
      await expect(withdraw.getByLabel('To', { exact: true }).locator('option')).toHaveText([
        `Access Bank ••••${accessAccount.number.slice(-4)} · ${accessAccount.name} (default)`,
      ]);
    });

    test('transaction history: filters, search by reference, pages, a detail, the CSV statement', async ({ page }) => {
      await openSignedIn(page, '/dashboard/wallet');
      // Eleven more movements than the seed's eleven (ten, and the opening balance): two pages of 20.
      await topUpThroughApi(page, 11, 1_000);
      await page
        .getByRole('region', { name: 'Recent transactions' })
        .getByRole('link', { name: 'All transactions' })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/wallet\/transactions$/);
      await expect(page.getByRole('heading', { name: 'Transactions', level: 2 })).toBeVisible();

      // Pages: 20 a page, on the server; the page in the URL.
      const showing = page.getByText(/^Showing/);
      await expect(showing).toHaveText('Showing 1–20 of 22 transactions');
      await expect(historyRows(page)).toHaveCount(20);
      const pager = page.getByRole('navigation', { name: 'Transactions pages' });
      await expect(pager).toContainText('Page 1 of 2');
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(historyRows(page).first()).toContainText('Wallet top-up by card');
      for (const link of await historyRows(page).getByRole('link').all()) {
        await expect(link).toHaveText(referencePattern);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (size.name === 'phone') await expectNoSideScroll(page);

      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(showing).toHaveText('Showing 21–22 of 22 transactions');
      await expect(pager).toContainText('Page 2 of 2');
      await expect(historyRows(page)).toHaveCount(2);
      // The oldest: the opening balance; before it, the failed ₦5,000 withdrawal of 14 days ago.
      await expect(historyRows(page).nth(1)).toContainText('Opening balance');
      const failedRow = historyRows(page).first();
      await expect(failedRow).toContainText('Withdrawal to GTBank ••6789');
      await expect(failedRow).toContainText('−₦5,000');
      await expect(failedRow).toContainText('Failed');
      const failedReference = (await failedRow.getByRole('link').textContent())!.trim();
      expect(failedReference).toMatch(referencePattern);
      await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
      await pager.getByRole('button', { name: 'Previous' }).click();
      await expect(showing).toHaveText('Showing 1–20 of 22 transactions');

      // By type: the five debits.
      await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Debit' });
      await expect(page).toHaveURL(/[?&]type=debit/);
      await expect(showing).toHaveText('Showing 1–5 of 5 transactions');
      for (const row of await historyRows(page).all()) await expect(row).toContainText('−₦');
      // And by status: the one failed debit.
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Failed' });
      await expect(page).toHaveURL(/[?&]status=failed/);
      await expect(historyRows(page)).toHaveCount(1);
      await expect(historyRows(page).first()).toContainText(failedReference);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(showing).toHaveText('Showing 1–20 of 22 transactions');

      // Search by reference: the box writes q to the URL once typing pauses.
      await page.getByLabel('Search by reference', { exact: true }).fill(failedReference);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${failedReference}`));
      await expect(showing).toHaveText('Showing 1–1 of 1 transaction');
      await expect(historyRows(page).first().getByRole('link')).toHaveText(failedReference);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(showing).toHaveText('Showing 1–20 of 22 transactions');

      // A date range (Lagos days, both included): 8 to 6 days ago holds the seed's
      // ₦30,000 withdrawal (8 days ago) and ₦50,000 card top-up (6 days ago).
      const from = lagosDay(8);
      const to = lagosDay(6);
      await page.getByLabel('From', { exact: true }).fill(from);
      await page.getByLabel('To', { exact: true }).fill(to);
      await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
      await expect(showing).toHaveText('Showing 1–2 of 2 transactions');
      await expect(historyRows(page).nth(0)).toContainText('Wallet top-up by card');
      await expect(historyRows(page).nth(0)).toContainText('+₦50,000');
      const withdrawal = historyRows(page).nth(1);
      await expect(withdrawal).toContainText('Withdrawal to GTBank ••6789');
      await expect(withdrawal).toContainText('−₦30,000');
      await expect(withdrawal).toContainText('₦25');

      // The statement of that range: a CSV file, amounts in naira, money out negative, framed
      // by the opening and closing balances.
      await expect(page.getByText(/^CSV of /)).toBeVisible();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download statement' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`deliveros-statement-${from}_${to}.csv`);
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe(
        'Date,Time,Reference,Description,Type,Category,Status,Amount (NGN),Fee (NGN),Counterpart,Net (NGN),Balance (NGN)',
      );
      expect(lines).toHaveLength(5); // oldest first
      expect(lines[1]).toMatch(new RegExp(`^${from},,,Opening balance,,,,,,,,\\d+\\.\\d{2}$`));
      expect(lines[2]).toMatch(
        new RegExp(
          `^${lagosDay(8)},\\d{2}:\\d{2},TRX-\\d{8}-\\d{6},Withdrawal to GTBank ••6789,Debit,Withdrawal,Completed,-30000\\.00,-25\\.00,SWIFT RIDERS LTD \\(GTBank ••••6789\\),-30025\\.00,\\d+\\.\\d{2}$`,
        ),
      );
      expect(lines[3]).toMatch(
        new RegExp(
          `^${lagosDay(6)},\\d{2}:\\d{2},TRX-\\d{8}-\\d{6},Wallet top-up by card,Credit,Top-up,Completed,50000\\.00,0\\.00,Card ••••4242,50000\\.00,\\d+\\.\\d{2}$`,
        ),
      );
      expect(lines[4]).toMatch(new RegExp(`^${to},,,Closing balance,,,,,,,,\\d+\\.\\d{2}$`));
      await expect(page.getByText('Statement downloaded: 2 transactions.')).toBeVisible();

      // The withdrawal's detail: its reference, amounts, who was paid, how its status got there.
      const withdrawalReference = (await withdrawal.getByRole('link').textContent())!.trim();
      expect(lines[2]).toContain(`,${withdrawalReference},`);
      await withdrawal.getByRole('link', { name: withdrawalReference }).click();
      const detail = page.getByRole('dialog', { name: withdrawalReference });
      await expect(detail).toBeVisible();
      await expect(page).toHaveURL(/[?&]transaction=/);
      await expect(detail.getByText('Withdrawal to GTBank ••6789').first()).toBeVisible();
      await expectFigures(detail, {
        Amount: '₦30,000',
        Fee: '₦25',
        'Total debited': '₦30,025',
        Type: 'Debit',
        Category: 'Withdrawal',
        'Date and time': /\d{4}, \d{2}:\d{2}$/,
      });
      await expect(detail.getByRole('region', { name: 'Reference' })).toContainText(withdrawalReference);
      const paidTo = detail.getByRole('region', { name: 'Paid to' });
      await expect(paidTo).toContainText('SWIFT RIDERS LTD');
      await expect(paidTo).toContainText('GTBank ••••6789');
      const steps = detail.getByRole('list', { name: 'Status history' }).getByRole('listitem');
      await expect(steps).toHaveCount(2);
      await expect(steps.nth(0)).toContainText('Pending');
      await expect(steps.nth(0)).toContainText('Sent to the bank');
      await expect(steps.nth(1)).toContainText('Completed (current status)');
      await expect(steps.nth(1)).toContainText('Paid into GTBank ••••6789');
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await detail.getByRole('button', { name: 'Close' }).click();
      await expect(detail).toBeHidden();
      await expect(page).not.toHaveURL(/transaction=/);
      await expect(showing).toHaveText('Showing 1–2 of 2 transactions');
    });

    test('earnings chart: 7, 30 and 90 days, with the table behind it', async ({ page }) => {
      await openSignedIn(page, '/dashboard/wallet');
      const card = page.getByRole('region', { name: 'Earnings' });
      const period = card.getByRole('group', { name: 'Period' });
      await expect(period.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(card.getByRole('img', { name: /Daily earnings over the last 30 days/ })).toBeVisible();
      await card.getByText('Show as a table').click();

      // The seed's completed earnings: ₦18,000 and ₦9,500 (3 and 4 days ago), ₦22,500 (12 days ago).
      for (const [days, earned] of [
        [7, '₦27,500'],
        [30, '₦50,000'],
        [90, '₦50,000'],
      ] as const) {
        await period.getByRole('button', { name: `${days} days` }).click();
        await expect(period.getByRole('button', { name: `${days} days` })).toHaveAttribute('aria-pressed', 'true');
        await expect(card.getByRole('term').first()).toHaveText(`Earned, last ${days} days`);
        await expect(card.getByRole('definition').first()).toHaveText(earned);
        await expect(card.getByRole('img', { name: new RegExp(`over the last ${days} days`) })).toBeVisible();
        const table = card.getByRole('table', { name: `Earnings and deliveries by day, last ${days} days` });
        // A row a day, between the header and the totals.
        await expect(table.getByRole('row')).toHaveCount(days + 2);
        const totals = table.getByRole('row').last();
        await expect(totals.getByRole('rowheader')).toHaveText('Total');
        await expect(totals.getByRole('cell').first()).toHaveText(earned);
      }
      if (size.name === 'phone') await expectNoSideScroll(page);
    });
  });
}

test.describe('money flows at 1280 px: failures and bad input', () => {
  test.use({ viewport: sizes[0].viewport });

  test('a withdrawal to the account the bank refuses: pending, then failed with the reason, the money back', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/wallet');
    await expectBalance(page, '₦125,000');
    await addPayoutAccount(page, 'GTBank', dormantAccount.number, dormantAccount.name);

    const dialog = await startFlow(page, 'Withdraw', 'Withdraw to your bank');
    await dialog.getByLabel('To', { exact: true }).selectOption({ label: `GTBank ••••0000 · ${dormantAccount.name}` });
    await dialog.getByLabel('Amount', { exact: true }).fill('10000');
    await expectFigures(dialog, { Fee: '₦25', 'Balance after': '₦114,975' });
    await dialog.getByRole('button', { name: 'Review withdrawal' }).click();
    await expect(dialog).toHaveAccessibleName('Review withdrawal');
    await expect(dialog.getByRole('definition').first()).toHaveText(`GTBank ••••0000 · ${dormantAccount.name}`);
    await dialog.getByRole('button', { name: 'Withdraw ₦10,000' }).click();
    await expect(dialog).toHaveAccessibleName('Withdrawal on its way');
    const reference = (await dialog.getByRole('definition').first().textContent())!.trim();
    expect(reference).toMatch(referencePattern);
    // Amount and fee left the wallet at once; the bank has not answered yet.
    await finishFlow(dialog, {
      title: 'Withdrawal on its way',
      figures: { Reference: referencePattern, Status: 'Pending', 'New balance': '₦114,975' },
    });

    const newest = recentRows(page).first();
    await expect(newest).toContainText('Withdrawal to GTBank ••0000');

    // The bank refuses: failed, and amount + fee are back in the wallet without a reload.
    await expect(newest).toContainText('Failed', SETTLED);
    await expectBalance(page, '₦125,000');

    // Why, in plain words, in the transaction's detail.
    await page
      .getByRole('region', { name: 'Recent transactions' })
      .getByRole('link', { name: 'All transactions' })
      .click();
    await page.getByRole('link', { name: reference }).click();
    const detail = page.getByRole('dialog', { name: reference });
    await expect(detail.getByText('This withdrawal failed.')).toBeVisible();
    await expect(detail.getByText('The bank refused the transfer: account dormant')).toBeVisible();
    await expect(detail.getByText('The money was returned to your wallet.')).toBeVisible();
    const steps = detail.getByRole('list', { name: 'Status history' }).getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText('Pending');
    await expect(steps.nth(1)).toContainText('Failed (current status)');
    await expect(steps.nth(1)).toContainText('Money returned to your wallet');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('bad amounts are refused in plain words and stay as typed; a double click on Confirm moves the money once', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/wallet');
    await expectBalance(page, '₦125,000');
    const withdrawals = countRequests(page, 'POST', '/api/wallet/withdraw');

    const dialog = await startFlow(page, 'Withdraw', 'Withdraw to your bank');
    const amount = dialog.getByLabel('Amount', { exact: true });
    const review = dialog.getByRole('button', { name: 'Review withdrawal' });
    for (const [typed, message] of [
      ['99', 'The smallest amount is ₦100'],
      ['125000', 'That is more than your balance allows with the fee (₦125,000 available)'],
      // The bounds come before the decimals (docs/api-contract.md): 10.123 is below ₦100.
      ['10.123', 'The smallest amount is ₦100'],
      ['100.001', 'Use at most 2 decimal places (kobo)'],
    ] as const) {
      await amount.fill(typed);
      await review.click();
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(amount).toHaveAccessibleDescription(describedAs(message));
      await expect(amount).toHaveValue(typed);
      await expect(dialog).toHaveAccessibleName('Withdraw to your bank');
    }
    expect(withdrawals()).toBe(0);

    await amount.fill('5000');
    await review.click();
    await expect(dialog).toHaveAccessibleName('Review withdrawal');
    await dialog.getByRole('button', { name: 'Withdraw ₦5,000' }).dblclick();
    await finishFlow(dialog, {
      title: 'Withdrawal on its way',
      figures: { Reference: referencePattern, Status: 'Pending', 'New balance': '₦119,990' },
    });

    // One movement: the balance dropped by ₦5,010 once, one new row, one request.
    await expectBalance(page, '₦119,990');
    await expect(recentRows(page).first()).toContainText('Withdrawal to GTBank ••6789');
    await expect(recentRows(page).nth(1)).toContainText('Platform fee (10%)');
    expect(withdrawals()).toBe(1);
    await page
      .getByRole('region', { name: 'Recent transactions' })
      .getByRole('link', { name: 'All transactions' })
      .click();
    await expect(page.getByText(/^Showing/)).toHaveText('Showing 1–12 of 12 transactions');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Withdrawal' });
    await expect(page.getByText(/^Showing/)).toHaveText('Showing 1–3 of 3 transactions');
    await page.goto('/dashboard/overview');
    await expectBalanceOnOverview(page, '₦119,990');
  });
});

/** The dashboard's overview (the navigation's Dashboard) shows the balance too. */
async function expectBalanceOnOverview(page: Page, shown: string) {
  await expect(page.getByRole('region', { name: 'Overview' }).getByText(shown, { exact: true })).toBeVisible();
}
