import { ChevronLeft, ChevronRight } from 'lucide';
import { Button } from './button';
import { Icon } from './icons';

export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Previous / "Page X of Y" / Next under a server-paged list; nothing when there is one page. */
export function Pagination({
  label,
  page,
  pageCount,
  busy,
  onPage,
}: {
  /** The navigation's name, e.g. "Deliveries pages". */
  label: string;
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pageCount))}>
        <Icon node={ChevronLeft} className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite" aria-busy={busy}>
        Page <span className="font-semibold text-slate-900">{page}</span> of{' '}
        <span className="font-semibold text-slate-900">{pageCount}</span>
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <Icon node={ChevronRight} className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
