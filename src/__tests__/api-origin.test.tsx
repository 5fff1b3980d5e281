import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { env } from '@/env';
import { renderApp, signInAs } from '@/test/render';

/*
 * The samples a developer copies call the API this app talks to (`VITE_API_URL`, src/env.ts;
 * docs/api-contract.md, Base URL), never a port written into the page: here a deployment whose
 * API is at https://api.swift-riders.example.
 */

const ORIGIN = 'https://api.swift-riders.example';

vi.mock('@/env', async (importOriginal) => {
  const actual = await importOriginal<{ env: typeof env }>();
  return { env: { ...actual.env, apiUrl: 'https://api.swift-riders.example' } };
});
// The same setting as a public page's chunk reads it (src/api-url.ts, without zod).
vi.mock('@/api-url', () => ({ DEFAULT_API_URL: 'http://localhost:8111', apiUrl: 'https://api.swift-riders.example' }));

describe('the API origin in the samples', () => {
  it('the Developers page’s curl calls the configured origin', async () => {
    await signInAs();
    renderApp('/dashboard/developers');
    const example = await screen.findByLabelText('Example request', {}, { timeout: 5_000 });
    expect(example).toHaveTextContent(`curl ${ORIGIN}/api/deliveries`);
    expect(document.body.textContent).not.toContain('localhost:8111');
  });

  it('the API reference gives its base URL, its curls and the OpenAPI link on the configured origin', async () => {
    renderApp('/api-docs');
    await screen.findByRole('heading', { level: 1, name: 'API reference' }, { timeout: 10_000 });
    const baseUrl = screen.getByText(/Base URL/).closest('p')!;
    expect(within(baseUrl).getByText(ORIGIN)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${ORIGIN}/api/openapi.json` })).toHaveAttribute(
      'href',
      `${ORIGIN}/api/openapi.json`,
    );
    const wallet = within(document.getElementById('op-getWallet')!);
    const curl = within(wallet.getByRole('figure', { name: /^curl example/ })).getByRole('code');
    expect(curl).toHaveTextContent(`curl '${ORIGIN}/api/wallet'`);
    expect(document.body.textContent).not.toContain('localhost:8111');
  });
});
