import { expect, it } from 'vitest';
import {
  as,
  DEMO,
  NEW_PARTNER,
  onEveryStore,
  outcome,
  refusedUnchanged,
  signIn,
  signInNewPartner,
  type Session,
} from '../support/suite';
import { ok } from '../support/deliveries';
import type { Target } from '../support/target';

/* A partner's company name, billing details and payment methods, on every store (the profile: profile.test.ts). */

/** The demo partner's billing details as seeded. */
const SEEDED_BILLING = {
  company_name: 'Swift Riders Ltd',
  address: '15 Adeola Odeku Street, Victoria Island',
  city: 'Lagos',
  country: 'Nigeria',
  tax_id: 'TIN-20481937-0001',
  email: 'billing@swiftriders.ng',
  phone: '+234 803 123 4567',
};

const methods = async (target: Target, session: Session) =>
  (await target.call('/api/payment-methods', as(session))).json.data as Array<{ id: string; is_default: boolean }>;

/** The company's name wherever a partner reads it: /me, the profile, the billing details. */
async function companyNames(api: Target, session: Session) {
  const read = async (path: string) =>
    ((await api.call(path, as(session))).json.data as { company_name: string }).company_name;
  return {
    me: await read('/api/auth/me'),
    profile: await read('/api/delivery-partners/profile'),
    billing: await read('/api/billing'),
  };
}
const everywhere = (name: string) => ({ me: name, profile: name, billing: name });
const nameCompany = (api: Target, session: Session, company_name: string) =>
  api.call('/api/delivery-partners/company', as(session, { method: 'PUT', body: { company_name } }));
const signInReply = async (api: Target, email: string, password: string) =>
  ((await api.call('/api/auth/signin', { body: { email, password } })).json.data as { user: { company_name: string } })
    .user.company_name;

onEveryStore('the company name (asked once, never made up from a person’s)', (api) => {
  it('is empty for a new partner everywhere and at sign-in; seeded accounts keep theirs', async () => {
    const fresh = await signInNewPartner(api());
    expect(await companyNames(api(), fresh)).toEqual(everywhere(''));
    expect(await signInReply(api(), NEW_PARTNER.email, NEW_PARTNER.password)).toBe('');
    expect(await companyNames(api(), await signIn(api()))).toEqual(everywhere('Swift Riders Ltd'));
    expect(await signInReply(api(), DEMO.email, DEMO.password)).toBe('Swift Riders Ltd');
  });

  it('is named trimmed, everywhere and at the next sign-in; 100 characters are enough', async () => {
    const session = await signInNewPartner(api());
    const saved = await nameCompany(api(), session, '  Eze Logistics  ');
    expect(saved.json.data).toMatchObject({ company_name: 'Eze Logistics' });
    expect(await companyNames(api(), session)).toEqual(everywhere('Eze Logistics'));
    expect(await signInReply(api(), NEW_PARTNER.email, NEW_PARTNER.password)).toBe('Eze Logistics');
    const long = 'x'.repeat(100);
    expect((await nameCompany(api(), session, long)).json.data).toMatchObject({ company_name: long });
  });

  it('refuses a blank, one-character or too long name (400) with its reason, changing nothing; 401 signed out', async () => {
    const session = await signInNewPartner(api());
    for (const [companyName, reason] of [
      ['   ', 'Please enter your company name'],
      ['A', 'Use at least 2 characters'],
      ['x'.repeat(101), 'Use at most 100 characters'],
    ] as const) {
      const refusal = await refusedUnchanged(
        () => companyNames(api(), session),
        () => nameCompany(api(), session, companyName),
      );
      expect(refusal).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      expect(refusal.message).toContain(reason);
    }
    const signedOut = await api().call('/api/delivery-partners/company', {
      method: 'PUT',
      body: { company_name: 'Eze Logistics' },
    });
    expect(signedOut.status).toBe(401);
  });

  it('is named by the billing details or the profile where it had none, never renamed once named', async () => {
    const billing = { address: '3 Marina', city: 'Lagos', country: 'Nigeria', tax_id: 'TIN-1' };
    const putBilling = async (session: Session, company_name: string) => {
      const current = (await api().call('/api/billing', as(session))).json.data as object;
      const body = { ...current, ...billing, company_name };
      expect((await api().call('/api/billing', as(session, { method: 'PUT', body }))).status).toBe(200);
    };
    const first = await signInNewPartner(api());
    await putBilling(first, 'Eze Logistics');
    expect(await companyNames(api(), first)).toEqual(everywhere('Eze Logistics'));

    const demo = await signIn(api());
    await putBilling(demo, 'Swift Riders Billing');
    expect(await companyNames(api(), demo)).toMatchObject({ me: 'Swift Riders Ltd', profile: 'Swift Riders Ltd' });

    const musa = { ...NEW_PARTNER, email: 'musa@kano.ng', first_name: 'Musa' };
    expect((await api().call('/api/auth/signup', { body: musa })).status).toBe(201);
    const second = await signIn(api(), musa.email, musa.password, { verification_code: '123456' });
    const { id: _id, ...profile } = (await api().call('/api/delivery-partners/profile', as(second))).json
      .data as Record<string, unknown>;
    const named = await api().call(
      '/api/delivery-partners/profile',
      as(second, { method: 'PUT', body: { ...profile, company_name: 'Kano Couriers' } }),
    );
    expect(named.status).toBe(200);
    expect((await companyNames(api(), second)).billing).toBe('Kano Couriers');
  });
});

