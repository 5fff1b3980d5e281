import { expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../../domain/wallet/banks';
import { as, onEveryStore, outcome, signIn, type Session } from '../support/suite';
import type { Target } from '../support/target';

/*
 * Banks and payout accounts on every store: the banks, the name enquiry with its test numbers,
 * and a partner's accounts with exactly one default (docs/api-contract.md, Payout accounts).
 */

interface WireAccount {
  id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  is_default: boolean;
}

const accounts = async (api: Target, session: Session) =>
  (await api.call('/api/payout-accounts', as(session))).json.data as WireAccount[];

const save = (api: Target, session: Session, bank_code: string, account_number: string) =>
  api.call('/api/payout-accounts', as(session, { body: { bank_code, account_number } }));

onEveryStore('banks and the name enquiry', (api) => {
  it('lists the banks by name, and names an account’s holder as the bank holds it', async () => {
    const session = await signIn(api());
    const banks = (await api().call('/api/banks', as(session))).json.data as Array<{ code: string; name: string }>;
    expect(banks.find((bank) => bank.code === '058')).toEqual({ code: '058', name: 'GTBank' });
    expect(banks.map((bank) => bank.name)).toEqual(
      [...banks.map((bank) => bank.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    const resolve = (bank_code: string, account_number: string) =>
      api().call('/api/banks/resolve', as(session, { body: { bank_code, account_number } }));
    expect((await resolve('058', '0100646789')).json.data).toEqual({ account_name: 'SWIFT RIDERS LTD' });
    const missing = await resolve(TEST_ACCOUNTS.notFound.bankCode, TEST_ACCOUNTS.notFound.accountNumber);
    expect(outcome(missing)).toEqual({ status: 422, code: 'ACCOUNT_NOT_FOUND' });
    expect(missing.json.message).toBe('No account found with that number at GTBank');
    expect(outcome(await resolve('058', '12'))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });
});

onEveryStore('payout accounts', (api) => {
  it('keep exactly one default: the first saved, the one made default, the newest left when it goes', async () => {
    const session = await signIn(api());
    expect(await accounts(api(), session)).toEqual([
      expect.objectContaining({ id: 'pa_demo_gtbank', account_name: 'SWIFT RIDERS LTD', is_default: true }),
    ]);
    const dormant = await save(api(), session, TEST_ACCOUNTS.dormant.bankCode, TEST_ACCOUNTS.dormant.accountNumber);
    expect(dormant.status).toBe(201);
    expect(dormant.json.data).toMatchObject({ bank_name: 'GTBank', is_default: false });
    const id = (dormant.json.data as WireAccount).id;
    const made = await api().call(`/api/payout-accounts/${id}/default`, as(session, { method: 'PATCH' }));
    expect(made.json.data).toMatchObject({ id, is_default: true });
    expect((await accounts(api(), session)).map((a) => [a.id, a.is_default])).toEqual([
      [id, true],
      ['pa_demo_gtbank', false],
    ]);
    expect((await api().call(`/api/payout-accounts/${id}`, as(session, { method: 'DELETE' }))).json.data).toEqual({
      id,
    });
    expect((await accounts(api(), session)).map((a) => [a.id, a.is_default])).toEqual([['pa_demo_gtbank', true]]);
  });

  it('refuse an account saved twice (409), one with no holder (422), and another partner’s (404)', async () => {
    const session = await signIn(api());
    expect(outcome(await save(api(), session, '058', '0100646789'))).toEqual({
      status: 409,
      code: 'DUPLICATE_ACCOUNT',
    });
    const none = await save(api(), session, TEST_ACCOUNTS.notFound.bankCode, TEST_ACCOUNTS.notFound.accountNumber);
    expect(outcome(none)).toEqual({ status: 422, code: 'ACCOUNT_NOT_FOUND' });
    const theirs = await api().call('/api/payout-accounts/pa_chidi_access/default', as(session, { method: 'PATCH' }));
    expect(outcome(theirs)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(theirs.json.message).toBe('Payout account not found');
    expect(await accounts(api(), session)).toHaveLength(1);
  });

  it('are the sandbox’s own in test mode', async () => {
    const session = await signIn(api());
    const test = { headers: { 'X-DeliverOS-Mode': 'test' } };
    expect((await api().call('/api/payout-accounts', as(session, test))).json.data).toEqual([]);
    const saved = await api().call(
      '/api/payout-accounts',
      as(session, { ...test, body: { bank_code: '044', account_number: '0700043213' } }),
    );
    expect(saved.json).toMatchObject({ livemode: false, data: { account_name: 'CHIDI OKEKE', is_default: true } });
    expect(await accounts(api(), session)).toHaveLength(1);
  });
});
