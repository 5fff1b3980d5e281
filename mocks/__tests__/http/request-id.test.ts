import { describe, expect, it } from 'vitest';
import { serveMockOverHttp } from './serve';

/*
 * Issue 25: every reply names its request with X-Request-Id — a contract endpoint's success and
 * refusal, an unknown path, the server's own refusals — a new id each time, readable by a page
 * on another origin (CORS exposes it).
 */

const mock = serveMockOverHttp();
const REQUEST_ID = /^req_[0-9a-f]{24}$/;

describe('the HTTP mock: X-Request-Id', () => {
  it('is on every reply, a new one each time, and exposed to browsers', async () => {
    const replies = await Promise.all([
      fetch(`${mock.origin()}/api/banks`),
      fetch(`${mock.origin()}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'not-the-password' }),
      }),
      fetch(`${mock.origin()}/api/no-such-thing`),
      fetch(`${mock.origin()}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'x',
      }),
      fetch(`${mock.origin()}/api/requests/api-access`, {
        method: 'POST',
        headers: { Origin: 'http://localhost:5173' },
      }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 404, 415, 400]);
    const ids = replies.map((reply) => reply.headers.get('x-request-id') ?? '');
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(replies[4].headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });
});
