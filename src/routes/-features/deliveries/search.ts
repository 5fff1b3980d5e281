import { deliveryStatuses, type DeliveryStatus } from '@/api/constants';
import { choice, openId, pageNumber, searchParams, searchText } from '@/routes/-search';

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
  delivery: string | undefined;
}

export const { validate: validateDeliveriesSearch, defaults: deliveriesSearchDefaults } =
  searchParams<DeliveriesSearch>({
    status: choice<StatusFilter>(statusFilters, 'all'),
    q: searchText(100),
    page: pageNumber,
    delivery: openId,
  });
