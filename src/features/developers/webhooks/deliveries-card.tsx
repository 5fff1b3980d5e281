import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Send } from 'lucide';
import { LoadError } from '@/components/feedback/load-error';
import { ShowingRange } from '@/components/layout/list-page';
import { Card, CardHeader, EmptyState, Skeleton } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { Pagination, pageCountOf } from '@/components/ui/pagination';
import { webhookEventTypes, type WebhookEndpoint } from '@/api/schemas/webhooks';
import { SelectField } from '@/forms/field';
import { webhookEventLabels } from '@/forms/webhook-endpoint-form';
import { webhookQueries } from '@/queries/webhooks';
import { DeliveryRow } from './delivery-row';
import { deliveryOutcomeFilters, type DevelopersSearch } from '../search';
import { outcomeLabel } from './webhook-badges';
import { deliveryQueryOf } from './webhook-queries';

const route = getRouteApi('/_authenticated/dashboard/developers');

/**
 * GET /api/webhook-endpoints/:id/deliveries: what was sent, newest first, each with its
 * attempts and Resend; by type and outcome, pages of 20, all in the URL. Refetched every 5 s:
 * retries land on their own schedule.
 */
export function DeliveriesCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const patch = (change: Partial<DevelopersSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), resetScroll: false });
  const deliveries = useQuery({
    ...webhookQueries.deliveries(endpoint.id, deliveryQueryOf(search)),
    placeholderData: keepPreviousData,
  });
  const data = deliveries.data;
  const filtered = search.eventType !== '' || search.deliveryOutcome !== 'all';

  let body;
  if (deliveries.isPending) {
    body = <Skeleton className="h-32 w-full rounded-xl" />;
  } else if (deliveries.isError && !data) {
    body = <LoadError message="Couldn't load this endpoint's deliveries." query={deliveries} />;
  } else if (data && data.items.length === 0) {
    body = (
      <EmptyState icon={<Icon node={Send} className="size-8" aria-hidden="true" />} title="Nothing sent yet">
        {filtered
          ? 'No delivery matches these filters.'
          : 'Events you subscribed to show here as they happen. Send a test event to try the endpoint now.'}
      </EmptyState>
    );
  } else if (data) {
    body = (
      <>
        <ul aria-label="Deliveries" className="divide-y divide-slate-200">
          {data.items.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} endpointEnabled={endpoint.status === 'enabled'} />
          ))}
        </ul>
        <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-600">
            <ShowingRange data={data} one="delivery" many="deliveries" />
          </p>
          <Pagination
            label="Deliveries pages"
            page={data.page}
            pageCount={pageCountOf(data.total, data.limit)}
            busy={deliveries.isFetching}
            onPage={(deliveryPage) => patch({ deliveryPage })}
          />
        </div>
      </>
    );
  }

  return (
    <Card>
      <section aria-labelledby="deliveries-heading">
        <CardHeader
          id="deliveries-heading"
          title="Deliveries"
          description="Each event sent to this endpoint and every attempt: status, time, the reply."
        />
        <div className="mb-4 grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Event type"
            value={search.eventType}
            onChange={(event) => patch({ eventType: event.target.value, deliveryPage: 1 })}
          >
            <option value="">All types</option>
            {webhookEventTypes.map((type) => (
              <option key={type} value={type}>
                {webhookEventLabels[type].title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Outcome"
            value={search.deliveryOutcome}
            onChange={(event) =>
              patch({ deliveryOutcome: event.target.value as DevelopersSearch['deliveryOutcome'], deliveryPage: 1 })
            }
          >
            {deliveryOutcomeFilters.map((outcome) => (
              <option key={outcome} value={outcome}>
                {outcome === 'all' ? 'All outcomes' : outcomeLabel[outcome]}
              </option>
            ))}
          </SelectField>
        </div>
        {filtered ? (
          <button
            type="button"
            className="mb-3 text-sm font-semibold text-brand-700 hover:text-brand-800"
            onClick={() => patch({ eventType: '', deliveryOutcome: 'all', deliveryPage: 1 })}
          >
            Clear filters
          </button>
        ) : null}
        {body}
      </section>
    </Card>
  );
}
