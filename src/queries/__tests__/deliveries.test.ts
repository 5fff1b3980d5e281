import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import type { DeliveryPage } from '@/api/schemas';
import { billingKeys, billingQueries } from '../billing';
import {
  acceptDeliveryMutation,
  cancelDeliveryMutation,
  deliveryKeys,
  deliveryQueries,
  rejectDeliveryMutation,
  updateDeliveryStatusMutation,
} from '../deliveries';
import { statisticsKeys, statisticsQueries } from '../statistics';
import { walletKeys, walletQueries } from '../wallet';
import { expectUntouched, isInvalidated, newDelivery, run, signedInClient, watch } from './helpers';
import { holdThenFail } from '@/test/hold';
import { createDeliveryMutation, updateTrackingMutation } from '../delivery-writes';
import { completeDeliveryMutation } from '../delivery-proof';
import { verifyDeliveryCode } from '@/api/delivery-proof';
import { DEMO_RIDERS } from '@mocks/seed';
import { TINY_PHOTO } from '@mocks/__tests__/helpers';

const PENDING = 'dlv_0001';
const ACCEPTED = 'dlv_0004';
const PICKED_UP = 'dlv_0006';
const IN_TRANSIT = 'dlv_0007';

const statusIn = (page: DeliveryPage | undefined, id: string) => page?.items.find((d) => d.id === id)?.status;

