import type { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { deliveryKeys, deliveryQueries } from '../deliveries';
import { errorMessages } from '@/api/errors';
import { addFault } from '@mocks/control/faults';
import {
  batchesOf,
  importBatchSize,
  importConcurrency,
  importDeliveriesMutation,
  type CreateOutcome,
} from '../delivery-import';
import { statisticsKeys, statisticsQueries } from '../statistics';
import { isInvalidated, newDelivery, run, signedInClient } from './helpers';

const body = (name: string) => newDelivery({ customer: { name, email: 'ada@example.com', phone: '0803 000 1111' } });

/** Counts the batch requests in flight, the most at once, and the rows each carried. */
function watchBatches() {
  const state = { now: 0, most: 0, sizes: [] as number[] };
  server.use(
    http.post('*/api/deliveries/batch', async ({ request }) => {
      const { deliveries } = (await request.clone().json()) as { deliveries: unknown[] };
      state.sizes.push(deliveries.length);
      state.now += 1;
      state.most = Math.max(state.most, state.now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      state.now -= 1;
      return undefined; // on to the mock API
    }),
  );
  return state;
}

const bodies = (count: number) => Array.from({ length: count }, (_, index) => body(`Customer ${index + 1}`));
const names = (result: { outcomes: CreateOutcome[] }) =>
  result.outcomes.map((o) => (o.result === 'created' ? o.delivery.customer.name : o.result));

describe('importDeliveriesMutation', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = await signedInClient();
    await queryClient.fetchQuery(deliveryQueries.list());
    await queryClient.fetchQuery(statisticsQueries.deliveries());
  });

  it(`sends ${importBatchSize} rows a request, ${importConcurrency} requests at a time, with progress; every row created in order; the lists and statistics invalidated at the end`, async () => {
    const flight = watchBatches();
    const before = db.state.deliveries.length;
    const progress: string[] = [];
    const sent = bodies(250);
    const result = await run(queryClient, importDeliveriesMutation, {
      bodies: sent,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(result.cancelled).toBe(false);
    expect(names(result)).toEqual(sent.map((b) => b.customer.name));
    expect(db.state.deliveries.length).toBe(before + 250);
    expect([...flight.sizes].sort((a, b) => b - a)).toEqual([100, 100, 50]);
    expect(flight.most).toBe(importConcurrency);
    expect(progress).toEqual(['100/250', '200/250', '250/250']);
    expect(isInvalidated(queryClient, deliveryKeys.list({}))).toBe(true);
    expect(isInvalidated(queryClient, statisticsKeys.deliveries())).toBe(true);
  });

  it("reports every row of a refused request as failed with the reason, and the other request's rows as created", async () => {
    addFault({ endpoint: 'createDeliveries', kind: 'status', status: 409, times: 1 });
    const before = db.state.deliveries.length;
    const result = await run(queryClient, importDeliveriesMutation, { bodies: bodies(150) });
    const failed = result.outcomes.filter((o) => o.result === 'failed');
    // Whichever request met the fault first: all its rows, none of the other's.
    expect(failed.length === 100 || failed.length === 50).toBe(true);
    expect(new Set(failed.map((o) => JSON.stringify(o)))).toEqual(
      new Set([JSON.stringify({ result: 'failed', reason: 'Injected fault: HTTP 409', uncertain: false })]),
    );
    expect(db.state.deliveries.length).toBe(before + 150 - failed.length);
  });

  it('says a request that got no usable answer may have created its rows', async () => {
    addFault({ endpoint: 'createDeliveries', kind: 'network', times: 1 });
    const result = await run(queryClient, importDeliveriesMutation, { bodies: bodies(2) });
    expect(result.outcomes).toEqual([
      { result: 'failed', reason: errorMessages.network, uncertain: true },
      { result: 'failed', reason: errorMessages.network, uncertain: true },
    ]);
  });

  it('stops sending on Cancel: the requests already sent are answered, the rest is not sent', async () => {
    watchBatches();
    const before = db.state.deliveries.length;
    const controller = new AbortController();
    const result = await run(queryClient, importDeliveriesMutation, {
      bodies: bodies(450),
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 100) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    // The first answer came while the second request was on its way.
    expect(result.outcomes.filter((o) => o.result === 'created')).toHaveLength(200);
    expect(result.outcomes.slice(200).every((o) => o.result === 'not-sent')).toBe(true);
    expect(db.state.deliveries.length).toBe(before + 200);
    expect(isInvalidated(queryClient, deliveryKeys.list({}))).toBe(true);
  });
});

describe('batchesOf', () => {
  const withText = (kb: number) => ({ ...body('Long'), description: 'x'.repeat(kb * 1024) });

  it(`cuts at ${importBatchSize} rows`, () => {
    expect(batchesOf(bodies(250))).toEqual([
      { first: 0, end: 100 },
      { first: 100, end: 200 },
      { first: 200, end: 250 },
    ]);
    expect(batchesOf([])).toEqual([]);
  });

  it('cuts before 256 kB of JSON, and sends a row bigger than that alone', () => {
    const rows = [withText(100), withText(100), withText(100), withText(300), body('Short'), withText(10)];
    expect(batchesOf(rows)).toEqual([
      { first: 0, end: 2 },
      { first: 2, end: 3 },
      { first: 3, end: 4 },
      { first: 4, end: 6 },
    ]);
  });
});
