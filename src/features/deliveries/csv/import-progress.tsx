import { X } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { plural } from '@/components/ui/plural';

/** The import under way: how many rows are sent so far, and Cancel for the rest. */
export function Progress({ done, total, onCancel }: { done: number; total: number; onCancel: () => void }) {
  return (
    <div className="space-y-4 py-2">
      <p role="status" className="text-sm font-medium text-slate-900">
        Importing… {done.toLocaleString('en-NG')} of {plural(total, 'delivery', 'deliveries')}
      </p>
      <progress
        max={total}
        value={done}
        aria-label="Import progress"
        className="h-2.5 w-full overflow-hidden rounded-full accent-brand-700"
      />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          <Icon node={X} className="size-4" aria-hidden="true" />
          Cancel import
        </Button>
      </div>
    </div>
  );
}
