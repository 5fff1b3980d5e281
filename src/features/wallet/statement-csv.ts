import type { Transaction } from '@/api/schemas';
import { csvDocument, nairaField, textField } from '@/components/csv';
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
  return csvDocument(statementHeader, unique.map(statementRow));
}
