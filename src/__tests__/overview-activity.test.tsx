import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { signInNewPartner } from '@mocks/__tests__/helpers';
import { server } from '@mocks/node';
import { DEMO_USER_ID, trackingNumber } from '@mocks/seed';

/*
 * The overview's second row (the navigation's "Dashboard"): the latest deliveries, each
 * opening its detail, and every delivery by status, each a way into the filtered list.
 */

const LOAD = { timeout: 5_000 };
const latest = () => within(screen.getByRole('list', { name: 'Latest deliveries' }));
const byStatus = () => within(screen.getByRole('region', { name: 'Deliveries by status' }));

describe('overview: latest deliveries and deliveries by status', () => {
  it('lists the five newest deliveries, each opening its detail', async () => {
    await signInAs();
    const { user, router } = renderApp('/dashboard/overview');
    await screen.findByRole('list', { name: 'Latest deliveries' }, LOAD);
    const links = latest().getAllByRole('link');
    expect(links).toHaveLength(5);
    // Newest first: the seed's twelfth delivery is its latest request.
    expect(links[0]).toHaveTextContent(trackingNumber(12));
    expect(links[0]).toHaveTextContent('Chioma Nwosu');
    expect(links[0]).toHaveTextContent('₦8,500');

    await user.click(links[0]!);
    expect(await screen.findByRole('dialog', { name: trackingNumber(12) }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/deliveries');
  });

  it('counts every delivery by status, as the mock holds them, each count opening its list', async () => {
    await signInAs();
    const { user, router } = renderApp('/dashboard/overview');
    await waitFor(() => expect(byStatus().getAllByRole('link')).toHaveLength(5), LOAD);
    const own = db.state.deliveries.filter((d) => d.partnerId === DEMO_USER_ID);
    const count = (...statuses: string[]) => String(own.filter((d) => statuses.includes(d.status)).length);
    const row = (label: string) => byStatus().getByRole('link', { name: new RegExp(`^${label}`) });
    expect(row('Pending')).toHaveTextContent(count('pending'));
    expect(row('In Progress')).toHaveTextContent(count('accepted', 'picked-up', 'in-transit'));
    expect(row('Completed')).toHaveTextContent(count('delivered'));
    expect(row('Rejected')).toHaveTextContent(count('rejected'));

    await user.click(row('Completed'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'delivered' }));
  });

  it('invites a new partner to create a first delivery', async () => {
    await signInNewPartner('overview.new@example.com');
    renderApp('/dashboard/overview');
    expect(await screen.findByText('No deliveries yet', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first delivery' })).toHaveAttribute(
      'href',
      '/dashboard/deliveries/new',
    );
  });

  it('says when the latest deliveries cannot be loaded, and loads them on Retry', async () => {
    server.use(
      http.get('*/api/deliveries', () => HttpResponse.json({ success: false, message: 'Nope' }, { status: 400 }), {
        once: true,
      }),
    );
    await signInAs();
    const { user } = renderApp('/dashboard/overview');
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent("Couldn't load your latest deliveries.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Latest deliveries' }, LOAD)).toBeInTheDocument();
  });
});
