import { screen } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toKobo } from '@/api/money';
import { createPayoutAccount } from '@/api/payouts';
import { getWallet } from '@/api/wallet';
import { topUp, transfer, withdraw } from '@/api/wallet-movements';
import { addDays, lagosDay } from '@/components/ui/lagos-time';
import { recordDownloads } from '@/test/downloads';
import { renderApp, signInAs } from '@/test/render';
import { setSettleDelay, settlePendingNow } from '@mocks/ledger';
import { DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER, TEST_ACCOUNTS } from '@mocks/seed';

/*
 * A statement adds up: the demo data (the seeded failed ₦5,000 withdrawal included) plus a day
 * of movements made through the mock API, then the statement CSV downloaded from the
 * transactions page as a partner gets it. Its Net column sums, to the kobo, to the balance at
 * the period's end less the balance at its start, and the file prints both.
 *
 * Through the page rather than the mock alone: the balance the file starts from is worked out
 * by the download (the balance now, less what changed after the period), so that path is what
 * must be right.
 */

const PAGE = '/dashboard/wallet/transactions';
/** The first render loads the route's lazy chunk: slow on a busy machine. */
const LOAD = { timeout: 5_000 };

/**
 * The demo partner's balance before its seeded history (all within the last 30 days):
 * ₦125,000 now, after earnings 18,000 + 9,500 + 22,500, a card top-up of 50,000, fees
 * 1,800 + 950 + 2,250 and a withdrawal of 30,000 + 25; the failed 5,000 + 10 came back and the
 * pending 12,000 has not arrived. 125,000 − 64,975 = 60,025.
 */
const BEFORE_THE_SEED = 60_025;
/** Five days ago, before the last two earnings (18,000 − 1,800 + 9,500 − 950 = 24,750): 125,000 − 24,750. */
const FIVE_DAYS_AGO = 100_250;

let keys = 0;
const key = () => `statement-reconciles-${++keys}`;

afterEach(() => setSettleDelay(4_000));

/**
 * A day's movements: a card top-up, a withdrawal, a transfer to the second partner, a
 * withdrawal the bank refuses (its money comes back), a bank transfer that arrives and one
 * still on its way. Returns the balance before and after, in naira.
 */
async function moveMoney() {
  const before = (await getWallet()).balance;
  await topUp({ amount: 20_000, paymentMethod: 'card' }, key());
  await withdraw({ amount: 15_000, payoutAccountId: DEMO_PAYOUT_ACCOUNT.id }, key());
  await transfer({ amount: 7_500.5, recipientEmail: SECOND_PARTNER.email, note: 'Fuel' }, key());
  const dormant = await createPayoutAccount(TEST_ACCOUNTS.dormant);
  await withdraw({ amount: 4_000, payoutAccountId: dormant.id }, key());
  await topUp({ amount: 3_000, paymentMethod: 'bank_transfer' }, key());
  await settlePendingNow(); // the bank answers: paid, refused (money back), transfer received
  setSettleDelay(3_600_000);
  await topUp({ amount: 2_000, paymentMethod: 'bank_transfer' }, key()); // still on its way
  const after = (await getWallet()).balance;
  expect(after).toBe(before + 20_000 - 15_025 - 7_500.5 + 3_000);
  return { before, after };
}

type Row = Record<string, string>;

/** Downloads the statement of the page's range (the date filters', else the last 30 days) and reads it back. */
async function downloadStatementCsv(range?: { from: string; to: string }) {
  const files = recordDownloads();
  const ui = renderApp(range ? `${PAGE}?from=${range.from}&to=${range.to}` : PAGE);
  await screen.findByRole('heading', { name: 'Transactions', level: 2 }, LOAD);
  await ui.user.click(screen.getByRole('button', { name: 'Download statement' }));
  await screen.findByText(/^Statement downloaded: /, {}, LOAD);
  const { data, errors } = Papa.parse<Row>((await files.lines()).join('\r\n'), { header: true });
  expect(errors).toEqual([]);
  const opening = data[0]!;
  const closing = data.at(-1)!;
  expect([opening.Description, closing.Description]).toEqual(['Opening balance', 'Closing balance']);
  return { opening, closing, rows: data.slice(1, -1) };
}

