import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';

export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function DeliveryPagination({
  page,
  pageCount,
  busy,
  onPage,
}: {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Deliveries pages" className="flex items-center justify-between gap-3">
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
