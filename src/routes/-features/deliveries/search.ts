import type { SearchSchemaInput } from '@tanstack/react-router';
import { deliveryStatuses, type DeliveryStatus } from '@/api/constants';
import { oneOf, positiveInt, text } from '@/routes/-search';

/*
 * The deliveries section's search params: the status filter, the search text, the page and
 * the delivery whose detail view is open. Plain validators (see src/routes/-search.ts).
 */
export const statusFilters = ['all', ...deliveryStatuses] as const;
export type StatusFilter = 'all' | DeliveryStatus;

export interface DeliveriesSearch {
  status: StatusFilter;
  q: string;
  page: number;
  /** The delivery whose detail view is open. */
  delivery?: string | undefined;
}

export const deliveriesSearchDefaults = { status: 'all', q: '', page: 1 } as const satisfies Omit<
  DeliveriesSearch,
  'delivery'
>;

/** Input: every field optional (links name only what they change); output: every field set. */
export function validateDeliveriesSearch(
  search: Partial<Record<keyof DeliveriesSearch, unknown>> & SearchSchemaInput,
): DeliveriesSearch {
  const delivery = text(search.delivery, 64);
  return {
    status: oneOf<StatusFilter>(statusFilters, search.status, deliveriesSearchDefaults.status),
    q: text(search.q),
    page: positiveInt(search.page, deliveriesSearchDefaults.page),
    delivery: delivery || undefined,
  };
}
