/** The header's text links (signed in or out). */
export const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
