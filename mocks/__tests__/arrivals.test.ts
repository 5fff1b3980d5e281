import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listDeliveries } from '@/api/deliveries';
import { getDeliveryStatistics } from '@/api/statistics';
import { applyScenario } from '../control/scenarios';
import { db, resetDb } from '../db';
import { ARRIVALS } from '../constants';
import { signInDemo } from './helpers';

/*
 * The `arrivals` scenario (issue 15): new delivery requests come in for the demo partner on
 * their own, one every 20 s, without a timer — whatever is due arrives before the next answer.
 * The clock is faked (Date only).
 */

const start = Date.parse('2026-11-25T09:00:00.000Z');
const at = (ms: number) => vi.setSystemTime(ms);

describe('the arrivals scenario', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(start);
    applyScenario('arrivals');
    await signInDemo();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetDb();
  });

  it('brings a new pending request every 20 seconds, dated when it came in', async () => {
    const before = await listDeliveries({ status: 'pending' });
    at(start + ARRIVALS.everyMs - 1);
    expect((await listDeliveries({ status: 'pending' })).total).toBe(before.total);

    at(start + ARRIVALS.everyMs);
    const one = await listDeliveries({ status: 'pending' });
    expect(one.total).toBe(before.total + 1);
    // Newest first: the new request leads the list, created at the moment it was due.
    expect(one.items[0]).toMatchObject({
      status: 'pending',
      customer: { name: 'Kemi Adebayo' },
      createdAt: new Date(start + ARRIVALS.everyMs).toISOString(),
    });

    // A mock left alone for a minute answers with the three requests of that minute.
    at(start + 4 * ARRIVALS.everyMs);
    const four = await listDeliveries({ status: 'pending' });
    expect(four.total).toBe(before.total + 4);
    expect(four.items.slice(0, 4).map((d) => d.createdAt)).toEqual(
      [4, 3, 2, 1].map((n) => new Date(start + n * ARRIVALS.everyMs).toISOString()),
    );
    expect((await getDeliveryStatistics()).pending).toBe(four.total);
  });

  it(`stops after ${ARRIVALS.total}`, async () => {
    const before = (await listDeliveries()).total;
    at(start + 10 * ARRIVALS.total * ARRIVALS.everyMs);
    expect((await listDeliveries()).total).toBe(before + ARRIVALS.total);
    expect(db.state.scenario?.arrivals).toMatchObject({ left: 0, made: ARRIVALS.total });
  });

  it('is the only scenario that brings requests', async () => {
    applyScenario('demo');
    await signInDemo();
    const before = (await listDeliveries()).total;
    at(start + 5 * ARRIVALS.everyMs);
    expect((await listDeliveries()).total).toBe(before);
  });
});