onEveryStore('payment methods', (api) => {
  it('keeps exactly one default: the first, the one made default, the next when it goes', async () => {
    const session = await signIn(api());
    expect(await methods(api(), session)).toEqual([
      expect.objectContaining({ id: 'pm_verve', is_default: true }),
      expect.objectContaining({ id: 'pm_firstbank', is_default: false }),
    ]);
    const added = await api().call(
      '/api/payment-methods',
      as(session, {
        body: {
          type: 'card',
          provider: 'Mastercard',
          account_name: 'Ada Okafor',
          account_number: '5399831234567890',
          is_default: true,
        },
      }),
    );
    expect(added.status).toBe(201);
    const card = added.json.data as { id: string; last4: string };
    expect(card.last4).toBe('7890');
    expect((await methods(api(), session)).filter((m) => m.is_default).map((m) => m.id)).toEqual([card.id]);

    const unset = await api().call(
      `/api/payment-methods/${card.id}`,
      as(session, { method: 'PUT', body: { is_default: false } }),
    );
    expect(outcome(unset)).toEqual({ status: 400, code: 'DEFAULT_PAYMENT_METHOD_REQUIRED' });
    expect((await api().call(`/api/payment-methods/${card.id}`, as(session, { method: 'DELETE' }))).json.data).toEqual({
      id: card.id,
    });
    expect((await methods(api(), session)).filter((m) => m.is_default).map((m) => m.id)).toEqual(['pm_verve']);
  });

  it('does not show or touch another partner’s method (404)', async () => {
    const chidi = await signIn(api(), 'chidi@riders.ng');
    const reply = await api().call('/api/payment-methods/pm_verve', as(chidi, { method: 'DELETE' }));
    expect(outcome(reply)).toEqual({ status: 404, code: 'NOT_FOUND' });
    const demo = await signIn(api());
    expect(await methods(api(), demo)).toHaveLength(2);
  });

  it('keeps billing details as sent', async () => {
    const session = await signIn(api());
    const changes = { company_name: 'Swift Riders Nigeria', address: '1 Marina', tax_id: 'TIN-1' };
    const body = { ...SEEDED_BILLING, ...changes, email: 'accounts@swiftriders.ng' };
    expect((await api().call('/api/billing', as(session, { method: 'PUT', body }))).json.data).toEqual(body);
    expect((await api().call('/api/billing', as(session))).json.data).toEqual(body);
  });
});

const CARD = { type: 'card', provider: 'Verve', account_name: 'Ada Okafor', account_number: '5061000011112222' };
const addMethod = (api: Target, session: Session, body: object) =>
  api.call('/api/payment-methods', as(session, { body: { ...CARD, ...body } }));