describe('delivery queries and mutations', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
  });

  /** A screen showing the lists, one delivery, its tracking and the statistics; billing fetched but unrelated. */
  async function openScreens(id: string) {
    const all = await watch(queryClient, deliveryQueries.list());
    const pending = await watch(queryClient, deliveryQueries.list({ status: 'pending' }));
    const accepted = await watch(queryClient, deliveryQueries.list({ status: 'accepted' }));
    const detail = await watch(queryClient, deliveryQueries.detail(id));
    const tracking = await watch(queryClient, deliveryQueries.tracking(id));
    const stats = await watch(queryClient, statisticsQueries.deliveries());
    const performance = await watch(queryClient, statisticsQueries.performance({ period: 'year' }));
    await queryClient.fetchQuery(billingQueries.info());
    await queryClient.fetchQuery(walletQueries.summary());
    return { all, pending, accepted, detail, tracking, stats, performance };
  }

  const cached = {
    all: () => queryClient.getQueryData(deliveryQueries.list().queryKey),
    pending: () => queryClient.getQueryData(deliveryQueries.list({ status: 'pending' }).queryKey),
    accepted: () => queryClient.getQueryData(deliveryQueries.list({ status: 'accepted' }).queryKey),
    detail: (id: string) => queryClient.getQueryData(deliveryQueries.detail(id).queryKey),
    tracking: (id: string) => queryClient.getQueryData(deliveryQueries.tracking(id).queryKey),
    stats: () => queryClient.getQueryData(statisticsQueries.deliveries().queryKey),
    performance: () => queryClient.getQueryData(statisticsQueries.performance({ period: 'year' }).queryKey),
  };

  it('accept: the lists, the detail, the tracking and the statistics show the server truth when it resolves', async () => {
    const before = await openScreens(PENDING);
    expect(statusIn(before.pending, PENDING)).toBe('pending');

    const reply = await run(queryClient, acceptDeliveryMutation, { id: PENDING });

    expect(reply.status).toBe('accepted');
    expect(statusIn(cached.pending(), PENDING)).toBeUndefined();
    expect(cached.pending()?.total).toBe(before.pending.total - 1);
    expect(statusIn(cached.all(), PENDING)).toBe('accepted');
    expect(cached.all()?.counts.pending).toBe(before.all.counts.pending - 1);
    expect(cached.detail(PENDING)?.status).toBe('accepted');
    expect(cached.tracking(PENDING)?.status).toBe('accepted');
    expect(cached.tracking(PENDING)?.events.at(-1)?.status).toBe('accepted');
    expect(cached.stats()?.pending).toBe(before.stats.pending - 1);
    expect(cached.stats()?.inProgress).toBe(before.stats.inProgress + 1);
    // Unrelated queries were left alone.
    expectUntouched(queryClient, billingKeys.info(), walletKeys.summary());
  });

  it('reject: the delivery leaves the pending list and counts as rejected', async () => {
    const before = await openScreens(PENDING);

    await run(queryClient, rejectDeliveryMutation, { id: PENDING });

    expect(statusIn(cached.pending(), PENDING)).toBeUndefined();
    expect(statusIn(cached.all(), PENDING)).toBe('rejected');
    expect(statusIn(cached.accepted(), PENDING)).toBeUndefined();
    expect(cached.detail(PENDING)?.status).toBe('rejected');
    expect(cached.tracking(PENDING)?.events.at(-1)?.note).toBe('Rejected by delivery partner');
    expect(cached.stats()?.pending).toBe(before.stats.pending - 1);
    expect(cached.stats()?.rejected).toBe(before.stats.rejected + 1);
    expectUntouched(queryClient, billingKeys.info());
  });

  it('status update: picked up shows in the lists, the detail and the tracking', async () => {
    const before = await openScreens(ACCEPTED);

    await run(queryClient, updateDeliveryStatusMutation, { id: ACCEPTED, status: 'picked-up' });

    expect(statusIn(before.accepted, ACCEPTED)).toBe('accepted');
    expect(statusIn(cached.accepted(), ACCEPTED)).toBeUndefined();
    expect(statusIn(cached.all(), ACCEPTED)).toBe('picked-up');
    expect(cached.all()?.counts['picked-up']).toBe(before.all.counts['picked-up'] + 1);
    expect(cached.detail(ACCEPTED)?.status).toBe('picked-up');
    expect(cached.tracking(ACCEPTED)?.events.at(-1)?.status).toBe('picked-up');
    expect(cached.stats()?.inProgress).toBe(before.stats.inProgress);
    expectUntouched(queryClient, billingKeys.info(), walletKeys.summary());
  });

  it('delivered with its proof: statistics, performance and the wallet (earning less fee) are fresh', async () => {
    const before = await openScreens(IN_TRANSIT);
    const wallet = await watch(queryClient, walletQueries.summary());
    const transactions = await watch(queryClient, walletQueries.transactions());

    // The demo partner asks for every proof (issue 27): the recipient's code first, then the rest.
    await verifyDeliveryCode(IN_TRANSIT, { code: DEMO_RIDERS.deliveryCode });
    await run(queryClient, completeDeliveryMutation, {
      id: IN_TRANSIT,
      recipientName: 'Tolu Adebayo',
      signature: { kind: 'typed', text: 'Tolu Adebayo' },
      photo: TINY_PHOTO,
    });

    expect(cached.detail(IN_TRANSIT)?.status).toBe('delivered');
    expect(cached.stats()?.completed).toBe(before.stats.completed + 1);
    expect(cached.performance()?.completedDeliveries).toBe(before.performance.completedDeliveries + 1);
    const price = before.detail.price;
    expect(queryClient.getQueryData(walletQueries.summary().queryKey)?.balance).toBe(wallet.balance + price * 0.9);
    expect(queryClient.getQueryData(walletQueries.transactions().queryKey)?.total).toBe(transactions.total + 2);
    expectUntouched(queryClient, billingKeys.info());
  });

  it('cancel: the delivery is cancelled everywhere and counted as such', async () => {
    const before = await openScreens(ACCEPTED);

    await run(queryClient, cancelDeliveryMutation, { id: ACCEPTED, reason: 'Customer changed plans' });

    expect(statusIn(cached.accepted(), ACCEPTED)).toBeUndefined();
    expect(cached.accepted()?.total).toBe(before.accepted.total - 1);
    expect(statusIn(cached.all(), ACCEPTED)).toBe('cancelled');
    expect(cached.detail(ACCEPTED)?.status).toBe('cancelled');
    expect(cached.tracking(ACCEPTED)?.events.at(-1)?.note).toContain('Customer changed plans');
    expect(cached.stats()?.cancelled).toBe(before.stats.cancelled + 1);
    expect(cached.stats()?.inProgress).toBe(before.stats.inProgress - 1);
    expectUntouched(queryClient, billingKeys.info());
  });

  it('create: the new delivery heads the lists, counts in the statistics, and its detail is cached', async () => {
    const before = await openScreens(PENDING);

    const created = await run(queryClient, createDeliveryMutation, newDelivery());

    expect(cached.all()?.items[0]?.id).toBe(created.id);
    expect(cached.pending()?.items[0]?.id).toBe(created.id);
    expect(cached.stats()?.total).toBe(before.stats.total + 1);
    expect(cached.stats()?.pending).toBe(before.stats.pending + 1);
    expect(cached.detail(created.id)).toEqual(created);
    // Another delivery's detail and tracking are untouched.
    expectUntouched(queryClient, deliveryKeys.detail(PENDING), deliveryKeys.tracking(PENDING), billingKeys.info());
  });

  it('tracking update: only that delivery’s tracking changes, to the reply', async () => {
    const before = await openScreens(PICKED_UP);

    await run(queryClient, updateTrackingMutation, {
      id: PICKED_UP,
      coordinates: { lat: 6.5, lng: 3.36 },
      address: 'Third Mainland Bridge',
      note: 'Crossing the bridge',
    });

    const tracking = cached.tracking(PICKED_UP);
    expect(tracking?.events).toHaveLength(before.tracking.events.length + 1);
    expect(tracking?.events.at(-1)?.note).toBe('Crossing the bridge');
    expect(tracking?.currentLocation?.address).toBe('Third Mainland Bridge');
    expectUntouched(queryClient, deliveryKeys.list({}), deliveryKeys.detail(PICKED_UP), statisticsKeys.deliveries());
  });

  it('accept is optimistic: the new status shows while the request is in flight and rolls back when it fails', async () => {
    // Unobserved queries: invalidation only marks them stale, so what they hold afterwards is the rollback's work.
    const all = await queryClient.fetchQuery(deliveryQueries.list());
    const pending = await queryClient.fetchQuery(deliveryQueries.list({ status: 'pending' }));
    const detail = await queryClient.fetchQuery(deliveryQueries.detail(PENDING));
    const request = holdThenFail('post', '*/api/deliveries/:id/accept');

    const outcome = run(queryClient, acceptDeliveryMutation, { id: PENDING }).catch((error: unknown) => error);
    await request.reached;

    expect(statusIn(cached.all(), PENDING)).toBe('accepted');
    expect(statusIn(cached.pending(), PENDING)).toBe('accepted');
    expect(cached.all()?.counts.accepted).toBe(all.counts.accepted + 1);
    expect(cached.detail(PENDING)?.status).toBe('accepted');

    request.fail();
    const error = await outcome;

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'boom', code: 'X' });
    expect(cached.all()).toEqual(all);
    expect(cached.pending()).toEqual(pending);
    expect(cached.detail(PENDING)).toEqual(detail);
    expect(isInvalidated(queryClient, deliveryKeys.detail(PENDING))).toBe(true);
  });

  it('a refused transition rolls back and the error carries the server message', async () => {
    await openScreens(ACCEPTED);

    await expect(run(queryClient, acceptDeliveryMutation, { id: ACCEPTED })).rejects.toMatchObject({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
    });

    expect(statusIn(cached.all(), ACCEPTED)).toBe('accepted');
    expect(cached.detail(ACCEPTED)?.status).toBe('accepted');
  });
});
