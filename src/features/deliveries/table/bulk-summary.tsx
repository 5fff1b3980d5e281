import { Check, CircleAlert, X } from 'lucide';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { plural } from '@/components/ui/plural';
import type { BulkAction, Outcome } from './bulk-actions';

const doneWords: Record<BulkAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  advance: 'moved along',
  assign: 'assigned',
};

/** What a bulk action did to each delivery: the count of each outcome, and why each one was not done. */
export function Summary({
  action,
  outcomes,
  loadError,
  onDismiss,
}: {
  action: BulkAction;
  outcomes: Outcome[];
  loadError: string | null;
  onDismiss: () => void;
}) {
  const done = outcomes.filter((outcome) => outcome.result === 'done');
  const failed = outcomes.filter((outcome) => outcome.result === 'failed');
  const skipped = outcomes.filter((outcome) => outcome.result === 'skipped');
  const parts = [
    `${plural(done.length, 'delivery', 'deliveries')} ${doneWords[action]}`,
    failed.length ? `${failed.length} failed` : '',
    skipped.length ? `${skipped.length} skipped` : '',
  ].filter(Boolean);
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-start gap-2">
        <Icon
          node={failed.length || loadError ? CircleAlert : Check}
          className={cn('mt-0.5 size-4 shrink-0', failed.length || loadError ? 'text-red-600' : 'text-green-600')}
          aria-hidden="true"
        />
        <p className="mr-auto font-medium">
          {loadError ? `Couldn’t find the matching deliveries: ${loadError}` : `${parts.join(', ')}.`}
          {failed.length ? ' What failed is still selected.' : ''}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label="Dismiss summary"
        >
          <Icon node={X} className="size-4" aria-hidden="true" />
        </button>
      </div>
      {failed.length || skipped.length ? (
        <ul aria-label="Not done" className="mt-2 space-y-1 pl-6">
          {[...failed, ...skipped].map(({ delivery, result, reason }) => (
            <li key={delivery.id}>
              <span className="font-mono text-xs font-bold">{delivery.trackingNumber}</span>{' '}
              <span className={result === 'failed' ? 'text-red-700' : 'text-slate-600'}>
                — {result === 'failed' ? 'failed' : 'skipped'}: {reason}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
