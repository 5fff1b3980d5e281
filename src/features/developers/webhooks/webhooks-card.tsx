import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Plus, Webhook } from 'lucide';
import { useState } from 'react';
import type { WebhookEndpoint } from '@/api/schemas/webhooks';
import { ListStates } from '@/components/feedback/list-states';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { RowsSkeleton, SectionCard } from '@/components/ui/section-card';
import { Icon } from '@/components/ui/icons';
import { SecretReveal } from '@/components/ui/secret-reveal';
import { webhookMessages } from '@/forms/webhook-endpoint-form';
import { webhookQueries } from '@/queries/webhooks';
import { EndpointDialog } from './endpoint-dialog';
import { EndpointStatusBadge, ModeBadge } from './webhook-badges';

/**
 * Developers → Webhooks (issue 26): the endpoints of the mode on screen (test mode shows the
 * test endpoints), each opening its deliveries; Add endpoint shows the signing secret once.
 */
export function WebhooksCard() {
  const list = useQuery(webhookQueries.endpoints());
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <SectionCard
      id="webhooks-heading"
      title="Webhooks"
      description="Signed events sent to your servers when deliveries and money move, retried until they arrive."
      action={
        <Button size="sm" onClick={() => setAdding(true)}>
          <Icon node={Plus} className="size-4" aria-hidden="true" />
          Add endpoint
        </Button>
      }
      after={
        <>
          <EndpointDialog open={adding} onOpenChange={setAdding} onCreated={setSecret} />
          <SecretReveal
            title="Your endpoint’s signing secret"
            secret={secret}
            warning={webhookMessages.secretWarning}
            onClose={() => setSecret(null)}
          />
        </>
      }
    >
      <ListStates
        query={list}
        skeleton={<RowsSkeleton rows={1} />}
        failed="Couldn't load your webhook endpoints."
        empty={
          <EmptyState icon={<Icon node={Webhook} className="size-8" aria-hidden="true" />} title="No endpoints yet">
            Add an endpoint to receive events instead of polling the API.
          </EmptyState>
        }
      >
        {(items) => (
          <ul aria-labelledby="webhooks-heading" className="divide-y divide-slate-200">
            {items.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </ListStates>
    </SectionCard>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const events = endpoint.events.length;
  return (
    <li>
      <Link
        to="/dashboard/developers"
        search={{ endpoint: endpoint.id }}
        className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-mono text-sm font-semibold break-all text-slate-900">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm break-words text-slate-600">{endpoint.description}</p> : null}
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <EndpointStatusBadge endpoint={endpoint} />
            <ModeBadge livemode={endpoint.livemode} />
            <span>
              {events} {events === 1 ? 'event' : 'events'}
            </span>
            {endpoint.consecutiveFailures > 0 && endpoint.status === 'enabled' ? (
              <span className="text-red-700">{endpoint.consecutiveFailures} failed in a row</span>
            ) : null}
          </p>
        </div>
        <Icon node={ChevronRight} className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}
