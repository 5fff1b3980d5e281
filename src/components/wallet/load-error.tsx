import { AlertCircle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** What could not be loaded, and a way to try again. */
export function LoadError({ message, onRetry, retrying = false, className }: { message: string; onRetry: () => void; retrying?: boolean; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800', className)}>
      <span className="flex items-center gap-2">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </span>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
        <RotateCw className={cn('size-3.5', retrying && 'animate-spin')} aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
