import { useQuery } from '@tanstack/react-query';
import { MapPinned, Plus } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useId, useRef, useState } from 'react';
import type { DeliveryRoute } from '@/api/schemas';
import { DeliveryRouteItem, deliveryRouteName } from './delivery-route-item';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, EmptyState } from '@/components/ui/card';
import { SwitchRowsSkeleton } from '@/components/ui/section-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { deliveryRouteMessages } from '@/forms/delivery-route-form';
import { useDeleteDeliveryRoute, useToggleDeliveryRoute } from '@/queries/delivery-route-mutations';
import { deliveryRouteQueries } from '@/queries/delivery-routes';
import { AddDeliveryRouteForm } from './add-delivery-route-form';
import { QueryStates } from '@/components/feedback/list-states';

export const deliveryRoutesSectionId = 'delivery-routes';

export function DeliveryRoutesCard() {
  const routes = useQuery(deliveryRouteQueries.list());
  const toggle = useToggleDeliveryRoute();
  const remove = useDeleteDeliveryRoute();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DeliveryRoute | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const headingId = `${deliveryRoutesSectionId}-heading`;

  const closeForm = () => {
    setAdding(false);
    addButtonRef.current?.focus();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => notify.success(deliveryRouteMessages.deleted),
        onError: () => notify.error(deliveryRouteMessages.deleteFailed),
        // Closed either way: a toast behind a modal dialog would be hidden from assistive technology.
        onSettled: () => setDeleting(null),
      },
    );
  };

  const active = routes.data?.filter((route) => route.isActive).length ?? 0;

  return (
    <section
      id={deliveryRoutesSectionId}
      aria-busy={routes.isPending}
      aria-labelledby={headingId}
      className="scroll-mt-24"
    >
      <Card>
        <CardHeader
          id={headingId}
          title="Delivery Routes"
          description={
            routes.data && routes.data.length > 0
              ? `${active} of ${routes.data.length} routes active — customers can book the active ones.`
              : 'The routes you serve, with their base prices.'
          }
          action={
            <Button
              ref={addButtonRef}
              size="sm"
              variant={adding ? 'secondary' : 'primary'}
              aria-expanded={adding}
              aria-controls={adding ? formId : undefined}
              disabled={routes.isError}
              onClick={() => setAdding((open) => !open)}
            >
              <Icon
                node={Plus}
                className={adding ? 'size-4 rotate-45 transition-transform' : 'size-4 transition-transform'}
                aria-hidden="true"
              />
              Add Route
            </Button>
          }
        />

        {adding ? <AddDeliveryRouteForm id={formId} onClose={closeForm} /> : null}

        <QueryStates
          query={routes}
          keepData
          skeleton={<SwitchRowsSkeleton rows={3} label="w-40" description="w-56" />}
          failed="We couldn't load your delivery routes."
        >
          {(list) =>
            list.length > 0 ? (
              <ul aria-label="Your delivery routes" className="divide-y divide-slate-100">
                {list.map((route) => (
                  <DeliveryRouteItem
                    key={route.id}
                    route={route}
                    onToggle={() =>
                      toggle.mutate(
                        { id: route.id },
                        { onError: () => notify.error(deliveryRouteMessages.toggleFailed) },
                      )
                    }
                    onDelete={() => setDeleting(route)}
                  />
                ))}
              </ul>
            ) : adding ? null : (
              <EmptyState
                icon={<Icon node={MapPinned} className="size-8" aria-hidden="true" />}
                title="No delivery routes yet"
                action={
                  <Button size="sm" onClick={() => setAdding(true)}>
                    <Icon node={Plus} className="size-4" aria-hidden="true" />
                    Add your first route
                  </Button>
                }
              >
                Add the routes you serve, with an estimated time and a base price, so customers can book them.
              </EmptyState>
            )
          }
        </QueryStates>
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this route?"
        description={
          deleting
            ? `${deliveryRouteName(deleting)} will be removed from your delivery routes. This cannot be undone.`
            : ''
        }
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete route'}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
