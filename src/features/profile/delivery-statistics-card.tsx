import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Truck, XCircle } from 'lucide';
import type { IconNode } from '@/components/ui/icons';
import type { DeliveryStatistics } from '@/api/schemas';
import { StatTile, StatTileSkeleton, type StatTone } from '@/features/profile/stat-tile';
import { Card, CardHeader } from '@/components/ui/card';
import { statisticsQueries } from '@/queries/statistics';
import { QueryStates } from '@/components/feedback/list-states';

const tiles: Array<{ key: keyof DeliveryStatistics; label: string; icon: IconNode; tone: StatTone }> = [
  { key: 'completed', label: 'Completed', icon: CheckCircle2, tone: 'green' },
  { key: 'inProgress', label: 'In Progress', icon: Truck, tone: 'blue' },
  { key: 'pending', label: 'Pending', icon: Clock, tone: 'yellow' },
  { key: 'rejected', label: 'Rejected', icon: XCircle, tone: 'red' },
];

const summary = ({ total, cancelled }: DeliveryStatistics) =>
  `${total.toLocaleString('en-NG')} ${total === 1 ? 'delivery' : 'deliveries'} in total` +
  (cancelled > 0 ? `, ${cancelled.toLocaleString('en-NG')} cancelled` : '');

/** Live counts: the delivery status actions invalidate this query. */
export function DeliveryStatisticsCard() {
  const statistics = useQuery(statisticsQueries.deliveries());
  return (
    <section aria-labelledby="delivery-statistics-heading" aria-busy={statistics.isPending} className="h-full">
      <Card className="flex h-full flex-col">
        <CardHeader
          id="delivery-statistics-heading"
          title="Delivery statistics"
          description={statistics.data ? summary(statistics.data) : 'Your deliveries by status.'}
        />
        <QueryStates
          query={statistics}
          keepData
          skeleton={
            <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4">
              {tiles.map(({ key }) => (
                <StatTileSkeleton key={key} />
              ))}
            </div>
          }
          failed="We couldn't load your delivery statistics."
        >
          {(counts) => (
            <dl className="grid flex-1 grid-cols-2 grid-rows-2 gap-3 sm:gap-4">
              {tiles.map(({ key, label, icon, tone }) => (
                <StatTile key={key} label={label} value={counts[key]} icon={icon} tone={tone} />
              ))}
            </dl>
          )}
        </QueryStates>
      </Card>
    </section>
  );
}
