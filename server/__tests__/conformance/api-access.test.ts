import { expect, it } from 'vitest';
import { OPERATOR } from '../../seed/accounts';
import { as, onEveryStore, outcome, signIn } from '../support/suite';

/* Filing a request for API access (the landing page's form), on every store. */

const body = {
  business_name: 'Kaduna Couriers',
  location: 'Kaduna',
  email: 'Ops@KadunaCouriers.ng',
  reason: 'Dispatch 200 daily deliveries from our online store.',
};

onEveryStore('API-access requests', (api) => {
  it('files a pending request and e-mails the requester its id', async () => {
    const reply = await api().call('/api/requests/api-access', { body });
    expect(reply.status).toBe(201);
    const request = reply.json.data as {
      id: string;
      email: string;
      status: string;
      created_at: string;
      history: unknown[];
    };
    expect(request).toMatchObject({
      email: 'ops@kadunacouriers.ng',
      status: 'pending',
      business_name: 'Kaduna Couriers',
    });
    expect(request.history).toEqual([{ status: 'pending', at: request.created_at }]);
    expect(request).not.toHaveProperty('invitation_token');
    const mail = (await api().outbox())[0];
    expect(mail).toMatchObject({ kind: 'api-access', to: 'ops@kadunacouriers.ng' });
    expect(mail?.text).toContain(`Your request ${request.id} is under review`);
  });

  it('refuses a blank business name in the form’s words, a bad e-mail or no reason, and files nothing', async () => {
    const refused = await api().call('/api/requests/api-access', { body: { ...body, business_name: '  ' } });
    expect(outcome(refused)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(refused.json.message).toMatch(/^business_name: /);
    const { reason: _reason, ...noReason } = body;
    for (const wrong of [{ ...body, email: 'not-an-email' }, noReason]) {
      const reply = await api().call('/api/requests/api-access', { body: wrong });
      expect(outcome(reply)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    }
    expect(await api().outbox()).toEqual([]);
    const ops = await signIn(api(), OPERATOR.email, OPERATOR.password);
    expect((await api().call('/api/requests/api-access', as(ops))).json.data).toMatchObject({ total: 4 });
  });
});
