/* The table's columns, cell classes and row height, shared by its head and its rows. */

/** Every row's height in px: one line of text, or a name over a phone number. */
export const rowHeight = 57;

/**
 * The columns' widths, in rem. The table is laid out `table-fixed` from these, so a column is
 * as wide as it says whatever its text: long text truncates (its full value in a title) and
 * never pushes Price out, and the pinned tracking-number column's offset is the selection
 * column's width below, not a guess. Customer and Route (no width) share what is left.
 */
export const columnRem = {
  select: 2.5,
  trackingNumber: 7.5,
  customer: undefined,
  route: undefined,
  createdAt: 6.75,
  estimatedDelivery: 6.75,
  priority: 8.5,
  status: 7.5,
  price: 6.5,
} as const;
export type ColumnKey = keyof typeof columnRem;
export const columnCount = Object.keys(columnRem).length;

/** Below this width the table scrolls sideways inside its frame (Customer and Route at 8 rem or more). */
export const tableMinRem = Object.values(columnRem).reduce<number>((sum, rem) => sum + (rem ?? 0), 0) + 2 * 8;

export const th =
  'bg-slate-50 px-2 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const td = 'px-2 py-2 whitespace-nowrap';
export const checkbox = 'size-4 rounded border-slate-300 accent-brand-700';
/** The selection and tracking number columns stay at the left while the table scrolls sideways. */
export const stickySelect = 'sticky left-0 z-[1] pr-0 pl-3';
// `left` is exactly the selection column's width: both come from `columnRem`.
export const stickyStart = 'sticky z-[1] border-r border-slate-200';
export const stickyStartStyle = { left: `${columnRem.select}rem` } as const;
