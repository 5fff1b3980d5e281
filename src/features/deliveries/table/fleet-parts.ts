/*
 * The table's riders parts (issue 27), loaded after the table with the riders' data layer and
 * without a preload list (vite.config.ts): the rider filter and the bulk assignment.
 */
export { BulkAssignForm } from './bulk-assign-form';
export { RiderFilter } from './rider-filter';
