import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateDeliveryRequest } from '@/api/schemas';
import { deliveryKeys } from '@/queries/deliveries';
import { createDelivery } from '@server/domain/deliveries/create';
import { inMockStore } from '@mocks/deliveries';
import { DEMO_USER_ID } from '@mocks/seed';
import { newDelivery } from '@mocks/__tests__/deliveries-fixtures';
import { renderApp, signInAs } from '@/test/render';

/*
 * The live deliveries list (issue 15): it refetches every 30 s while visible; requests that
 * came in meanwhile are announced ("N new delivery requests"), the partner's own writes are not.
 * A request "arrives" straight in the mock's store, as a customer's booking would (the server's
 * rule, without a request of the partner's); the test then refetches the list as the 30 s
 * interval would.
 */

/** A customer's booking: the tests' new delivery, under `name`. */
const booking = (name: string): CreateDeliveryRequest => ({
  ...newDelivery,
  customer: { ...newDelivery.customer, name },
});

/** A customer's booking arrives for the demo partner. */
const arrive = (name: string) => inMockStore((ctx) => createDelivery(ctx, DEMO_USER_ID, booking(name), Date.now()));

async function openDeliveries() {
  await signInAs();
  const ui = renderApp('/dashboard/deliveries');
  await screen.findByRole('article', { name: /DOS-\d{4}-0012/ });
  return ui;
}

const notice = () => screen.queryByText(/new delivery requests?$/);

describe('the live deliveries list', () => {
  it('refetches on its own every 30 seconds', async () => {
    const { queryClient } = await openDeliveries();
    const [query] = queryClient.getQueryCache().findAll({ queryKey: deliveryKeys.lists(), type: 'active' });
    expect(query?.observers[0]?.options.refetchInterval).toBe(30_000);
  });

  it('announces requests that came in, and shows them on request', async () => {
    const { queryClient, user, router } = await openDeliveries();
    expect(notice()).not.toBeInTheDocument();

    await arrive('Ngozi Eze');
    await arrive('Musa Danjuma');
    await act(() => queryClient.refetchQueries({ queryKey: deliveryKeys.lists(), type: 'active' }));

    const status = await screen.findByText('2 new delivery requests');
    expect(status.closest('[role="status"]')).not.toBeNull();
    // Newest first: already on the first page, at the top.
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(/DOS-\d{4}-0014/);

    await user.click(within(status).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'pending' }));
    expect(notice()).not.toBeInTheDocument();
    expect(await screen.findByText('Musa Danjuma')).toBeInTheDocument();
  });

  it('does not count the partner’s own writes as arrivals', async () => {
    const { queryClient, user } = await openDeliveries();
    const card = within(screen.getByRole('article', { name: /DOS-\d{4}-0012/ }));
    await user.click(card.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(card.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    await act(() => queryClient.refetchQueries({ queryKey: deliveryKeys.lists(), type: 'active' }));
    expect(notice()).not.toBeInTheDocument();

    // One arrival after the partner's own action is still announced, as one.
    await arrive('Ifeoma Chukwu');
    await act(() => queryClient.refetchQueries({ queryKey: deliveryKeys.lists(), type: 'active' }));
    expect(await screen.findByText('1 new delivery request')).toBeInTheDocument();
  });
});
