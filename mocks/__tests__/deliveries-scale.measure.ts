import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { snakeizeKeys } from '@/api/schemas';
import { db, resetDb } from '../db';
import { handlers } from '../handlers';
import { DEMO_PASSWORD } from '../seed';
import { newDelivery } from './deliveries-fixtures';

/*
 * Not a test: a micro-measure of GET /api/deliveries at 100,000 deliveries, server side only
 * (the handler behind msw's getResponse, as the in-browser mock calls it: auth, query parsing,
 * the page and its JSON). Prints the median of several runs; asserts nothing about time.
 *   npm run measure:deliveries (Vitest includes *.measure.ts only when MEASURE_DELIVERIES is set)
 * (MEASURE_SIZE, MEASURE_RUNS to change the size, 100,000, and the runs, 9.)
 */
const size = Number(process.env.MEASURE_SIZE ?? 100_000);
const runs = Number(process.env.MEASURE_RUNS ?? 9);
const origin = 'http://localhost:8111';

async function call(path: string, token: string, init: RequestInit = {}) {
  const request = new Request(`${origin}${path}`, {
    ...init,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  const response = await getResponse(handlers, request);
  const json = (await response?.json()) as { data: { total: number } } | undefined;
  return { status: response?.status, total: json?.data?.total };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

describe(`GET /api/deliveries at ${size.toLocaleString('en')} deliveries`, () => {
  it('prints the median time of a page per query', { timeout: 600_000 }, async () => {
    resetDb({ extraDeliveries: size - 12 });
    expect(db.state.deliveries).toHaveLength(size);
    const signIn = await getResponse(
      handlers,
      new Request(`${origin}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
      }),
    );
    const { token } = ((await signIn?.json()) as { data: { token: string } }).data;
    const tracking = db.state.deliveries[Math.floor(size / 2)]!.trackingNumber;

    // `kept`: the same search again, as paging through it does (the index keeps the last few
    // searches). Every other search is measured as a new one: a delivery is created (not
    // timed) before each run, which drops what the index kept.
    const queries: Array<[label: string, query: string, fresh?: 'fresh']> = [
      ['no filter, page 1', ''],
      ['no filter, page 2,000', '?page=2000'],
      ['status=pending, page 1', '?status=pending'],
      ['search "lagos"', '?search=lagos', 'fresh'],
      ['search "lagos", kept', '?search=lagos'],
      ['search with no match', '?search=zzzz-no-such', 'fresh'],
      ['search a tracking number', `?search=${tracking}`, 'fresh'],
      ['typing "l" "la" "lag" "lago" "lagos" (5 requests)', 'typing', 'fresh'],
      ['sort=price asc, page 1', '?sort=price&order=asc'],
      ['sort=priority desc, page 500', '?sort=priority&order=desc&page=500'],
      ['from/to: 30 Lagos days', `?from=${day(-40)}&to=${day(-10)}`],
      ['from/to: 30 Lagos days, sort=price', `?from=${day(-40)}&to=${day(-10)}&sort=price`],
    ];
    const lines: string[] = [];
    for (const [label, query, fresh] of queries) {
      const times: number[] = [];
      let total: number | undefined;
      for (let run = 0; run <= runs; run += 1) {
        if (fresh && run > 0) {
          const created = await call('/api/deliveries', token, {
            method: 'POST',
            body: JSON.stringify(snakeizeKeys(newDelivery)),
          });
          expect(created.status).toBe(201);
        }
        const started = performance.now();
        if (query === 'typing') {
          for (const text of ['l', 'la', 'lag', 'lago', 'lagos']) {
            ({ total } = await call(`/api/deliveries?search=${text}`, token));
          }
        } else {
          const reply = await call(`/api/deliveries${query}`, token);
          expect(reply.status).toBe(200);
          total = reply.total;
        }
        const elapsed = performance.now() - started;
        if (run === 0) lines.push(`${label.padEnd(52)} first  ${elapsed.toFixed(1).padStart(6)} ms`);
        else times.push(elapsed);
      }
      lines.push(
        `${label.padEnd(52)} median ${median(times).toFixed(1).padStart(6)} ms  (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; total ${total})`,
      );
    }
    console.log(`GET /api/deliveries at ${size} deliveries, ${runs} runs after the first:\n${lines.join('\n')}`);
  });
});

function day(offsetDays: number) {
  return new Date(Date.now() + 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