const changeMethod = (api: Target, session: Session, id: string, body: object) =>
  api.call(`/api/payment-methods/${id}`, as(session, { method: 'PUT', body }));
const removeMethod = (api: Target, session: Session, id: string) =>
  api.call(`/api/payment-methods/${id}`, as(session, { method: 'DELETE' }));

onEveryStore('billing details and payment methods', (api) => {
  it('reads the seeded billing details, refuses incomplete ones (400), and starts a new partner’s from its account', async () => {
    const session = await signIn(api());
    const read = async () => (await api().call('/api/billing', as(session))).json.data;
    expect(await read()).toEqual(SEEDED_BILLING);
    const incomplete = () =>
      api().call('/api/billing', as(session, { method: 'PUT', body: { company_name: 'Swift', city: 'Lagos' } }));
    expect(await refusedUnchanged(read, incomplete)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const fresh = await signInNewPartner(api());
    expect((await api().call('/api/billing', as(fresh))).json.data).toMatchObject({
      company_name: '',
      email: NEW_PARTNER.email,
      address: '',
    });
  });

  it('lists the seeded methods; adds one keeping only its last four digits (201), refusing a short number (400)', async () => {
    const session = await signIn(api());
    // What DeliverOS charges its invoices to: never the payout account (GTBank ••6789).
    const listed = (await api().call('/api/payment-methods', as(session))).json.data;
    expect(listed).toEqual([
      { id: 'pm_verve', type: 'card', provider: 'Verve', account_name: 'Ada Okafor', last4: '4081', is_default: true },
      {
        id: 'pm_firstbank',
        type: 'bank_transfer',
        provider: 'First Bank',
        account_name: 'Swift Riders Ltd',
        last4: '3318',
        is_default: false,
      },
    ]);
    const added = await addMethod(api(), session, {});
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ type: 'card', last4: '2222', is_default: false });
    expect(JSON.stringify(added.json)).not.toContain(CARD.account_number);
    expect(await methods(api(), session)).toHaveLength(3);
    const read = () => methods(api(), session);
    expect(await refusedUnchanged(read, () => addMethod(api(), session, { account_number: '1234' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('makes a new partner’s first method the default, and edits a method, moving the default', async () => {
    const fresh = await signInNewPartner(api());
    expect(await methods(api(), fresh)).toEqual([]);
    expect((await addMethod(api(), fresh, { is_default: false })).json.data).toMatchObject({ is_default: true });
    const second = await addMethod(api(), fresh, { account_number: '0123456789' });
    expect(second.json.data).toMatchObject({ is_default: false, last4: '6789' });

    const session = await signIn(api());
    const { id } = (await addMethod(api(), session, {})).json.data as { id: string };
    expect((await changeMethod(api(), session, id, { provider: 'Mastercard' })).json.data).toMatchObject({
      provider: 'Mastercard',
      is_default: false,
    });
    expect((await changeMethod(api(), session, id, { is_default: true })).json.data).toMatchObject({
      is_default: true,
    });
    expect((await methods(api(), session)).find((m) => m.id === 'pm_verve')?.is_default).toBe(false);
    const unknown = await changeMethod(api(), session, 'pm_nope', { provider: 'X' });
    expect(outcome(unknown)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(unknown.json.message).toBe('Payment method not found');
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect(outcome(await changeMethod(api(), chidi, 'pm_verve', { provider: 'Mine' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('makes another method the default when the default goes, down to none', async () => {
    const session = await signIn(api());
    ok(await removeMethod(api(), session, 'pm_firstbank'));
    const added = (await addMethod(api(), session, {})).json.data as { id: string };
    expect((await removeMethod(api(), session, 'pm_verve')).json.data).toEqual({ id: 'pm_verve' });
    expect(await methods(api(), session)).toEqual([{ ...added, is_default: true }]);
    expect((await removeMethod(api(), session, added.id)).json.data).toEqual({ id: added.id });
    expect(await methods(api(), session)).toEqual([]);
    expect(outcome(await removeMethod(api(), session, added.id))).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});
