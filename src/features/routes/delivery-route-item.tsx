import { Clock, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { DeliveryRoute } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { Switch } from '@/components/ui/switch';
import { CoverageBadge } from './coverage-badge';

/** "Lagos → Ibadan": how a delivery route is named on screen and to assistive technology. */
export const deliveryRouteName = (route: Pick<DeliveryRoute, 'from' | 'to'>) => `${route.from} → ${route.to}`;

export interface DeliveryRouteItemProps {
  route: DeliveryRoute;
  onToggle: () => void;
  onDelete: () => void;
}

export function DeliveryRouteItem({ route, onToggle, onDelete }: DeliveryRouteItemProps) {
  const name = deliveryRouteName(route);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn('font-semibold break-words', route.isActive ? 'text-slate-900' : 'text-slate-500')}>
            {name}
          </h3>
          <CoverageBadge coverage={route.coverage} />
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Icon node={Clock} className="size-3.5 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Estimated time:</span>
            {route.estimatedTime}
          </span>
          <span>
            <span className="text-slate-500">Base price </span>
            <span className="font-semibold text-slate-900 tabular-nums">{formatNaira(route.basePrice)}</span>
          </span>
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <label className="flex items-center gap-2.5 text-sm">
          <Switch checked={route.isActive} onCheckedChange={onToggle} aria-label={`${name} active`} />
          <span
            aria-hidden="true"
            className={cn('w-14 font-medium', route.isActive ? 'text-brand-700' : 'text-slate-500')}
          >
            {route.isActive ? 'Active' : 'Inactive'}
          </span>
        </label>
        <Button
          variant="ghost"
          size="sm"
          className="text-slate-500 hover:text-red-700"
          onClick={onDelete}
          aria-label={`Delete route ${name}`}
        >
          <Icon node={Trash2} className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Delete</span>
        </Button>
      </div>
    </li>
  );
}
