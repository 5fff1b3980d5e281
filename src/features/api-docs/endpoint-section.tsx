import { CodeBlock } from './code-block';
import { InlineCode } from './inline-code';
import { ScrollArea } from './scroll-area';
import { ParameterTable, PropertyTable } from './property-table';
import { curlFor, type ApiReference, type Auth, type EndpointDoc } from './reference';
import { ColumnHeads } from './column-heads';

// The badge tones of src/components/ui/badge.tsx: classes the stylesheet has already.
const methodTones: Record<string, string> = {
  GET: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  POST: 'bg-green-50 text-green-700 ring-green-600/20',
  PUT: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30',
  PATCH: 'bg-purple-50 text-purple-700 ring-purple-600/20',
  DELETE: 'bg-red-50 text-red-700 ring-red-600/20',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-flex w-16 shrink-0 justify-center rounded-md px-1.5 py-0.5 font-mono text-xs font-bold tracking-wide ring-1 ring-inset ${methodTones[method] ?? 'bg-slate-100 text-slate-800 ring-slate-500/20'}`}
    >
      {method}
    </span>
  );
}

const authLabels: Record<Auth, string> = {
  public: 'Public: no token',
  key: 'API key (Bearer sk_test_… or sk_live_…), or the dashboard’s access token',
  user: 'Sign-in: the dashboard’s access token (no API key)',
  refresh: 'Bearer refresh token',
};

export const endpointAnchor = (endpoint: EndpointDoc) => `op-${endpoint.operationId}`;

const subheading = 'text-sm font-semibold text-slate-900';

/** One endpoint: what to send, what comes back, how it is refused, and a curl to try it. */
export function EndpointSection({
  endpoint,
  reference,
}: {
  endpoint: EndpointDoc;
  reference: Pick<ApiReference, 'server' | 'idempotencyKeyExample'>;
}) {
  const id = endpointAnchor(endpoint);
  const name = `${endpoint.method} ${endpoint.path}`;
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-24 space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <header className="space-y-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-slate-900">
          {endpoint.summary}
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <MethodBadge method={endpoint.method} />
          <code className="font-mono text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{endpoint.path}</code>
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="About this endpoint">
          <li>
            <span className="font-medium text-slate-800">Auth:</span> {authLabels[endpoint.auth]}
          </li>
          {endpoint.idempotent ? (
            <li>
              <span className="font-medium text-slate-800">Idempotency-Key</span> header required
            </li>
          ) : null}
          <li>
            <span className="font-medium text-slate-800">operationId:</span> <code>{endpoint.operationId}</code>
          </li>
        </ul>
        {endpoint.description ? (
          <p className="text-sm leading-6 text-slate-700">
            <InlineCode text={endpoint.description} />
          </p>
        ) : null}
      </header>

      {endpoint.parameters.length > 0 ? (
        <section className="space-y-2" aria-labelledby={`${id}-parameters`}>
          <h4 id={`${id}-parameters`} className={subheading}>
            Parameters
          </h4>
          <ParameterTable parameters={endpoint.parameters} caption={`Parameters of ${name}`} />
        </section>
      ) : null}

      {endpoint.body ? (
        <section className="space-y-2" aria-labelledby={`${id}-body`}>
          <h4 id={`${id}-body`} className={subheading}>
            Request body{' '}
            <span className="font-normal text-slate-600">(JSON{endpoint.body.required ? '' : ', optional'})</span>
          </h4>
          {endpoint.body.rows.length > 0 ? (
            <PropertyTable rows={endpoint.body.rows} caption={`Request body of ${name}`} />
          ) : null}
        </section>
      ) : null}

      <section className="space-y-2" aria-labelledby={`${id}-reply`}>
        <h4 id={`${id}-reply`} className={subheading}>
          Reply {endpoint.reply.status}{' '}
          <span className="font-normal text-slate-600">
            <code>{'{ success: true, data }'}</code>, <code>data</code>: {endpoint.reply.dataType}
          </span>
        </h4>
        {endpoint.reply.rows.length > 0 ? (
          <PropertyTable rows={endpoint.reply.rows} caption={`Reply data of ${name}`} />
        ) : null}
      </section>

      {endpoint.refusals.length > 0 ? (
        <section className="space-y-2" aria-labelledby={`${id}-refusals`}>
          <h4 id={`${id}-refusals`} className={subheading}>
            Refusals{' '}
            <span className="font-normal text-slate-600">
              (<code>{'{ success: false, data: null, message, code }'}</code>)
            </span>
          </h4>
          <ScrollArea label={`Refusals of ${name}`} className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">Refusals of {name}</caption>
              <thead className="bg-slate-50 text-slate-600">
                <ColumnHeads columns={['Status', 'Code', 'Message, e.g.']} className="px-3 py-2" />
              </thead>
              <tbody className="divide-y divide-slate-100">
                {endpoint.refusals.map((r) => (
                  <tr key={`${r.status}-${r.code}-${r.message}`}>
                    <td className="px-3 py-2 align-top font-mono text-slate-900">{r.status}</td>
                    <td className="px-3 py-2 align-top font-mono [overflow-wrap:anywhere] text-slate-900">{r.code}</td>
                    <td className="px-3 py-2 align-top [overflow-wrap:anywhere] text-slate-600">{r.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        </section>
      ) : null}

      <CodeBlock code={curlFor(endpoint, reference)} label={`curl example: ${endpoint.summary}`} />
    </article>
  );
}
