import { expect, it } from 'vitest';
import { nubanCheckDigit } from '@/api/nuban';
import { TEST_ACCOUNTS } from '../../domain/wallet/banks';
import { MAX_PAYOUT_ACCOUNTS } from '../../domain/wallet/payouts';
import { DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER_PAYOUT_ACCOUNT } from '../../seed/payout-accounts';
import { ok } from '../support/deliveries';
import {
  as,
  onEveryStore,
  outcome,
  refusalOf,
  refusedUnchanged,
  signIn,
  signInNewPartner,
  type Session,
} from '../support/suite';
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
const resolve = (api: Target, session: Session, bank_code: string, account_number: string) =>
  api.call('/api/banks/resolve', as(session, { body: { bank_code, account_number } }));
/** The ids of the partner's accounts in the list's order, each with its default flag. */
const order = async (api: Target, session: Session) =>
  (await accounts(api, session)).map((a) => [a.id, a.is_default] as const);

/** A valid NUBAN at `bankCode` for a 9-digit serial (its CBN check digit appended). */
const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;
/** The same number with a wrong last digit. */
const wrongCheckDigit = (accountNumber: string) => `${accountNumber.slice(0, 9)}${(Number(accountNumber[9]) + 1) % 10}`;
const DEMO_NUMBER = DEMO_PAYOUT_ACCOUNT.accountNumber;