const kobo = (field: string | undefined) => toKobo(Number(field));
const sumOfNet = (rows: Row[]) => rows.reduce((sum, row) => sum + kobo(row['Net (NGN)']), 0);
const balanceOf = (row: Row) => kobo(row['Balance (NGN)']);

/** Each row's balance is the one before it plus its net: the file reads like a bank statement. */
function expectRunningBalance(opening: Row, rows: Row[], closing: Row) {
  let balance = balanceOf(opening);
  for (const row of rows) {
    balance += kobo(row['Net (NGN)']);
    expect(balanceOf(row), `${row.Reference} ${row.Description}`).toBe(balance);
  }
  expect(balance).toBe(balanceOf(closing));
}

describe('the statement CSV adds up to the balance change of its period', () => {
  beforeEach(async () => {
    await signInAs();
  });

  it('today: the day’s movements sum to the balance after less the balance before', async () => {
    const from = lagosDay();
    const { before, after } = await moveMoney();
    const { opening, rows, closing } = await downloadStatementCsv({ from, to: lagosDay() });

    expect(balanceOf(opening)).toBe(toKobo(before));
    expect(balanceOf(closing)).toBe(toKobo(after));
    expect(sumOfNet(rows)).toBe(toKobo(after) - toKobo(before));
    expectRunningBalance(opening, rows, closing);
    // The refused withdrawal: what left, and what came back.
    const refused = rows.filter((row) => row.Description === 'Withdrawal to GTBank ••0000');
    expect(refused.map((row) => row['Net (NGN)'])).toEqual(['-4010.00']);
    const back = rows.filter((row) => row.Description === 'Returned — Withdrawal to GTBank ••0000');
    expect(back.map((row) => [row.Reference, row['Net (NGN)']])).toEqual([[refused[0]!.Reference, '4010.00']]);
    // The bank transfer still on its way is listed and changes nothing yet.
    const onItsWay = rows.filter((row) => row.Status === 'Pending' && row.Category === 'Top-up');
    expect(onItsWay.map((row) => [row['Amount (NGN)'], row['Net (NGN)']])).toEqual([['2000.00', '0.00']]);
  });

  it('the last 30 days, the seeded failed withdrawal included, sum to the balance now less the balance before the seed', async () => {
    const { after } = await moveMoney();
    const { opening, rows, closing } = await downloadStatementCsv();

    expect(balanceOf(opening)).toBe(toKobo(BEFORE_THE_SEED));
    expect(balanceOf(closing)).toBe(toKobo(after));
    expect(sumOfNet(rows)).toBe(toKobo(after) - toKobo(BEFORE_THE_SEED));
    expectRunningBalance(opening, rows, closing);
    const seededFailure = rows.filter((row) => row.Description?.endsWith('Withdrawal to GTBank ••6789'));
    expect(seededFailure.filter((row) => row.Status === 'Failed').map((row) => row['Net (NGN)'])).toEqual([
      '-5010.00',
      '5010.00',
    ]);
  });

  it('a period that ended days ago: its closing balance is the balance then, not now', async () => {
    await moveMoney();
    const { opening, rows, closing } = await downloadStatementCsv({
      from: addDays(lagosDay(), -20),
      to: addDays(lagosDay(), -5),
    });

    expect(balanceOf(opening)).toBe(toKobo(BEFORE_THE_SEED));
    expect(balanceOf(closing)).toBe(toKobo(FIVE_DAYS_AGO));
    expect(sumOfNet(rows)).toBe(toKobo(FIVE_DAYS_AGO) - toKobo(BEFORE_THE_SEED));
    expectRunningBalance(opening, rows, closing);
  });
});
