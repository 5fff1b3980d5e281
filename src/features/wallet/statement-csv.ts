import { toKobo } from '@/api/money';
import type { Transaction } from '@/api/schemas';
import { csvDocument, nairaField, textField } from '@/components/csv';
import { lagosClock, lagosDay } from '@/components/ui/lagos-time';
import { transactionCategoryLabels, transactionStatusLabels, transactionTypeLabels } from './transaction-labels';

/*
 * A wallet statement as CSV (RFC 4180): a pure function of the balance and the transactions,
 * so it is tested on its own and loaded only when the partner asks for a statement.
 *
 * It reconciles: an "Opening balance" row, a row per change of the balance in the period, and
 * a "Closing balance" row; the Net column of the rows between sums to closing − opening, and
 * the Balance column runs from one to the other. A failed withdrawal shows what left and, on a
 * row of its own, what came back; a credit counts when it arrived.
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
  'Net (NGN)',
  'Balance (NGN)',
] as const;

/** `deliveros-statement-2026-05-01_2026-05-31.csv` */
export const statementFileName = (from: string, to: string): string => `deliveros-statement-${from}_${to}.csv`;

export interface StatementInput {
  /** The period's first and last Lagos day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The wallet's balance now, in naira. */
  balance: number;
  /**
   * The transactions dated from some days before `from` up to now: the period's, the ones that
   * settled in it although made before, and the later ones (they lead from the closing balance
   * to the balance now). A transaction listed twice (a page boundary that moved) counts once.
   */
  transactions: readonly Transaction[];
}

/**
 * One change of the balance: a movement when it was made (a credit not yet arrived changes
 * nothing then), the money of a failed debit coming back, or a credit arriving after it was made.
 */
export interface StatementEntry {
  kind: 'movement' | 'returned' | 'received';
  transaction: Transaction;
  /** When the balance changed (ISO instant). */
  at: string;
  /** By how much, in kobo: money out negative. */
  net: number;
}

const eventTime = (transaction: Transaction, status: Transaction['status']): string =>
  transaction.timeline.find((event) => event.status === status)?.at ?? transaction.date;

/**
 * What a transaction did to the balance, as the ledger applies it: a debit takes amount + fee
 * when it is made and a failed one gives both back when it fails; a credit brings amount − fee
 * once completed (a pending, failed or held one brings nothing).
 */
export function entriesOf(transaction: Transaction): StatementEntry[] {
  const amount = toKobo(transaction.amount);
  const fee = toKobo(transaction.fee);
  const made = (net: number): StatementEntry => ({ kind: 'movement', transaction, at: transaction.date, net });
  if (transaction.type === 'debit') {
    // A held platform fee has taken nothing yet; once released, it was taken then.
    if (transaction.status === 'held') return [made(0)];
    if (transaction.timeline.some((event) => event.status === 'held')) {
      return [{ ...made(-(amount + fee)), at: eventTime(transaction, 'completed') }];
    }
    if (transaction.status !== 'failed') return [made(-(amount + fee))];
    const back = { kind: 'returned', transaction, at: eventTime(transaction, 'failed'), net: amount + fee } as const;
    return [made(-(amount + fee)), back];
  }
  if (transaction.status !== 'completed') return [made(0)];
  const arrived = eventTime(transaction, 'completed');
  if (Date.parse(arrived) <= Date.parse(transaction.date)) return [made(amount - fee)];
  return [made(0), { kind: 'received', transaction, at: arrived, net: amount - fee }];
}

const uniqueById = (transactions: readonly Transaction[]): Transaction[] => [
  ...new Map(transactions.map((t) => [t.id, t])).values(),
];

const entryOrder: Record<StatementEntry['kind'], number> = { movement: 0, returned: 1, received: 1 };
const byTime = (a: StatementEntry, b: StatementEntry): number =>
  Date.parse(a.at) - Date.parse(b.at) ||
  a.transaction.reference.localeCompare(b.transaction.reference) ||
  entryOrder[a.kind] - entryOrder[b.kind];

const sumOf = (entries: readonly StatementEntry[]): number => entries.reduce((total, e) => total + e.net, 0);

/**
 * The period's entries, oldest first (a statement reads forward in time), and the balances that
 * frame them, in kobo: the closing one is the balance now less what changed after the period.
 */
export function statementOf({ from, to, balance, transactions }: StatementInput): {
  opening: number;
  closing: number;
  entries: StatementEntry[];
} {
  const entries = uniqueById(transactions).flatMap(entriesOf);
  const dayOf = (entry: StatementEntry) => lagosDay(entry.at);
  const later = entries.filter((entry) => dayOf(entry) > to);
  const within = entries.filter((entry) => dayOf(entry) >= from && dayOf(entry) <= to).sort(byTime);
  const closing = toKobo(balance) - sumOf(later);
  return { opening: closing - sumOf(within), closing, entries: within };
}

/** How many transactions were made in the period (each counted once). */
export const transactionsIn = ({ from, to }: { from: string; to: string }, transactions: readonly Transaction[]) =>
  uniqueById(transactions).filter((t) => lagosDay(t.date) >= from && lagosDay(t.date) <= to).length;

/** Kobo as signed naira: `-1800.00`, `5010.00`. */
const koboField = (kobo: number): string => nairaField(Math.abs(kobo) / 100, kobo < 0);

const counterpartOf = ({ counterpart }: Transaction): string =>
  counterpart ? `${counterpart.name}${counterpart.detail ? ` (${counterpart.detail})` : ''}` : '';

/** The columns from Type to Fee: the movement as made, or the money coming in later. */
function movementColumns({ kind, transaction }: StatementEntry): string[] {
  const { amount, fee, type, category, status, description } = transaction;
  if (kind === 'movement') {
    return [
      textField(description),
      transactionTypeLabels[type],
      transactionCategoryLabels[category],
      transactionStatusLabels[status],
      nairaField(amount, type === 'debit'),
      nairaField(fee, true),
    ];
  }
  // Money in: a failed debit's amount and fee come back; an arrived credit's fee is kept back.
  return [
    textField(`${kind === 'returned' ? 'Returned' : 'Received'} — ${description}`),
    transactionTypeLabels.credit,
    transactionCategoryLabels[category],
    transactionStatusLabels[status],
    nairaField(amount),
    nairaField(fee, kind === 'received'),
  ];
}

/** One row: the date and time in Lagos; money out negative; what it did to the balance, and the balance after. */
export function statementRow(entry: StatementEntry, balanceAfter: number): string {
  return [
    lagosDay(entry.at),
    lagosClock(entry.at),
    textField(entry.transaction.reference),
    ...movementColumns(entry),
    textField(counterpartOf(entry.transaction)),
    koboField(entry.net),
    koboField(balanceAfter),
  ].join(',');
}

/** The opening or closing line: the day, a label in Description, the balance in its column. */
const balanceRow = (day: string, label: string, kobo: number): string =>
  [day, '', '', label, '', '', '', '', '', '', '', koboField(kobo)].join(',');

/** The statement: the header, the opening balance, a row per entry, the closing balance; each line ended by CRLF. */
export function statementCsv(input: StatementInput): string {
  const { opening, closing, entries } = statementOf(input);
  let balance = opening;
  const rows = entries.map((entry) => {
    balance += entry.net;
    return statementRow(entry, balance);
  });
  return csvDocument(statementHeader, [
    balanceRow(input.from, 'Opening balance', opening),
    ...rows,
    balanceRow(input.to, 'Closing balance', closing),
  ]);
}
