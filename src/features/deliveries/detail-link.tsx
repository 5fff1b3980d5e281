import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ChevronRight } from 'lucide';
import { lazy, Suspense, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';
import { deliveryQueries } from '@/queries/deliveries';

const section = getRouteApi('/_authenticated/dashboard/deliveries');

// The detail view (a radix sheet, the cancel form, the timeline) loads when a delivery is opened.
const DeliveryDetail = lazy(() =>
  import('./detail/delivery-detail').then(({ DeliveryDetail }) => ({ default: DeliveryDetail })),
);

/**
 * A link that opens a delivery's detail view in place (`?delivery=`, the rest of the URL kept),
 * its data fetched as soon as the partner shows intent. The cards, the table and the
 * needs-attention view all open it this way.
 */
export function DeliveryDetailLink({
  id,
  onOpen,
  className,
  children,
}: {
  id: string;
  onOpen: () => void;
  className: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const prefetch = () => {
    void queryClient.prefetchQuery(deliveryQueries.detail(id));
    void queryClient.prefetchQuery(deliveryQueries.tracking(id));
  };
  return (
    <section.Link
      to="."
      search={(previous) => ({ ...previous, delivery: id })}
      resetScroll={false}
      onClick={onOpen}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      className={className}
    >
      {children}
    </section.Link>
  );
}

/** "View details ›", its delivery named for screen readers. */
export function ViewDetailsLink({
  delivery,
  onOpen,
  className,
}: {
  delivery: { id: string; trackingNumber: string };
  onOpen: () => void;
  className: string;
}) {
  return (
    <DeliveryDetailLink id={delivery.id} onOpen={onOpen} className={className}>
      View details<span className="sr-only"> of {delivery.trackingNumber}</span>
      <Icon node={ChevronRight} className="size-4" aria-hidden="true" />
    </DeliveryDetailLink>
  );
}

/** The open delivery's detail view (`?delivery=`), which the links above open; nothing when none is. */
export function OpenDeliveryDetail({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return id ? (
    <Suspense fallback={null}>
      <DeliveryDetail key={id} id={id} onClose={onClose} />
    </Suspense>
  ) : null;
}
