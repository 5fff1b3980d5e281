import {
  deliveryPageSizes,
  deliverySortKeys,
  deliveryStatuses,
  sortOrders,
  type DeliveryPageSize,
  type DeliverySortKey,
  type DeliveryStatus,
  type SortOrder,
} from '@/api/constants';
import {
  choice,
  day,
  orderedRange,
  openId,
  pageNumber,
  searchParams,
  searchText,
  type SearchField,
} from '@/search-params';

/*
 * The deliveries section's search params: the view (cards or the table), the status filter,
 * the search text, the page, the delivery whose detail view is open, and the table's own
 * sort, page size and date range. Plain validators (see src/search-params.ts).
 */
export const statusFilters = ['all', ...deliveryStatuses] as const;
export type StatusFilter = 'all' | DeliveryStatus;
/** The cards, the table, or the deliveries that need attention (most urgent first). */
export const deliveryViews = ['cards', 'table', 'attention'] as const;
export type DeliveryView = (typeof deliveryViews)[number];

export interface DeliveriesSearch {
  view: DeliveryView;
  status: StatusFilter;
  q: string;
  page: number;
  /** The delivery whose detail view is open. */
  delivery: string | undefined;
  /** The table's sort column and direction (the cards are newest first). */
  sort: DeliverySortKey;
  order: SortOrder;
  /** The table's rows per page (the cards show 20). */
  size: DeliveryPageSize;
  /** The table's date range of creation, Lagos days (YYYY-MM-DD, both included); '' for no bound. */
  from: string;
  to: string;
  /** The table's rider filter (issue 27): a rider's id, `unassigned`, or '' for any. */
  rider: string;
}

const pageSize: SearchField<DeliveryPageSize> = (value) =>
  deliveryPageSizes.find((size) => size === Number(value)) ?? deliveryPageSizes[0];

const params = searchParams<DeliveriesSearch>({
  view: choice<DeliveryView>(deliveryViews, 'cards'),
  status: choice<StatusFilter>(statusFilters, 'all'),
  q: searchText(100),
  page: pageNumber,
  delivery: openId,
  sort: choice<DeliverySortKey>(deliverySortKeys, 'createdAt'),
  order: choice<SortOrder>(sortOrders, 'desc'),
  size: pageSize,
  from: day,
  to: day,
  rider: searchText(64),
});

export const deliveriesSearchDefaults = params.defaults;

/** The params, with a date range typed backwards put the right way round. */
export const validateDeliveriesSearch = (search: Parameters<typeof params.validate>[0]): DeliveriesSearch =>
  orderedRange(params.validate(search));
