import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/schemas';
import { csvField, nairaField, textField } from '@/components/csv';
import { statementCsv, statementFileName, statementHeader, transactionsIn } from '../statement-csv';

const transaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 'txn_1',
  type: 'credit',
  amount: 18_000,
  fee: 0,
  description: 'Delivery earnings — DOS textbooks run',
  // 23:30 UTC is already the next day in Lagos (UTC+1).
  date: '2026-05-13T23:30:00.000Z',
  status: 'completed',
  category: 'earning',
  reference: 'TRX-20260514-000101',
  timeline: [],
  ...overrides,
});

/** Splits CSV text into records of fields, RFC 4180 style (quoted fields may hold commas, quotes, line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

const MAY = { from: '2026-05-01', to: '2026-05-31' };

/** May's statement with the balance now (naira) `balance`: the default, as if nothing moved since May. */
const csvOf = (
  transactions: Transaction[],
  { balance = 100_000, ...range }: { from?: string; to?: string; balance?: number } = {},
) => statementCsv({ ...MAY, ...range, balance, transactions });

const column = (name: (typeof statementHeader)[number]) => statementHeader.indexOf(name);
const NET = column('Net (NGN)');
const BALANCE = column('Balance (NGN)');
const kobo = (field: string | undefined) => Math.round(Number(field) * 100);

/** The data rows between the opening and the closing lines. */
const entryRows = (csv: string) => parseCsv(csv).slice(2, -1);

/** The opening and closing balances the file prints, and its Net column summed, in kobo. */
function totals(csv: string) {
  const records = parseCsv(csv);
  return {
    opening: kobo(records[1]?.[BALANCE]),
    closing: kobo(records.at(-1)?.[BALANCE]),
    net: entryRows(csv).reduce((sum, row) => sum + kobo(row[NET]), 0),
  };
}

/** A withdrawal made at `date` that the bank refused at `failedAt`: its amount and fee came back then. */
const failedWithdrawal = (date: string, failedAt: string, overrides: Partial<Transaction> = {}) =>
  transaction({
    id: `txn_failed_${date}`,
    type: 'debit',
    amount: 5_000.5,
    fee: 25,
    category: 'withdrawal',
    status: 'failed',
    description: 'Withdrawal to GTBank ••6789',
    counterpart: { kind: 'bank-account', name: 'Swift Riders Ltd' },
    date,
    timeline: [
      { status: 'pending', at: date },
      { status: 'failed', at: failedAt, note: 'Money returned to your wallet' },
    ],
    ...overrides,
  });