onEveryStore('banks and the name enquiry', (api) => {
  it('lists the banks by name, and names an account’s holder as the bank holds it', async () => {
    const session = await signIn(api());
    const banks = (await api().call('/api/banks', as(session))).json.data as Array<{ code: string; name: string }>;
    expect(banks.find((bank) => bank.code === '058')).toEqual({ code: '058', name: 'GTBank' });
    expect(banks.map((bank) => bank.name)).toEqual(
      [...banks.map((bank) => bank.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect((await resolve(api(), session, '058', '0100646789')).json.data).toEqual({
      account_name: 'SWIFT RIDERS LTD',
    });
    const { bankCode, accountNumber } = TEST_ACCOUNTS.notFound;
    const missing = await resolve(api(), session, bankCode, accountNumber);
    expect(outcome(missing)).toEqual({ status: 422, code: 'ACCOUNT_NOT_FOUND' });
    expect(missing.json.message).toBe('No account found with that number at GTBank');
    expect(outcome(await resolve(api(), session, '058', '12'))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('lists Nigerian banks once each by their CBN codes, to a signed-in caller only (401)', async () => {
    const session = await signIn(api());
    const banks = ok<Array<{ code: string; name: string }>>(await api().call('/api/banks', as(session)));
    expect(banks).toEqual(
      expect.arrayContaining([
        { code: '044', name: 'Access Bank' },
        { code: '011', name: 'First Bank of Nigeria' },
        { code: '058', name: 'GTBank' },
        { code: '033', name: 'United Bank for Africa' },
        { code: '057', name: 'Zenith Bank' },
        { code: '50211', name: 'Kuda Microfinance Bank' },
        { code: '50515', name: 'Moniepoint Microfinance Bank' },
      ]),
    );
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
    expect(banks.filter((b) => !/^(\d{3}|\d{5})$/.test(b.code))).toEqual([]);
    expect((await api().call('/api/banks')).status).toBe(401);
    expect((await api().call('/api/payout-accounts')).status).toBe(401);
  });

  it('names any other valid number the same each time, a microfinance bank’s (9 prefix) too', async () => {
    const session = await signIn(api());
    const zenith = nuban('057', '212345678');
    const { account_name } = ok<{ account_name: string }>(await resolve(api(), session, '057', zenith));
    expect(account_name).toMatch(/^[A-Z]+( [A-Z]+)+$/);
    expect(ok(await resolve(api(), session, '057', zenith))).toEqual({ account_name });
    const kuda = ok<{ account_name: string }>(await resolve(api(), session, '50211', nuban('50211', '200000001')));
    expect(kuda.account_name).toMatch(/^[A-Z ]+$/);
  });

  it('refuses a wrong check digit, a malformed number and an unknown bank (400), naming the field', async () => {
    const session = await signIn(api());
    expect(refusalOf(await resolve(api(), session, '058', wrongCheckDigit(DEMO_NUMBER)))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'account_number: That account number is not valid for this bank: check the 10 digits',
    });
    for (const accountNumber of ['12345', '01006467890', '01006467a9', '']) {
      expect({ accountNumber, ...refusalOf(await resolve(api(), session, '058', accountNumber)) }).toEqual({
        accountNumber,
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'account_number: An account number has 10 digits',
      });
    }
    // The check digit depends on the bank: the same number is not valid at another.
    expect(outcome(await resolve(api(), session, '044', DEMO_NUMBER))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(refusalOf(await resolve(api(), session, '999', nuban('999', '123456789')))).toEqual({
      status: 400,
      code: 'UNKNOWN_BANK',
      message: 'bank_code: Choose a bank from the list',
    });
    expect(refusalOf(await resolve(api(), session, '044', nuban('044', '000999111')))).toEqual({
      status: 422,
      code: 'ACCOUNT_NOT_FOUND',
      message: 'No account found with that number at Access Bank',
    });
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
    expect(refusalOf(await save(api(), session, '058', '0100646789'))).toEqual({
      status: 409,
      code: 'DUPLICATE_ACCOUNT',
      message: 'You have already saved this account',
    });
    const none = await save(api(), session, TEST_ACCOUNTS.notFound.bankCode, TEST_ACCOUNTS.notFound.accountNumber);
    expect(outcome(none)).toEqual({ status: 422, code: 'ACCOUNT_NOT_FOUND' });
    const theirs = await api().call('/api/payout-accounts/pa_chidi_access/default', as(session, { method: 'PATCH' }));
    expect(outcome(theirs)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(theirs.json.message).toBe('Payout account not found');
    expect(await accounts(api(), session)).toHaveLength(1);
  });

  it('start with none for a new partner, whose first account becomes the default and the next not', async () => {
    const seeded = await signIn(api(), 'new@example.com', undefined, { verification_code: '123456' });
    expect(await accounts(api(), seeded)).toEqual([]);
    const session = await signInNewPartner(api());
    expect(await accounts(api(), session)).toEqual([]);
    const first = ok<WireAccount>(await save(api(), session, '033', nuban('033', '412345678')), 201);
    expect(first.is_default).toBe(true);
    const second = ok<WireAccount>(await save(api(), session, '035', nuban('035', '512345678')), 201);
    expect(second.is_default).toBe(false);
  });

  it('save the name the bank holds (201), listed default first, then the newest', async () => {
    const session = await signIn(api());
    const number = nuban('057', '212345678');
    const { account_name } = ok<{ account_name: string }>(await resolve(api(), session, '057', number));
    const zenith = ok<WireAccount>(await save(api(), session, '057', number), 201);
    expect(zenith).toMatchObject({
      bank_code: '057',
      bank_name: 'Zenith Bank',
      account_number: number,
      account_name,
      is_default: false,
    });
    const access = ok<WireAccount>(await save(api(), session, '044', nuban('044', '312345678')), 201);
    const demo = DEMO_PAYOUT_ACCOUNT.id;
    expect(await order(api(), session)).toEqual([
      [demo, true],
      [access.id, false],
      [zenith.id, false],
    ]);
    // Made default twice: still exactly one, listed first.
    for (let i = 0; i < 2; i += 1) {
      const made = api().call(`/api/payout-accounts/${zenith.id}/default`, as(session, { method: 'PATCH' }));
      expect(ok(await made)).toMatchObject({ id: zenith.id, is_default: true });
    }
    expect(await order(api(), session)).toEqual([
      [zenith.id, true],
      [access.id, false],
      [demo, false],
    ]);
  });

  it('make the newest left the default when the default goes; another goes without moving it', async () => {
    const session = await signIn(api());
    const older = ok<WireAccount>(await save(api(), session, '057', nuban('057', '212345678')), 201);
    const newer = ok<WireAccount>(await save(api(), session, '044', nuban('044', '312345678')), 201);
    const remove = async (id: string) =>
      ok(await api().call(`/api/payout-accounts/${id}`, as(session, { method: 'DELETE' })));
    expect(await remove(DEMO_PAYOUT_ACCOUNT.id)).toEqual({ id: DEMO_PAYOUT_ACCOUNT.id });
    expect(await order(api(), session)).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
    await remove(older.id);
    expect(await order(api(), session)).toEqual([[newer.id, true]]);
    await remove(newer.id);
    expect(await accounts(api(), session)).toEqual([]);
  });

  it('refuse an unknown number (422), a wrong check digit or bank (400), and more than the limit, changing nothing', async () => {
    const session = await signIn(api());
    const read = () => accounts(api(), session);
    const { bankCode, accountNumber } = TEST_ACCOUNTS.dormant;
    for (const [bank, number, expected] of [
      [
        TEST_ACCOUNTS.notFound.bankCode,
        TEST_ACCOUNTS.notFound.accountNumber,
        { status: 422, code: 'ACCOUNT_NOT_FOUND' },
      ],
      [bankCode, wrongCheckDigit(accountNumber), { status: 400, code: 'VALIDATION_ERROR' }],
      ['999', nuban('999', '123456789'), { status: 400, code: 'UNKNOWN_BANK' }],
    ] as const) {
      expect(await refusedUnchanged(read, () => save(api(), session, bank, number))).toMatchObject(expected);
    }
    for (let i = 1; i < MAX_PAYOUT_ACCOUNTS; i += 1) {
      ok(await save(api(), session, '057', nuban('057', `6000000${String(i).padStart(2, '0')}`)), 201);
    }
    expect(await refusedUnchanged(read, () => save(api(), session, '057', nuban('057', '700000000')))).toMatchObject({
      status: 422,
      code: 'TOO_MANY_ACCOUNTS',
    });
  });

  it('are each partner’s own: another’s is not found (404), and it may save the same account', async () => {
    const session = await signIn(api());
    const theirs = SECOND_PARTNER_PAYOUT_ACCOUNT.id;
    const read = () => accounts(api(), session);
    for (const request of [
      () => api().call(`/api/payout-accounts/${theirs}`, as(session, { method: 'DELETE' })),
      () => api().call('/api/payout-accounts/pa_nope', as(session, { method: 'DELETE' })),
    ]) {
      expect(await refusedUnchanged(read, request)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const chidi = await signIn(api(), 'chidi@riders.ng');
    expect((await accounts(api(), chidi)).map((a) => a.id)).toEqual([theirs]);
    // A joint or company account: the demo partner's, saved by another partner.
    expect(ok(await save(api(), chidi, '058', DEMO_NUMBER), 201)).toMatchObject({
      account_name: 'SWIFT RIDERS LTD',
      is_default: false,
    });
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
