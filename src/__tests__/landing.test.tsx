import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand, limits, rotatingPhrases } from '@/config';
import type { QueryClient } from '@tanstack/react-query';
import { renderApp } from '@/test/render';

const heroHeading = () => screen.findByRole('heading', { level: 1 });
const hero = () => within(screen.getByRole('region', { name: /^The Logistics API built\sfor/ }));
/** A section below the hero: its code loads after the first page has settled (lazyAfterFirstPage). */
const section = (id: string) =>
  waitFor(() => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no section #${id}`);
    return element;
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('landing page', () => {
  it('cycles the headline phrase through the four phrases, in order, every 2 seconds', async () => {
    // Only the interval is faked: the rotation is driven by it, and the router, the
    // query cache and Testing Library keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderApp('/');
    const heading = await heroHeading();
    const live = heading.querySelector('[aria-live="polite"]');
    if (!live) throw new Error('no polite live region in the headline');

    expect(live).toHaveTextContent(rotatingPhrases[0], { normalizeWhitespace: true });
    expect(live.textContent).toBe(rotatingPhrases[0]); // the region holds the phrase only
    for (const expected of [...rotatingPhrases.slice(1), rotatingPhrases[0]]) {
      act(() => {
        vi.advanceTimersByTime(limits.rotatingPhraseMs - 1);
      });
      expect(live.textContent).not.toBe(expected);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(live.textContent).toBe(expected);
      expect(heading).toHaveTextContent(`The Logistics API built for${expected}`);
    }
  });

  it('can pause and resume the rotation, and stops announcing it while paused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user } = renderApp('/');
    const heading = await heroHeading();
    const live = heading.querySelector('[aria-live]')!;

    await user.click(screen.getByRole('button', { name: 'Pause headline rotation' }));
    expect(live).toHaveAttribute('aria-live', 'off');
    act(() => {
      vi.advanceTimersByTime(limits.rotatingPhraseMs * 3);
    });
    expect(live.textContent).toBe(rotatingPhrases[0]);

    await user.click(screen.getByRole('button', { name: 'Play headline rotation' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => {
      vi.advanceTimersByTime(limits.rotatingPhraseMs);
    });
    expect(live.textContent).toBe(rotatingPhrases[1]);
  });

  it('lists the four features in #features', async () => {
    renderApp('/');
    await heroHeading();
    const features = within(await section('features'));
    expect(features.getByRole('heading', { level: 2 })).toBeInTheDocument();
    const titles = features.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Delivery Management API',
      'Real-time Tracking & Webhooks',
      'Wallet & Payments',
      'Developer-friendly REST API',
    ]);
    expect(features.getByText(/Signed webhooks, verified in JavaScript, Python or PHP/)).toBeInTheDocument();
    expect(features.getByText(/24\/7 support/)).toBeInTheDocument();
  });

  it('shows an API request and its snake_case reply envelope as text in #demo', async () => {
    renderApp('/');
    await heroHeading();
    const demo = await section('demo');
    const blocks = [...demo.querySelectorAll('pre > code')].map((code) => code.textContent);
    const request = blocks.find((text) => text.startsWith('POST /api/deliveries'));
    const reply = blocks.find((text) => text.startsWith('HTTP/1.1 201 Created'));
    expect(request).toBeDefined();
    expect(reply).toBeDefined();

    const body = JSON.parse(request!.slice(request!.indexOf('{'))) as Record<string, unknown>;
    expect(body).toMatchObject({ from: { city: 'Lagos' }, price: 8500 });
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['customer', 'to', 'items', 'estimated_delivery', 'special_instructions']),
    );
    const envelope = JSON.parse(reply!.slice(reply!.indexOf('{'))) as Record<string, unknown>;
    expect(envelope).toMatchObject({
      success: true,
      data: { tracking_number: `${brand.trackingPrefix}-2026-0042`, status: 'pending' },
    });
  });

  it('compares DeliverOS, building in-house and a generic courier API in a captioned table in #comparison', async () => {
    renderApp('/');
    await heroHeading();
    const table = within(await section('comparison')).getByRole('table', {
      name: /compared with building in-house and with a generic courier API/,
    });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(columns).toEqual(['Capability', `Recommended${brand.name}`, 'Building in-house', 'Generic courier API']);
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(5);
    expect(within(table).getByRole('rowheader', { name: 'Naira wallet and bank payouts' })).toBeInTheDocument();
    expect(within(table).getAllByText('Yes:').length).toBeGreaterThan(0);
  });

  it('offers partners a way to sign in from the hero', async () => {
    const { user, router } = renderApp('/');
    await heroHeading();
    await user.click(hero().getByRole('link', { name: 'Sign in as a partner' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('opens the Request API Access dialog from the hero', async () => {
    const { user } = renderApp('/');
    await heroHeading();
    await user.click(hero().getByRole('button', { name: 'Request API Access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request API Access' });
    expect(dialog).toHaveAccessibleDescription("Fill out the form below and we'll get back to you within 24 hours.");
  });

  it('opens the Request API Access dialog from the header', async () => {
    const { user } = renderApp('/');
    await heroHeading();
    // The header's Request API Access button is shown from the small breakpoint up.
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Request API Access' }));
    expect(await screen.findByRole('dialog', { name: 'Request API Access' })).toBeInTheDocument();
  });

  it('offers Sign In and Sign Up in the header, and Get Started (phones) leads to partner sign-up', async () => {
    const { user, router } = renderApp('/');
    await heroHeading();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(header.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    await user.click(header.getByRole('link', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: 'Join as Delivery Partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('describes in the footer what the product does, with no AI, chat or upload', async () => {
    renderApp('/');
    await heroHeading();
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(brand.footerTagline);
    expect(footer).toHaveTextContent(/deliveries/);
    expect(footer).toHaveTextContent(/naira/);
    expect(footer).toHaveTextContent(/Logistics API/);
    expect(footer.textContent).not.toMatch(/\bAI\b|chat|upload/i);
  });
});

describe('the data layer on the landing page', () => {
  it('is not loaded by a first visit, and loads when the Request API Access dialog opens', async () => {
    const load = vi.fn((queryClient: QueryClient) => Promise.resolve(queryClient));
    const { user, dataLayer } = renderApp('/', { loadDataLayer: load });
    const headline = await heroHeading();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(dataLayer.current).toBeUndefined();

    await user.click(hero().getByRole('button', { name: 'Request API Access' }));
    expect(await screen.findByRole('dialog', { name: 'Request API Access' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // The page under the dialog was not rebuilt when the data layer arrived.
    expect(headline.isConnected).toBe(true);
  });

  it('says so when it cannot be loaded, and opens the dialog on the next try', async () => {
    const load = vi
      .fn((queryClient: QueryClient) => Promise.resolve(queryClient))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { user } = renderApp('/', { loadDataLayer: load });
    await heroHeading();

    await user.click(hero().getByRole('button', { name: 'Request API Access' }));
    expect(await screen.findByText('Network error - check your connection and try again')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(hero().getByRole('button', { name: 'Request API Access' }));
    expect(await screen.findByRole('dialog', { name: 'Request API Access' })).toBeInTheDocument();
  });
});
