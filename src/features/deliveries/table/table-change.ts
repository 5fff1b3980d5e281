import type { DeliveriesSearch } from '../search';

/** What the table's options and its sortable headers change in the section's search params. */
export type TableChange = Partial<Pick<DeliveriesSearch, 'sort' | 'order' | 'size' | 'from' | 'to' | 'rider'>>;
