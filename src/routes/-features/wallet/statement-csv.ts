import type { Transaction } from '@/api/schemas';
import { lagosClock, lagosDay } from '@/components/ui/lagos-time';
import { transactionCategoryLabels, transactionStatusLabels, transactionTypeLabels } from './transaction-labels';

/*
 * A wallet statement as CSV (RFC 4180): a pure function of the transactions, so it is tested
 * on its own and loaded only when the partner asks for a statement.
 */

export const statementHeader = [
  'Date',
  'Time',
  'Reference',
  'Description',
  'Type',
  'Category',
  'Status',
  'Amount (NGN)',
  'Fee (NGN)',
  'Counterpart',
] as const;

/** `deliveros-statement-2026-05-01_2026-05-31.csv` */
export const statementFileName = (from: string, to: string): string => `deliveros-statement-${from}_${to}.csv`;

/**
 * A field as RFC 4180 writes it: quoted when it holds a comma, a double quote or a line break,
 * with its double quotes doubled.
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+1…`, `@SUM(…)`) when it starts
 * a cell: a description or a partner's name is text, so it is prefixed with an apostrophe
 * (OWASP's advice for CSV injection). Numbers are written by `nairaField`, never through here.
 */
export function textField(value: string): string {
  return csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/** Naira with two decimals and a minus when money leaves: `-1800.00`; exact to the kobo. */
export function nairaField(amount: number, outgoing: boolean): string {
  const kobo = Math.round(amount * 100);
  if (kobo === 0) return '0.00';
  const sign = outgoing ? '-' : '';
  return `${sign}${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
}

const counterpartOf = ({ counterpart }: Transaction): string =>
  counterpart ? `${counterpart.name}${counterpart.detail ? ` (${counterpart.detail})` : ''}` : '';

/** One row: the date and time in Lagos; a debit's amount and any fee (money out) negative. */
export function statementRow(transaction: Transaction): string {
  return [
    lagosDay(transaction.date),
    lagosClock(transaction.date),
    textField(transaction.reference),
    textField(transaction.description),
    transactionTypeLabels[transaction.type],
    transactionCategoryLabels[transaction.category],
    transactionStatusLabels[transaction.status],
    nairaField(transaction.amount, transaction.type === 'debit'),
    nairaField(transaction.fee, true),
    textField(counterpartOf(transaction)),
  ].join(',');
}

/**
 * The statement: the header and one row a transaction, oldest first (a statement reads
 * forward in time), each line ended by CRLF. A transaction listed twice (a page boundary
 * that moved while the pages were fetched) is written once.
 */
export function statementCsv(transactions: readonly Transaction[]): string {
  const unique = [...new Map(transactions.map((t) => [t.id, t])).values()];
  unique.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.reference.localeCompare(b.reference));
  return [statementHeader.map(csvField).join(','), ...unique.map(statementRow)].map((line) => `${line}\r\n`).join('');
}
