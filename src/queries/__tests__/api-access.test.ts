import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiAccessKeys,
  apiAccessQueries,
  createApiAccessRequestMutation,
  updateApiAccessRequestMutation,
} from '../api-access';
import { deliveryRouteKeys, deliveryRouteQueries } from '../delivery-routes';
import { expectUntouched, run, signedInClient, signInOperator, watch } from './helpers';

const body = {
  businessName: 'Kano Couriers',
  location: 'Kano',
  email: 'ops@kanocouriers.ng',
  reason: 'Dispatch integration for our store',
};

describe('API access request queries and mutations', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    // A partner's cached list, to show the review's invalidations stay in their domain.
    queryClient = await signedInClient();
    await queryClient.fetchQuery(deliveryRouteQueries.list());
    await signInOperator();
  });

  it('create: the new request is in the cached lists and its detail is cached', async () => {
    const before = await watch(queryClient, apiAccessQueries.list());

    const request = await run(queryClient, createApiAccessRequestMutation, body);

    const list = queryClient.getQueryData(apiAccessQueries.list().queryKey);
    expect(list?.total).toBe(before.total + 1);
    expect(list?.items[0]).toEqual(request);
    expect(queryClient.getQueryData(apiAccessKeys.detail(request.id))).toEqual(request);
    expectUntouched(queryClient, deliveryRouteKeys.list());
  });

  it('status update: the detail shows it and the status-filtered lists follow', async () => {
    const request = await run(queryClient, createApiAccessRequestMutation, body);
    await watch(queryClient, apiAccessQueries.detail(request.id));
    const pending = await watch(queryClient, apiAccessQueries.list({ status: 'pending' }));
    const approved = await watch(queryClient, apiAccessQueries.list({ status: 'approved' }));
    expect(pending.items.map((r) => r.id)).toContain(request.id);

    await run(queryClient, updateApiAccessRequestMutation, {
      id: request.id,
      status: 'approved',
    });

    expect(queryClient.getQueryData(apiAccessKeys.detail(request.id))).toMatchObject({ status: 'approved' });
    expect(
      queryClient.getQueryData(apiAccessQueries.list({ status: 'pending' }).queryKey)?.items.map((r) => r.id),
    ).not.toContain(request.id);
    expect(queryClient.getQueryData(apiAccessQueries.list({ status: 'approved' }).queryKey)?.total).toBe(
      approved.total + 1,
    );
    expectUntouched(queryClient, deliveryRouteKeys.list());
  });

  it('invitation: an approved request’s link pre-fills the sign-up; an unknown one fails with 404', async () => {
    const invitation = await queryClient.fetchQuery(apiAccessQueries.invitation('inv_seed_kano_express'));
    expect(invitation).toEqual({ email: 'dev@kanoexpress.ng', businessName: 'Kano Express Couriers' });
    await expect(queryClient.fetchQuery(apiAccessQueries.invitation('inv_unknown'))).rejects.toMatchObject({
      status: 404,
      code: 'INVITATION_NOT_FOUND',
    });
  });
});
