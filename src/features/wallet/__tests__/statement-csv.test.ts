import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/schemas';
import { csvField, nairaField, textField } from '@/components/csv';
import { statementCsv, statementFileName, statementHeader } from '../statement-csv';

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

describe('statement CSV', () => {
  it('starts with the header row and ends every record with CRLF', () => {
    const csv = statementCsv([transaction()]);
    expect(csv.split('\r\n')[0]).toBe(
      'Date,Time,Reference,Description,Type,Category,Status,Amount (NGN),Fee (NGN),Counterpart',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(parseCsv(csv)[0]).toEqual([...statementHeader]);
  });

  it('writes only the header for no transactions', () => {
    expect(statementCsv([])).toBe(`${statementHeader.join(',')}\r\n`);
  });

  it('writes the date and time in Lagos, labels, naira with two decimals, and the counterpart', () => {
    const [, row] = parseCsv(
      statementCsv([
        transaction({
          counterpart: { kind: 'delivery', name: 'Chioma Nwosu', detail: 'DOS-2026-0012' },
        }),
      ]),
    );
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
    ]);
  });

  it('writes a debit’s amount and any fee with a minus, exact to the kobo', () => {
    const [, row] = parseCsv(
      statementCsv([
        transaction({
          type: 'debit',
          amount: 5_000.5,
          fee: 25,
          category: 'withdrawal',
          status: 'failed',
          description: 'Withdrawal to GTBank ••6789',
          counterpart: { kind: 'bank-account', name: 'Swift Riders Ltd' },
        }),
      ]),
    );
    expect(row?.slice(4)).toEqual(['Debit', 'Withdrawal', 'Failed', '-5000.50', '-25.00', 'Swift Riders Ltd']);
  });

  it('quotes fields with commas, quotes or line breaks (RFC 4180) and reads back the same text', () => {
    const description = 'Transfer from Ada, "the boss"\nfor fuel';
    const csv = statementCsv([transaction({ description })]);
    expect(csv).toContain('"Transfer from Ada, ""the boss""\nfor fuel"');
    expect(parseCsv(csv)[1]?.[3]).toBe(description);
    expect(parseCsv(csv)[1]).toHaveLength(statementHeader.length);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(textField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(textField('+2348031234567')).toBe("'+2348031234567");
    expect(textField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(textField('-1')).toBe("'-1");
    expect(textField('Platform fee (10%)')).toBe('Platform fee (10%)');
    // Numbers are not text: a debit stays a number.
    expect(parseCsv(statementCsv([transaction({ type: 'debit', amount: 1 })]))[1]?.[7]).toBe('-1.00');
  });

  it('lists oldest first and writes a transaction seen on two pages once', () => {
    const older = transaction({ id: 'a', reference: 'TRX-20260510-000001', date: '2026-05-10T09:00:00.000Z' });
    const newer = transaction({ id: 'b', reference: 'TRX-20260512-000002', date: '2026-05-12T09:00:00.000Z' });
    const records = parseCsv(statementCsv([newer, older, newer]));
    expect(records.slice(1).map((r) => r[2])).toEqual(['TRX-20260510-000001', 'TRX-20260512-000002']);
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
