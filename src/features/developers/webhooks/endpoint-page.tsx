import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/feedback/load-error';
import { PendingSection } from '@/components/feedback/pending-section';
import { BackLink } from '@/components/ui/back-link';
import { webhookQueries } from '@/queries/webhooks';
import { DeliveriesCard } from './deliveries-card';
import { EndpointCard } from './endpoint-card';

/** /dashboard/developers/webhooks/$endpointId: the endpoint, then what was sent to it. */
export function EndpointPage({ endpointId }: { endpointId: string }) {
  const endpoint = useQuery(webhookQueries.endpoint(endpointId));
  return (
    <div className="space-y-4 sm:space-y-6">
      <BackLink to="/dashboard/developers">Back to developers</BackLink>
      {endpoint.isPending ? (
        <PendingSection label="the webhook endpoint" blocks={['h-48', 'h-96']} />
      ) : endpoint.isError ? (
        <LoadError
          message="Couldn't load this webhook endpoint."
          detail={endpoint.error.status === 404 ? endpoint.error.message : undefined}
          query={endpoint}
        />
      ) : (
        <>
          <EndpointCard endpoint={endpoint.data} />
          <DeliveriesCard endpoint={endpoint.data} />
        </>
      )}
    </div>
  );
}
