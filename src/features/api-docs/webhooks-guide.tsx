import { webhookEventTypes, WEBHOOK_API_VERSION } from '@/api/schemas/webhooks';
import { webhookEventLabels } from '@/forms/webhook-endpoint-form';
import { Section, text } from './guide-section';
import { CodeBlock } from './code-block';
import { ScrollArea } from './scroll-area';
import { webhookVerificationSamples } from './webhook-samples';
import { ColumnHeads } from './column-heads';

/*
 * /api-docs' webhooks guide (issue 26): the event catalogue, an example payload, the signature
 * scheme, the retry schedule and verification code that runs in a test
 * (src/features/api-docs/__tests__/webhook-samples.test.ts). docs/webhooks.md has the same facts.
 */

const resourceOf = (type: string) =>
  type.startsWith('delivery.location')
    ? 'the delivery’s tracking'
    : type.startsWith('delivery.')
      ? 'the delivery'
      : type === 'api_access.decided'
        ? 'the API-access request'
        : 'the wallet transaction';

const examplePayload = `POST /your/webhook/path
Content-Type: application/json
DeliverOS-Event-Id: evt_4k2q9x
DeliverOS-Signature: t=1764324000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd

{
  "id": "evt_4k2q9x",
  "type": "delivery.status_changed",
  "created_at": "2026-11-28T10:00:00.000Z",
  "livemode": true,
  "api_version": "${WEBHOOK_API_VERSION}",
  "data": {
    "object": {
      "id": "dlv_0012",
      "tracking_number": "DOS-2026-0012",
      "status": "in-transit",
      "price": 8500,
      "…": "the delivery as GET /api/deliveries/:id returns it"
    }
  }
}`;

const retries = ['at once', '1 min', '5 min', '30 min', '2 h', '5 h', '10 h', '24 h'];

export function WebhooksGuide() {
  return (
    <Section id="webhooks" title="Receiving webhooks">
      <p className={text}>
        Add endpoints under <strong>Developers → Webhooks</strong> (or{' '}
        <code className="font-mono">POST /api/webhook-endpoints</code>) and DeliverOS POSTs an event to each one as
        things happen, instead of you polling. An endpoint made in test mode (or with a test key) gets test events only.
        Test one with <code className="font-mono">npm run webhooks:listen -- --port 4242 --secret whsec_…</code>, which
        prints each verified event and refuses a bad signature with the reason.
      </p>
      <ScrollArea label="Event types" className="max-w-3xl overflow-x-auto rounded-xl ring-1 ring-slate-200">
        <table className="w-full bg-white text-left text-sm">
          <caption className="sr-only">Event types</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <ColumnHeads columns={['Type', 'When', 'data.object']} className="px-3 py-2" />
          </thead>
          <tbody className="divide-y divide-slate-200">
            {webhookEventTypes.map((type) => (
              <tr key={type}>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap text-slate-900">{type}</td>
                <td className="px-3 py-2 text-slate-700">{webhookEventLabels[type].detail}</td>
                <td className="px-3 py-2 text-slate-700">{resourceOf(type)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <div className="max-w-3xl">
        <CodeBlock label="An event as your endpoint receives it" code={examplePayload} />
      </div>
      <p className={text}>
        <strong>Verify every event.</strong> <code className="font-mono">DeliverOS-Signature</code> holds{' '}
        <code className="font-mono">t</code>, the time it was signed (Unix seconds), and{' '}
        <code className="font-mono">v1</code>, the hex HMAC-SHA256 of <code className="font-mono">t</code>, a dot and
        the raw body, keyed with the endpoint’s signing secret. Compute it over the body exactly as received, compare in
        constant time, and refuse a <code className="font-mono">t</code> more than 300 seconds from your clock. For 24
        hours after you rotate the secret, the header carries two <code className="font-mono">v1</code>: one for each.
      </p>
      <p className={text}>
        <strong>Retries.</strong> Any 2xx within 10 seconds is success; redirects are not followed. Otherwise the event
        is tried again — {retries.slice(1).join(', ')} after the first attempt (8 in all) — and each attempt is listed
        with its status in the dashboard, where any event can be resent. After 10 failed attempts in a row the endpoint
        is disabled and you get an e-mail; enabling it resumes with the next event. Events of one delivery arrive in the
        order they happened.
      </p>
      <div className="max-w-3xl space-y-4">
        {webhookVerificationSamples.map((sample) => (
          <CodeBlock key={sample.language} label={sample.label} code={sample.code} />
        ))}
      </div>
    </Section>
  );
}
