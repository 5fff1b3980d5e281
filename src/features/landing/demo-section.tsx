import { SectionHeading } from '@/features/landing/section-heading';
import { CodePanel } from '@/features/landing/code-panel';
import { apiHost, demoSteps, sampleReply, sampleRequestBody, sampleWebhook } from './content';

const json = (value: unknown) => JSON.stringify(value, null, 2);

const requestText = [
  'POST /api/deliveries HTTP/1.1',
  `Host: ${apiHost}`,
  'Authorization: Bearer sk_test_••••••••',
  'Content-Type: application/json',
  '',
  json(sampleRequestBody),
].join('\n');

const replyText = ['HTTP/1.1 201 Created', 'Content-Type: application/json', '', json(sampleReply)].join('\n');

function StatusBadge({ children }: { children: string }) {
  return (
    <span className="shrink-0 rounded-md bg-brand-500/15 px-2 py-0.5 font-mono text-xs font-semibold text-brand-300">
      {children}
    </span>
  );
}

export function DemoSection() {
  return (
    <section id="demo" aria-labelledby="demo-title" className="bg-slate-950 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
          <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
            <SectionHeading
              id="demo-title"
              eyebrow="API demo"
              title="From request to rider in one call"
              align="left"
              inverted
            >
              Send the customer, the pickup, the drop-off and the price in naira. The reply carries the tracking number
              your customers will follow, in the same envelope as every other call.
            </SectionHeading>

            <ol className="mt-10 space-y-6">
              {demoSteps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-500/15 text-sm font-bold text-brand-300 ring-1 ring-brand-400/30">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-white">{step.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-400">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>

            <CodePanel className="mt-10" label="Webhook: delivery.status_changed" code={json(sampleWebhook)} />
          </div>

          <div className="grid min-w-0 gap-6">
            <CodePanel label="Request: POST /api/deliveries" code={requestText} />
            <CodePanel label="Response" badge={<StatusBadge>201 Created</StatusBadge>} code={replyText} />
          </div>
        </div>
      </div>
    </section>
  );
}
