import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';

/*
 * The samples a developer copies from the API reference call the API this app talks to
 * (`VITE_API_URL`, src/api-url.ts; docs/api-contract.md, Base URL), never a port written into the
 * document: here a deployment whose API is at https://api.swift-riders.example.
 */

const ORIGIN = 'https://api.swift-riders.example';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the API origin in the samples', () => {
  it('the API reference gives its base URL, its curls and the OpenAPI link on the configured origin', async () => {
    vi.stubEnv('VITE_API_URL', `${ORIGIN}/`);
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
