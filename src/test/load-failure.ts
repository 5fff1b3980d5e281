import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from './render';
import { failure } from './replies';

/**
 * A section whose first load fails: opens `url` with `GET path` refused once (403), checks that
 * the region named `region` says `couldNotLoad`, clicks its Retry, and returns the region.
 */
export async function retryAfterLoadFailure(url: string, path: string, region: string, couldNotLoad: string) {
  server.use(http.get(`*${path}`, () => failure(403, 'Forbidden', 'FORBIDDEN'), { once: true }));
  const { user } = renderApp(url);
  const section = await screen.findByRole('region', { name: region }, { timeout: 5_000 });
  expect(await within(section).findByText(couldNotLoad)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Retry' }));
  return section;
}
