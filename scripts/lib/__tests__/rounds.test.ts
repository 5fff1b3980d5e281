import { describe, expect, it } from 'vitest';
import { requestRounds, type TimedRequest } from '../rounds';

const request = (label: string, start: number, end: number, api = false): TimedRequest => ({ label, start, end, api });

describe('requestRounds', () => {
  it('counts requests made together as one round, and one made after an answer as the next', () => {
    const rounds = requestRounds([
      request('document', 0, 1500),
      request('app.js', 1510, 3010),
      request('app.css', 1512, 3005),
      request('route.js', 3100, 4600),
      request('data.js', 3105, 4605),
      request('/api/me', 4700, 6200, true),
      request('/api/deliveries', 4702, 6202, true),
    ]);
    expect(rounds).toEqual({ all: 4, api: 1, chain: ['document', 'app.js', 'data.js', '/api/me'] });
  });

  it('counts an API request that waited for another API answer as a second API round', () => {
    const rounds = requestRounds([
      request('document', 0, 1500),
      request('app.js', 1510, 3010),
      request('/api/me', 3100, 4600, true),
      request('/api/deliveries', 4650, 6150, true),
    ]);
    expect(rounds.api).toBe(2);
    expect(rounds.all).toBe(4);
    expect(rounds.chain).toEqual(['document', 'app.js', '/api/me', '/api/deliveries']);
  });

  it('does not chain requests that overlap, whatever their order', () => {
    expect(
      requestRounds([request('b', 10, 2000, true), request('a', 0, 1500, true), request('c', 1400, 3000, true)]),
    ).toMatchObject({ all: 1, api: 1 });
  });
});
