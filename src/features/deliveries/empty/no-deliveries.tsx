import { Package, SearchX } from 'lucide';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import type { DeliveriesSearch } from '../search';

/** No delivery to show: none at all yet, or none matching the search and filters. */
export default function NoDeliveries({
  search,
  q,
  partnerTotal,
  onClear,
}: {
  search: DeliveriesSearch;
  /** The text the list was searched with (the URL's may lag behind). */
  q: string;
  /** The partner's deliveries in every status. */
  partnerTotal: number | undefined;
  onClear: () => void;
}) {
  if (partnerTotal === 0 && q === '') {
    return (
      <EmptyState icon={<Icon node={Package} className="size-10" aria-hidden="true" />} title="No deliveries yet">
        Deliveries assigned to your company will appear here, ready to accept. Make sure your delivery routes are set up
        and active in your Profile.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<Icon node={SearchX} className="size-10" aria-hidden="true" />}
      title="No deliveries match your filters"
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      {q ? <>Nothing matches “{q}”</> : <>No deliveries</>}
      {search.status !== 'all' ? ' with this status' : ''}
      {search.from || search.to ? ' in these dates' : ''}. Try another search or status.
    </EmptyState>
  );
}
