import type { Transaction } from '@/api/schemas';
import { listTransactions } from '@/api/wallet';
import { statementCsv, statementFileName } from './statement-csv';

/*
 * The statement's work, loaded when the partner clicks "Download statement": every page of
 * the range through the list's own client function, the CSV, and the file.
 */

/** The most rows the contract lets one page carry. */
export const statementPageSize = 100;

export interface StatementProgress {
  /** Pages fetched so far. */
  done: number;
  /** Pages in all, once the first page has told the total. */
  total: number;
}

/** Every transaction of the range (both days included), a page at a time; `signal` cancels. */
export async function fetchStatement(
  range: { from: string; to: string },
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: StatementProgress) => void } = {},
): Promise<Transaction[]> {
  const transactions: Transaction[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const reply = await listTransactions({ ...range, page, limit: statementPageSize }, signal);
    transactions.push(...reply.items);
    pages = Math.max(1, Math.ceil(reply.total / reply.limit));
    onProgress?.({ done: page, total: pages });
    if (reply.items.length === 0) break;
  }
  return transactions;
}

/** Hands `text` to the browser as a file download, through a Blob URL revoked once it has started. */
export function saveFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark tells spreadsheet apps the file is UTF-8 (₦, —, ••).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

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
