import type { Transaction } from '@/api/schemas';
import { getWallet, listTransactions } from '@/api/wallet';
import { allPages, saveFile, type PageProgress } from '@/components/csv';
import { addDays } from '@/components/ui/lagos-time';
import { statementCsv, statementFileName, transactionsIn } from './statement-csv';

/*
 * The statement's work, loaded when the partner clicks "Download statement": the balance now,
 * every page of transactions through the list's own client function, the CSV, and the file.
 */

/** The most rows the contract lets one page carry. */
export const statementPageSize = 100;

/**
 * How many days before the period a movement may have been made and still have settled in it
 * (a withdrawal that failed, a bank transfer that arrived): their rows belong to the period.
 */
export const settlementLookbackDays = 7;

export type StatementProgress = PageProgress;

interface FetchOptions {
  signal?: AbortSignal;
  onProgress?: (progress: StatementProgress) => void;
}

/** The balance now and every transaction since the lookback before `from` (up to now), a page at a time. */
async function readWallet(from: string, { signal, onProgress }: FetchOptions) {
  const { balance } = await getWallet(signal);
  const since = addDays(from, -settlementLookbackDays);
  const transactions = await allPages(
    (page) => listTransactions({ from: since, page, limit: statementPageSize }, signal),
    { signal, onProgress },
  );
  return { balance, transactions };
}

/**
 * What a statement of the range is built from. The later transactions are read too: the
 * closing balance is the balance now less what changed since. A movement that settled while
 * the pages loaded would leave the balance out of step with them, so then it reads again once.
 */
export async function fetchStatement(
  range: { from: string; to: string },
  options: FetchOptions = {},
): Promise<{ balance: number; transactions: Transaction[] }> {
  const read = await readWallet(range.from, options);
  const { balance } = await getWallet(options.signal);
  return balance === read.balance ? read : readWallet(range.from, options);
}

/** Fetches the range, builds the CSV and downloads it; the number of transactions made in the range. */
export async function downloadStatement(
  range: { from: string; to: string },
  options: FetchOptions = {},
): Promise<number> {
  const { balance, transactions } = await fetchStatement(range, options);
  options.signal?.throwIfAborted();
  saveFile(statementCsv({ ...range, balance, transactions }), statementFileName(range.from, range.to));
  return transactionsIn(range, transactions);
}
