import type { CodCollectionLine, CodReport } from '@/api/schemas/cash-on-delivery';
import { csvDocument, nairaField, saveFile, textField } from '@/components/csv';
import { lagosClock, lagosDay } from '@/components/ui/lagos-time';
import { codMethodLabels } from './cod-words';

/*
 * A day's cash-on-delivery collections as CSV (RFC 4180, the deliveries' export's writer),
 * built in the browser from the report on screen: one row a collection, times in Lagos.
 * Loaded with the first export.
 */

export const codCsvHeader = [
  'tracking_number',
  'customer',
  'rider',
  'method',
  'expected',
  'collected',
  'short',
  'collected_at',
  'remitted_at',
] as const;

/** "2026-11-28 14:05", Lagos time. */
const lagosStamp = (at: string) => `${lagosDay(at)} ${lagosClock(at)}`;

export function codCsvRow(line: CodCollectionLine): string {
  return [
    textField(line.trackingNumber),
    textField(line.customerName),
    textField(line.rider.name),
    codMethodLabels[line.method],
    nairaField(line.expected),
    nairaField(line.collected),
    nairaField(Math.max(0, line.expected - line.collected)),
    lagosStamp(line.collectedAt),
    line.remittedAt ? lagosStamp(line.remittedAt) : '',
  ].join(',');
}

/** The file: the header, then the day's collections in the report's order (the latest first). */
export const codCsv = (report: Pick<CodReport, 'collections'>): string =>
  csvDocument(codCsvHeader, report.collections.map(codCsvRow));

/** `cash-on-delivery-2026-11-28.csv`: the report's day. */
export const codCsvFileName = (day: string): string => `cash-on-delivery-${day}.csv`;

/** Hands the day's collections to the browser as a download. */
export function saveCodCsv(report: Pick<CodReport, 'day' | 'collections'>): void {
  saveFile(codCsv(report), codCsvFileName(report.day));
}
