import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Archive, Plus, Truck } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import type { Rider } from '@/api/schemas/riders';
import { ListStates } from '@/components/feedback/list-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { RowsSkeleton, SectionCard } from '@/components/ui/section-card';
import { Icon } from '@/components/ui/icons';
import { failureMessage } from '@/api/errors';
import { notify } from '@/components/ui/toast';
import { riderMessages } from '@/forms/rider-form';
import { riderQueries, useRestoreRider } from '@/queries/riders';
import { touchHeight } from '../rider-parts';
import { RiderRow } from './rider-row';

// The dialogs (react-hook-form, radix) load with the first Add rider, Edit or Archive: off the roster's first visit.
const RiderDialog = lazy(() => import('./rider-dialog').then(({ RiderDialog }) => ({ default: RiderDialog })));
const ArchiveDialog = lazy(() => import('./archive-dialog').then(({ ArchiveDialog }) => ({ default: ArchiveDialog })));

const route = getRouteApi('/_authenticated/dashboard/riders');

/** The editor: closed, adding a rider, or editing one. */
type Editing = { rider: Rider | null } | null;

/**
 * The roster (GET /api/riders): every rider on or off duty, each with its status and load, Edit,
 * the On duty switch and Archive; or, with `?archived=yes`, the archived riders with Restore.
 */
export function RosterView({ archived, onOpen }: { archived: boolean; onOpen: () => void }) {
  const list = useQuery({ ...riderQueries.list(archived), select: (page) => page.items });
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<Rider | null>(null);
  const restoring = useRestoreRider();
  const restore = (rider: Rider) => {
    if (restoring.isPending) return;
    restoring.mutate(rider.id, {
      onSuccess: (restored) => notify.success(riderMessages.restored, { description: restored.name }),
      onError: (error) => notify.error(failureMessage(error, riderMessages.restoreFailed)),
    });
  };
  const add = (
    <Button size="sm" className={touchHeight} onClick={() => setEditing({ rider: null })}>
      <Icon node={Plus} className="size-4" aria-hidden="true" />
      Add rider
    </Button>
  );
  // A new partner's empty roster offers Add rider in its empty state: once on the page.
  const emptyRoster = !archived && list.data?.length === 0;

  return (
    <SectionCard
      id="roster-heading"
      title={archived ? 'Archived riders' : 'Roster'}
      description={
        archived
          ? 'Riders who left the roster, kept with the deliveries they carried. Restore one to assign it again.'
          : 'Who carries your deliveries: available, on a delivery, or off duty.'
      }
      action={
        <div className="flex flex-wrap items-center gap-2">
          <route.Link
            to="."
            search={(previous) => ({ ...previous, archived: archived ? 'no' : 'yes' })}
            className={buttonClasses('secondary', 'sm', touchHeight)}
          >
            {archived ? null : <Icon node={Archive} className="size-4" aria-hidden="true" />}
            {archived ? 'Back to the roster' : 'Archived riders'}
          </route.Link>
          {archived || emptyRoster ? null : add}
        </div>
      }
      after={
        <>
          {editing !== null ? (
            <Suspense fallback={null}>
              <RiderDialog
                open
                rider={editing.rider}
                onOpenChange={(open) => {
                  if (!open) setEditing(null);
                }}
              />
            </Suspense>
          ) : null}
          {archiving ? (
            <Suspense fallback={null}>
              <ArchiveDialog rider={archiving} onClose={() => setArchiving(null)} />
            </Suspense>
          ) : null}
        </>
      }
    >
      <ListStates
        query={list}
        skeleton={<RowsSkeleton rows={2} />}
        failed="Couldn't load your riders."
        empty={
          archived ? (
            <EmptyState title="No archived riders">Riders you archive are kept here, ready to restore.</EmptyState>
          ) : (
            <EmptyState
              icon={<Icon node={Truck} className="size-8" aria-hidden="true" />}
              title="No riders yet"
              action={add}
            >
              Add the riders who carry your deliveries, then assign each accepted delivery to one of them.
            </EmptyState>
          )
        }
      >
        {(items) => (
          <RiderList
            items={items}
            onOpen={onOpen}
            onEdit={(rider) => setEditing({ rider })}
            onArchive={setArchiving}
            onRestore={restore}
            restoring={restoring.isPending ? restoring.variables : null}
          />
        )}
      </ListStates>
    </SectionCard>
  );
}

/** Stacked on a phone; from `lg` a compact table: a row a rider under the columns' names. */
function RiderList({
  items,
  onOpen,
  onEdit,
  onArchive,
  onRestore,
  restoring,
}: {
  items: Rider[];
  onOpen: () => void;
  onEdit: (rider: Rider) => void;
  onArchive: (rider: Rider) => void;
  onRestore: (rider: Rider) => void;
  /** The id of the rider being restored. */
  restoring: string | null;
}) {
  return (
    <div>
      <div
        aria-hidden="true"
        className="hidden border-b border-slate-200 pb-2 text-xs font-medium tracking-wide text-slate-500 uppercase lg:grid lg:grid-cols-4 lg:gap-3"
      >
        <span>Rider</span>
        <span>Vehicle</span>
        <span>Status and load</span>
        <span>Actions</span>
      </div>
      <ul aria-labelledby="roster-heading" className="divide-y divide-slate-200">
        {items.map((rider) => (
          <RiderRow
            key={rider.id}
            rider={rider}
            onOpen={onOpen}
            onEdit={() => onEdit(rider)}
            onArchive={() => onArchive(rider)}
            onRestore={() => onRestore(rider)}
            restoring={restoring === rider.id}
          />
        ))}
      </ul>
    </div>
  );
}
