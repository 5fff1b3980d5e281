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
} from '../support/suite';

/* A partner's profile (which is also its account) and its settings, on every store. */

const demoProfile = {
  id: 'usr_demo',
  company_name: 'Swift Riders Ltd',
  email: 'demo@example.com',
  phone: '+234 803 123 4567',
  first_name: 'Ada',
  last_name: 'Okafor',
};

onEveryStore('the profile', (api) => {
  it('is the account: a new name is /me’s; a new e-mail is the account’s once verified', async () => {
    const session = await signIn(api());
    expect((await api().call('/api/delivery-partners/profile', as(session))).json.data).toEqual(demoProfile);
    const { id: _id, ...body } = demoProfile;
    const saved = await api().call(
      '/api/delivery-partners/profile',
      as(session, { method: 'PUT', body: { ...body, first_name: 'Adaeze', email: 'Ada@SwiftRiders.ng' } }),
    );
    expect(saved.json.data).toEqual({ ...demoProfile, first_name: 'Adaeze', email: 'ada@swiftriders.ng' });
    expect((await api().call('/api/auth/me', as(session))).json.data).toMatchObject({ first_name: 'Adaeze' });
    // The new address is verified by the code e-mailed to it before it signs in.
    expect((await api().outbox())[0]).toMatchObject({ kind: 'verification', to: 'ada@swiftriders.ng' });
    const asked = await api().call('/api/auth/signin', {
      body: { email: 'ada@swiftriders.ng', password: DEMO.password },
    });
    expect(outcome(asked)).toEqual({ status: 403, code: 'VERIFICATION_REQUIRED' });
    await signIn(api(), 'ada@swiftriders.ng', DEMO.password, { verification_code: '123456' });
  });

  it('refuses another account’s e-mail (409) and changes nothing', async () => {
    const session = await signIn(api());
    const { id: _id, ...body } = demoProfile;
    const taken = await api().call(
      '/api/delivery-partners/profile',
      as(session, { method: 'PUT', body: { ...body, email: 'chidi@riders.ng' } }),
    );
    expect(outcome(taken)).toEqual({ status: 409, code: 'EMAIL_TAKEN' });
    expect((await api().call('/api/delivery-partners/profile', as(session))).json.data).toEqual(demoProfile);
  });

  it('names the company once (onboarding): the profile’s and the billing details’', async () => {
    await api().call('/api/auth/signup', {
      body: {
        first_name: 'Musa',
        last_name: 'Ibrahim',
        email: 'musa@kano.ng',
        phone: '08031112222',
        password: 'Sup3rSecret!',
        confirm_password: 'Sup3rSecret!',
        accept_terms: true,
      },
    });
    const session = await signIn(api(), 'musa@kano.ng', 'Sup3rSecret!', { verification_code: '123456' });
    const named = await api().call(
      '/api/delivery-partners/company',
      as(session, { method: 'PUT', body: { company_name: 'Kano Couriers' } }),
    );
    expect(named.json.data).toMatchObject({ company_name: 'Kano Couriers' });
    expect((await api().call('/api/billing', as(session))).json.data).toMatchObject({ company_name: 'Kano Couriers' });
    expect((await api().call('/api/auth/me', as(session))).json.data).toMatchObject({ company_name: 'Kano Couriers' });
  });
  it('refuses blank fields, a bad e-mail or a missing field (400), and another account’s e-mail in its words', async () => {
    const session = await signIn(api());
    const read = async () => (await api().call('/api/delivery-partners/profile', as(session))).json.data;
    const put = (body: object) => () =>
      api().call('/api/delivery-partners/profile', as(session, { method: 'PUT', body }));
    const base = { company_name: 'X', email: 'demo@example.com', phone: '1', first_name: 'A', last_name: 'B' };
    for (const body of [
      { ...base, company_name: ' ' },
      { ...base, email: 'not-an-email' },
      { email: 'demo@example.com' },
    ]) {
      expect(await refusedUnchanged(read, put(body))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    const { id: _id, ...profile } = demoProfile;
    expect(await refusedUnchanged(read, put({ ...profile, email: 'new@example.com' }))).toEqual({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
  });

  it('keeps the old address off once a new one is verified; a new partner’s is its sign-up, with no company', async () => {
    const session = await signIn(api());
    const { id: _id, ...profile } = demoProfile;
    const body = { ...profile, company_name: 'Swift Riders Nigeria', email: 'ada@swiftriders.ng' };
    expect(
      (await api().call('/api/delivery-partners/profile', as(session, { method: 'PUT', body }))).json.data,
    ).toEqual({
      ...demoProfile,
      company_name: 'Swift Riders Nigeria',
      email: 'ada@swiftriders.ng',
    });
    await signIn(api(), 'ada@swiftriders.ng', DEMO.password, { verification_code: '123456' });
    const old = await api().call('/api/auth/signin', { body: { email: DEMO.email, password: DEMO.password } });
    expect(outcome(old)).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });

    const fresh = await signInNewPartner(api());
    const me = (await api().call('/api/auth/me', as(fresh))).json.data as { id: string };
    expect((await api().call('/api/delivery-partners/profile', as(fresh))).json.data).toEqual({
      id: me.id,
      company_name: '',
      email: NEW_PARTNER.email,
      phone: NEW_PARTNER.phone,
      first_name: NEW_PARTNER.first_name,
      last_name: NEW_PARTNER.last_name,
    });
  });
});

onEveryStore('settings', (api) => {
  it('saves the settings sent, and only those', async () => {
    const session = await signIn(api());
    const saved = await api().call(
      '/api/delivery-partners/settings',
      as(session, { method: 'PUT', body: { auto_accept: true } }),
    );
    expect(saved.json.data).toEqual({
      email_notifications: true,
      sms_notifications: false,
      auto_accept: true,
      proof_of_delivery: { code: true, signature: true, photo: true },
    });
    expect((await api().call('/api/delivery-partners/settings', as(session))).json.data).toEqual(saved.json.data);
  });
  it('saves several at once and reads them back; refuses one that is not a boolean (400); each partner has its own', async () => {
    const session = await signIn(api());
    const path = '/api/delivery-partners/settings';
    const codeOnly = { code: true, signature: false, photo: false };
    const body = { email_notifications: false, sms_notifications: true, proof_of_delivery: codeOnly };
    const saved = {
      email_notifications: false,
      sms_notifications: true,
      auto_accept: false,
      proof_of_delivery: codeOnly,
    };
    expect((await api().call(path, as(session, { method: 'PUT', body }))).json.data).toEqual(saved);
    expect((await api().call(path, as(session))).json.data).toEqual(saved);
    const read = async () => (await api().call(path, as(session))).json.data;
    const notBoolean = () => api().call(path, as(session, { method: 'PUT', body: { auto_accept: 'yes' } }));
    expect(await refusedUnchanged(read, notBoolean)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const other = await signIn(api(), 'new@example.com', undefined, { verification_code: '123456' });
    expect((await api().call(path, as(other))).json.data).toEqual({
      email_notifications: true,
      sms_notifications: true,
      auto_accept: false,
      proof_of_delivery: { code: false, signature: false, photo: false },
    });
  });
});
