import type { Transaction } from '@/api/schemas';
import { listTransactions } from '@/api/wallet';
import { allPages, saveFile, type PageProgress } from '@/components/csv';
import { statementCsv, statementFileName } from './statement-csv';

/*
 * The statement's work, loaded when the partner clicks "Download statement": every page of
 * the range through the list's own client function, the CSV, and the file.
 */

/** The most rows the contract lets one page carry. */
export const statementPageSize = 100;

export type StatementProgress = PageProgress;

/** Every transaction of the range (both days included), a page at a time; `signal` cancels. */
export const fetchStatement = (
  range: { from: string; to: string },
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: StatementProgress) => void } = {},
): Promise<Transaction[]> =>
  allPages((page) => listTransactions({ ...range, page, limit: statementPageSize }, signal), { signal, onProgress });

/** Fetches the range, builds the CSV and downloads it; the number of transactions written. */
export async function downloadStatement(
  range: { from: string; to: string },
  options: { signal?: AbortSignal; onProgress?: (progress: StatementProgress) => void } = {},
): Promise<number> {
  const transactions = await fetchStatement(range, options);
  options.signal?.throwIfAborted();
  saveFile(statementCsv(transactions), statementFileName(range.from, range.to));
  return new Set(transactions.map((t) => t.id)).size;
}
