import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { routes } from '../../http/routes';
import { as, outcome, signIn } from '../support/suite';
import { sqlStores } from '../support/stores';
import { targetOf } from '../support/target';

/*
 * What has not moved to the server yet (docs/server.md) is said plainly: 501 NOT_IMPLEMENTED with
 * its reason, never a 404 that reads as a missing resource nor a 500. Test mode has moved (the
 * sandbox twin: server/domain/partners/sandbox.ts), and API keys (issue 39).
 */
describe.each(sqlStores().map((store) => [store]))('not on the server yet — %s', (store) => {
  it('an endpoint answers 501 with the reason; test mode and a test key answer from the sandbox', async () => {
    const api = await targetOf(store);
    await api.reset();
    const session = await signIn(api);
    // One of the contract's signed-in GETs without a path parameter that the server has no route for.
    const missing = Object.entries(endpoints)
      .map(([name, e]) => ({ name, method: e.method, auth: e.auth, path: e.path }))
      .find((e) => !(e.name in routes) && e.method === 'GET' && e.auth === 'user' && !e.path.includes(':'));
    expect(missing).toBeDefined();
    const reply = await api.call(missing!.path, as(session));
    expect(outcome(reply)).toEqual({ status: 501, code: 'NOT_IMPLEMENTED' });
    expect(reply.json.message).toBe(
      `GET ${missing!.path} is not on the DeliverOS server yet: the mock API serves it until it moves (docs/server.md)`,
    );
    const key = await api.call('/api/delivery-partners/profile', { token: 'sk_test_SwiftRidersDemoTestKey0000000001' });
    expect(key.json).toMatchObject({ success: true, livemode: false, data: { company_name: 'Swift Riders Ltd' } });
    const testMode = await api.call(
      '/api/delivery-partners/profile',
      as(session, { headers: { 'X-DeliverOS-Mode': 'test' } }),
    );
    expect(testMode.json).toMatchObject({ success: true, livemode: false, data: { company_name: 'Swift Riders Ltd' } });
  });
});
