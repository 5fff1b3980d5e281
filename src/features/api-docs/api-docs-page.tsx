import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { AuthGuide, guideSections } from './auth-guide';
import { endpointAnchor, EndpointSection, MethodBadge } from './endpoint-section';
import { InlineCode } from './inline-code';
import { matchesFilter, type ApiReference } from './reference';

export const pageTitle = 'API reference — DeliverOS';

const tagAnchor = (name: string) => `tag-${name}`;

/**
 * The look of `inputClasses` (src/components/ui/input.ts), written out: the build puts that module
 * in the dashboard's chunk group, which importing it would load on this public page.
 */
const filterInputClasses =
  'block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none';

/**
 * /api-docs: every endpoint of the OpenAPI document (generated from the contract), grouped by
 * its contract file, with an index, a filter, readable schemas and a curl for each.
 */
export function ApiDocsPage({ reference }: { reference: ApiReference }) {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle;
    return () => {
      document.title = previous;
    };
  }, []);

  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const filterId = useId();

  const visible = useMemo(
    () =>
      reference.tags
        .map((tag) => ({ ...tag, endpoints: tag.endpoints.filter((e) => matchesFilter(e, tag.title, deferredFilter)) }))
        .filter((tag) => tag.endpoints.length > 0),
    [reference, deferredFilter],
  );
  const shown = visible.reduce((sum, tag) => sum + tag.endpoints.length, 0);

  return (
    <div className="bg-slate-50">
      <ApiIntro reference={reference} />
      <AuthGuide server={reference.server} />

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-4 lg:items-start lg:gap-12 lg:px-8">
        <aside className="mb-6 lg:sticky lg:top-24 lg:col-span-1 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
          <div className="space-y-1.5">
            <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
              Filter endpoints
            </label>
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="e.g. withdraw, POST, /api/routes"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              className={filterInputClasses}
            />
          </div>
          <p role="status" className="mt-2 text-xs text-slate-600">
            {shown === reference.endpointCount
              ? `${shown} endpoints`
              : `${shown} of ${reference.endpointCount} endpoints match`}
          </p>

          <ContentsNav tags={visible} />
        </aside>

        <div className="min-w-0 space-y-10 lg:col-span-3">
          {visible.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-sm text-slate-700 ring-1 ring-slate-200">
              No endpoint matches “{deferredFilter}”. Try a path (<code>/api/wallet</code>), a method (
              <code>DELETE</code>) or a word of its name.
            </p>
          ) : null}
          {visible.map((tag) => (
            <TagSection key={tag.name} tag={tag} reference={reference} />
          ))}
        </div>
      </div>
    </div>
  );
}

type Tag = ApiReference['tags'][number];

/** What the API is, its conventions, and a curl that signs in as the demo partner. */
function ApiIntro({ reference }: { reference: ApiReference }) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Developers</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">API reference</h1>
        <p className="mt-4 max-w-3xl text-base leading-7 text-slate-700">
          The {reference.title} (version {reference.version}): {reference.endpointCount} endpoints, generated from the
          same contract the app and the mock API are built on. Base URL{' '}
          <code className="font-mono text-sm font-semibold text-slate-900">{reference.server}</code>: the API this app
          talks to (<code className="font-mono text-sm">VITE_API_URL</code>), which the examples below call.
        </p>
        <ul className="mt-4 max-w-3xl space-y-1.5 text-sm leading-6 text-slate-700">
          <li>
            Keys are <strong>snake_case</strong> on the wire; bodies are JSON.
          </li>
          <li>
            Every reply is <code>{'{ success, data, message?, code? }'}</code>: a refusal is a 4xx with{' '}
            <code>success: false</code>, a <code>message</code> to show and a <code>code</code>, and changes nothing.
          </li>
          <li>
            Calls send <code>Authorization: Bearer</code> with a secret key (
            <a href="#authentication" className="font-medium text-brand-700 underline underline-offset-2">
              Authentication
            </a>
            ); money movements also send an <code>Idempotency-Key</code> (one per action: the same key replays the first
            reply; another request under it is refused, 422 <code>IDEMPOTENCY_KEY_REUSED</code>).
          </li>
          <li>
            The OpenAPI 3.1 document:{' '}
            <a
              href={`${reference.server}/api/openapi.json`}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {reference.server}/api/openapi.json
            </a>
            ; <code>docs/openapi.json</code> in the repository.
          </li>
        </ul>
      </div>
    </header>
  );
}

/** The index of the endpoints shown: always beside them from `lg`, behind a toggle below. */
function ContentsNav({ tags: visible }: { tags: Tag[] }) {
  const [indexOpen, setIndexOpen] = useState(false);
  const indexId = useId();
  return (
    <nav aria-label="API reference contents" className="mt-4">
      <button
        type="button"
        aria-expanded={indexOpen}
        aria-controls={indexId}
        onClick={() => setIndexOpen((open) => !open)}
        className="w-full rounded-lg bg-white px-3 py-2 text-left text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 lg:hidden"
      >
        {indexOpen ? 'Hide contents' : 'Show contents'}
      </button>
      <ul id={indexId} className={`${indexOpen ? 'grid' : 'hidden'} mt-3 space-y-4 text-sm lg:grid`}>
        <li>
          <span className="font-semibold text-slate-900">Guides</span>
          <ul className="mt-1.5 space-y-1">
            {guideSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded px-1 py-0.5 text-slate-700 hover:bg-white hover:text-brand-800"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </li>
        {visible.map((tag) => (
          <li key={tag.name}>
            <a
              href={`#${tagAnchor(tag.name)}`}
              className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
            >
              {tag.title}
            </a>
            <ul className="mt-1.5 space-y-1">
              {tag.endpoints.map((endpoint) => (
                <li key={endpoint.operationId}>
                  <a
                    href={`#${endpointAnchor(endpoint)}`}
                    className="flex items-start gap-2 rounded px-1 py-0.5 text-slate-700 hover:bg-white hover:text-brand-800"
                  >
                    <MethodBadge method={endpoint.method} />
                    <span className="min-w-0 [overflow-wrap:anywhere]">{endpoint.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One contract file's endpoints, under its title and description. */
function TagSection({ tag, reference }: { tag: Tag; reference: ApiReference }) {
  return (
    <section
      id={tagAnchor(tag.name)}
      aria-labelledby={`${tagAnchor(tag.name)}-title`}
      className="scroll-mt-24 space-y-4"
    >
      <div>
        <h2 id={`${tagAnchor(tag.name)}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
          {tag.title}
        </h2>
        {tag.description ? (
          <p className="mt-1 text-sm text-slate-600">
            <InlineCode text={tag.description} />
          </p>
        ) : null}
      </div>
      {tag.endpoints.map((endpoint) => (
        <EndpointSection key={endpoint.operationId} endpoint={endpoint} reference={reference} />
      ))}
    </section>
  );
}
