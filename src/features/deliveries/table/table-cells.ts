/* The table's cell classes and row height, shared by its head and its rows. */

/** Every row's height in px: one line of text, or a name over a phone number. */
export const rowHeight = 57;

export const th =
  'bg-slate-50 px-2.5 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const td = 'px-2.5 py-2 whitespace-nowrap';
export const checkbox = 'size-4 rounded border-slate-300 accent-brand-700';
/** The selection and tracking number columns stay at the left while the table scrolls sideways. */
export const stickySelect = 'sticky left-0 z-[1] w-10 pr-0';
export const stickyStart = 'sticky left-10 z-[1] border-r border-slate-100';
