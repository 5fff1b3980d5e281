import { expect, it } from 'vitest';
import { newDelivery, ok, SEEDED, sequenceOf, type WireDelivery } from '../support/deliveries';
import { all, racesOnPostgres, TIMES } from '../support/races';
import { as, signIn } from '../support/suite';

/*
 * The deliveries' races on a real PostgreSQL (PGlite runs one transaction at a time): tracking
 * numbers taken at once stay distinct and consecutive; one delivery accepted at once is accepted
 * once. Run with DATABASE_URL (docs/server.md, Tests).
 */

racesOnPostgres('deliveries’ races on PostgreSQL', (api) => {
  it(`${TIMES} creates at once get ${TIMES} distinct, consecutive tracking numbers`, async () => {
    const session = await signIn(api());
    const replies = await all(() => api().call('/api/deliveries', as(session, { body: newDelivery() })));
    const sequences = replies
      .map((reply) => sequenceOf(ok<WireDelivery>(reply, 201).tracking_number))
      .sort((a, b) => a - b);
    // The seed's twelve took 1–12.
    expect(sequences).toEqual(Array.from({ length: TIMES }, (_, i) => 13 + i));
  });

  it(`${TIMES} batches at once each get consecutive numbers, none shared`, async () => {
    const session = await signIn(api());
    const replies = await all(() =>
      api().call(
        '/api/deliveries/batch',
        as(session, { body: { deliveries: [newDelivery(), newDelivery(), newDelivery()] } }),
      ),
    );
    const batches = replies.map((reply) =>
      ok<{ deliveries: WireDelivery[] }>(reply, 201).deliveries.map((d) => sequenceOf(d.tracking_number)),
    );
    for (const batch of batches) expect(batch).toEqual([batch[0]!, batch[0]! + 1, batch[0]! + 2]);
    expect(new Set(batches.flat()).size).toBe(3 * TIMES);
  });

  it(`one pending delivery accepted ${TIMES} times at once: exactly one succeeds, one event`, async () => {
    const session = await signIn(api());
    const replies = await all(() => api().call(`/api/deliveries/${SEEDED.pending}/accept`, as(session, { body: {} })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(
      new Set(replies.filter((reply) => reply.status !== 200).map((reply) => `${reply.status} ${reply.json.code}`)),
    ).toEqual(new Set(['409 INVALID_STATUS_TRANSITION']));
    const tracking = (await api().call(`/api/deliveries/${SEEDED.pending}/tracking`, as(session))).json.data as {
      events: Array<{ status: string }>;
    };
    expect(tracking.events.map((event) => event.status)).toEqual(['pending', 'accepted']);
  });
});
