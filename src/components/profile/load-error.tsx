import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '../ui/button';

/** A section that could not load: what failed, and a way to try again. */
export function LoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
        <RotateCw className="size-3.5" aria-hidden="true" />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
