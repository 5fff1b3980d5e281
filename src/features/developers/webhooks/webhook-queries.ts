import type { QueryClient } from '@tanstack/react-query';
import { webhookEventTypes, type WebhookDeliveryQuery, type WebhookEventType } from '@/api/schemas/webhooks';
import { webhookQueries } from '@/queries/webhooks';
import type { DevelopersSearch } from '../search';

const isEventType = (value: string): value is WebhookEventType =>
  (webhookEventTypes as readonly string[]).includes(value);

/** The deliveries request the search params stand for (no filter for `all` or an unknown type). */
export function deliveryQueryOf({
  eventType,
  deliveryOutcome,
  deliveryPage,
}: Pick<DevelopersSearch, 'eventType' | 'deliveryOutcome' | 'deliveryPage'>): WebhookDeliveryQuery {
  return {
    page: deliveryPage,
    limit: 20,
    ...(isEventType(eventType) ? { type: eventType } : {}),
    ...(deliveryOutcome === 'all' ? {} : { outcome: deliveryOutcome }),
  };
}

/** An endpoint's page: the endpoint and the page of deliveries the URL asks for. */
export const webhookEndpointFetches = (queryClient: QueryClient, search: DevelopersSearch) => [
  queryClient.ensureQueryData(webhookQueries.endpoint(search.endpoint)),
  queryClient.ensureQueryData(webhookQueries.deliveries(search.endpoint, deliveryQueryOf(search))),
];
