import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateDeliveryRequest } from '@/api/schemas';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { deliveryKeys, deliveryQueries } from '../deliveries';
import { importConcurrency, importDeliveriesMutation } from '../delivery-import';
import { createQueryClient } from '../query-client';
import { statisticsKeys, statisticsQueries } from '../statistics';
import { isInvalidated, run, signInDemo } from './helpers';

const body = (name: string): CreateDeliveryRequest => ({
  customer: { name, email: 'ada@example.com', phone: '0803 000 1111' },
  from: { address: '1 Road', city: 'Lagos' },
  to: { address: '2 Road', city: 'Abuja' },
  description: 'Parcel',
  items: ['Box'],
  price: 1500,
  priority: 'medium',
  estimatedDelivery: '2030-01-01T10:00:00.000Z',
});

/** Counts the create requests in flight, and the most at once. */
function watchConcurrency() {
  const state = { now: 0, most: 0 };
  server.use(
    http.post('*/api/deliveries', async () => {
      state.now += 1;
      state.most = Math.max(state.most, state.now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      state.now -= 1;
      return undefined; // on to the mock API
    }),
  );
  return state;
}

describe('importDeliveriesMutation', () => {
  let queryClient: ReturnType<typeof createQueryClient>;
  beforeEach(async () => {
    await signInDemo();
    queryClient = createQueryClient();
    await queryClient.fetchQuery(deliveryQueries.list());
    await queryClient.fetchQuery(statisticsQueries.deliveries());
  });

  it('creates every delivery, at most 3 at a time, in order, with progress; invalidates the lists and statistics at the end', async () => {
    const flight = watchConcurrency();
    const before = db.state.deliveries.length;
    const progress: string[] = [];
    const bodies = Array.from({ length: 8 }, (_, index) => body(`Customer ${index + 1}`));
    const result = await run(queryClient, importDeliveriesMutation, {
      bodies,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(result.cancelled).toBe(false);
    expect(result.outcomes.map((o) => (o.result === 'created' ? o.delivery.customer.name : o.result))).toEqual(
      bodies.map((b) => b.customer.name),
    );
    expect(db.state.deliveries.length).toBe(before + 8);
    expect(flight.most).toBe(importConcurrency);
    expect(progress).toEqual(['1/8', '2/8', '3/8', '4/8', '5/8', '6/8', '7/8', '8/8']);
    expect(isInvalidated(queryClient, deliveryKeys.list({}))).toBe(true);
    expect(isInvalidated(queryClient, statisticsKeys.deliveries())).toBe(true);
  });

  it('stops sending on Cancel: what was sent is answered, the rest is not sent', async () => {
    watchConcurrency();
    const before = db.state.deliveries.length;
    const controller = new AbortController();
    const result = await run(queryClient, importDeliveriesMutation, {
      bodies: Array.from({ length: 10 }, (_, index) => body(`Customer ${index + 1}`)),
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 1) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    // The first answer came while the other two in flight were on their way.
    expect(result.outcomes.filter((o) => o.result === 'created')).toHaveLength(3);
    expect(result.outcomes.slice(3).every((o) => o.result === 'not-sent')).toBe(true);
    expect(db.state.deliveries.length).toBe(before + 3);
    expect(isInvalidated(queryClient, deliveryKeys.list({}))).toBe(true);
  });
});
