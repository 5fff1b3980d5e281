import { Button } from './button';
import { Spinner } from './spinner';
import { cn } from './cn';

/**
 * A form's Cancel and submit buttons: side by side on the right, stacked with the submit on top
 * on phones. While `pending` the submit is disabled and says `pendingLabel` (after a spinner
 * with `spinner`).
 */
export function FormButtons({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  spinner = false,
  className,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  spinner?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && spinner ? <Spinner className="size-4 text-white" /> : null}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
