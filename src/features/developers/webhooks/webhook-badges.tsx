import type { WebhookDeliveryOutcome, WebhookEndpoint } from '@/api/schemas/webhooks';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/* The webhooks' badges: an endpoint's status and mode, a delivery's outcome. */

export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'status'> }) {
  return endpoint.status === 'enabled' ? <Badge tone="green">Enabled</Badge> : <Badge tone="red">Disabled</Badge>;
}

export function ModeBadge({ livemode }: { livemode: boolean }) {
  return livemode ? <Badge tone="indigo">Live</Badge> : <Badge tone="yellow">Test</Badge>;
}

const outcomeTone: Record<WebhookDeliveryOutcome, BadgeTone> = { succeeded: 'green', pending: 'yellow', failed: 'red' };
export const outcomeLabel: Record<WebhookDeliveryOutcome, string> = {
  succeeded: 'Delivered',
  pending: 'Retrying',
  failed: 'Failed',
};

export function OutcomeBadge({ outcome }: { outcome: WebhookDeliveryOutcome }) {
  return <Badge tone={outcomeTone[outcome]}>{outcomeLabel[outcome]}</Badge>;
}
