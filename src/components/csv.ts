/*
 * CSV files written in the browser (RFC 4180), for any screen that exports: fields quoted as
 * the RFC says, text that a spreadsheet would run as a formula neutralised, naira exact to the
 * kobo, and the hand-over to the browser as a download. Loaded with an export, never before.
 */

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

/** Naira with two decimals, and a minus when `outgoing`: `-1800.00`; exact to the kobo. */
export function nairaField(amount: number, outgoing = false): string {
  const kobo = Math.round(amount * 100);
  if (kobo === 0) return '0.00';
  const sign = outgoing ? '-' : '';
  return `${sign}${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
}

/** A header and rows as a CSV document: each line ended by CRLF. */
export const csvDocument = (header: readonly string[], rows: readonly string[]): string =>
  [header.map(csvField).join(','), ...rows].map((line) => `${line}\r\n`).join('');

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

export interface PageProgress {
  /** Pages fetched so far. */
  done: number;
  /** Pages in all, once the first page has told the total. */
  total: number;
}

/**
 * Every item of a paged list, one page at a time (an export, "all matching"): `fetchPage` asks
 * for a page; the first reply's total says how many pages follow. `signal` stops between pages.
 */
export async function allPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; total: number; limit: number }>,
  { signal, onProgress }: { signal?: AbortSignal | undefined; onProgress?: (progress: PageProgress) => void } = {},
): Promise<T[]> {
  const items: T[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    signal?.throwIfAborted();
    const reply = await fetchPage(page);
    items.push(...reply.items);
    pages = Math.max(1, Math.ceil(reply.total / reply.limit));
    onProgress?.({ done: page, total: pages });
    if (reply.items.length === 0) break;
  }
  return items;
}
