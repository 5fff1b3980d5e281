// First: before any zod schema is defined (see the file).
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './queries/query-client';
import { createAppRouter } from './router';
import './styles.css';

/** In development the mock API runs in the browser (unless VITE_API_MOCKING=off). */
async function startMockApi(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { env } = await import('./env');
  if (!env.apiMocking) return;
  const { startBrowserMock } = await import('../mocks/browser');
  await startBrowserMock({ latencyMs: env.mockLatencyMs ?? 300 });
}

await startMockApi();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
