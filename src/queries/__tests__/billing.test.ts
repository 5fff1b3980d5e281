import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { billingKeys, billingQueries } from '../billing';
import {
  createPaymentMethodMutation,
  deletePaymentMethodMutation,
  updateBillingInfoMutation,
  updatePaymentMethodMutation,
} from '../billing-mutations';
import { deliveryRouteKeys, deliveryRouteQueries } from '../delivery-routes';
import { expectUntouched, run, signedInClient, watch } from './helpers';

const SEEDED_METHOD = 'pm_verve';

describe('billing queries and mutations', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
    await queryClient.fetchQuery(deliveryRouteQueries.list());
  });

  const cachedMethods = () => queryClient.getQueryData(billingQueries.paymentMethods().queryKey);

  it('billing update: the cached info is the saved info; payment methods and routes untouched', async () => {
    const info = await watch(queryClient, billingQueries.info());
    await watch(queryClient, billingQueries.paymentMethods());

    await run(queryClient, updateBillingInfoMutation, { ...info, address: '1 Broad Street', city: 'Lagos Island' });

    expect(queryClient.getQueryData(billingQueries.info().queryKey)).toEqual({
      ...info,
      address: '1 Broad Street',
      city: 'Lagos Island',
    });
    expect(await queryClient.fetchQuery({ ...billingQueries.info(), staleTime: 0 })).toEqual(
      queryClient.getQueryData(billingQueries.info().queryKey),
    );
    expectUntouched(queryClient, billingKeys.paymentMethods(), deliveryRouteKeys.list());
  });

  it('add a default payment method: the cached list has it as the only default', async () => {
    const before = await watch(queryClient, billingQueries.paymentMethods());
    await watch(queryClient, billingQueries.info());

    const method = await run(queryClient, createPaymentMethodMutation, {
      type: 'card',
      provider: 'Verve',
      accountName: 'Ada Okafor',
      accountNumber: '5061000000001234',
      isDefault: true,
    });

    expect(cachedMethods()).toHaveLength(before.length + 1);
    expect(cachedMethods()?.find((m) => m.id === method.id)).toMatchObject({ last4: '1234', isDefault: true });
    expect(cachedMethods()?.find((m) => m.id === SEEDED_METHOD)?.isDefault).toBe(false);
    expectUntouched(queryClient, billingKeys.info(), deliveryRouteKeys.list());
  });

  it('edit a payment method: the cached list holds the edit', async () => {
    await watch(queryClient, billingQueries.paymentMethods());

    await run(queryClient, updatePaymentMethodMutation, { id: SEEDED_METHOD, accountName: 'Swift Riders Nigeria Ltd' });

    expect(cachedMethods()?.find((m) => m.id === SEEDED_METHOD)?.accountName).toBe('Swift Riders Nigeria Ltd');
    expectUntouched(queryClient, deliveryRouteKeys.list());
  });

  it('make another method the default: the old default is no longer one in the cached list', async () => {
    await watch(queryClient, billingQueries.paymentMethods());
    const added = await run(queryClient, createPaymentMethodMutation, {
      type: 'bank_transfer',
      provider: 'Access Bank',
      accountName: 'Swift Riders Ltd',
      accountNumber: '0987654321',
    });
    expect(cachedMethods()?.find((m) => m.id === added.id)?.isDefault).toBe(false);

    await run(queryClient, updatePaymentMethodMutation, { id: added.id, isDefault: true });

    expect(cachedMethods()?.find((m) => m.id === added.id)?.isDefault).toBe(true);
    expect(cachedMethods()?.find((m) => m.id === SEEDED_METHOD)?.isDefault).toBe(false);
  });

  it('delete a payment method: it is gone from the cached list', async () => {
    const before = await watch(queryClient, billingQueries.paymentMethods());

    await run(queryClient, deletePaymentMethodMutation, { id: SEEDED_METHOD });

    expect(cachedMethods()).toHaveLength(before.length - 1);
    expect(cachedMethods()?.some((m) => m.id === SEEDED_METHOD)).toBe(false);
    expectUntouched(queryClient, deliveryRouteKeys.list());
  });
});
