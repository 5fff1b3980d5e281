import { createFileRoute } from '@tanstack/react-router';
import { ApiDocsPage } from '@/features/api-docs/api-docs-page';
import { ApiDocsPending } from '@/features/api-docs/api-docs-pending';
import { loadApiReference } from '@/features/api-docs/reference';

/**
 * /api-docs: the API reference, public. Its code and the OpenAPI document (a dynamic import of
 * docs/openapi.json) load with the route's lazy chunk, never on another page.
 */
export const Route = createFileRoute('/api-docs')({
  loader: () => loadApiReference(),
  pendingComponent: ApiDocsPending,
  component: ApiDocs,
});

function ApiDocs() {
  return <ApiDocsPage reference={Route.useLoaderData()} />;
}
