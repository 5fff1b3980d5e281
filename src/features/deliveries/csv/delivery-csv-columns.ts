/*
 * The columns of the deliveries CSV, in order: what Export CSV writes (delivery-csv.ts), what
 * Import CSV reads back (delivery-import.ts) and what the bench's import file holds. No
 * imports, so Node (the bench) can load it without the app's environment.
 */
export const deliveriesHeader = [
  'Tracking number',
  'Status',
  'Priority',
  'Customer',
  'Customer email',
  'Customer phone',
  'Pickup address',
  'Pickup city',
  'Drop-off address',
  'Drop-off city',
  'Description',
  'Items',
  'Price (NGN)',
  'Created date',
  'Created time',
  'ETA date',
  'ETA time',
  'Special instructions',
] as const;
