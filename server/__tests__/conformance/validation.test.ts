import { expect, it } from 'vitest';
import { newDelivery } from '../support/deliveries';
import { as, onEveryStore, signIn } from '../support/suite';

/*
 * A 400 VALIDATION_ERROR on every store (issue 39): every field that does not fit the contract is
 * named, each with a reason a person wrote; the one-line message joins them; zod's own words
 * ("Invalid input: expected string, received undefined") are in no reply.
 */

interface Refusal {
  message: string;
  code: string;
  fields: Array<{ field: string; message: string }>;
}

onEveryStore('validation errors', (api) => {
  it('names every field of a new delivery that does not fit, each in words, and creates nothing', async () => {
    const session = await signIn(api());
    const before = (await api().call('/api/deliveries?limit=1', as(session))).json.data as { total: number };
    const { customer: _customer, ...withoutCustomer } = newDelivery();
    const body = {
      ...withoutCustomer,
      customer: { name: 'Bisi Ade', phone: '+234 803 000 0000' },
      price: 'four thousand',
      priority: 'urgent',
      description: 'x'.repeat(1_001),
    };
    const reply = await api().call('/api/deliveries', as(session, { body }));
    expect(reply.status).toBe(400);
    const refusal = reply.json as unknown as Refusal;
    expect(refusal.code).toBe('VALIDATION_ERROR');
    // The schema's own words where it has them (the description's, the price's), a person's for the rest.
    expect(refusal.fields).toEqual([
      { field: 'customer.email', message: 'This is required' },
      { field: 'description', message: 'Please keep this under 1000 characters' },
      { field: 'price', message: 'Enter an amount in naira' },
      { field: 'priority', message: 'Choose high, medium or low' },
    ]);
    for (const field of refusal.fields) expect(refusal.message).toContain(`${field.field}: ${field.message}`);
    expect(JSON.stringify(reply.json)).not.toMatch(/Invalid input|expected \w+, received|Too (big|small):/);
    const after = (await api().call('/api/deliveries?limit=1', as(session))).json.data as { total: number };
    expect(after.total).toBe(before.total);
  });

  it('keeps a schema’s own words, and names a bad query field as the body’s are', async () => {
    const session = await signIn(api());
    const withdraw = await api().call('/api/wallet/transactions?limit=500&type=sideways', as(session));
    expect(withdraw.status).toBe(400);
    const refusal = withdraw.json as unknown as Refusal;
    expect(refusal.fields.map((field) => field.field).sort()).toEqual(['limit', 'type']);
    expect(refusal.message).not.toMatch(/Invalid|expected/);
  });
});