describe('statement CSV', () => {
  it('starts with the header row and ends every record with CRLF', () => {
    const csv = csvOf([transaction()]);
    expect(csv.split('\r\n')[0]).toBe(
      'Date,Time,Reference,Description,Type,Category,Status,Amount (NGN),Fee (NGN),Counterpart,Net (NGN),Balance (NGN)',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(parseCsv(csv)[0]).toEqual([...statementHeader]);
    expect(parseCsv(csv).every((record) => record.length === statementHeader.length)).toBe(true);
  });

  it('writes the opening and the closing balance, equal, for a period without movements', () => {
    expect(csvOf([], { ...MAY, balance: 1_500.25 })).toBe(
      [
        statementHeader.join(','),
        '2026-05-01,,,Opening balance,,,,,,,,1500.25',
        '2026-05-31,,,Closing balance,,,,,,,,1500.25',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the date and time in Lagos, labels, naira with two decimals, the counterpart, the net and the balance', () => {
    const [, opening, row, closing] = parseCsv(
      csvOf(
        [
          transaction({
            counterpart: { kind: 'delivery', name: 'Chioma Nwosu', detail: 'DOS-2026-0012' },
          }),
        ],
        { ...MAY, balance: 20_000 },
      ),
    );
    expect(opening?.[BALANCE]).toBe('2000.00');
    expect(row).toEqual([
      '2026-05-14',
      '00:30',
      'TRX-20260514-000101',
      'Delivery earnings — DOS textbooks run',
      'Credit',
      'Earning',
      'Completed',
      '18000.00',
      '0.00',
      'Chioma Nwosu (DOS-2026-0012)',
      '18000.00',
      '20000.00',
    ]);
    expect(closing?.[BALANCE]).toBe('20000.00');
  });

  it('writes a failed withdrawal as what left and, on its own row, what came back, exact to the kobo', () => {
    const csv = csvOf([failedWithdrawal('2026-05-20T09:00:00.000Z', '2026-05-20T09:02:00.000Z')], {
      ...MAY,
      balance: 10_000,
    });
    const [debited, returned] = entryRows(csv);
    expect(debited?.slice(3)).toEqual([
      'Withdrawal to GTBank ••6789',
      'Debit',
      'Withdrawal',
      'Failed',
      '-5000.50',
      '-25.00',
      'Swift Riders Ltd',
      '-5025.50',
      '4974.50',
    ]);
    expect(returned?.slice(0, 2)).toEqual(['2026-05-20', '10:02']);
    expect(returned?.slice(3)).toEqual([
      'Returned — Withdrawal to GTBank ••6789',
      'Credit',
      'Withdrawal',
      'Failed',
      '5000.50',
      '25.00',
      'Swift Riders Ltd',
      '5025.50',
      '10000.00',
    ]);
    expect(returned?.[2]).toBe(debited?.[2]);
    expect(totals(csv)).toEqual({ opening: 1_000_000, closing: 1_000_000, net: 0 });
  });

  it('puts money returned after the period in the next statement, so consecutive statements chain', () => {
    // Made 23:59 on 31 May in Lagos, refused by the bank 00:01 on 1 June.
    const failed = failedWithdrawal('2026-05-31T22:59:00.000Z', '2026-05-31T23:01:00.000Z');
    const may = csvOf([failed], { ...MAY, balance: 10_000 });
    const june = csvOf([failed], { from: '2026-06-01', to: '2026-06-30', balance: 10_000 });
    expect(entryRows(may).map((row) => row[NET])).toEqual(['-5025.50']);
    expect(totals(may)).toEqual({ opening: 1_000_000, closing: 497_450, net: -502_550 });
    expect(entryRows(june).map((row) => [row[0], row[3], row[NET]])).toEqual([
      ['2026-06-01', 'Returned — Withdrawal to GTBank ••6789', '5025.50'],
    ]);
    expect(totals(june)).toEqual({ opening: 497_450, closing: 1_000_000, net: 502_550 });
  });

  it('counts a credit when it arrived: nothing while pending, a "Received" row when it came later', () => {
    const made = '2026-05-10T09:00:00.000Z';
    const pending = transaction({ id: 'p', reference: 'TRX-20260510-000001', status: 'pending', date: made });
    const transfer = transaction({
      id: 't',
      reference: 'TRX-20260510-000002',
      amount: 3_000,
      category: 'top-up',
      description: 'Wallet top-up by bank transfer',
      date: made,
      timeline: [
        { status: 'pending', at: made },
        { status: 'completed', at: '2026-05-10T09:05:00.000Z' },
      ],
    });
    const csv = csvOf([pending, transfer], { ...MAY, balance: 3_000 });
    expect(entryRows(csv).map((row) => [row[1], row[3], row[6], row[7], row[NET], row[BALANCE]])).toEqual([
      ['10:00', 'Delivery earnings — DOS textbooks run', 'Pending', '18000.00', '0.00', '0.00'],
      ['10:00', 'Wallet top-up by bank transfer', 'Completed', '3000.00', '0.00', '0.00'],
      ['10:05', 'Received — Wallet top-up by bank transfer', 'Completed', '3000.00', '3000.00', '3000.00'],
    ]);
    expect(totals(csv)).toEqual({ opening: 0, closing: 300_000, net: 300_000 });
  });

  it('sums to closing − opening, the closing being the balance now less what changed after the period', () => {
    const transactions = [
      transaction({ id: 'a', amount: 18_000, date: '2026-05-03T10:00:00.000Z' }),
      transaction({ id: 'b', type: 'debit', amount: 1_800, category: 'fee', date: '2026-05-03T11:00:00.000Z' }),
      failedWithdrawal('2026-05-04T10:00:00.000Z', '2026-05-04T10:02:00.000Z'),
      transaction({
        id: 'c',
        type: 'debit',
        amount: 30_000,
        fee: 25,
        category: 'withdrawal',
        date: '2026-05-05T10:00:00.000Z',
      }),
      // After the period: taken off the balance now to find May's closing balance.
      transaction({ id: 'd', amount: 50_000, category: 'top-up', date: '2026-06-02T10:00:00.000Z' }),
      transaction({ id: 'e', type: 'debit', amount: 100.01, fee: 10, date: '2026-06-03T10:00:00.000Z' }),
    ];
    const csv = csvOf(transactions, { ...MAY, balance: 125_000 });
    const { opening, closing, net } = totals(csv);
    expect(closing).toBe(12_500_000 - 5_000_000 + 11_001);
    expect(net).toBe(closing - opening);
    expect(net).toBe(1_800_000 - 180_000 - 3_002_500);
    // The Balance column runs from the opening balance to the closing one.
    let running = opening;
    for (const row of entryRows(csv)) {
      running += kobo(row[NET]);
      expect(kobo(row[BALANCE])).toBe(running);
    }
    expect(running).toBe(closing);
  });

  it('quotes fields with commas, quotes or line breaks (RFC 4180) and reads back the same text', () => {
    const description = 'Transfer from Ada, "the boss"\nfor fuel';
    const csv = csvOf([transaction({ description })]);
    expect(csv).toContain('"Transfer from Ada, ""the boss""\nfor fuel"');
    expect(entryRows(csv)[0]?.[3]).toBe(description);
    expect(entryRows(csv)[0]).toHaveLength(statementHeader.length);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(textField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(textField('+2348031234567')).toBe("'+2348031234567");
    expect(textField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(textField('-1')).toBe("'-1");
    expect(textField('Platform fee (10%)')).toBe('Platform fee (10%)');
    // Numbers are not text: a debit stays a number.
    expect(entryRows(csvOf([transaction({ type: 'debit', amount: 1 })]))[0]?.[7]).toBe('-1.00');
  });

  it('lists oldest first and writes a transaction seen on two pages once', () => {
    const older = transaction({ id: 'a', reference: 'TRX-20260510-000001', date: '2026-05-10T09:00:00.000Z' });
    const newer = transaction({ id: 'b', reference: 'TRX-20260512-000002', date: '2026-05-12T09:00:00.000Z' });
    const earlier = transaction({ id: 'c', reference: 'TRX-20260428-000003', date: '2026-04-28T09:00:00.000Z' });
    const csv = csvOf([newer, older, newer, earlier]);
    expect(entryRows(csv).map((r) => r[2])).toEqual(['TRX-20260510-000001', 'TRX-20260512-000002']);
    expect(totals(csv).net).toBe(3_600_000);
    expect(transactionsIn(MAY, [newer, older, newer, earlier])).toBe(2);
  });

  it('formats naira amounts', () => {
    expect(nairaField(0, true)).toBe('0.00');
    expect(nairaField(0.1 + 0.2, false)).toBe('0.30');
    expect(nairaField(1_234_567.89, true)).toBe('-1234567.89');
    expect(nairaField(5_000_000, false)).toBe('5000000.00');
  });

  it('leaves plain fields unquoted', () => {
    expect(csvField('TRX-20260514-000101')).toBe('TRX-20260514-000101');
    expect(csvField('a,b')).toBe('"a,b"');
  });

  it('names the file after the range', () => {
    expect(statementFileName('2026-05-01', '2026-05-31')).toBe('deliveros-statement-2026-05-01_2026-05-31.csv');
  });
});
