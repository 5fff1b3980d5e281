import { getRouteApi } from '@tanstack/react-router';
import { env } from '@/env';
import { Card, CardHeader } from '@/components/ui/card';
import { ApiKeysCard } from './api-keys-card';
import { RequestLogsCard } from './request-logs-card';
import { EndpointPage } from './webhooks/endpoint-page';
import { WebhooksCard } from './webhooks/webhooks-card';

const route = getRouteApi('/_authenticated/dashboard/developers');

/**
 * Developers (issues 25, 26): the partner's API keys, webhook endpoints (one's page with
 * `?endpoint=`), the requests made with the keys, and how to call
 * the Logistics API with one.
 * A test key's requests act on a sandbox (test money, no live data); every reply's `livemode`
 * says which answered (docs/api-contract.md, API keys).
 */
export function DevelopersSection() {
  const { endpoint } = route.useSearch();
  if (endpoint) return <EndpointPage endpointId={endpoint} />;
  const curl = `curl ${env.apiUrl}/api/deliveries \\\n  -H "Authorization: Bearer sk_test_…"`;
  return (
    <div className="space-y-4 sm:space-y-6">
      <ApiKeysCard />
      <WebhooksCard />
      <RequestLogsCard />
      <Card>
        <section aria-labelledby="authenticate-heading">
          <CardHeader
            id="authenticate-heading"
            title="Authenticate"
            description={
              <>
                Send a key as <code className="font-mono text-slate-800">Authorization: Bearer sk_test_…</code>. Test
                keys act on a sandbox with test money; each reply’s <code className="font-mono">livemode</code> says
                which mode answered.
              </>
            }
          />
          <pre
            tabIndex={0}
            aria-label="Example request"
            className="overflow-x-auto rounded-xl bg-slate-950 p-4 font-mono text-xs leading-5 text-slate-100 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          >
            <code>{curl}</code>
          </pre>
        </section>
      </Card>
    </div>
  );
}
