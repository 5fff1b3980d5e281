import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { routes, unrouted } from '../../http/routes';
import { as, signIn } from '../support/suite';
import { sqlStores } from '../support/stores';
import { targetOf } from '../support/target';

/*
 * Issue 39: the server serves the whole contract — no endpoint is left to the mock — and test
 * mode (the dashboard's header) and a test key both answer from the partner's sandbox twin.
 */
describe('the contract on the server', () => {
  it('has a route for every endpoint', () => {
    expect(unrouted).toEqual([]);
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe.each(sqlStores().map((store) => [store]))('test mode on the server — %s', (store) => {
  it('test mode and a test key answer from the sandbox', async () => {
    const api = await targetOf(store);
    await api.reset();
    const session = await signIn(api);
    const key = await api.call('/api/delivery-partners/profile', { token: 'sk_test_SwiftRidersDemoTestKey0000000001' });
    expect(key.json).toMatchObject({ success: true, livemode: false, data: { company_name: 'Swift Riders Ltd' } });
    const testMode = await api.call(
      '/api/delivery-partners/profile',
      as(session, { headers: { 'X-DeliverOS-Mode': 'test' } }),
    );
    expect(testMode.json).toMatchObject({ success: true, livemode: false, data: { company_name: 'Swift Riders Ltd' } });
  });
});
