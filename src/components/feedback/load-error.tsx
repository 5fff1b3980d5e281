import { AlertCircle, RotateCw } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

/** A section that could not load: what failed, and a way to try again. */
export function LoadError({
  message,
  detail,
  query,
  className,
}: {
  message: string;
  /** Why, in the server's words, when it gave some. */
  detail?: string;
  /** The query that failed: Retry refetches it, and is busy while it does. */
  query: { refetch: () => unknown; isFetching: boolean };
  className?: string;
}) {
  const retrying = query.isFetching;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800',
        className,
      )}
    >
      <div>
        <p className="flex items-center gap-2 font-medium">
          <Icon node={AlertCircle} className="size-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
        {detail ? <p className="mt-0.5 pl-6 text-red-700">{detail}</p> : null}
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void query.refetch()}
        disabled={retrying}
        aria-busy={retrying}
      >
        <Icon node={RotateCw} className={cn('size-3.5', retrying && 'animate-spin')} aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
