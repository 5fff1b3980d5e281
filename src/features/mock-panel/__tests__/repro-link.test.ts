import { describe, expect, it } from 'vitest';
import type { FaultRule } from '../control-api';
import { curlCommand, shellQuote } from '@/components/curl';
import { endpointOf } from '../endpoint-catalog';
import { formatFaultParam, parseFaultParam, readReproParams, reproLink, withoutReproParams } from '../repro-link';

const rule = (over: Partial<FaultRule>): FaultRule => ({
  id: 'f1',
  kind: 'status',
  remaining: null,
  hits: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

describe('fault parameters of a reproduction link', () => {
  it.each([
    ['withdraw:status:500:once', { endpoint: 'withdraw', kind: 'status', status: 500, times: 1 }],
    ['listDeliveries:status:503', { endpoint: 'listDeliveries', kind: 'status', status: 503 }],
    ['listDeliveries:status:3', { endpoint: 'listDeliveries', kind: 'status', times: 3 }],
    ['listDeliveries:status', { endpoint: 'listDeliveries', kind: 'status' }],
    ['getWallet:network:always', { endpoint: 'getWallet', kind: 'network', times: null }],
    ['/api/wallet/*:timeout:2', { path: '/api/wallet/*', kind: 'timeout', times: 2 }],
    ['/api/*:malformed-json', { path: '/api/*', kind: 'malformed-json' }],
    ['me:expired-token:once', { endpoint: 'me', kind: 'expired-token', times: 1 }],
  ])('reads %s', (value, expected) => {
    expect(parseFaultParam(value)).toEqual(expected);
  });

  it.each([
    ['', 'no endpoint or path'],
    ['withdraw:explode', 'unknown kind "explode"'],
    ['withdraw:status:500:sometimes', '"sometimes" is not a number of times'],
    ['withdraw:network:0', '"0" is not a number of times'],
    ['withdraw:status:500:1:2', 'too many parts'],
  ])('refuses "%s" with a reason', (value, reason) => {
    const parsed = parseFaultParam(value);
    expect(typeof parsed).toBe('string');
    expect(parsed).toContain(reason);
  });

  it('writes a rule as it is now: its remaining count, its status', () => {
    expect(formatFaultParam(rule({ endpoint: 'withdraw', status: 500, remaining: 1 }))).toBe(
      'withdraw:status:500:once',
    );
    expect(formatFaultParam(rule({ endpoint: 'listDeliveries', status: 503, remaining: 2 }))).toBe(
      'listDeliveries:status:503:2',
    );
    expect(formatFaultParam(rule({ path: '/api/*', kind: 'network' }))).toBe('/api/*:network:always');
    expect(formatFaultParam(rule({ endpoint: 'getWallet', kind: 'status' }))).toBe('getWallet:status:500:always');
  });

  it('reads back every rule it writes', () => {
    for (const written of [
      rule({ endpoint: 'withdraw', status: 502, remaining: 1 }),
      rule({ path: '/api/wallet/*', kind: 'timeout', remaining: 4 }),
      rule({ endpoint: 'me', kind: 'expired-token' }),
    ]) {
      const read = parseFaultParam(formatFaultParam(written));
      expect(read).toMatchObject({
        kind: written.kind,
        times: written.remaining,
        ...(written.endpoint ? { endpoint: written.endpoint } : { path: written.path }),
      });
    }
  });
});

describe('a reproduction link', () => {
  it('reads the scenario, the latency and every fault, and says what it could not read', () => {
    expect(readReproParams('?status=pending&page=2')).toBeNull();
    expect(
      readReproParams('?scenario=empty&latency=1200&fault=withdraw:status:500:once&fault=getWallet:network'),
    ).toEqual({
      scenario: 'empty',
      latencyMs: 1200,
      faults: [
        { endpoint: 'withdraw', kind: 'status', status: 500, times: 1 },
        { endpoint: 'getWallet', kind: 'network' },
      ],
      problems: [],
    });
    const bad = readReproParams('?scenario=chaos&latency=-5&fault=x:boom');
    expect(bad?.scenario).toBeUndefined();
    expect(bad?.latencyMs).toBeUndefined();
    expect(bad?.problems).toHaveLength(3);
  });

  it('leaves the rest of the query as it was', () => {
    expect(withoutReproParams('?status=pending&scenario=empty&fault=a:network&page=2')).toBe('?status=pending&page=2');
    expect(withoutReproParams('?scenario=demo')).toBe('');
  });

  it('builds a readable link from the page, the scenario, the latency and the active rules', () => {
    const link = reproLink(
      {
        origin: 'http://localhost:5173',
        pathname: '/dashboard/deliveries',
        search: '?status=pending&fault=old:network',
        hash: '',
      },
      {
        scenario: 'low-balance',
        latencyMs: 800,
        faults: [
          rule({ endpoint: 'listDeliveries', status: 503, remaining: 3 }),
          rule({ endpoint: 'withdraw', status: 500, remaining: 0 }),
          rule({ path: '/api/*', kind: 'network' }),
        ],
      },
    );
    expect(link).toBe(
      'http://localhost:5173/dashboard/deliveries?status=pending&scenario=low-balance&latency=800&fault=listDeliveries:status:503:3&fault=/api/*:network:always',
    );
    // What the boot reads from it is what the panel had.
    expect(readReproParams(new URL(link).search)).toMatchObject({
      scenario: 'low-balance',
      latencyMs: 800,
      faults: [
        { endpoint: 'listDeliveries', status: 503, times: 3 },
        { path: '/api/*', kind: 'network', times: null },
      ],
    });
  });
});

describe('copy as curl', () => {
  it('quotes for a POSIX shell', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
  });

  it('sends the method, the body and the token the endpoint needs', () => {
    const entry = { method: 'POST', path: '/api/wallet/withdraw', requestBody: { amount: 5000, note: "Ada's" } };
    expect(curlCommand(entry, { apiUrl: 'http://localhost:8111', auth: 'user', token: 'tok' })).toBe(
      `curl -X POST 'http://localhost:8111/api/wallet/withdraw' -H 'Authorization: Bearer tok' -H 'Content-Type: application/json' --data-raw '{"amount":5000,"note":"Ada'\\''s"}'`,
    );
    expect(curlCommand({ method: 'GET', path: '/api/wallet' }, { apiUrl: 'http://x', auth: 'user' })).toBe(
      `curl 'http://x/api/wallet' -H "Authorization: Bearer $TOKEN"`,
    );
    expect(
      curlCommand(
        { method: 'POST', path: '/api/auth/signin', requestBody: { email: 'a@b.ng' } },
        { apiUrl: 'http://x', auth: 'public' },
      ),
    ).not.toContain('Authorization');
  });

  it('finds the contract endpoint of a logged request', () => {
    expect(endpointOf('GET', '/api/deliveries?page=2&status=pending')?.name).toBe('listDeliveries');
    expect(endpointOf('POST', '/api/deliveries/dlv_0001/accept')?.name).toBe('acceptDelivery');
    expect(endpointOf('GET', '/api/nowhere')).toBeUndefined();
  });
});
