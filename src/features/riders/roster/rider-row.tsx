import { getRouteApi } from '@tanstack/react-router';
import { failureMessage } from '@/api/errors';
import type { Rider } from '@/api/schemas/riders';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/components/ui/toast';
import { riderMessages } from '@/forms/rider-form';
import { useUpdateRider } from '@/queries/riders';
import { loadLine, RiderStatusBadge, telHref, touchHeight, vehicleLine } from '../rider-parts';

const route = getRouteApi('/_authenticated/dashboard/riders');

/** One rider of the roster: who, how to call, the vehicle, the status and load, and what can be done. */
export function RiderRow({
  rider,
  onOpen,
  onEdit,
  onArchive,
  onRestore,
  restoring,
}: {
  rider: Rider;
  onOpen: () => void;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  restoring: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 py-4 lg:grid lg:grid-cols-4 lg:gap-3">
      <div className="min-w-0">
        <route.Link
          to="."
          search={(previous) => ({ ...previous, rider: rider.id })}
          resetScroll={false}
          onClick={onOpen}
          className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
        >
          {rider.name}
        </route.Link>
        <p className="text-sm">
          <a href={telHref(rider.phone)} className="font-medium text-brand-700 hover:underline">
            {rider.phone}
          </a>
        </p>
      </div>
      <p className="text-sm text-slate-600">{vehicleLine(rider)}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <RiderStatusBadge status={rider.status} />
        <span>{loadLine(rider)}</span>
      </div>
      {rider.status === 'archived' ? (
        <RestoreButton rider={rider} restoring={restoring} onRestore={onRestore} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <DutySwitch rider={rider} />
          <Button
            size="sm"
            variant="secondary"
            className={touchHeight}
            onClick={onEdit}
            aria-label={`Edit ${rider.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={cn(touchHeight, 'text-red-700! hover:bg-red-50!')}
            onClick={onArchive}
            aria-label={`Archive ${rider.name}`}
          >
            Archive
          </Button>
        </div>
      )}
    </li>
  );
}

/** On duty or off: shows the new state at once, back to the old one if the server refuses. */
function DutySwitch({ rider }: { rider: Rider }) {
  const update = useUpdateRider();
  const checked = update.isPending ? (update.variables.onDuty ?? true) : rider.status !== 'off-duty';
  const change = (onDuty: boolean) => {
    if (update.isPending) return;
    update.mutate(
      { id: rider.id, onDuty },
      {
        onSuccess: (saved) => notify.success(`${saved.name} is ${onDuty ? 'on duty' : 'off duty'}`),
        onError: (error) => notify.error(failureMessage(error, riderMessages.dutyFailed)),
      },
    );
  };
  return (
    <label className="flex min-h-11 items-center gap-2.5 text-sm">
      <Switch checked={checked} onCheckedChange={change} aria-label={`${rider.name} on duty`} />
      <span aria-hidden="true" className={cn('font-medium', checked ? 'text-brand-700' : 'text-slate-500')}>
        On duty
      </span>
    </label>
  );
}

/** An archived rider back on the roster (its mutation lives in the list: the row leaves once restored). */
function RestoreButton({ rider, restoring, onRestore }: { rider: Rider; restoring: boolean; onRestore: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        className={touchHeight}
        disabled={restoring}
        aria-label={`Restore ${rider.name}`}
        onClick={onRestore}
      >
        {restoring ? 'Restoring...' : 'Restore'}
      </Button>
    </div>
  );
}
