import { listDeliveries } from '@/api/deliveries';
import type { Delivery, DeliveryListQuery } from '@/api/schemas';
import { allPages, csvDocument, nairaField, saveFile, textField, type PageProgress } from '@/components/csv';
import { lagosClock, lagosDay } from '@/components/ui/lagos-time';
import { deliveryStatusLabels, priorityLabels } from '../badges';
import { deliveriesHeader } from './delivery-csv-columns';

/*
 * The deliveries as CSV (RFC 4180), loaded with the first export: every page of the table's
 * filter (or the selected rows), one row a delivery, dates and times in Lagos.
 */

export { deliveriesHeader };

/** One row; the items joined by "; " (a cell each would change the column count). */
export function deliveryRow(d: Delivery): string {
  return [
    textField(d.trackingNumber),
    deliveryStatusLabels[d.status],
    priorityLabels[d.priority],
    textField(d.customer.name),
    textField(d.customer.email),
    textField(d.customer.phone),
    textField(d.from.address),
    textField(d.from.city),
    textField(d.to.address),
    textField(d.to.city),
    textField(d.description),
    textField(d.items.join('; ')),
    nairaField(d.price),
    lagosDay(d.createdAt),
    lagosClock(d.createdAt),
    lagosDay(d.estimatedDelivery),
    lagosClock(d.estimatedDelivery),
    textField(d.specialInstructions ?? ''),
  ].join(',');
}

/** The file: the header, then the deliveries in the order given, each once. */
export function deliveriesCsv(deliveries: readonly Delivery[]): string {
  const unique = [...new Map(deliveries.map((d) => [d.id, d])).values()];
  return csvDocument(deliveriesHeader, unique.map(deliveryRow));
}

/** `deliveros-deliveries-2026-11-25.csv` (the Lagos day of the export). */
export const deliveriesFileName = (now = new Date()): string => `deliveros-deliveries-${lagosDay(now)}.csv`;

/** Every delivery the list query matches, 100 a page (the contract's most), in its order. */
export const matchingDeliveries = (
  query: DeliveryListQuery,
  options: { signal?: AbortSignal; onProgress?: (progress: PageProgress) => void } = {},
): Promise<Delivery[]> => allPages((page) => listDeliveries({ ...query, page, limit: 100 }, options.signal), options);

/** Writes the deliveries to a file download; how many rows it holds. */
export function saveDeliveries(deliveries: readonly Delivery[]): number {
  const csv = deliveriesCsv(deliveries);
  saveFile(csv, deliveriesFileName());
  return new Set(deliveries.map((d) => d.id)).size;
}
