import { afterEach, describe, expect, it } from 'vitest';
import { setLatency } from '../../latency';
import { serveMockOverHttp } from './serve';

const mock = serveMockOverHttp();
const appOrigin = 'http://localhost:5173';

const preflight = () =>
  fetch(`${mock.origin()}/api/wallet`, {
    method: 'OPTIONS',
    headers: {
      Origin: appOrigin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });

describe('the HTTP mock: CORS', () => {
  afterEach(() => setLatency(0));

  it('answers a preflight from the app origin with the methods and headers the client sends', async () => {
    const response = await preflight();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
  });

  it('makes a preflight wait the mock latency, as the request after it does', async () => {
    // A lower bound only (a delay cannot finish early): not a timing assertion on the machine.
    setLatency(250);
    const started = performance.now();
    const response = await preflight();
    expect(response.status).toBe(204);
    expect(performance.now() - started).toBeGreaterThanOrEqual(245);
  });
});
